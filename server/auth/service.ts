import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config';
import { appUrl } from '../config';
import type { Db } from '../db/client';
import { passwordResets, usuarios } from '../db/schema';
import type { Mailer } from '../mail/outbox';
import { renderActionMail } from '../mail/templates';
import { LOGIN_FAILED, LOGIN_THROTTLED, USER_DISABLED } from '../../shared/schemas/auth';
import { HttpError, unprocessable } from '../lib/http-error';
import { burnPasswordTime, hashPassword, verifyPassword } from './passwords';
import { createSession, revokeUserSessions, vistaDeEnlace, type MetodoSesion } from './sessions';
import { exigeInstitucional } from './oidc/ajustes';
import { audit } from '../audit/service';
import { SOLO_INSTITUCIONAL } from '../../shared/auth/institucional';
import type { FastifyRequest } from 'fastify';
import { contarIntento, devolverIntento, limiteDeReset, limitesDeLogin } from './throttle';
import { hashToken, newToken } from './tokens';
import { loadAccess } from './access';
import { ROLES_PORTAL } from '../../shared/servicio-social/valores';

const PORTAL = new Set<string>(ROLES_PORTAL);

export const RESET_TTL_MINUTES = 60;

function sessionLimits(config: Config) {
  return { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS };
}

export async function login(db: Db, config: Config, input: { email: string; password: string }, request: FastifyRequest) {
  // Counted before the password is checked, so parallel guesses cannot all slip in before the first failure lands.
  const limites = limitesDeLogin(input.email, request.ip);
  const wait = await contarIntento(db, limites);
  if (wait > 0) throw new HttpError(429, LOGIN_THROTTLED, undefined, { 'Retry-After': String(wait) });

  const [user] = await db.select().from(usuarios).where(sql`lower(${usuarios.email}) = ${input.email.toLowerCase()}`).limit(1);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordTime(input.password), false);
  if (!user || !ok) throw unprocessable({ email: [LOGIN_FAILED] }, LOGIN_FAILED);
  if (!user.activo) throw unprocessable({ email: [USER_DISABLED] }, USER_DISABLED);
  await devolverIntento(db, limites);
  if (await exigeInstitucional(db, config, user)) throw unprocessable({ email: [SOLO_INSTITUCIONAL] }, SOLO_INSTITUCIONAL);
  return abrirSesion(db, config, user, 'contrasena', request);
}

/** A new bearer session for an account already identified, audited with how it was opened. */
export async function abrirSesion(
  db: Db,
  config: Config,
  user: { id: number; name: string; email: string },
  metodo: MetodoSesion,
  request: FastifyRequest,
  /** A sign-in link's session holds only this portal role (see vistaDeEnlace). */
  alcance?: string,
) {
  const { token, sessionId } = await createSession(db, user.id, sessionLimits(config), {
    ip: request.ip, userAgent: request.headers['user-agent'], metodo, alcance,
  });
  const [cuenta] = await db
    .update(usuarios)
    .set({ lastLoginAt: new Date() })
    .where(eq(usuarios.id, user.id))
    .returning({ emailVerifiedAt: usuarios.emailVerifiedAt });
  await audit(db, request, {
    accion: 'iniciar-sesion', recurso: 'sesiones', registroId: sessionId, actorId: user.id, actorEmail: user.email, despues: alcance ? { metodo, alcance } : { metodo },
  });
  const access = await loadAccess(db, user.id);
  // The same view of an unconfirmed account as its session will give (server/auth/sessions.ts).
  const visible = alcance
    ? vistaDeEnlace(alcance)
    : cuenta?.emailVerifiedAt ? access : { roles: access.roles.filter((r) => PORTAL.has(r)), permissions: [], sinVerificar: true };
  return { token, user: { id: user.id, name: user.name, email: user.email, ...visible } };
}

/** How long /password/forgot takes at least, so an existing address cannot be told from its timing. */
export const FORGOT_MIN_MS = 250;

/**
 * Always answers the same, and in about the same time, whether or not the email exists: no account enumeration.
 * At most POR_CORREO_RESET mails per address an hour, counted for unknown addresses too.
 */
export async function requestPasswordReset(db: Db, config: Config, mailer: Mailer, email: string): Promise<void> {
  const started = Date.now();
  try {
    if ((await contarIntento(db, [limiteDeReset(email)])) > 0) return;
    const [user] = await db
      .select({ id: usuarios.id, name: usuarios.name, email: usuarios.email, activo: usuarios.activo })
      .from(usuarios)
      .where(sql`lower(${usuarios.email}) = ${email.toLowerCase()}`)
      .limit(1);
    if (user?.activo) await sendPasswordReset(db, config, mailer, user);
  } finally {
    await sleep(Math.max(0, FORGOT_MIN_MS - (Date.now() - started)));
  }
}

/** A one-time reset link to the account's own address (also what staff send instead of setting a password). */
export async function sendPasswordReset(db: Db, config: Config, mailer: Mailer, user: { id: number; name: string; email: string }) {
  const token = newToken();
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    usuarioId: user.id,
    expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
  });
  const url = `${appUrl(config)}/restablecer-contrasena?token=${encodeURIComponent(token)}`;
  const { html, text } = renderActionMail({
    title: 'Restablecer su contraseña',
    greeting: `Hola, ${user.name}:`,
    paragraphs: ['Recibimos una solicitud para restablecer la contraseña de su cuenta.'],
    action: { label: 'Restablecer contraseña', url },
    note: `El enlace vence en ${RESET_TTL_MINUTES} minutos. Si usted no lo solicitó, ignore este mensaje: su contraseña no cambiará.`,
  });
  await mailer.enqueue({ to: user.email, subject: 'Restablecer su contraseña', html, text });
}

/** Every reset link of the account stops working (after a reset, a password change or when it is disabled). */
export async function revokeResets(db: Pick<Db, 'update'>, usuarioId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.usuarioId, usuarioId), isNull(passwordResets.usedAt)));
}

export const RESET_INVALID = 'El enlace para restablecer la contraseña no es válido o ya venció. Solicite uno nuevo.';

export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .returning({ usuarioId: passwordResets.usuarioId });
    if (!reset) throw unprocessable({ token: [RESET_INVALID] }, RESET_INVALID);
    // A disabled account's link does nothing (disabling also revokes its links; this covers a race with it).
    const [updated] = await tx
      .update(usuarios)
      // The link came to the address, which proves it.
      .set({ passwordHash, updatedAt: new Date(), emailVerifiedAt: sql`coalesce(${usuarios.emailVerifiedAt}, now())` })
      .where(and(eq(usuarios.id, reset.usuarioId), eq(usuarios.activo, true)))
      .returning({ id: usuarios.id });
    if (!updated) throw unprocessable({ token: [RESET_INVALID] }, RESET_INVALID);
    // A new password ends every open session of that account and every other link sent to it.
    await revokeUserSessions(tx as unknown as Db, reset.usuarioId);
    await revokeResets(tx, reset.usuarioId);
  });
}

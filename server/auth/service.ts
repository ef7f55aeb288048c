import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { appUrl } from '../config';
import type { Db } from '../db/client';
import { passwordResets, usuarios } from '../db/schema';
import type { Mailer } from '../mail/outbox';
import { renderActionMail } from '../mail/templates';
import { LOGIN_FAILED, LOGIN_THROTTLED, USER_DISABLED } from '../../shared/schemas/auth';
import { HttpError, unprocessable } from '../lib/http-error';
import { burnPasswordTime, hashPassword, verifyPassword } from './passwords';
import { createSession, revokeUserSessions } from './sessions';
import { clearFailures, recordFailure, retryAfter, throttleKey } from './throttle';
import { hashToken, newToken } from './tokens';
import { loadAccess } from './access';

export const RESET_TTL_MINUTES = 60;

function sessionLimits(config: Config) {
  return { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS };
}

export async function login(
  db: Db,
  config: Config,
  input: { email: string; password: string },
  meta: { ip: string; userAgent?: string },
) {
  const key = throttleKey(input.email, meta.ip);
  const wait = await retryAfter(db, key);
  if (wait > 0) throw new HttpError(429, LOGIN_THROTTLED, undefined, { 'Retry-After': String(wait) });

  const [user] = await db.select().from(usuarios).where(sql`lower(${usuarios.email}) = ${input.email.toLowerCase()}`).limit(1);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordTime(input.password), false);
  if (!user || !ok) {
    await recordFailure(db, key);
    throw unprocessable({ email: [LOGIN_FAILED] }, LOGIN_FAILED);
  }
  if (!user.activo) throw unprocessable({ email: [USER_DISABLED] }, USER_DISABLED);
  await clearFailures(db, key);
  const token = await createSession(db, user.id, sessionLimits(config), meta);
  await db.update(usuarios).set({ lastLoginAt: new Date() }).where(eq(usuarios.id, user.id));
  const access = await loadAccess(db, user.id);
  return { token, user: { id: user.id, name: user.name, email: user.email, ...access } };
}

/** Always answers the same, whether or not the email exists: no account enumeration. */
export async function requestPasswordReset(db: Db, config: Config, mailer: Mailer, email: string): Promise<void> {
  const [user] = await db
    .select({ id: usuarios.id, name: usuarios.name, email: usuarios.email, activo: usuarios.activo })
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!user || !user.activo) return;
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
    await tx.update(usuarios).set({ passwordHash, updatedAt: new Date() }).where(eq(usuarios.id, reset.usuarioId));
    // A new password ends every open session of that account.
    await revokeUserSessions(tx as unknown as Db, reset.usuarioId);
  });
}

// One-time sign-in links for people without a password: graduates («Mi espacio de egresado») and nominators
// («Mis postulaciones»). The link proves an address and nothing more, so its session holds one portal role and no
// permission, whatever else the account behind that address may hold (see vistaDeEnlace in auth/sessions.ts).
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ENLACE_ACCESO_INVALIDO, ENLACE_ACCESO_MINUTOS, type PropositoEnlace } from '../../shared/acceso-enlace/valores';
import { USER_DISABLED } from '../../shared/schemas/auth';
import { ROLES_PORTAL } from '../../shared/servicio-social/valores';
import { audit } from '../audit/service';
import { abrirSesion } from '../auth/service';
import { hashPassword } from '../auth/passwords';
import { contarIntento, type Limite } from '../auth/throttle';
import { hashToken, newToken } from '../auth/tokens';
import { appUrl, type Config } from '../config';
import type { Db } from '../db/client';
import { enlacesAcceso, roles, usuarioRoles, usuarios } from '../db/schema';
import { unprocessable } from '../lib/http-error';
import { isUniqueViolation } from '../lib/pg-errors';
import type { Mailer } from '../mail/outbox';
import { renderActionMail } from '../mail/templates';

export type { PropositoEnlace };

/** Links per address and purpose an hour, as password resets are limited: nobody's inbox is flooded through a form. */
export const POR_CORREO_ENLACE = { max: 5, ventanaSegundos: 3600 };
/** How long a «send me a link» request takes at least, so a known address cannot be told from an unknown one. */
export const SOLICITUD_MIN_MS = 250;

const PORTAL = new Set<string>(ROLES_PORTAL);
const normal = (correo: string) => correo.trim().toLowerCase();

export const limiteDeEnlace = (proposito: PropositoEnlace, correo: string): Limite => ({
  clave: `enlace|${proposito}|${normal(correo)}`,
  ...POR_CORREO_ENLACE,
});

export interface EnlaceAcceso {
  proposito: PropositoEnlace;
  correo: string;
  /** The page that exchanges the token, e.g. /egresados/mi-espacio. */
  ruta: string;
  asunto: string;
  parrafos: string[];
  /** The name in the greeting. */
  destinatario?: string;
}

/**
 * Stores a new link (its hash only), valid ENLACE_ACCESO_MINUTOS and once, and queues the mail with it. Answers false,
 * sending nothing, when the address already had POR_CORREO_ENLACE links this hour. The link itself is never logged
 * nor audited; the outbox shows it masked (mail/enlaces-personales.ts hides every `?token=`).
 */
export async function enviarEnlaceAcceso(db: Db, config: Config, mailer: Mailer, enlace: EnlaceAcceso): Promise<boolean> {
  const correo = normal(enlace.correo);
  if ((await contarIntento(db, [limiteDeEnlace(enlace.proposito, correo)])) > 0) return false;
  const token = newToken();
  await db.insert(enlacesAcceso).values({
    tokenHash: hashToken(token),
    proposito: enlace.proposito,
    correo,
    expiraEn: new Date(Date.now() + ENLACE_ACCESO_MINUTOS * 60_000),
  });
  const url = `${appUrl(config)}${enlace.ruta}?token=${encodeURIComponent(token)}`;
  const { html, text } = renderActionMail({
    title: enlace.asunto,
    greeting: enlace.destinatario ? `Hola, ${enlace.destinatario}:` : 'Hola:',
    paragraphs: enlace.parrafos,
    action: { label: 'Entrar', url },
    note: `El enlace vence en ${ENLACE_ACCESO_MINUTOS} minutos y sirve una sola vez. Si usted no lo pidió, ignore este mensaje: nadie entrará sin él.`,
  });
  await mailer.enqueue({ to: correo, subject: enlace.asunto, html, text });
  // Used and expired links are worthless; clearing them now and then keeps the table as small as its live links.
  if (Math.random() < 0.05) await db.delete(enlacesAcceso).where(lt(enlacesAcceso.expiraEn, sql`now() - interval '1 day'`));
  return true;
}

/**
 * Runs a «send me a link» request and answers no sooner than SOLICITUD_MIN_MS, found or not, sent or throttled:
 * the caller then always answers the same 202.
 */
export async function conTiempoParejo(trabajo: () => Promise<unknown>): Promise<void> {
  const inicio = Date.now();
  try {
    await trabajo();
  } finally {
    await sleep(Math.max(0, SOLICITUD_MIN_MS - (Date.now() - inicio)));
  }
}

const invalido = () => unprocessable({ token: [ENLACE_ACCESO_INVALIDO] }, ENLACE_ACCESO_INVALIDO);

/**
 * Uses a link up, atomically: of two requests with the same token only one gets the address. Expired, used, unknown
 * or another purpose's links answer 422. The address's other open links for the same purpose end with it.
 */
export async function canjearEnlaceAcceso(db: Db, proposito: PropositoEnlace, token: string): Promise<{ correo: string }> {
  const [fila] = await db
    .update(enlacesAcceso)
    .set({ usadoEn: sql`now()` })
    .where(
      and(
        eq(enlacesAcceso.tokenHash, hashToken(token)),
        eq(enlacesAcceso.proposito, proposito),
        isNull(enlacesAcceso.usadoEn),
        gt(enlacesAcceso.expiraEn, sql`now()`),
      ),
    )
    .returning({ id: enlacesAcceso.id, correo: enlacesAcceso.correo });
  if (!fila) throw invalido();
  await db
    .update(enlacesAcceso)
    .set({ usadoEn: sql`now()` })
    .where(and(eq(enlacesAcceso.proposito, proposito), eq(enlacesAcceso.correo, fila.correo), isNull(enlacesAcceso.usadoEn), ne(enlacesAcceso.id, fila.id)));
  return { correo: fila.correo };
}

type Cuenta = { id: number; name: string; email: string };

/**
 * The session a used link opens: the account with that address (a new passwordless one with the portal role when
 * there is none), through the same abrirSesion as a password, with metodo `enlace`. Answers `{token, user}` like
 * /api/login. The session holds only `rol`, so an address that belongs to staff or a student gets no more than the
 * portal's view, and such an account is left exactly as it was (no role added, nothing marked).
 */
export async function sesionPorCorreo(
  db: Db,
  config: Config,
  request: FastifyRequest,
  datos: { correo: string; nombre: string; rol: PropositoEnlace },
) {
  const cuenta = await cuentaDelEnlace(db, request, { ...datos, correo: normal(datos.correo) });
  return abrirSesion(db, config, cuenta, 'enlace', request, datos.rol);
}

async function cuentaDelEnlace(db: Db, request: FastifyRequest, datos: { correo: string; nombre: string; rol: PropositoEnlace }): Promise<Cuenta> {
  for (let intento = 0; ; intento++) {
    const existente = await existenteDe(db, datos.correo);
    if (existente) return existente;
    try {
      return await crearCuenta(db, request, datos);
    } catch (error) {
      // Two first links of the same person at once: the second finds the first one's account on its retry.
      if (intento === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function existenteDe(db: Db, correo: string): Promise<Cuenta | null> {
  const [cuenta] = await db
    .select({ id: usuarios.id, name: usuarios.name, email: usuarios.email, activo: usuarios.activo })
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${correo}`)
    .limit(1);
  if (!cuenta) return null;
  if (!cuenta.activo) throw unprocessable({ token: [USER_DISABLED] }, USER_DISABLED);
  const suyos = await db
    .select({ nombre: roles.nombre })
    .from(usuarioRoles)
    .innerJoin(roles, eq(roles.id, usuarioRoles.rolId))
    .where(eq(usuarioRoles.usuarioId, cuenta.id));
  // A portal account (a student who graduated, a graduate who nominates) had its address proved by this link. A staff
  // account, or one without roles yet, is not touched: its confirmation stays its own business.
  if (suyos.length && suyos.every((r) => PORTAL.has(r.nombre))) {
    await db.update(usuarios).set({ emailVerifiedAt: sql`coalesce(${usuarios.emailVerifiedAt}, now())` }).where(eq(usuarios.id, cuenta.id));
  }
  return { id: cuenta.id, name: cuenta.name, email: cuenta.email };
}

async function crearCuenta(db: Db, request: FastifyRequest, datos: { correo: string; nombre: string; rol: PropositoEnlace }): Promise<Cuenta> {
  // Its password is random and never told: the account is reached by links (or a reset link to the same address).
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const cuenta = await db.transaction(async (tx) => {
    const [creada] = await tx
      .insert(usuarios)
      .values({ name: datos.nombre.slice(0, 160), email: datos.correo, passwordHash, emailVerifiedAt: new Date() })
      .returning({ id: usuarios.id, name: usuarios.name, email: usuarios.email });
    const [rol] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.nombre, datos.rol));
    await tx.insert(usuarioRoles).values({ usuarioId: creada.id, rolId: rol.id });
    return creada;
  });
  await audit(db, request, {
    accion: 'crear', recurso: 'usuarios', registroId: cuenta.id, actorId: cuenta.id, actorEmail: cuenta.email,
    despues: { email: cuenta.email, rol: datos.rol, origen: 'enlace de acceso' },
  });
  return cuenta;
}

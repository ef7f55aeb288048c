import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, usuarios } from '../db/schema';
import { accessColumns } from './access';
import type { AuthUser } from '../types';
import type { SessionCache } from './session-cache';
import { hashToken, newToken } from './tokens';
import { ROLES_PORTAL } from '../../shared/servicio-social/valores';

const PORTAL = new Set<string>(ROLES_PORTAL);

/**
 * How a session was opened: with the platform's password, the institution's account (OpenID Connect) or a one-time
 * sign-in link (server/acceso-enlace).
 */
export type MetodoSesion = 'contrasena' | 'institucional' | 'enlace';

export interface SessionLimits {
  idleMinutes: number;
  maxHours: number;
}

export async function createSession(
  db: Db,
  usuarioId: number,
  limits: SessionLimits,
  meta: { ip?: string; userAgent?: string; metodo?: MetodoSesion; alcance?: string },
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const [row] = await db.insert(sessions).values({
    tokenHash: hashToken(token),
    usuarioId,
    expiresAt: new Date(Date.now() + limits.maxHours * 3600_000),
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 400),
    metodo: meta.metodo ?? 'contrasena',
    alcance: meta.alcance,
  }).returning({ id: sessions.id });
  return { token, sessionId: row.id };
}

/**
 * The signed-in user behind a bearer token, or null when it is unknown, revoked, expired or idle too long.
 * With a cache, a session the database confirmed less than a minute ago is answered from memory (see SessionCache).
 */
export async function userForToken(db: Db, token: string, limits: SessionLimits, cache?: SessionCache): Promise<AuthUser | null> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const generation = cache?.generation ?? 0;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      alcance: sessions.alcance,
      id: usuarios.id,
      name: usuarios.name,
      email: usuarios.email,
      sinVerificar: sql<boolean>`${usuarios.emailVerifiedAt} is null`,
      ...accessColumns(usuarios.id),
    })
    .from(sessions)
    .innerJoin(usuarios, eq(usuarios.id, sessions.usuarioId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(mins => ${limits.idleMinutes})`,
        eq(usuarios.activo, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  // Touch at most once a minute: idle expiry needs no finer grain, and it spares a write per request. A cached entry
  // lives until a minute after that touch, so the stored last use lags the real one by a minute at most, as before.
  let seenAt = new Date(row.lastSeenAt).getTime();
  if (Date.now() - seenAt > TOUCH_MS) {
    seenAt = Date.now();
    await db.update(sessions).set({ lastSeenAt: new Date(seenAt) }).where(eq(sessions.id, row.sessionId));
  }
  const user: AuthUser = { id: row.id, name: row.name, email: row.email, roles: row.roles, permissions: row.permissions, sessionId: row.sessionId };
  // Until the address is confirmed the session holds no staff role or permission, whichever check asks
  // (portal roles keep their own rules about confirmation).
  if (row.alcance) Object.assign(user, vistaDeEnlace(row.alcance));
  else if (row.sinVerificar) Object.assign(user, { sinVerificar: true, permissions: [], roles: row.roles.filter((r) => PORTAL.has(r)) });
  cache?.set(tokenHash, user, { expiresAt: new Date(row.expiresAt).getTime(), seenAt }, generation);
  return user;
}

export const TOUCH_MS = 60_000;

/**
 * A sign-in link proves an address, nothing more: its session holds the one portal role the link was for and no
 * permission, even on an account that holds staff roles (and no «sin verificar» block: the link just proved it).
 */
export const vistaDeEnlace = (alcance: string) => ({ roles: [alcance], permissions: [] as string[] });

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, usuarioId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.usuarioId, usuarioId), isNull(sessions.revokedAt)));
}

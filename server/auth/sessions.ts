import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, usuarios } from '../db/schema';
import { accessColumns } from './access';
import type { AuthUser } from '../types';
import { hashToken, newToken } from './tokens';

export interface SessionLimits {
  idleMinutes: number;
  maxHours: number;
}

export async function createSession(
  db: Db,
  usuarioId: number,
  limits: SessionLimits,
  meta: { ip?: string; userAgent?: string },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    usuarioId,
    expiresAt: new Date(Date.now() + limits.maxHours * 3600_000),
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 400),
  });
  return token;
}

/** The signed-in user behind a bearer token, or null when it is unknown, revoked, expired or idle too long. */
export async function userForToken(db: Db, token: string, limits: SessionLimits): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: usuarios.id,
      name: usuarios.name,
      email: usuarios.email,
      ...accessColumns(usuarios.id),
    })
    .from(sessions)
    .innerJoin(usuarios, eq(usuarios.id, sessions.usuarioId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(mins => ${limits.idleMinutes})`,
        eq(usuarios.activo, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  // Touch at most once a minute: idle expiry needs no finer grain, and it spares a write per request.
  if (Date.now() - new Date(row.lastSeenAt).getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId));
  }
  return { id: row.id, name: row.name, email: row.email, roles: row.roles, permissions: row.permissions, sessionId: row.sessionId };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, usuarioId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.usuarioId, usuarioId), isNull(sessions.revokedAt)));
}

import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 60;

export function throttleKey(email: string, ip: string): string {
  return `${email.trim().toLowerCase()}|${ip}`;
}

/** Seconds to wait when the key already failed MAX_FAILURES times within the window; 0 when free. */
export async function retryAfter(db: Db, key: string): Promise<number> {
  const since = new Date(Date.now() - WINDOW_SECONDS * 1000);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<string>`min(${loginFailures.failedAt})` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)));
  if (!row || row.n < MAX_FAILURES) return 0;
  const oldest = new Date(row.oldest).getTime();
  return Math.max(1, Math.ceil((oldest + WINDOW_SECONDS * 1000 - Date.now()) / 1000));
}

export async function recordFailure(db: Db, key: string): Promise<void> {
  await db.insert(loginFailures).values({ key });
  // Old rows are useless once outside the window.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(Date.now() - 10 * WINDOW_SECONDS * 1000)));
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

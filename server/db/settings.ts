import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { settings } from './schema';

/** The link-signing secret: APP_SECRET, or one generated once and kept in the database for every process. */
export async function loadSecret(db: Db): Promise<string> {
  await db.insert(settings).values({ key: 'app_secret', value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'app_secret'));
  return row.value;
}

import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import type { Db } from '../db/client';

/** Runs a shell command's work on the configured database; any failure prints its message and exits 1. */
export async function withDatabase(work: (db: Db, config: Config) => Promise<void>): Promise<void> {
  try {
    const config = loadConfig(process.env);
    const database = await openDatabase(config);
    try {
      await work(database.db, config);
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { openPgliteFrom } from '../db/client';
import { TEMPLATE_FILE } from './paths';

// A fresh PGlite takes seconds to create and migrate; do it once and let each test file load a copy.
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  fs.mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  const database = await openPgliteFrom();
  const blob = await database.pglite!.dumpDataDir('none');
  fs.writeFileSync(TEMPLATE_FILE, Buffer.from(await blob.arrayBuffer()));
  await database.close();
}

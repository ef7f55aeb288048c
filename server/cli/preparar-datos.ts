// The first start of the embedded database, run in a process of its own by ../db/preparar-aparte.ts: initdb and the
// migrations, then exit. The exit returns to the operating system the memory they leave behind. On failure it says
// nothing: the server then tries in its own process and reports the reason once.
import { openPglite } from '../db/client';

try {
  const database = await openPglite(process.argv[2]);
  await database.close();
} catch {
  process.exit(1);
}

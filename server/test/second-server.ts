// A second server process on the database in DATABASE_URL, for tests that need two processes (own pool,
// own LISTEN connection, own caches). Prints `PORT <n>` once it listens; SIGTERM closes it.
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres } from '../db/client';
import { CLIENT_FIXTURE_DIR } from './paths';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' });
const database = await openPostgres(config.DATABASE_URL!, 4);
const app = await buildApp({ config, database, mailWorker: false, logger: false, clientDir: CLIENT_FIXTURE_DIR });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`PORT ${new URL(address).port}\n`);
process.on('SIGTERM', () => void app.close().finally(() => process.exit(0)));

// A real server process for tests that need several processes or kill one: the app on the PostgreSQL database
// named by DATABASE_URL, pages from the test fixture. Prints «escuchando <port>» once it listens.
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres } from '../db/client';
import { CLIENT_FIXTURE_DIR } from './paths';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', MAIL_WORKER: 'false' });
const database = await openPostgres(config.DATABASE_URL!, 4);
const app = await buildApp({ config, database, clientDir: CLIENT_FIXTURE_DIR });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.info(`escuchando ${typeof address === 'object' && address ? address.port : ''}`);

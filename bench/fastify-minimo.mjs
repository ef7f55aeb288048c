/* global process -- Node globals (eslint knows only browser-less .ts here) */
// The same-run baseline of bench/arranque.ts: a bare Fastify process started as the server is (node with npm start's
// flags, plain JavaScript, no build), answering /api/health/listo. Plain JavaScript: no loader at start.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health/listo', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));

import { runServer } from './run-server';

await runServer({ ...process.env, NODE_ENV: 'development' });

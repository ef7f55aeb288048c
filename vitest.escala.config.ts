import { defineConfig } from 'vitest/config';

// Starts PgBouncer, HAProxy, s3rver and two server processes: kept out of `npm test`, run by `npm run test:escala`.
export default defineConfig({
  test: { name: 'escala', environment: 'node', include: ['server/escala/*.escala.test.ts'], testTimeout: 240_000, hookTimeout: 240_000 },
});

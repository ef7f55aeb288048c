import { defineConfig } from 'vitest/config';

// Reads dist after `npm run build` (the apps' bytes, the compiled server's first start): kept out of `npm test`, which must not need a build.
export default defineConfig({
  test: { name: 'budget', environment: 'node', include: ['server/shell/*.budget.test.ts', 'server/db/*.budget.test.ts', 'server/lib/*.budget.test.ts'] },
});

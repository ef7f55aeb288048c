import { defineConfig } from 'vitest/config';

// Reads dist/client after `npm run build`: kept out of `npm test`, which must not need a build.
export default defineConfig({
  test: { name: 'budget', environment: 'node', include: ['server/shell/*.budget.test.ts'] },
});

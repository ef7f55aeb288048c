// Issue 34, item 4: a path that wrote the hash itself forgot the reset links. Only fijarPassword may change it;
// inserts of new accounts (which have no session nor link yet) are the only other writers.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../lib/root';

const fuentes = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true }).map(String)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f));

describe('the password hash of an existing account', () => {
  it('is only changed by server/auth/cambio-password.ts', () => {
    const escritores = fuentes(path.join(ROOT, 'server'))
      .filter((f) => /\.set\(\{[^)]*\bpasswordHash\b/s.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(ROOT, f));
    expect(escritores).toEqual(['server/auth/cambio-password.ts']);
  });
});

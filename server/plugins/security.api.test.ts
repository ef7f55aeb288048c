import { describe, expect, it } from 'vitest';
import type { App } from '../types';
import { buildTestApp } from '../test/helper';
import { INLINE_SCRIPTS_CSP } from '../shell/prerender';

function directives(csp: string | undefined): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0], d.slice(d.split(/\s+/)[0].length).trim()]),
  );
}

async function headersOf(app: App, url: string) {
  const res = await app.inject({ url });
  return res.headers;
}

describe('security headers over http', async () => {
  const app = await buildTestApp({ APP_URL: 'http://plataforma.test' });

  for (const url of ['/api/health', '/login', '/api/no-existe']) {
    it(`are sent on ${url}`, async () => {
      const headers = await headersOf(app, url);
      const csp = directives(headers['content-security-policy'] as string);
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBeTruthy();
      expect(csp.get('default-src')).toBe("'self'");
      // The build's own files, and the two inline scripts (a prerendered page's guard, a portal frame's), by their hashes.
      expect(csp.get('script-src')).toBe(`'self' ${INLINE_SCRIPTS_CSP.join(' ')}`);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-powered-by']).toBeUndefined();
      expect(headers['strict-transport-security']).toBeUndefined();
    });
  }
});

describe('security headers when served over https', async () => {
  const app = await buildTestApp({ APP_URL: 'https://plataforma.universidad.mx' });

  it('upgrades insecure requests and sends HSTS', async () => {
    const headers = await headersOf(app, '/api/health');
    expect(directives(headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(true);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

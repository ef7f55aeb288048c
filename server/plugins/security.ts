import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';
import { INLINE_SCRIPTS_CSP } from '../shell/prerender';

/** Security headers. No upgrade-insecure-requests unless the public URL is HTTPS. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const https = (config.APP_URL ?? '').startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // MUI (emotion) injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The only inline scripts are the prerendered pages' guard and the portal frame's (server/shell/prerender.ts),
        // each allowed by its hash.
        scriptSrc: config.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...INLINE_SCRIPTS_CSP],
        connectSrc: config.dev ? ["'self'", 'ws:'] : ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Headers that only mean something on a document (what may frame it, run in it, open it), which helmet puts on every
 * answer. On a script or a stylesheet they do nothing, yet a page's boot fetches some twenty of them: about 600 bytes
 * each, some 10 KB of what a phone receives (issue 34, item 10). `nosniff`, Cross-Origin-Resource-Policy and
 * Referrer-Policy (a module's imports follow it) stay. Not for SVG or other files a browser can open as a document.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export function dropDocumentOnlyHeaders(reply: { removeHeader(name: string): unknown }) {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

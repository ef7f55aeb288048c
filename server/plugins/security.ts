import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';
import { PRERENDER_GUARD_CSP } from '../shell/prerender';

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
        // The one inline script is the prerendered pages' guard (server/shell/prerender.ts), allowed by its hash.
        scriptSrc: config.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", PRERENDER_GUARD_CSP],
        connectSrc: config.dev ? ["'self'", 'ws:'] : ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
}

import type { FastifyInstance } from 'fastify';
import { rechazarNul } from '../lib/sin-nul';

/** Every route: a U+0000 in the body, the query string or the path is a 422 before validation (lib/sin-nul.ts). */
export function registerSinNul(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    rechazarNul(request.params, '');
    rechazarNul(request.query, '');
    rechazarNul(request.body, '');
  });
}

// Public: the graduate's or employer's personal link. The token is the only key (logs redact it).
import { encuestaGuardarSchema } from '../../../shared/schemas/seguimiento';
import { encuestaGuardadaSchema, encuestaSchema } from '../../../shared/schemas/seguimiento-respuesta';
import { z } from '../../../shared/validation';
import type { App } from '../../types';
import { guardarEncuesta, leerEncuesta } from './service';

const LIMITE = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export default async function encuestaRoutes(app: App) {
  app.get(
    '/seguimiento/encuesta',
    {
      schema: { querystring: z.object({ token: z.string({ error: 'Falta el enlace de la encuesta' }).max(4100) }), response: { 200: encuestaSchema } },
      config: LIMITE,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return leerEncuesta(app, request.query.token);
    },
  );

  app.put('/seguimiento/encuesta', { schema: { body: encuestaGuardarSchema, response: { 200: encuestaGuardadaSchema } }, config: LIMITE }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return guardarEncuesta(app, request.body);
  });
}

import { alertaSchema } from '../../../shared/schemas/bolsa';
import { mensajeSchema } from '../../../shared/schemas/respuestas';
import { z } from '../../../shared/validation';
import type { App } from '../../types';
import { postulanteDe, requirePostulante } from '../candidaturas/quien';
import { darDeBaja, guardarAlerta, leerAlerta } from './service';

const querySchema = z.object({ t: z.string().max(2000).optional() });

export default async function alertasRoutes(app: App) {
  app.get('/alertas', { onRequest: requirePostulante, schema: { response: { 200: alertaSchema } } }, async (request) => leerAlerta(app.db, request.user!.id));
  // No program chosen: the person's own (the graduate record's or the student's).
  app.put('/alertas', { onRequest: requirePostulante, schema: { body: alertaSchema, response: { 200: alertaSchema } } }, async (request) => {
    const programaIds = request.body.programaIds.length ? request.body.programaIds : [(await postulanteDe(app.db, request.user!, null)).programaId];
    return guardarAlerta(app.db, request, request.user!.id, { ...request.body, programaIds });
  });
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` form-encoded; the signed token says whose alert it is.
  app.register(async (baja) => {
    baja.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body.toString()));
    baja.post('/alertas/baja', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { querystring: querySchema, response: { 200: mensajeSchema } } }, async (request) => {
      await darDeBaja(app, (request.query as { t?: string }).t);
      return { message: 'Listo: ya no recibirá alertas de empleo. Puede activarlas de nuevo en «Mi espacio».' };
    });
  });
}

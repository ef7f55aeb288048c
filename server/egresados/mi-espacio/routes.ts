import { canjeEnlaceSchema, ROL_EGRESADO, solicitudEnlaceSchema } from '../../../shared/acceso-enlace/valores';
import { ACCESO_EGRESADO_ENVIADO } from '../../../shared/egresados/mi-espacio';
import { miEspacioEgresadoSchema } from '../../../shared/schemas/egresados-mi-espacio';
import { sesionSchema } from '../../../shared/schemas/auth';
import { mensajeSchema } from '../../../shared/schemas/respuestas';
import { requireRolEnlace } from '../../acceso-enlace/guard';
import type { App } from '../../types';
import { canjearAccesoEgresado, miEspacioEgresado, solicitarAccesoEgresado } from './service';

const limite = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export default async function miEspacioEgresadoRoutes(app: App) {
  app.post(
    '/egresados/acceso',
    { schema: { body: solicitudEnlaceSchema, response: { 202: mensajeSchema } }, config: limite },
    async (request, reply) => {
      await solicitarAccesoEgresado(app.db, app.config, app.mailer, request.body.correo);
      return reply.status(202).send({ message: ACCESO_EGRESADO_ENVIADO });
    },
  );

  app.post(
    '/egresados/acceso/canjear',
    { schema: { body: canjeEnlaceSchema, response: { 200: sesionSchema } }, config: limite },
    async (request) => canjearAccesoEgresado(app.db, app.config, request, request.body.token),
  );

  app.get(
    '/egresados/mi-espacio',
    { onRequest: requireRolEnlace(ROL_EGRESADO), schema: { response: { 200: miEspacioEgresadoSchema } } },
    async (request) => miEspacioEgresado(app.db, request.user!.email),
  );
}

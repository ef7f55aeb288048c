import { and, eq, sql } from 'drizzle-orm';
import { actualizacionSchema, registroSchema } from '../../shared/schemas/egresados';
import { actualizacionGuardadaSchema, catalogoProgramasSchema, expedientePropioSchema } from '../../shared/schemas/egresados-respuesta';
import { mensajeSchema } from '../../shared/schemas/respuestas';
import {
  ENLACE_ACTUALIZACION_SOLICITADO,
  REENVIO_SOLICITADO,
  REGISTRO_RECIBIDO,
  reenvioSchema,
} from '../../shared/schemas/registro';
import { z } from '../../shared/validation';
import { registerVerificationHandler } from '../auth/verification';
import { auditLog, egresados } from '../db/schema';
import type { App } from '../types';
import { catalogoProgramas } from './catalogos';
import { PURPOSE_VERIFICACION } from './mails';
import { actualizarExpediente, leerExpediente, reenviarVerificacion, registrar, solicitarEnlaceActualizacion } from './service';

// A followed link confirms the address only while it is still the record's (a changed correo needs a new link).
registerVerificationHandler(PURPOSE_VERIFICACION, async (db, { id, email }) =>
  db.transaction(async (tx) => {
    const [antes] = await tx
      .select({ verificado: egresados.verificado })
      .from(egresados)
      .where(and(eq(egresados.id, id), eq(egresados.correo, email)))
      .for('update');
    if (!antes) return null;
    if (!antes.verificado) {
      await tx.update(egresados).set({ verificado: true, verificadoEn: sql`now()` }).where(eq(egresados.id, id));
      // No staff session here: the log names the graduate, who confirmed their own address.
      await tx.insert(auditLog).values({
        actorEmail: email, accion: 'editar', recurso: 'egresados', registroId: String(id),
        antes: { verificado: false }, despues: { verificado: true },
      });
    }
    return 'egresado' as const;
  }),
);

const FIFTEEN_MINUTES = 15 * 60_000;
/** Per IP: enough for a family sharing a connection, too few for a script. */
const registroLimit = { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } };
const reenvioLimit = { rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES } };
/** The update page loads and saves a few times per visit; a token guesser still gets nowhere. */
const actualizacionLimit = { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } };

const tokenQuery = z.object({ token: z.string().max(2000).default('') });
const actualizacionBody = actualizacionSchema.and(z.object({ token: z.string({ error: 'Falta el enlace de actualización' }).max(2000) }));

export default async function registroRoutes(app: App) {
  app.get('/catalogos/programas', { schema: { response: { 200: catalogoProgramasSchema } } }, async (_request, reply) => {
    // Short: a program the office just opened shows up within a minute.
    reply.header('Cache-Control', 'public, max-age=60');
    return catalogoProgramas(app.db);
  });

  app.post('/egresados/registro', { schema: { body: registroSchema, response: { 202: mensajeSchema } }, config: registroLimit }, async (request, reply) => {
    await registrar(app, request, request.body);
    return reply.status(202).send({ message: REGISTRO_RECIBIDO });
  });

  app.post('/egresados/registro/reenviar', { schema: { body: reenvioSchema, response: { 202: mensajeSchema } }, config: reenvioLimit }, async (request, reply) => {
    await reenviarVerificacion(app, request, request.body.correo);
    return reply.status(202).send({ message: REENVIO_SOLICITADO });
  });

  app.post('/egresados/actualizacion/solicitar', { schema: { body: reenvioSchema, response: { 202: mensajeSchema } }, config: reenvioLimit }, async (request, reply) => {
    await solicitarEnlaceActualizacion(app, request, request.body.correo);
    return reply.status(202).send({ message: ENLACE_ACTUALIZACION_SOLICITADO });
  });

  app.get('/egresados/actualizacion', { schema: { querystring: tokenQuery, response: { 200: expedientePropioSchema } }, config: actualizacionLimit }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return leerExpediente(app, request.query.token);
  });

  app.put('/egresados/actualizacion', { schema: { body: actualizacionBody, response: { 200: actualizacionGuardadaSchema } }, config: actualizacionLimit }, async (request) => {
    const { token, ...datos } = request.body;
    return actualizarExpediente(app, request, token, datos);
  });
}

import { MIME_ARCHIVO } from '../../shared/archivos';
import { BASES_MAX_MB, convocatoriaInputSchema, copiarConvocatoriaSchema } from '../../shared/schemas/postulaciones';
import { convocatoriaSchema } from '../../shared/schemas/postulaciones-respuesta';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { conArchivos, buscarArchivo, enviarArchivo } from '../archivos/almacen';
import { opcionesMultipart, recibirFormulario } from '../archivos/multipart';
import { audit } from '../audit/service';
import { almacenDe } from '../archivos/almacenamiento';
import { notFound, unprocessable } from '../lib/http-error';
import { respuestaArchivo } from '../lib/respuesta-archivo';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import {
  CONVOCATORIA_SORTABLE, copiarConvocatoria, createConvocatoria, deleteConvocatoria, getConvocatoria, listConvocatorias, updateConvocatoria,
} from './service';
import { convocatorias } from '../db/schema';
import { eq } from 'drizzle-orm';
import multipart from '@fastify/multipart';
import { publicarResultados } from '../postulaciones/resultados';

const respuestas = respuestasDeRecurso(convocatoriaSchema);
const bases = { 200: respuestaArchivo('Las bases de la convocatoria, en PDF.', MIME_ARCHIVO.pdf) };

export default async function convocatoriasRoutes(app: App) {
  await app.register(multipart, opcionesMultipart(BASES_MAX_MB, 1));
  const almacen = almacenDe(app.config);

  app.get('/convocatorias', { onRequest: requirePermission('convocatorias.ver'), schema: { querystring: listQuerySchema, response: respuestas.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, CONVOCATORIA_SORTABLE, ['apertura', 'DESC']);
    const { rows, total } = await listConvocatorias(app.db, params);
    return sendList(reply, 'convocatorias', rows, total, params.offset);
  });

  app.get('/convocatorias/:id', { onRequest: requirePermission('convocatorias.ver'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) =>
    getConvocatoria(app.db, request.params.id),
  );

  app.post('/convocatorias', { onRequest: requirePermission('convocatorias.crear'), schema: { body: convocatoriaInputSchema, response: respuestas.creado } }, async (request, reply) => {
    const convocatoria = await createConvocatoria(app.db, request.body);
    await audit(app.db, request, { accion: 'crear', recurso: 'convocatorias', registroId: convocatoria.id, despues: convocatoria });
    return reply.status(201).send(convocatoria);
  });

  app.put(
    '/convocatorias/:id',
    { onRequest: requirePermission('convocatorias.editar'), schema: { params: idParamsSchema, body: convocatoriaInputSchema, response: respuestas.uno } },
    async (request) => {
      const { antes, despues } = await updateConvocatoria(app.db, request.params.id, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: 'convocatorias', registroId: despues.id, antes, despues });
      return despues;
    },
  );

  app.delete('/convocatorias/:id', { onRequest: requirePermission('convocatorias.eliminar'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) => {
    const antes = await deleteConvocatoria(app.db, request.params.id);
    await audit(app.db, request, { accion: 'eliminar', recurso: 'convocatorias', registroId: antes.id, antes });
    return antes;
  });

  app.post(
    '/convocatorias/:id/copiar',
    { onRequest: requirePermission('convocatorias.crear'), schema: { params: idParamsSchema, body: copiarConvocatoriaSchema.optional(), response: respuestas.creado } },
    async (request, reply) => {
      const opciones = copiarConvocatoriaSchema.parse(request.body ?? {});
      const nueva = await copiarConvocatoria(app.db, request.params.id, opciones);
      await audit(app.db, request, { accion: 'crear', recurso: 'convocatorias', registroId: nueva.id, despues: { ...nueva, copiaDe: request.params.id } });
      return reply.status(201).send(nueva);
    },
  );

  // The call's estado → resultados_publicados, the open nominations closed and one result mail per nomination
  // (server/postulaciones/resultados.ts says which and why).
  app.post('/convocatorias/:id/publicar', { onRequest: requirePermission('resultados.editar'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) =>
    publicarResultados(app, request, request.params.id),
  );

  app.put('/convocatorias/:id/bases', { onRequest: requirePermission('convocatorias.editar'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) => {
    const antes = await getConvocatoria(app.db, request.params.id);
    const formulario = await recibirFormulario(request, almacen, (campo) => (campo === 'bases' ? { tipos: ['pdf'], maxMb: BASES_MAX_MB } : undefined));
    try {
      if (!formulario.archivos.has('bases') && !formulario.errores.bases) throw unprocessable({ bases: ['Adjunte las bases en PDF'] });
      if (Object.keys(formulario.errores).length) throw unprocessable(formulario.errores);
      await conArchivos(app.db, almacen, async (tx, guardar) => {
        const id = await guardar(formulario.archivos.get('bases')!, { area: 'postulaciones', creadoPor: request.user!.id });
        await tx.update(convocatorias).set({ basesArchivoId: id, updatedAt: new Date() }).where(eq(convocatorias.id, antes.id));
      });
    } finally {
      formulario.limpiar();
    }
    const despues = await getConvocatoria(app.db, antes.id);
    await audit(app.db, request, { accion: 'editar', recurso: 'convocatorias', registroId: antes.id, antes: { bases: antes.bases }, despues: { bases: despues.bases } });
    return despues;
  });

  app.get('/convocatorias/:id/bases', { onRequest: requirePermission('convocatorias.ver'), schema: { params: idParamsSchema, response: bases } }, async (request, reply) => {
    const c = await getConvocatoria(app.db, request.params.id);
    const archivo = c.bases && (await buscarArchivo(app.db, c.bases.id));
    if (!archivo) throw notFound('La convocatoria no tiene bases');
    return enviarArchivo(reply, almacen, archivo, { inline: true });
  });
}

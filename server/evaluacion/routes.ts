// Judging: staff (jurados.*, resultados.*) and the jurado's own assignments (evaluaciones.*). Thin routes over
// ./asignacion, ./jurado and ./resultados.
import {
  asignacionManualSchema, asignarSchema, calificacionSchema, conflictoSchema, juradosCategoriaSchema,
} from '../../shared/schemas/postulaciones';
import { z } from '../../shared/validation';
import { buscarArchivo, enviarArchivo } from '../archivos/almacen';
import { audit } from '../audit/service';
import { almacenDe } from '../archivos/almacenamiento';
import { notFound } from '../lib/http-error';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { attachment } from '../lib/spreadsheet';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import {
  asignacionesDePostulacion, asignar, asignarManual, desbloquear, guardarJuradosDeCategoria, juradosDeCategoria, juradosDisponibles, progreso, quitarAsignacion,
} from './asignacion';
import { calificar, declararConflicto, documentoPropio, EVALUACION_SORTABLE, listarMisEvaluaciones, miEvaluacion } from './jurado';
import { enlaceRanking, rankingDeCategoria, rankingPdf, rankingXlsx } from './resultados';

const progresoQuery = z.object({ convocatoriaId: z.coerce.number({ error: 'Indique la convocatoria' }).int().positive('Indique la convocatoria') });
const rankingQuery = z.object({ normalizar: z.enum(['true', 'false', '1', '0']).optional() });
const exportarQuery = rankingQuery.extend({
  formato: z.enum(['xlsx', 'pdf'], { error: 'El formato debe ser xlsx o pdf' }).default('xlsx'),
  token: z.string().max(2000).optional(),
});
const asignacionParams = z.object({ id: z.coerce.number().int().positive(), evaluacionId: z.coerce.number().int().positive() });
const documentoParams = z.object({ id: z.coerce.number().int().positive(), clave: z.string().max(40) });
const verdadero = (v: string | undefined) => v === 'true' || v === '1';

export default async function evaluacionRoutes(app: App) {
  const almacen = almacenDe(app.config);

  // ── Staff: jurados and assignment ──
  app.get('/jurados', { onRequest: requirePermission('jurados.ver') }, async () => juradosDisponibles(app.db));

  app.get('/categorias/:id/jurados', { onRequest: requirePermission('jurados.ver'), schema: { params: idParamsSchema } }, async (request) =>
    juradosDeCategoria(app.db, request.params.id),
  );

  app.put(
    '/categorias/:id/jurados',
    { onRequest: requirePermission('jurados.editar'), schema: { params: idParamsSchema, body: juradosCategoriaSchema } },
    async (request) => {
      const { antes, despues } = await guardarJuradosDeCategoria(app.db, request.params.id, request.body.usuarioIds);
      await audit(app.db, request, { accion: 'editar', recurso: 'jurado_categorias', registroId: request.params.id, antes: { jurados: antes.map((j) => j.id) }, despues: { jurados: despues.map((j) => j.id) } });
      return despues;
    },
  );

  app.post(
    '/categorias/:id/asignar',
    { onRequest: requirePermission('jurados.editar'), schema: { params: idParamsSchema, body: asignarSchema } },
    async (request) => {
      const { asignadas, movidas } = await asignar(app.db, request, request.params.id, request.body);
      await audit(app.db, request, { accion: 'crear', recurso: 'evaluaciones', registroId: request.params.id, despues: { categoriaId: request.params.id, ...request.body, asignadas, enEvaluacion: movidas } });
      return { asignadas };
    },
  );

  app.get('/postulaciones/:id/asignaciones', { onRequest: requirePermission('jurados.ver'), schema: { params: idParamsSchema } }, async (request) =>
    asignacionesDePostulacion(app.db, request.params.id),
  );

  app.post(
    '/postulaciones/:id/asignaciones',
    { onRequest: requirePermission('jurados.editar'), schema: { params: idParamsSchema, body: asignacionManualSchema } },
    async (request, reply) => {
      const asignacion = await asignarManual(app.db, request, request.params.id, request.body.usuarioId);
      await audit(app.db, request, { accion: 'crear', recurso: 'evaluaciones', registroId: asignacion.id, despues: { postulacionId: asignacion.postulacionId, usuarioId: asignacion.usuarioId, origen: 'manual' } });
      return reply.status(201).send(asignacion);
    },
  );

  app.delete(
    '/postulaciones/:id/asignaciones/:evaluacionId',
    { onRequest: requirePermission('jurados.editar'), schema: { params: asignacionParams } },
    async (request) => {
      const antes = await quitarAsignacion(app.db, request.params.id, request.params.evaluacionId);
      await audit(app.db, request, { accion: 'eliminar', recurso: 'evaluaciones', registroId: antes.id, antes });
      return antes;
    },
  );

  app.post('/evaluaciones/:id/desbloquear', { onRequest: requirePermission('jurados.editar'), schema: { params: idParamsSchema } }, async (request) => {
    const { antes, despues } = await desbloquear(app.db, request.params.id);
    await audit(app.db, request, { accion: 'editar', recurso: 'evaluaciones', registroId: despues.id, antes: { estado: antes.estado }, despues: { estado: despues.estado } });
    return despues;
  });

  app.get('/evaluacion/progreso', { onRequest: requirePermission('jurados.ver'), schema: { querystring: progresoQuery } }, async (request) =>
    progreso(app.db, request.query.convocatoriaId),
  );

  // ── Staff: ranking ──
  app.get('/categorias/:id/ranking', { onRequest: requirePermission('resultados.ver'), schema: { params: idParamsSchema, querystring: rankingQuery } }, async (request) =>
    rankingDeCategoria(app.db, request.params.id, verdadero(request.query.normalizar)),
  );

  app.post('/ranking/enlace', { onRequest: requirePermission('resultados.ver') }, async (request) => ({ token: enlaceRanking.sign(app.signer, request.user!.id) }));

  app.get(
    '/categorias/:id/ranking/exportar',
    { onRequest: enlaceRanking.guard(app.db, app.signer), schema: { params: idParamsSchema, querystring: exportarQuery } },
    async (request, reply) => {
      const ranking = await rankingDeCategoria(app.db, request.params.id, verdadero(request.query.normalizar));
      const { formato } = request.query;
      const fecha = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
      reply
        .header('Content-Type', formato === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', attachment(`ranking-categoria-${ranking.categoriaId}-${fecha}.${formato}`))
        .header('Cache-Control', 'no-store');
      return reply.send(formato === 'pdf' ? rankingPdf(ranking) : await rankingXlsx(ranking));
    },
  );

  // ── The jurado's own assignments ──
  app.get('/evaluaciones', { onRequest: requirePermission('evaluaciones.ver'), schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const params = parseListQuery(request.query, EVALUACION_SORTABLE, ['folio', 'ASC']);
    const { rows, total } = await listarMisEvaluaciones(app.db, request.user!.id, params);
    return sendList(reply, 'evaluaciones', rows, total, params.offset);
  });

  app.get('/evaluaciones/:id', { onRequest: requirePermission('evaluaciones.ver'), schema: { params: idParamsSchema } }, async (request) =>
    miEvaluacion(app.db, request.user!.id, request.params.id),
  );

  app.get('/evaluaciones/:id/documentos/:clave', { onRequest: requirePermission('evaluaciones.ver'), schema: { params: documentoParams } }, async (request, reply) => {
    const doc = await documentoPropio(app.db, request.user!.id, request.params.id, request.params.clave);
    const archivo = await buscarArchivo(app.db, doc.archivoId);
    if (!archivo) throw notFound('El documento no existe');
    return enviarArchivo(reply, almacen, archivo, { inline: true, nombre: doc.nombre });
  });

  app.put(
    '/evaluaciones/:id',
    { onRequest: requirePermission('evaluaciones.editar'), schema: { params: idParamsSchema, body: calificacionSchema } },
    async (request) => {
      const { antes, despues } = await calificar(app.db, request.user!.id, request.params.id, request.body, false);
      await audit(app.db, request, { accion: 'editar', recurso: 'evaluaciones', registroId: despues.id, antes, despues: { estado: despues.estado, puntajes: despues.puntajes, comentario: despues.comentario } });
      return despues;
    },
  );

  app.post(
    '/evaluaciones/:id/enviar',
    { onRequest: requirePermission('evaluaciones.editar'), schema: { params: idParamsSchema, body: calificacionSchema } },
    async (request) => {
      const { antes, despues } = await calificar(app.db, request.user!.id, request.params.id, request.body, true);
      await audit(app.db, request, { accion: 'editar', recurso: 'evaluaciones', registroId: despues.id, antes, despues: { estado: despues.estado, puntajes: despues.puntajes, comentario: despues.comentario, puntaje: despues.puntaje } });
      return despues;
    },
  );

  app.post(
    '/evaluaciones/:id/conflicto',
    { onRequest: requirePermission('evaluaciones.editar'), schema: { params: idParamsSchema, body: conflictoSchema } },
    async (request) => {
      const { antes, reemplazo, message } = await declararConflicto(app.db, request, request.user!.id, request.params.id, request.body.motivo);
      await audit(app.db, request, { accion: 'editar', recurso: 'evaluaciones', registroId: request.params.id, antes, despues: { estado: 'recusada', motivo: request.body.motivo, reasignadaA: reemplazo } });
      return { message };
    },
  );
}

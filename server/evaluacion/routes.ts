// Judging: staff (jurados.*, resultados.*) and the jurado's own assignments (evaluaciones.*). Thin routes over
// ./asignacion, ./jurado and ./resultados.
import {
  asignacionManualSchema, asignarSchema, conflictoSchema, juradosCategoriaSchema,
} from '../../shared/schemas/postulaciones';
import { abstenerSchema, calificacionRondaSchema } from '../../shared/schemas/rondas';
import {
  asignacionSchema, evaluacionDetalleSchema, evaluacionFilaSchema, juradoDisponibleSchema, progresoEvaluacionSchema, rankingSchema,
} from '../../shared/schemas/postulaciones-respuesta';
import { mensajeSchema, respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { MIME_ARCHIVO } from '../../shared/archivos';
import { z } from '../../shared/validation';
import { buscarArchivo, enviarArchivo } from '../archivos/almacen';
import { audit } from '../audit/service';
import { almacenDe } from '../archivos/almacenamiento';
import { notFound } from '../lib/http-error';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { respuestaArchivo } from '../lib/respuesta-archivo';
import { attachment } from '../lib/spreadsheet';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import {
  asignacionesDePostulacion, asignar, asignarManual, desbloquear, guardarJuradosDeRonda, juradosDeRonda, juradosDisponibles, progreso, quitarAsignacion,
} from './asignacion';
import { rondaUno } from '../rondas/service';
import { abstenerse, calificar, declararConflicto, documentoPropio, EVALUACION_SORTABLE, listarMisEvaluaciones, miEvaluacion } from './jurado';
import { enlaceRanking, rankingDeCategoria, rankingPdf, rankingXlsx } from './resultados';

const progresoQuery = z.object({ convocatoriaId: z.coerce.number({ error: 'Indique la convocatoria' }).int().positive('Indique la convocatoria') });
const rankingQuery = z.object({ normalizar: z.enum(['true', 'false', '1', '0']).optional() });
const exportarQuery = rankingQuery.extend({
  formato: z.enum(['xlsx', 'pdf'], { error: 'El formato debe ser xlsx o pdf' }).default('xlsx'),
  token: z.string().max(2000).optional(),
});
const asignacionParams = z.object({ id: z.coerce.number().int().positive(), evaluacionId: z.coerce.number().int().positive() });
const documentoParams = z.object({ id: z.coerce.number().int().positive(), clave: z.string().max(40) });
const jurados = { 200: z.array(juradoDisponibleSchema) };
const asignacion = { 200: asignacionSchema };
const evaluacion = { 200: evaluacionDetalleSchema };
const evaluaciones = respuestasDeRecurso(evaluacionFilaSchema);
const rankingExportado = { 200: respuestaArchivo('El ranking de la categoría, como hoja de cálculo o PDF.', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', MIME_ARCHIVO.pdf) };
const documento = { 200: respuestaArchivo('El documento tal como se envió (en una categoría ciega, con un nombre neutral).', ...Object.values(MIME_ARCHIVO)) };
const verdadero = (v: string | undefined) => v === 'true' || v === '1';

export default async function evaluacionRoutes(app: App) {
  const almacen = almacenDe(app.config);

  // ── Staff: jurados and assignment ──
  app.get('/jurados', { onRequest: requirePermission('jurados.ver'), schema: { response: jurados } }, async () => juradosDisponibles(app.db));

  // The category's endpoints predate rounds (issue 33): they act on its ronda 1.
  app.get('/categorias/:id/jurados', { onRequest: requirePermission('jurados.ver'), schema: { params: idParamsSchema, response: jurados } }, async (request) =>
    juradosDeRonda(app.db, (await rondaUno(app.db, request.params.id)).id),
  );

  app.put(
    '/categorias/:id/jurados',
    { onRequest: requirePermission('jurados.editar'), schema: { params: idParamsSchema, body: juradosCategoriaSchema, response: jurados } },
    async (request) => {
      const { antes, despues } = await guardarJuradosDeRonda(app.db, (await rondaUno(app.db, request.params.id)).id, request.body.usuarioIds);
      await audit(app.db, request, { accion: 'editar', recurso: 'jurado_categorias', registroId: request.params.id, antes: { jurados: antes.map((j) => j.id) }, despues: { jurados: despues.map((j) => j.id) } });
      return despues;
    },
  );

  app.post(
    '/categorias/:id/asignar',
    { onRequest: requirePermission('jurados.editar'), schema: { params: idParamsSchema, body: asignarSchema, response: { 200: z.object({ asignadas: z.number().int() }) } } },
    async (request) => {
      const { asignadas, movidas } = await asignar(app.db, request, (await rondaUno(app.db, request.params.id)).id, request.body);
      await audit(app.db, request, { accion: 'crear', recurso: 'evaluaciones', registroId: request.params.id, despues: { categoriaId: request.params.id, ...request.body, asignadas, enEvaluacion: movidas } });
      return { asignadas };
    },
  );

  app.get('/postulaciones/:id/asignaciones', { onRequest: requirePermission('jurados.ver'), schema: { params: idParamsSchema, response: { 200: z.array(asignacionSchema) } } }, async (request) =>
    asignacionesDePostulacion(app.db, request.params.id),
  );

  app.post(
    '/postulaciones/:id/asignaciones',
    { onRequest: requirePermission('jurados.editar'), schema: { params: idParamsSchema, body: asignacionManualSchema, response: { 201: asignacionSchema } } },
    async (request, reply) => {
      const { asignacion, conflicto } = await asignarManual(app.db, request, request.params.id, request.body.usuarioId, request.body);
      await audit(app.db, request, {
        accion: 'crear', recurso: 'evaluaciones', registroId: asignacion.id,
        despues: { postulacionId: asignacion.postulacionId, usuarioId: asignacion.usuarioId, rondaId: asignacion.rondaId, origen: 'manual', ...(conflicto ? { conflictoDeInteres: true, motivo: asignacion.motivoConflictoAsignacion } : {}) },
      });
      return reply.status(201).send(asignacion);
    },
  );

  app.delete(
    '/postulaciones/:id/asignaciones/:evaluacionId',
    { onRequest: requirePermission('jurados.editar'), schema: { params: asignacionParams, response: asignacion } },
    async (request) => {
      const antes = await quitarAsignacion(app.db, request.params.id, request.params.evaluacionId);
      await audit(app.db, request, { accion: 'eliminar', recurso: 'evaluaciones', registroId: antes.id, antes });
      return antes;
    },
  );

  app.post('/evaluaciones/:id/desbloquear', { onRequest: requirePermission('jurados.editar'), schema: { params: idParamsSchema, response: asignacion } }, async (request) => {
    const { antes, despues } = await desbloquear(app.db, request.params.id);
    await audit(app.db, request, { accion: 'editar', recurso: 'evaluaciones', registroId: despues.id, antes: { estado: antes.estado }, despues: { estado: despues.estado } });
    return despues;
  });

  app.get('/evaluacion/progreso', { onRequest: requirePermission('jurados.ver'), schema: { querystring: progresoQuery, response: { 200: progresoEvaluacionSchema } } }, async (request) =>
    progreso(app.db, request.query.convocatoriaId),
  );

  // ── Staff: ranking ──
  app.get('/categorias/:id/ranking', { onRequest: requirePermission('resultados.ver'), schema: { params: idParamsSchema, querystring: rankingQuery, response: { 200: rankingSchema } } }, async (request) =>
    rankingDeCategoria(app.db, request.params.id, verdadero(request.query.normalizar)),
  );

  app.post('/ranking/enlace', { onRequest: requirePermission('resultados.ver'), schema: { response: { 200: z.object({ token: z.string() }) } } }, async (request) => ({ token: enlaceRanking.sign(app.signer, request.user!.id) }));

  app.get(
    '/categorias/:id/ranking/exportar',
    { onRequest: enlaceRanking.guard(app.db, app.signer), schema: { params: idParamsSchema, querystring: exportarQuery, response: rankingExportado } },
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
  app.get('/evaluaciones', { onRequest: requirePermission('evaluaciones.ver'), schema: { querystring: listQuerySchema, response: evaluaciones.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, EVALUACION_SORTABLE, ['folio', 'ASC']);
    const { rows, total } = await listarMisEvaluaciones(app.db, request.user!.id, params);
    return sendList(reply, 'evaluaciones', rows, total, params.offset);
  });

  app.get('/evaluaciones/:id', { onRequest: requirePermission('evaluaciones.ver'), schema: { params: idParamsSchema, response: evaluacion } }, async (request) =>
    miEvaluacion(app.db, request.user!.id, request.params.id),
  );

  // The nomination's documents, and (under /ronda) the more documents the assignment's round asked for.
  for (const [ruta, deRonda] of [['/evaluaciones/:id/documentos/:clave', false], ['/evaluaciones/:id/ronda/documentos/:clave', true]] as const) {
    app.get(ruta, { onRequest: requirePermission('evaluaciones.ver'), schema: { params: documentoParams, response: documento } }, async (request, reply) => {
      const doc = await documentoPropio(app.db, request.user!.id, request.params.id, request.params.clave, deRonda);
      const archivo = await buscarArchivo(app.db, doc.archivoId);
      if (!archivo) throw notFound('El documento no existe');
      return enviarArchivo(reply, almacen, archivo, { inline: true, nombre: doc.nombre });
    });
  }

  app.put(
    '/evaluaciones/:id',
    { onRequest: requirePermission('evaluaciones.editar'), schema: { params: idParamsSchema, body: calificacionRondaSchema, response: evaluacion } },
    async (request) => {
      const { antes, despues } = await calificar(app.db, request.user!.id, request.params.id, request.body, false);
      await audit(app.db, request, { accion: 'editar', recurso: 'evaluaciones', registroId: despues.id, antes, despues: { estado: despues.estado, puntajes: despues.puntajes, voto: despues.voto, comentario: despues.comentario } });
      return despues;
    },
  );

  app.post(
    '/evaluaciones/:id/enviar',
    { onRequest: requirePermission('evaluaciones.editar'), schema: { params: idParamsSchema, body: calificacionRondaSchema, response: evaluacion } },
    async (request) => {
      const { antes, despues } = await calificar(app.db, request.user!.id, request.params.id, request.body, true);
      await audit(app.db, request, { accion: 'editar', recurso: 'evaluaciones', registroId: despues.id, antes, despues: { estado: despues.estado, puntajes: despues.puntajes, voto: despues.voto, comentario: despues.comentario, puntaje: despues.puntaje } });
      return despues;
    },
  );

  app.post(
    '/evaluaciones/:id/conflicto',
    { onRequest: requirePermission('evaluaciones.editar'), schema: { params: idParamsSchema, body: conflictoSchema, response: { 200: mensajeSchema } } },
    async (request) => {
      const { antes, reemplazo, message } = await declararConflicto(app.db, request, request.user!.id, request.params.id, request.body.motivo);
      await audit(app.db, request, { accion: 'editar', recurso: 'evaluaciones', registroId: request.params.id, antes, despues: { estado: 'recusada', motivo: request.body.motivo, reasignadaA: reemplazo } });
      return { message };
    },
  );

  app.post(
    '/evaluaciones/:id/abstener',
    { onRequest: requirePermission('evaluaciones.editar'), schema: { params: idParamsSchema, body: abstenerSchema, response: evaluacion } },
    async (request) => {
      const { antes, despues } = await abstenerse(app.db, request.user!.id, request.params.id, request.body.motivo);
      await audit(app.db, request, { accion: 'editar', recurso: 'evaluaciones', registroId: despues.id, antes, despues: { estado: 'abstenida', motivo: request.body.motivo } });
      return despues;
    },
  );
}

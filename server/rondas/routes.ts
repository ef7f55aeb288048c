// Judging in rounds (issue 33): staff's rounds, pools, assignment, conflicts, progress, reminders, ranking and
// promotion; the jurado's order in a ranking round. Thin routes over the services of this folder and ../evaluacion.
import { juradosCategoriaSchema } from '../../shared/schemas/postulaciones';
import { juradoDisponibleSchema } from '../../shared/schemas/postulaciones-respuesta';
import {
  asignarRondaSchema, conflictoDetectadoSchema, modoRondaSchema, ordenSchema, progresoRondaSchema, promoverSchema, rankingRondaFilaSchema, rondaInputSchema, rondaSchema,
} from '../../shared/schemas/rondas';
import { z } from '../../shared/validation';
import { audit } from '../audit/service';
import { asignar, guardarJuradosDeRonda, juradosDeRonda } from '../evaluacion/asignacion';
import { idParamsSchema } from '../lib/rest';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { conflictosDeRonda } from './conflictos';
import { ordenar, progresoDeRonda, rankingDeRondaGuardada } from './juicio';
import { promover } from './promover';
import { recordarRonda } from './recordatorios';
import { cambiarModo, crearRonda, listarRondas, rondaConCategoria } from './service';

const rankingQuery = z.object({ normalizar: z.enum(['true', 'false', '1', '0']).optional() });
const jurados = { 200: z.array(juradoDisponibleSchema) };

export default async function rondasRoutes(app: App) {
  app.get('/categorias/:id/rondas', { onRequest: requirePermission('jurados.ver'), schema: { params: idParamsSchema, response: { 200: z.array(rondaSchema) } } }, async (request) =>
    listarRondas(app.db, request.params.id),
  );

  app.post(
    '/categorias/:id/rondas',
    { onRequest: requirePermission('jurados.editar'), schema: { params: idParamsSchema, body: rondaInputSchema, response: { 201: rondaSchema } } },
    async (request, reply) => {
      const ronda = await crearRonda(app.db, request.params.id, request.body);
      await audit(app.db, request, { accion: 'crear', recurso: 'rondas', registroId: ronda.id, despues: { ...ronda, inicio: ronda.inicio.toISOString(), fin: ronda.fin.toISOString() } });
      return reply.status(201).send(ronda);
    },
  );

  // Ronda 1 is born `puntaje`; until somebody works on a round, staff may choose its mode again.
  app.put(
    '/rondas/:id/modo',
    { onRequest: requirePermission('jurados.editar'), schema: { params: idParamsSchema, body: modoRondaSchema, response: { 200: rondaSchema } } },
    async (request) => {
      const { antes, despues } = await cambiarModo(app.db, request.params.id, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: 'rondas', registroId: despues.id, antes: { modo: antes.modo, criterios: antes.criterios }, despues: { modo: despues.modo, criterios: despues.criterios } });
      return despues;
    },
  );

  app.get('/rondas/:id/jurados', { onRequest: requirePermission('jurados.ver'), schema: { params: idParamsSchema, response: jurados } }, async (request) =>
    juradosDeRonda(app.db, request.params.id),
  );

  app.put(
    '/rondas/:id/jurados',
    { onRequest: requirePermission('jurados.editar'), schema: { params: idParamsSchema, body: juradosCategoriaSchema, response: jurados } },
    async (request) => {
      const { antes, despues } = await guardarJuradosDeRonda(app.db, request.params.id, request.body.usuarioIds);
      await audit(app.db, request, { accion: 'editar', recurso: 'ronda_jurados', registroId: request.params.id, antes: { jurados: antes.map((j) => j.id) }, despues: { jurados: despues.map((j) => j.id) } });
      return despues;
    },
  );

  app.post(
    '/rondas/:id/asignar',
    { onRequest: requirePermission('jurados.editar'), schema: { params: idParamsSchema, body: asignarRondaSchema, response: { 200: z.object({ asignadas: z.number().int(), omitidasPorConflicto: z.number().int() }) } } },
    async (request) => {
      const body = request.body.modo === 'todos' ? { modo: 'todos' as const } : { modo: 'aleatoria' as const, porPostulacion: request.body.n };
      const { asignadas, movidas, omitidasPorConflicto } = await asignar(app.db, request, request.params.id, body);
      await audit(app.db, request, { accion: 'crear', recurso: 'evaluaciones', registroId: request.params.id, despues: { rondaId: request.params.id, ...request.body, asignadas, enEvaluacion: movidas } });
      return { asignadas, omitidasPorConflicto };
    },
  );

  app.get('/rondas/:id/conflictos', { onRequest: requirePermission('jurados.ver'), schema: { params: idParamsSchema, response: { 200: z.array(conflictoDetectadoSchema) } } }, async (request) => {
    const { r } = await rondaConCategoria(app.db, request.params.id);
    return conflictosDeRonda(app.db, r);
  });

  app.get('/rondas/:id/progreso', { onRequest: requirePermission('jurados.ver'), schema: { params: idParamsSchema, response: { 200: progresoRondaSchema } } }, async (request) =>
    progresoDeRonda(app.db, request.params.id),
  );

  app.post(
    '/rondas/:id/recordatorio',
    { onRequest: requirePermission('jurados.editar'), schema: { params: idParamsSchema, response: { 200: z.object({ enviados: z.number().int() }) } } },
    async (request) => {
      const enviados = await recordarRonda(app, request.params.id, 'manual');
      await audit(app.db, request, { accion: 'crear', recurso: 'ronda_recordatorios', registroId: request.params.id, despues: { enviados } });
      return { enviados };
    },
  );

  app.get('/rondas/:id/ranking', { onRequest: requirePermission('resultados.ver'), schema: { params: idParamsSchema, querystring: rankingQuery, response: { 200: z.array(rankingRondaFilaSchema) } } }, async (request) => {
    const n = request.query.normalizar;
    return rankingDeRondaGuardada(app.db, request.params.id, n === undefined ? undefined : n === 'true' || n === '1');
  });

  app.post(
    '/rondas/:id/promover',
    { onRequest: requirePermission('resultados.editar'), schema: { params: idParamsSchema, body: promoverSchema, response: { 200: z.object({ promovidas: z.number().int() }) } } },
    async (request) => {
      const { promovidas, rondaSiguienteId, postulacionIds } = await promover(app, request, request.params.id, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: 'rondas', registroId: request.params.id, despues: { estado: 'cerrada', promovidas, rondaSiguienteId, postulacionIds, criterio: request.body } });
      app.mailer.notify();
      return { promovidas };
    },
  );

  // ── The jurado: a ranking round is ordered as a whole ──
  app.put(
    '/rondas/:id/orden',
    { onRequest: requirePermission('evaluaciones.editar'), schema: { params: idParamsSchema, body: ordenSchema, response: { 200: z.object({ enviadas: z.number().int() }) } } },
    async (request) => {
      const resultado = await ordenar(app.db, request.user!.id, request.params.id, request.body.postulacionIds);
      await audit(app.db, request, { accion: 'editar', recurso: 'evaluaciones', registroId: request.params.id, despues: { rondaId: request.params.id, orden: request.body.postulacionIds } });
      return resultado;
    },
  );
}

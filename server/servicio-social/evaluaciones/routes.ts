import type { FastifyRequest } from 'fastify';
import { can } from '../../../shared/permissions';
import {
  TIPOS_CUESTIONARIO, cuestionarioSchema, evaluacionInputSchema, reabrirSchema, type TipoCuestionario,
} from '../../../shared/schemas/servicio-social-evaluaciones';
import { respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { cuestionarioRespuestaSchema, evaluacionVistaSchema } from '../../../shared/schemas/servicio-social-evaluaciones-respuesta';
import { ROL_INSTITUCION } from '../../../shared/servicio-social/valores';
import { z } from '../../../shared/validation';
import { audit } from '../../audit/service';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { idParamsSchema } from '../../lib/rest';
import { requirePermission, UNAUTHENTICATED } from '../../plugins/auth';
import type { App } from '../../types';
import { estudianteDe, institucionIdDe, requireEstudiante, requireInstitucion } from '../comun/actor';
import { enlace, enviarCorreo } from '../comun/correo';
import { prestacionDelEstudiante } from '../liberacion/service';
import { guardarCuestionario, leerCuestionario, listarCuestionarios } from './cuestionarios';
import { guardarEvaluacion, prestacionEvaluada, reabrirEvaluacion, vistaEvaluacion, type Alcance } from './service';

const tipoParams = z.object({ tipo: z.enum(TIPOS_CUESTIONARIO, { error: 'El cuestionario no existe' }) });
const evaluacionParams = idParamsSchema.extend(tipoParams.shape);
const cuestionarios = respuestasDeRecurso(cuestionarioRespuestaSchema);
const vista = { 200: evaluacionVistaSchema };

export default async function evaluacionesSsRoutes(app: App) {
  // ── The office's questionnaires ──
  app.get('/cuestionarios', { onRequest: requirePermission('ss-plantillas.ver'), schema: { response: cuestionarios.lista } }, async (_request, reply) => {
    const lista = await listarCuestionarios(app.db);
    return reply.header('Content-Range', `cuestionarios 0-${Math.max(lista.length - 1, 0)}/${lista.length}`).send(lista);
  });
  app.get('/cuestionarios/:tipo', { onRequest: requirePermission('ss-plantillas.ver'), schema: { params: tipoParams, response: cuestionarios.uno } }, async (request) =>
    leerCuestionario(app.db, request.params.tipo));
  app.put('/cuestionarios/:tipo', { onRequest: requirePermission('ss-plantillas.editar'), schema: { params: tipoParams, body: cuestionarioSchema, response: cuestionarios.uno } }, async (request) => {
    const antes = await leerCuestionario(app.db, request.params.tipo);
    const despues = await guardarCuestionario(app.db, request.params.tipo, request.body, request.user!.id);
    await audit(app.db, request, { accion: 'editar', recurso: 'ss-cuestionarios', registroId: request.params.tipo, antes, despues });
    return despues;
  });

  // ── The student's self-evaluation (their latest service) ──
  const propia = async (request: FastifyRequest) => {
    const estudiante = await estudianteDe(app.db, request.user!);
    const id = await prestacionDelEstudiante(app.db, estudiante.id);
    return prestacionEvaluada(app.db, { tipo: 'estudiante', estudianteId: estudiante.id }, id);
  };
  const evaluador = (request: FastifyRequest) => ({ id: request.user!.id, nombre: request.user!.name });
  app.get('/estudiante/autoevaluacion', { onRequest: requireEstudiante, schema: { response: vista } }, async (request) => vistaEvaluacion(app.db, await propia(request), 'autoevaluacion'));
  app.put('/estudiante/autoevaluacion', { onRequest: requireEstudiante, schema: { body: evaluacionInputSchema, response: vista } }, async (request) =>
    guardarEvaluacion(app.db, await propia(request), 'autoevaluacion', request.body, evaluador(request), false));
  app.post('/estudiante/autoevaluacion/enviar', { onRequest: requireEstudiante, schema: { body: evaluacionInputSchema, response: vista } }, async (request) => {
    const vista = await guardarEvaluacion(app.db, await propia(request), 'autoevaluacion', request.body, evaluador(request), true);
    await audit(app.db, request, { accion: 'editar', recurso: 'ss-evaluaciones', registroId: `${vista.prestacionId}:autoevaluacion`, despues: { estado: 'enviada', promedio: vista.promedio } });
    return vista;
  });

  // ── The supervisor's evaluation (institution portal, its own services only) ──
  const deLaInstitucion = async (request: FastifyRequest, id: number) =>
    prestacionEvaluada(app.db, { tipo: 'institucion', institucionId: (await institucionIdDe(app.db, request.user!)).institucionId }, id);
  app.put('/prestaciones/:id/evaluaciones/supervisor', { onRequest: requireInstitucion, schema: { params: idParamsSchema, body: evaluacionInputSchema, response: vista } }, async (request) =>
    guardarEvaluacion(app.db, await deLaInstitucion(request, request.params.id), 'supervisor', request.body, evaluador(request), false));
  app.post('/prestaciones/:id/evaluaciones/supervisor/enviar', { onRequest: requireInstitucion, schema: { params: idParamsSchema, body: evaluacionInputSchema, response: vista } }, async (request) => {
    const vista = await guardarEvaluacion(app.db, await deLaInstitucion(request, request.params.id), 'supervisor', request.body, evaluador(request), true);
    await audit(app.db, request, { accion: 'editar', recurso: 'ss-evaluaciones', registroId: `${vista.prestacionId}:supervisor`, despues: { estado: 'enviada', promedio: vista.promedio } });
    return vista;
  });

  // ── Reading one (staff: both; institution: the supervisor's of its own services) ──
  async function alcanceLectura(request: FastifyRequest, tipo: TipoCuestionario): Promise<Alcance> {
    const user = request.user;
    if (!user) throw new HttpError(401, UNAUTHENTICATED);
    if (user.roles.includes(ROL_INSTITUCION)) {
      if (tipo !== 'supervisor') throw notFound('La evaluación no existe');
      return { tipo: 'institucion', institucionId: (await institucionIdDe(app.db, user)).institucionId };
    }
    if (!can(user, 'ss-documentos.ver')) throw forbidden();
    return { tipo: 'staff' };
  }
  app.get('/prestaciones/:id/evaluaciones/:tipo', { schema: { params: evaluacionParams, response: vista } }, async (request) => {
    const { id, tipo } = request.params;
    return vistaEvaluacion(app.db, await prestacionEvaluada(app.db, await alcanceLectura(request, tipo), id), tipo);
  });

  // ── Staff reopen a sent evaluation, with the reason mailed to whoever answers it ──
  app.post(
    '/prestaciones/:id/evaluaciones/:tipo/reabrir',
    { onRequest: requirePermission('ss-documentos.editar'), schema: { params: evaluacionParams, body: reabrirSchema, response: vista } },
    async (request) => {
      const { id, tipo } = request.params;
      const p = await prestacionEvaluada(app.db, { tipo: 'staff' }, id);
      const vista = await reabrirEvaluacion(app.db, p, tipo, request.body.motivo);
      await audit(app.db, request, { accion: 'editar', recurso: 'ss-evaluaciones', registroId: `${id}:${tipo}`, antes: { estado: 'enviada' }, despues: { estado: 'borrador', motivo: request.body.motivo } });
      const destino = tipo === 'autoevaluacion' ? p.correo : p.supervisorCorreo;
      if (destino) {
        await enviarCorreo(app, request, destino, {
          title: tipo === 'autoevaluacion' ? 'Su autoevaluación de servicio social fue reabierta' : `La evaluación de ${p.estudiante} fue reabierta`,
          greeting: tipo === 'autoevaluacion' ? `Hola, ${p.estudiante}:` : `Hola, ${p.supervisorNombre ?? 'supervisor'}:`,
          paragraphs: ['La oficina de servicio social reabrió la evaluación para que la revise y la envíe de nuevo.', `Motivo: ${request.body.motivo}`],
          action: {
            label: 'Abrir la evaluación',
            url: enlace(app, tipo === 'autoevaluacion' ? '/servicio-social/estudiantes/autoevaluacion' : `/servicio-social/Institucion/estudiantes/${id}`),
          },
        });
      }
      return vista;
    },
  );
}

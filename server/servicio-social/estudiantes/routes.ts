import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { completarPerfilSchema, elegibilidadSchema, perfilEstudianteSchema, prellenadoPerfilSchema } from '../../../shared/schemas/servicio-social';
import { inicioEstudianteSchema, perfilEstudianteRespuestaSchema } from '../../../shared/schemas/servicio-social-estudiante-respuesta';
import { conArchivos, buscarArchivo, enviarArchivo, borrarArchivo } from '../../archivos/almacen';
import { opcionesMultipart, recibirFormulario } from '../../archivos/multipart';
import { audit } from '../../audit/service';
import { almacenDe } from '../../archivos/almacenamiento';
import { ssEstudiantes } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/http-error';
import { respuestaArchivo } from '../../lib/respuesta-archivo';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../../lib/rest';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import { estudianteDe, requireEstudiante } from '../comun/actor';
import { actualizarPerfil, perfilPorId } from './perfil';
import { completarPerfil, prellenado } from './completar';
import { ESTUDIANTE_SORTABLE, decidirElegibilidad, inicioEstudiante, leerEstudiante, listarEstudiantes } from './service';
import { respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { estudianteSsSchema } from '../../../shared/schemas/servicio-social-respuesta';
import { CV_PDF } from '../comun/cv';

export default async function estudiantesSsRoutes(app: App) {
  await app.register(multipart, opcionesMultipart(5, 1));
  const almacen = almacenDe(app.config);
  const perfil = { 200: perfilEstudianteRespuestaSchema };

  // ── The student's own ──
  app.get('/estudiante/completar', { onRequest: requireEstudiante, schema: { response: { 200: prellenadoPerfilSchema } } }, async (request) =>
    prellenado(app, request.user!),
  );
  app.post('/estudiante/completar', { onRequest: requireEstudiante, schema: { body: completarPerfilSchema, response: { 201: perfilEstudianteRespuestaSchema } } }, async (request, reply) => {
    const id = await completarPerfil(app, request, request.user!, request.body);
    return reply.status(201).send(await perfilPorId(app, id));
  });
  app.get('/estudiante', { onRequest: requireEstudiante, schema: { response: { 200: inicioEstudianteSchema } } }, async (request) => inicioEstudiante(app, (await estudianteDe(app.db, request.user!)).id));
  app.get('/estudiante/perfil', { onRequest: requireEstudiante, schema: { response: perfil } }, async (request) => perfilPorId(app, (await estudianteDe(app.db, request.user!)).id));
  app.put('/estudiante/perfil', { onRequest: requireEstudiante, schema: { body: perfilEstudianteSchema, response: perfil } }, async (request) => {
    const { id } = await estudianteDe(app.db, request.user!);
    const antes = await perfilPorId(app, id);
    const despues = await actualizarPerfil(app, id, request.body);
    await audit(app.db, request, { accion: 'editar', recurso: 'ss-estudiantes', registroId: id, antes, despues });
    return despues;
  });

  /** Replaces the CV (PDF by content) or the photo (JPG/PNG); the old file goes once the new one is recorded. */
  const subir = (campo: 'cv' | 'foto') => async (request: FastifyRequest) => {
    const estudiante = await estudianteDe(app.db, request.user!);
    const formulario = await recibirFormulario(request, almacen, (nombre) =>
      nombre !== campo ? undefined : campo === 'cv' ? { tipos: ['pdf'], maxMb: 5 } : { tipos: ['jpg', 'png'], maxMb: 3 });
    try {
      if (Object.keys(formulario.errores).length) throw unprocessable(formulario.errores);
      const archivo = formulario.archivos.get(campo);
      if (!archivo) throw unprocessable({ [campo]: [campo === 'cv' ? 'Adjunte su CV en PDF' : 'Adjunte una foto JPG o PNG'] });
      const anterior = campo === 'cv' ? estudiante.cvArchivoId : estudiante.fotoArchivoId;
      await conArchivos(app.db, almacen, async (tx, guardar) => {
        const id = await guardar(archivo, { area: 'servicio-social', creadoPor: request.user!.id });
        await tx.update(ssEstudiantes).set(campo === 'cv' ? { cvArchivoId: id } : { fotoArchivoId: id }).where(eq(ssEstudiantes.id, estudiante.id));
      });
      if (anterior) await borrarArchivo(app.db, almacen, anterior);
      await audit(app.db, request, { accion: 'editar', recurso: 'ss-estudiantes', registroId: estudiante.id, despues: { [campo]: archivo.nombre } });
      return perfilPorId(app, estudiante.id);
    } finally {
      formulario.limpiar();
    }
  };
  app.post('/estudiante/cv', { onRequest: requireEstudiante, schema: { response: perfil } }, subir('cv'));
  app.post('/estudiante/foto', { onRequest: requireEstudiante, schema: { response: perfil } }, subir('foto'));
  app.delete('/estudiante/foto', { onRequest: requireEstudiante, schema: { response: perfil } }, async (request) => {
    const estudiante = await estudianteDe(app.db, request.user!);
    if (estudiante.fotoArchivoId) {
      await app.db.update(ssEstudiantes).set({ fotoArchivoId: null }).where(eq(ssEstudiantes.id, estudiante.id));
      await borrarArchivo(app.db, almacen, estudiante.fotoArchivoId);
    }
    return perfilPorId(app, estudiante.id);
  });
  app.get('/estudiante/cv', { onRequest: requireEstudiante, schema: { response: { 200: respuestaArchivo('El CV del estudiante, en PDF.', 'application/pdf') } } }, async (request, reply) => {
    const estudiante = await estudianteDe(app.db, request.user!);
    const archivo = estudiante.cvArchivoId ? await buscarArchivo(app.db, estudiante.cvArchivoId) : undefined;
    if (!archivo) throw notFound('Aún no ha subido su CV');
    return enviarArchivo(reply, almacen, archivo);
  });

  // ── Staff ──
  const estudiante = respuestasDeRecurso(estudianteSsSchema);
  app.get('/estudiantes', { onRequest: requirePermission('estudiantes.ver'), schema: { querystring: listQuerySchema, response: estudiante.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, ESTUDIANTE_SORTABLE, ['createdAt', 'DESC']);
    const { rows, total } = await listarEstudiantes(app, params);
    return sendList(reply, 'estudiantes', rows, total, params.offset);
  });
  app.get('/estudiantes/:id', { onRequest: requirePermission('estudiantes.ver'), schema: { params: idParamsSchema, response: estudiante.uno } }, async (request) => leerEstudiante(app, request.params.id, request.user));
  app.put('/estudiantes/:id/elegibilidad', { onRequest: requirePermission('estudiantes.editar'), schema: { params: idParamsSchema, body: elegibilidadSchema, response: estudiante.uno } }, async (request) =>
    decidirElegibilidad(app, request, request.params.id, request.body));
  app.get('/estudiantes/:id/cv', { onRequest: requirePermission('estudiantes.ver'), schema: { params: idParamsSchema, response: { 200: CV_PDF } } }, async (request, reply) => {
    const [row] = await app.db.select({ cv: ssEstudiantes.cvArchivoId }).from(ssEstudiantes).where(eq(ssEstudiantes.id, request.params.id));
    const archivo = row?.cv ? await buscarArchivo(app.db, row.cv) : undefined;
    if (!archivo) throw notFound('El estudiante no ha subido su CV');
    return enviarArchivo(reply, almacen, archivo);
  });
}

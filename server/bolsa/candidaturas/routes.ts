import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { ROL_EGRESADO } from '../../../shared/bolsa/valores';
import { cambioEstadoCandidaturaSchema, candidaturaCreadaSchema, candidaturaSchema, datosCandidaturaSchema } from '../../../shared/schemas/bolsa';
import { respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { z } from '../../../shared/validation';
import { borrarArchivo, buscarArchivo, conArchivos, enviarArchivo } from '../../archivos/almacen';
import { almacenDe } from '../../archivos/almacenamiento';
import { opcionesMultipart, recibirFormulario } from '../../archivos/multipart';
import { audit } from '../../audit/service';
import { bolsaPerfiles } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../lib/http-error';
import { respuestaArchivo } from '../../lib/respuesta-archivo';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../../lib/rest';
import type { App } from '../../types';
import { postulanteDe, quienEs, requirePostulante, requireSesionBolsa } from './quien';
import { abrirCandidatura, candidaturaDe, cambiarEstado, listarCandidaturas, postularse, retirar } from './service';

const candidatura = respuestasDeRecurso(candidaturaSchema);
const CV_PDF = respuestaArchivo('El CV que la persona envió con su candidatura, en PDF.', 'application/pdf');
const REGLA_CV = { tipos: ['pdf'] as const, maxMb: 5 };
const SOLO_EMPLEADOR = 'Solo el empleador de la oferta cambia el estado de una candidatura';

/** The `datos` JSON part, checked like any body: a 422 next to each field. */
function leerDatos(texto: string | undefined) {
  let valor: unknown;
  try {
    valor = JSON.parse(texto ?? '{}');
  } catch {
    throw unprocessable({ datos: ['Los datos del formulario no son JSON válido'] });
  }
  const r = datosCandidaturaSchema.safeParse(valor);
  if (!r.success) throw unprocessable(Object.fromEntries(r.error.issues.map((i) => [String(i.path[0] ?? 'datos'), [i.message]])));
  return r.data;
}

async function cvDelPerfil(app: App, usuarioId: number) {
  const [p] = await app.db.select({ cv: bolsaPerfiles.cvArchivoId }).from(bolsaPerfiles).where(eq(bolsaPerfiles.usuarioId, usuarioId));
  return p?.cv ?? null;
}

export default async function candidaturasRoutes(app: App) {
  await app.register(multipart, opcionesMultipart(REGLA_CV.maxMb, 1));
  const almacen = almacenDe(app.config);

  /** multipart: `datos` {mensaje, consentimiento: true} and `cv` (PDF, checked by content); without `cv`, the stored CV. */
  app.post('/ofertas/:id/candidaturas', { onRequest: requirePostulante, schema: { params: idParamsSchema, response: { 201: candidaturaCreadaSchema } } }, async (request, reply) => {
    const formulario = await recibirFormulario(request, almacen, (campo) => (campo === 'cv' ? REGLA_CV : undefined));
    try {
      if (Object.keys(formulario.errores).length) throw unprocessable(formulario.errores);
      const datos = leerDatos(formulario.campos.datos);
      const persona = await postulanteDe(app.db, request.user!, await cvDelPerfil(app, request.user!.id));
      const archivo = formulario.archivos.get('cv');
      if (!archivo && !persona.cvArchivoId) throw unprocessable({ cv: ['Adjunte su CV en PDF'] });
      const nuevo = archivo ? await conArchivos(app.db, almacen, (_tx, guardar) => guardar(archivo, { area: 'bolsa', creadoPor: request.user!.id })) : null;
      try {
        return reply.status(201).send(await postularse(app, request, request.params.id, persona, datos, nuevo ?? persona.cvArchivoId));
      } catch (error) {
        // Nothing half-stored: a refused application leaves no file behind.
        if (nuevo) await borrarArchivo(app.db, almacen, nuevo);
        throw error;
      }
    } finally {
      formulario.limpiar();
    }
  });

  app.get('/candidaturas', { onRequest: requireSesionBolsa, schema: { querystring: listQuerySchema, response: candidatura.lista } }, async (request, reply) => {
    const quien = await quienEs(app.db, request.user!);
    const params = parseListQuery(request.query, ['createdAt'], ['createdAt', 'DESC']);
    const ofertaId = params.filter.ofertaId === undefined ? undefined : Number(params.filter.ofertaId) || 0;
    const estado = typeof params.filter.estado === 'string' ? params.filter.estado : undefined;
    const sinRespuesta = params.filter.sinRespuesta === true;
    const { rows, total } = await listarCandidaturas(app.db, quien, { ofertaId, estado, sinRespuesta }, params.offset, params.limit);
    return sendList(reply, 'candidaturas', rows, total, params.offset);
  });
  app.get('/candidaturas/:id', { onRequest: requireSesionBolsa, schema: { params: idParamsSchema, response: candidatura.uno } }, async (request) =>
    abrirCandidatura(app, request, await quienEs(app.db, request.user!), request.params.id));
  app.get('/candidaturas/:id/cv', { onRequest: requireSesionBolsa, schema: { params: idParamsSchema, response: { 200: CV_PDF } } }, async (request, reply) => {
    const c = await candidaturaDe(app.db, await quienEs(app.db, request.user!), request.params.id);
    const archivo = c.cvArchivoId ? await buscarArchivo(app.db, c.cvArchivoId) : undefined;
    if (!archivo) throw notFound('La candidatura no tiene CV');
    return enviarArchivo(reply, almacen, archivo, { inline: true });
  });
  app.put('/candidaturas/:id/estado', { onRequest: requireSesionBolsa, schema: { params: idParamsSchema, body: cambioEstadoCandidaturaSchema, response: candidatura.uno } }, async (request) => {
    const quien = await quienEs(app.db, request.user!);
    if (quien.tipo !== 'empleador') {
      await candidaturaDe(app.db, quien, request.params.id);
      throw new HttpError(403, SOLO_EMPLEADOR);
    }
    return cambiarEstado(app, request, quien, request.params.id, request.body.estado, request.body.mensaje);
  });
  app.post('/candidaturas/:id/retirar', { onRequest: requirePostulante, schema: { params: idParamsSchema, response: candidatura.uno } }, async (request) =>
    retirar(app, request, { tipo: 'persona', usuarioId: request.user!.id }, request.params.id));

  // ── The graduate's CV (students keep theirs in the servicio social profile) ── A replaced CV is kept: applications
  // sent with it still show the employer what was sent.
  const miCv = z.object({ tieneCv: z.boolean(), nombre: z.string().nullable() });
  const estadoCv = async (usuarioId: number) => {
    const id = await cvDelPerfil(app, usuarioId);
    const archivo = id ? await buscarArchivo(app.db, id) : undefined;
    return { tieneCv: !!archivo, nombre: archivo?.nombre ?? null };
  };
  const soloEgresado = async (request: FastifyRequest) => {
    if (!request.user!.roles.includes(ROL_EGRESADO)) throw new HttpError(403, 'Su CV de estudiante se guarda en su perfil de servicio social');
  };
  app.get('/mi-cv', { onRequest: requirePostulante, schema: { response: { 200: miCv } } }, async (request) => {
    await soloEgresado(request);
    return estadoCv(request.user!.id);
  });
  app.post('/mi-cv', { onRequest: requirePostulante, schema: { response: { 200: miCv } } }, async (request) => {
    await soloEgresado(request);
    const formulario = await recibirFormulario(request, almacen, (campo) => (campo === 'cv' ? REGLA_CV : undefined));
    try {
      if (Object.keys(formulario.errores).length) throw unprocessable(formulario.errores);
      const archivo = formulario.archivos.get('cv');
      if (!archivo) throw unprocessable({ cv: ['Adjunte su CV en PDF'] });
      const usuarioId = request.user!.id;
      await conArchivos(app.db, almacen, async (tx, guardar) => {
        const id = await guardar(archivo, { area: 'bolsa', creadoPor: usuarioId });
        await tx.insert(bolsaPerfiles).values({ usuarioId, cvArchivoId: id })
          .onConflictDoUpdate({ target: bolsaPerfiles.usuarioId, set: { cvArchivoId: id, updatedAt: new Date() } });
      });
      await audit(app.db, request, { accion: 'editar', recurso: 'bolsa-perfiles', registroId: usuarioId, despues: { cv: archivo.nombre } });
      return estadoCv(usuarioId);
    } finally {
      formulario.limpiar();
    }
  });
  app.get('/mi-cv/archivo', { onRequest: requirePostulante, schema: { response: { 200: CV_PDF } } }, async (request, reply) => {
    const id = await cvDelPerfil(app, request.user!.id);
    const archivo = id ? await buscarArchivo(app.db, id) : undefined;
    if (!archivo) throw notFound('Aún no ha subido su CV');
    return enviarArchivo(reply, almacen, archivo);
  });
}

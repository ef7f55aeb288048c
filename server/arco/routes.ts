import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import {
  DOCUMENTO_IDENTIDAD_MAX_MB, acuseSchema, cierreArcoSchema, estadoPublicoSchema, pasoArcoSchema, respuestaPrevencionSchema, retencionArcoSchema, seguimientoArcoSchema,
  solicitudEscritaArcoSchema,
} from '../../shared/schemas/arco';
import { cierreArcoRespuestaSchema, datosPersonalesSchema, solicitudArcoDetalleSchema, solicitudArcoSchema } from '../../shared/schemas/arco-respuesta';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { z } from '../../shared/validation';
import { MIME_ARCHIVO } from '../../shared/archivos';
import { buscarArchivo, enviarArchivo } from '../archivos/almacen';
import { almacenDe } from '../archivos/almacenamiento';
import { opcionesMultipart } from '../archivos/multipart';
import { audit } from '../audit/service';
import { arcoSolicitudes } from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { respuestaArchivo } from '../lib/respuesta-archivo';
import { attachment } from '../lib/spreadsheet';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { borrarCierre, crearCierre, listarCierres } from './cierres';
import { leerSolicitud } from './comun';
import { ARCO_SORTABLE, listarSolicitudes, verSolicitud } from './consulta';
import { datosPdf, personaDe, reunirDatos } from './datos';
import { PROPOSITO_ENTREGA } from './derechos';
import { registrarPaso } from './pasos';
import { consultarPorFolio, presentarSolicitud, registrarSolicitudEscrita, responderPrevencion } from './solicitudes';
import { guardarRetencion, leerRetencion } from './tareas';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Per IP, as the other public forms: enough for an office sharing a connection, too few for a script. */
const presentarLimit = { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } };
/** Folio + email lookups: slow enough that guessing either is pointless. */
const seguimientoLimit = { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } };
const entregaLimit = { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } };
const formatoQuery = z.object({ formato: z.enum(['json', 'pdf'], { error: 'El formato debe ser json o pdf' }).default('json') });
const entregaQuery = formatoQuery.extend({ token: z.string().max(2000).default('') });
const solicitudes = respuestasDeRecurso(solicitudArcoSchema);
const cierres = respuestasDeRecurso(cierreArcoRespuestaSchema);
const detalle = { 200: solicitudArcoDetalleSchema };
const retencion = { 200: retencionArcoSchema };
const archivoDatos = respuestaArchivo('Los datos de la persona, como JSON o PDF (descarga).', 'application/pdf');
// The JSON goes out as text (a download), so Fastify does not filter it: its schema documents it and the tests check it.
const datosPersona = { 200: { ...archivoDatos, content: { 'application/json': { schema: datosPersonalesSchema }, ...archivoDatos.content } } };
const documentoIdentidad = respuestaArchivo('El documento de identidad que la persona adjuntó.', ...Object.values(MIME_ARCHIVO));
const ENLACE_INVALIDO = 'El enlace a sus datos no es válido o ya venció. Pida uno nuevo a la oficina de protección de datos.';

export default async function arcoRoutes(app: App) {
  await app.register(multipart, opcionesMultipart(DOCUMENTO_IDENTIDAD_MAX_MB, 1));
  const almacen = almacenDe(app.config);

  /** The person's data, as JSON or as a PDF, for staff reviewing it or for the person through their link. */
  const enviarDatos = async (reply: import('fastify').FastifyReply, id: number, formato: 'json' | 'pdf') => {
    const s = await leerSolicitud(app.db, id);
    const datos = await reunirDatos(app.db, s, await personaDe(app.db, s));
    reply.header('Cache-Control', 'no-store');
    if (formato === 'json') {
      return reply.header('Content-Type', 'application/json; charset=utf-8').header('Content-Disposition', attachment(`datos-${s.folio}.json`)).send(JSON.stringify(datos, null, 2));
    }
    return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', attachment(`datos-${s.folio}.pdf`)).send(datosPdf(datos, s.nombre));
  };

  // ── Public ──
  app.post('/arco/solicitudes', { config: presentarLimit, schema: { response: { 201: acuseSchema } } }, async (request, reply) =>
    reply.status(201).send(await presentarSolicitud(app, request)));

  app.post('/arco/seguimiento', { config: seguimientoLimit, schema: { body: seguimientoArcoSchema, response: { 200: estadoPublicoSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return consultarPorFolio(app, request.body.folio, request.body.correo);
  });

  app.post('/arco/seguimiento/respuesta', { config: seguimientoLimit, schema: { body: respuestaPrevencionSchema, response: { 200: estadoPublicoSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return responderPrevencion(app, request, request.body);
  });

  app.get('/arco/entrega', { config: entregaLimit, schema: { querystring: entregaQuery, response: datosPersona } }, async (request, reply) => {
    const datos = app.signer.verify<{ p?: unknown; s?: unknown }>(request.query.token);
    if (!datos || datos.p !== PROPOSITO_ENTREGA || typeof datos.s !== 'number') throw new HttpError(401, ENLACE_INVALIDO);
    const [s] = await app.db.select({ estado: arcoSolicitudes.estado }).from(arcoSolicitudes).where(eq(arcoSolicitudes.id, datos.s));
    if (!s || !['efectiva', 'cerrada'].includes(s.estado)) throw new HttpError(401, ENLACE_INVALIDO);
    return enviarDatos(reply, datos.s, request.query.formato);
  });

  // ── Staff ──
  const ver = requirePermission('arco.ver');
  const gestionar = requirePermission('arco.gestionar');

  app.get('/arco/solicitudes', { onRequest: ver, schema: { querystring: listQuerySchema, response: solicitudes.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, ARCO_SORTABLE, ['limite', 'ASC']);
    const { rows, total } = await listarSolicitudes(app.db, params);
    return sendList(reply, 'solicitudes', rows, total, params.offset);
  });
  app.post('/arco/solicitudes/escrito', { onRequest: gestionar, schema: { body: solicitudEscritaArcoSchema, response: { 201: solicitudArcoDetalleSchema } } }, async (request, reply) =>
    reply.status(201).send(await verSolicitud(app.db, await registrarSolicitudEscrita(app, request, request.body))));
  app.get('/arco/solicitudes/:id', { onRequest: ver, schema: { params: idParamsSchema, response: detalle } }, async (request) => verSolicitud(app.db, request.params.id));
  app.get('/arco/solicitudes/:id/documento', { onRequest: ver, schema: { params: idParamsSchema, response: { 200: documentoIdentidad } } }, async (request, reply) => {
    const s = await leerSolicitud(app.db, request.params.id);
    const archivo = s.documentoId ? await buscarArchivo(app.db, s.documentoId) : undefined;
    if (!archivo) throw notFound('La solicitud no tiene documento de identidad (se presentó con sesión iniciada)');
    await audit(app.db, request, { accion: 'vincular', recurso: 'arco', registroId: s.id, despues: { consulta: 'documento de identidad', folio: s.folio } });
    return enviarArchivo(reply, almacen, archivo);
  });
  app.get('/arco/solicitudes/:id/datos', { onRequest: gestionar, schema: { params: idParamsSchema, querystring: formatoQuery, response: datosPersona } }, async (request, reply) =>
    enviarDatos(reply, request.params.id, request.query.formato));
  app.post('/arco/solicitudes/:id/pasos', { onRequest: gestionar, schema: { params: idParamsSchema, body: pasoArcoSchema, response: detalle } }, async (request) => {
    await registrarPaso(app, request, request.params.id, request.body);
    return verSolicitud(app.db, request.params.id);
  });

  app.get('/arco/cierres', { onRequest: ver, schema: { response: cierres.lista } }, async (_request, reply) => {
    const filas = await listarCierres(app);
    return sendList(reply, 'cierres', filas, filas.length, 0);
  });
  app.post('/arco/cierres', { onRequest: gestionar, schema: { body: cierreArcoSchema, response: cierres.creado } }, async (request, reply) =>
    reply.status(201).send(await crearCierre(app, request, request.body)));
  app.delete('/arco/cierres/:id', { onRequest: gestionar, schema: { params: idParamsSchema, response: cierres.uno } }, async (request) => borrarCierre(app, request, request.params.id));

  app.get('/arco/retencion', { onRequest: ver, schema: { response: retencion } }, async () => leerRetencion(app.db));
  app.put('/arco/retencion', { onRequest: gestionar, schema: { body: retencionArcoSchema, response: retencion } }, async (request) => {
    const antes = await leerRetencion(app.db);
    const despues = await guardarRetencion(app.db, request.body);
    await audit(app.db, request, { accion: 'editar', recurso: 'arco-retencion', registroId: null, antes, despues });
    return despues;
  });
}

import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import {
  BORRADOR_GUARDADO, DOCUMENTO_MAX_MB, FOTO_MAX_MB, aceptacionInputSchema, borradorInputSchema, cambioEstadoSchema, reenvioFolioSchema,
} from '../../shared/schemas/postulaciones';
import {
  aceptacionPublicaSchema, borradorPublicoSchema, capturaCompletadaSchema, convocatoriaVigenteSchema, postulacionDetalleSchema, postulacionFilaSchema,
  registroCompletadoSchema, resultadosPublicosSchema, verificacionConstanciaSchema,
} from '../../shared/schemas/postulaciones-respuesta';
import { mensajeSchema, respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { MIME_ARCHIVO } from '../../shared/archivos';
import { z } from '../../shared/validation';
import { buscarArchivo, conArchivos, enviarArchivo } from '../archivos/almacen';
import { opcionesMultipart, recibirFormulario } from '../archivos/multipart';
import { audit } from '../audit/service';
import { almacenDe } from '../archivos/almacenamiento';
import { postulacionDocumentos, postulaciones, rondaDocumentos } from '../db/schema';
import { notFound, unprocessable } from '../lib/http-error';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { respuestaArchivo, TIPOS_HOJA } from '../lib/respuesta-archivo';
import { attachment } from '../lib/spreadsheet';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { exigirVisible } from '../arco/bloqueo';
import { getPostulacion, listPostulaciones, POSTULACION_SORTABLE } from './consulta';
import { cambiarEstado } from './estado';
import { columnasDe, enlaceExportacion, exportarPostulaciones } from './exportar';
import { basesPublicas, convocatoriaVigente, guardarBorrador, leerAceptacion, leerBorrador, responderAceptacion } from './publico';
import { crearPostulacion, leerFormularioPostulacion } from './registro';
import { reenviarFolio } from './reenvio';
import { pdfConstancia } from './constancia-pdf';
import { emitirConstancia, ganadoresPublicos, verificarConstancia } from './resultados';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Per IP, as on graduate registration: enough for an office sharing a connection, too few for a script. */
const registroLimit = { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } };
const borradorLimit = { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } };
const enlaceLimit = { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } };
/** Per IP; each nomination also gets at most REENVIOS_POR_DIA re-sends a day, whoever asks (./reenvio). */
const reenvioLimit = { rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES } };
/** Enough for anyone checking certificates by hand; folios are random, so this only slows a guesser further. */
const verificarLimit = { rateLimit: { max: 60, timeWindow: FIFTEEN_MINUTES } };
const ganadoresQuery = z.object({ convocatoriaId: z.coerce.number().int().positive().optional() });
const folioParams = z.object({ folio: z.string().max(60) });

const tokenQuery = z.object({ token: z.string().max(2000).default('') });
const documentoParams = z.object({ id: z.coerce.number().int().positive(), clave: z.string().max(40) });
const documentoRondaParams = documentoParams.extend({ rondaId: z.coerce.number().int().positive() });
const exportQuery = z.object({
  formato: z.enum(['csv', 'xlsx'], { error: 'El formato debe ser csv o xlsx' }).default('xlsx'),
  filter: z.string().optional(),
  columnas: z.string().max(500).optional(),
  token: z.string().optional(),
});
const enlaceBody = z.object({
  formato: z.enum(['csv', 'xlsx'], { error: 'El formato debe ser csv o xlsx' }).default('xlsx'),
  filter: z.record(z.string(), z.unknown()).default({}),
  columnas: z.array(z.string().max(40)).max(30).default([]),
});

const filas = respuestasDeRecurso(postulacionFilaSchema);
const detalle = { 200: postulacionDetalleSchema };
const aceptacion = { 200: aceptacionPublicaSchema };
const basesPublicadas = { 200: respuestaArchivo('Las bases publicadas de la convocatoria, en PDF.', MIME_ARCHIVO.pdf) };
const documento = { 200: respuestaArchivo('El documento tal como se envió.', ...Object.values(MIME_ARCHIVO)) };

export default async function postulacionesRoutes(app: App) {
  await app.register(multipart, opcionesMultipart(DOCUMENTO_MAX_MB, 16));
  const almacen = almacenDe(app.config);

  // ── Public ──
  app.get('/postulaciones/convocatoria', { schema: { response: { 200: convocatoriaVigenteSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return convocatoriaVigente(app);
  });

  app.get('/postulaciones/convocatoria/:id/bases', { schema: { params: idParamsSchema, response: basesPublicadas } }, async (request, reply) => {
    const archivo = await buscarArchivo(app.db, await basesPublicas(app, request.params.id));
    if (!archivo) throw notFound('La convocatoria no tiene bases publicadas');
    return enviarArchivo(reply, almacen, archivo, { inline: true });
  });

  app.post('/postulaciones/registro', { config: { ...registroLimit, sinAvisos: true }, schema: { response: { 201: registroCompletadoSchema } } }, async (request, reply) => {
    const formulario = await leerFormularioPostulacion(app, request, true);
    try {
      const { id: _id, ...publico } = await crearPostulacion(app, request, formulario, { origen: 'publico' });
      return reply.status(201).send(publico);
    } finally {
      formulario.limpiar();
    }
  });

  app.post('/postulaciones/borradores', { config: { ...borradorLimit, sinAvisos: true }, schema: { body: borradorInputSchema, response: { 201: mensajeSchema } } }, async (request, reply) => {
    if (request.body.sitioWeb?.trim()) return reply.status(201).send({ message: BORRADOR_GUARDADO });
    return reply.status(201).send(await guardarBorrador(app, request.body));
  });

  app.post('/postulaciones/reenviar-folio', { config: reenvioLimit, schema: { body: reenvioFolioSchema, response: { 202: mensajeSchema } } }, async (request, reply) =>
    reply.status(202).send(await reenviarFolio(app, request.body)),
  );

  app.get('/postulaciones/borradores', { config: enlaceLimit, schema: { querystring: tokenQuery, response: { 200: borradorPublicoSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return leerBorrador(app, request.query.token);
  });

  app.get('/postulaciones/aceptacion', { config: enlaceLimit, schema: { querystring: tokenQuery, response: aceptacion } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return leerAceptacion(app, request.query.token);
  });

  app.post('/postulaciones/aceptacion', { config: enlaceLimit, schema: { body: aceptacionInputSchema, response: aceptacion } }, async (request) =>
    responderAceptacion(app, request, request.body.token, request.body.decision),
  );

  app.get('/postulaciones/ganadores', { schema: { querystring: ganadoresQuery, response: { 200: resultadosPublicosSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return ganadoresPublicos(app.db, request.query.convocatoriaId);
  });

  app.get('/postulaciones/constancias/:folio', { config: verificarLimit, schema: { params: folioParams, response: { 200: verificacionConstanciaSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return verificarConstancia(app.db, request.params.folio);
  });

  // ── Staff ──
  app.get('/postulaciones', { onRequest: requirePermission('postulaciones.ver'), schema: { querystring: listQuerySchema, response: filas.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, POSTULACION_SORTABLE, ['id', 'DESC']);
    const { rows, total } = await listPostulaciones(app.db, params);
    return sendList(reply, 'postulaciones', rows, total, params.offset);
  });

  app.post('/postulaciones/exportar/enlace', { onRequest: requirePermission('postulaciones.ver'), schema: { body: enlaceBody, response: { 200: z.object({ url: z.string() }) } } }, async (request) => {
    const params = new URLSearchParams({ formato: request.body.formato, filter: JSON.stringify(request.body.filter) });
    if (request.body.columnas.length) params.set('columnas', request.body.columnas.join(','));
    params.set('token', enlaceExportacion.sign(app.signer, request.user!.id));
    return { url: `/api/postulaciones/exportar?${params}` };
  });

  app.get('/postulaciones/exportar', { onRequest: enlaceExportacion.guard(app.db, app.signer), schema: { querystring: exportQuery, response: { 200: respuestaArchivo('Las postulaciones filtradas, como hoja de cálculo.', ...TIPOS_HOJA) } } }, async (request, reply) => {
    const { filter } = parseListQuery({ filter: request.query.filter }, POSTULACION_SORTABLE);
    const { formato } = request.query;
    const archivo = await exportarPostulaciones(app.db, filter, columnasDe(request.query.columnas), formato);
    const fecha = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    return reply
      .header('Content-Type', formato === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', attachment(`postulaciones-${fecha}.${formato}`))
      .header('Cache-Control', 'no-store')
      .send(archivo);
  });

  app.get('/postulaciones/:id', { onRequest: requirePermission('postulaciones.ver'), schema: { params: idParamsSchema, response: detalle } }, async (request) => {
    const postulacion = await getPostulacion(app.db, request.params.id);
    exigirVisible(postulacion.bloqueado, request.user, 'La postulación no existe');
    return postulacion;
  });

  app.post('/postulaciones', { onRequest: requirePermission('postulaciones.crear'), schema: { response: { 201: capturaCompletadaSchema } } }, async (request, reply) => {
    const formulario = await leerFormularioPostulacion(app, request, false);
    try {
      const completado = await crearPostulacion(app, request, formulario, { origen: 'captura', usuarioId: request.user!.id });
      // A capture always has its id: only the public form's honeypot answers without one.
      return reply.status(201).send(completado as z.output<typeof capturaCompletadaSchema>);
    } finally {
      formulario.limpiar();
    }
  });

  app.put(
    '/postulaciones/:id/estado',
    { onRequest: requirePermission('postulaciones.editar'), schema: { params: idParamsSchema, body: cambioEstadoSchema, response: detalle } },
    async (request) => cambiarEstado(app, request, request.params.id, request.body),
  );

  app.get('/postulaciones/:id/documentos/:clave', { onRequest: requirePermission('postulaciones.ver'), schema: { params: documentoParams, response: documento } }, async (request, reply) => {
    const [doc] = await app.db
      .select({ archivoId: postulacionDocumentos.archivoId })
      .from(postulacionDocumentos)
      .where(and(eq(postulacionDocumentos.postulacionId, request.params.id), eq(postulacionDocumentos.clave, request.params.clave)));
    const archivo = doc && (await buscarArchivo(app.db, doc.archivoId));
    if (!archivo) throw notFound('El documento no existe');
    return enviarArchivo(reply, almacen, archivo, { inline: (request.query as { descargar?: string }).descargar !== '1' });
  });

  // The more documents a round asked of its finalists (issue 33): staff read them here, its jurados by their assignment.
  app.get('/postulaciones/:id/rondas/:rondaId/documentos/:clave', { onRequest: requirePermission('postulaciones.ver'), schema: { params: documentoRondaParams, response: documento } }, async (request, reply) => {
    const { id, rondaId, clave } = request.params;
    const [doc] = await app.db
      .select({ archivoId: rondaDocumentos.archivoId })
      .from(rondaDocumentos)
      .where(and(eq(rondaDocumentos.postulacionId, id), eq(rondaDocumentos.rondaId, rondaId), eq(rondaDocumentos.clave, clave)));
    const archivo = doc && (await buscarArchivo(app.db, doc.archivoId));
    if (!archivo) throw notFound('El documento no existe');
    return enviarArchivo(reply, almacen, archivo, { inline: (request.query as { descargar?: string }).descargar !== '1' });
  });

  app.get('/postulaciones/:id/constancia', { onRequest: requirePermission('resultados.ver'), schema: { params: idParamsSchema, response: { 200: respuestaArchivo('La constancia de la ganadora, en PDF.', MIME_ARCHIVO.pdf) } } }, async (request, reply) => {
    const datos = await emitirConstancia(app, request, request.params.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachment(`constancia-${datos.postulacionFolio}.pdf`).replace(/^attachment/, 'inline'))
      .header('Cache-Control', 'no-store')
      .send(pdfConstancia(datos));
  });

  app.put('/postulaciones/:id/foto', { onRequest: requirePermission('postulaciones.editar'), schema: { params: idParamsSchema, response: detalle } }, async (request) => {
    const antes = await getPostulacion(app.db, request.params.id);
    const formulario = await recibirFormulario(request, almacen, (campo) => (campo === 'foto' ? { tipos: ['jpg', 'png'], maxMb: FOTO_MAX_MB } : undefined));
    try {
      if (!formulario.archivos.has('foto') && !formulario.errores.foto) throw unprocessable({ foto: ['Adjunte una foto JPG o PNG'] });
      if (Object.keys(formulario.errores).length) throw unprocessable(formulario.errores);
      await conArchivos(app.db, almacen, async (tx, guardar) => {
        const id = await guardar(formulario.archivos.get('foto')!, { area: 'postulaciones', creadoPor: request.user!.id });
        await tx.update(postulaciones).set({ fotoArchivoId: id, updatedAt: new Date() }).where(eq(postulaciones.id, antes.id));
      });
    } finally {
      formulario.limpiar();
    }
    const despues = await getPostulacion(app.db, antes.id);
    await audit(app.db, request, { accion: 'editar', recurso: 'postulaciones', registroId: antes.id, antes: { foto: antes.foto }, despues: { foto: despues.foto } });
    return despues;
  });
}

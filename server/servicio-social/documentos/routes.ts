import { z } from 'zod';
import {
  aprobacionCorreoSchema, borradorSchema, crearDocumentoSchema, revisarDocumentoSchema, MENSAJES_DOCUMENTOS,
} from '../../../shared/schemas/servicio-social-documentos';
import {
  borradorGuardadoSchema, cambiosDocumentoSchema, documentoResumenSchema, documentoSsSchema, informeParaAprobarSchema, mesesInformeSchema,
} from '../../../shared/schemas/servicio-social-documentos-respuesta';
import { mensajeSchema, respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { buscarArchivo, enviarArchivo } from '../../archivos/almacen';
import { audit } from '../../audit/service';
import { almacenDe } from '../../archivos/almacenamiento';
import { notFound } from '../../lib/http-error';
import { respuestaArchivo } from '../../lib/respuesta-archivo';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../../lib/rest';
import type { App } from '../../types';
import { lectorDe } from './acceso';
import { decidirAprobacion, leerAprobacion } from './aprobacion';
import { DOCUMENTO_SORTABLE, cargarDocumento, listarDocumentos } from './consultas';
import { cambiosDocumento, crearDocumento, guardarBorrador, leerDocumento, mesesParaInforme, moverEnTransaccion } from './service';

const params = { params: idParamsSchema };
const documento = { ...params, response: { 200: documentoSsSchema } };
// The emailed approval link is public: limited like the other public endpoints.
const publico = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export default async function documentosSsRoutes(app: App) {
  app.get('/documentos', { schema: { querystring: listQuerySchema, response: respuestasDeRecurso(documentoResumenSchema).lista } }, async (request, reply) => {
    const lector = await lectorDe(app.db, request);
    const lista = parseListQuery(request.query, DOCUMENTO_SORTABLE, ['updatedAt', 'DESC']);
    const { rows, total } = await listarDocumentos(app.db, lector, lista);
    return sendList(reply, 'documentos', rows, total, lista.offset);
  });

  app.post('/documentos', { schema: { body: crearDocumentoSchema, response: { 201: documentoSsSchema } } }, async (request, reply) => {
    const doc = await crearDocumento(app, await lectorDe(app.db, request), request.body);
    await audit(app.db, request, { accion: 'crear', recurso: 'ss-documentos', registroId: doc.id, despues: { tipo: doc.tipo, titulo: doc.titulo } });
    return reply.status(201).send(doc);
  });

  // Before /documentos/:id: the months the student's service owes a monthly report for.
  app.get('/documentos/meses-informe', { schema: { response: { 200: mesesInformeSchema } } }, async (request) => mesesParaInforme(app, await lectorDe(app.db, request)));

  app.get('/documentos/:id', { schema: documento }, async (request) => leerDocumento(app, await lectorDe(app.db, request), request.params.id, { abrir: true }));

  app.put('/documentos/:id/borrador', { schema: { ...params, body: borradorSchema, response: { 200: borradorGuardadoSchema } } }, async (request) =>
    guardarBorrador(app, await lectorDe(app.db, request), request.params.id, request.body));

  app.post('/documentos/:id/enviar', { schema: documento }, async (request) => {
    const lector = await lectorDe(app.db, request);
    const doc = await moverEnTransaccion(app, lector, request.params.id, 'enviar', { usuarioId: lector.usuarioId, via: lector.tipo === 'staff' ? 'oficina' : 'portal' });
    await audit(app.db, request, { accion: 'editar', recurso: 'ss-documentos', registroId: doc.id, despues: { accion: 'enviar', estado: doc.estado, etapa: doc.etapa } });
    return doc;
  });

  // The author takes back a round nobody has opened yet (moverDocumento decides; 409 otherwise).
  app.post('/documentos/:id/retirar', { schema: documento }, async (request) => {
    const lector = await lectorDe(app.db, request);
    const doc = await moverEnTransaccion(app, lector, request.params.id, 'retirar', { usuarioId: lector.usuarioId, via: lector.tipo === 'staff' ? 'oficina' : 'portal' });
    await audit(app.db, request, { accion: 'editar', recurso: 'ss-documentos', registroId: doc.id, despues: { accion: 'retirar', estado: doc.estado } });
    return doc;
  });

  app.post('/documentos/:id/revision', { schema: { ...documento, body: revisarDocumentoSchema } }, async (request) => {
    const lector = await lectorDe(app.db, request);
    const { decision, comentarios } = request.body;
    const doc = await moverEnTransaccion(app, lector, request.params.id, decision, { usuarioId: lector.usuarioId, via: lector.tipo === 'staff' ? 'oficina' : 'portal' }, comentarios);
    await audit(app.db, request, { accion: 'editar', recurso: 'ss-documentos', registroId: doc.id, despues: { accion: decision, estado: doc.estado, etapa: doc.etapa } });
    return doc;
  });

  app.get('/documentos/:id/cambios', { schema: { ...params, response: { 200: cambiosDocumentoSchema } } }, async (request) => cambiosDocumento(app, await lectorDe(app.db, request), request.params.id));

  app.get('/documentos/:id/pdf', { schema: { ...params, response: { 200: respuestaArchivo('El PDF del documento aprobado.', 'application/pdf') } } }, async (request, reply) => {
    const fila = await cargarDocumento(app.db, await lectorDe(app.db, request), request.params.id);
    const archivo = fila.d.pdfArchivoId ? await buscarArchivo(app.db, fila.d.pdfArchivoId) : undefined;
    if (!archivo) throw notFound(MENSAJES_DOCUMENTOS.sinPdf);
    return enviarArchivo(reply, almacenDe(app.config), archivo, { inline: (request.query as { descargar?: string }).descargar !== '1' });
  });

  app.get('/aprobacion', { config: publico, schema: { querystring: z.object({ token: z.string().max(2000).default('') }), response: { 200: informeParaAprobarSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return leerAprobacion(app, request.query.token);
  });
  app.post('/aprobacion', { config: publico, schema: { body: aprobacionCorreoSchema, response: { 200: mensajeSchema } } }, async (request) => {
    const { token, decision, comentarios } = request.body;
    return decidirAprobacion(app, token, decision, comentarios);
  });
}

import multipart from '@fastify/multipart';
import { z } from '../../../shared/validation';
import { destacadoSchema } from '../../../shared/schemas/servicio-social';
import { borrarArchivo, conArchivos } from '../../archivos/almacen';
import { opcionesMultipart, recibirFormulario } from '../../archivos/multipart';
import { audit } from '../../audit/service';
import { almacenDe } from '../../archivos/almacenamiento';
import { unprocessable } from '../../lib/http-error';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../../lib/rest';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import {
  DESTACADO_SORTABLE, agregarFoto, borrarDestacado, crearDestacado, destacadosPublicos, editarDestacado, leerDestacado, listarDestacados, quitarFoto,
} from './service';
import { respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { borradoSchema, destacadoPublicoSchema, destacadoSsSchema } from '../../../shared/schemas/servicio-social-respuesta';

const FOTO_MAX_MB = 5;
const destacado = respuestasDeRecurso(destacadoSsSchema);
const fotoParamsSchema = idParamsSchema.extend({ archivoId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Identificador de foto inválido') });

export default async function destacadosSsRoutes(app: App) {
  await app.register(multipart, opcionesMultipart(FOTO_MAX_MB, 1));
  const almacen = almacenDe(app.config);

  // ── Public: only published projects, photos by public URL ──
  app.get('/destacados/publicos', { schema: { response: { 200: z.array(destacadoPublicoSchema) } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return destacadosPublicos(app.db);
  });

  // ── Staff ──
  app.get('/destacados', { onRequest: requirePermission('destacados.ver'), schema: { querystring: listQuerySchema, response: destacado.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, DESTACADO_SORTABLE, ['orden', 'ASC']);
    const { rows, total } = await listarDestacados(app, params);
    return sendList(reply, 'destacados', rows, total, params.offset);
  });
  app.get('/destacados/:id', { onRequest: requirePermission('destacados.ver'), schema: { params: idParamsSchema, response: destacado.uno } }, async (request) => leerDestacado(app, request.params.id));
  app.post('/destacados', { onRequest: requirePermission('destacados.crear'), schema: { body: destacadoSchema, response: destacado.creado } }, async (request, reply) =>
    reply.status(201).send(await crearDestacado(app, request, request.body)));
  app.put('/destacados/:id', { onRequest: requirePermission('destacados.editar'), schema: { params: idParamsSchema, body: destacadoSchema, response: destacado.uno } }, async (request) =>
    editarDestacado(app, request, request.params.id, request.body));
  app.delete('/destacados/:id', { onRequest: requirePermission('destacados.eliminar'), schema: { params: idParamsSchema, response: { 200: borradoSchema } } }, async (request) => {
    const { fotos } = await borrarDestacado(app, request, request.params.id);
    for (const foto of fotos) await borrarArchivo(app.db, almacen, foto);
    return { id: request.params.id };
  });

  /** One photo per request (JPG or PNG by content); recorded and appended in one transaction. */
  app.post('/destacados/:id/fotos', { onRequest: requirePermission('destacados.editar'), schema: { params: idParamsSchema, response: destacado.uno } }, async (request) => {
    const { id } = request.params;
    await leerDestacado(app, id);
    const formulario = await recibirFormulario(request, almacen, (campo) => (campo === 'foto' ? { tipos: ['jpg', 'png'], maxMb: FOTO_MAX_MB } : undefined));
    try {
      if (Object.keys(formulario.errores).length) throw unprocessable(formulario.errores);
      const archivo = formulario.archivos.get('foto');
      if (!archivo) throw unprocessable({ foto: ['Adjunte una foto JPG o PNG'] });
      const archivoId = await conArchivos(app.db, almacen, async (tx, guardar) => {
        const nuevo = await guardar(archivo, { area: 'servicio-social', creadoPor: request.user!.id });
        await agregarFoto(tx, id, nuevo);
        return nuevo;
      });
      await audit(app.db, request, { accion: 'editar', recurso: 'ss-destacados', registroId: id, despues: { fotoAgregada: archivoId, nombre: archivo.nombre } });
      return leerDestacado(app, id);
    } finally {
      formulario.limpiar();
    }
  });
  app.delete('/destacados/:id/fotos/:archivoId', { onRequest: requirePermission('destacados.editar'), schema: { params: fotoParamsSchema, response: destacado.uno } }, async (request) => {
    const { id, archivoId } = request.params;
    await quitarFoto(app.db, id, archivoId);
    await borrarArchivo(app.db, almacen, archivoId);
    await audit(app.db, request, { accion: 'editar', recurso: 'ss-destacados', registroId: id, despues: { fotoQuitada: archivoId } });
    return leerDestacado(app, id);
  });
}

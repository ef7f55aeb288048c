import { z } from '../../../shared/validation';
import {
  cerrarOfertaSchema, decisionOfertaSchema, estadoEmpleadorSchema, filtroOfertasSchema, ofertaDatosSchema, ofertaEnListaSchema, ofertaPublicaSchema, ofertaSchema, publicarVariasSchema, renovarOfertaSchema,
} from '../../../shared/schemas/bolsa';
import { ESTADOS_OFERTA } from '../../../shared/bolsa/valores';
import { can } from '../../../shared/permissions';
import { LISTA, respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { notFound, unprocessable } from '../../lib/http-error';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../../lib/rest';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import { empleadorActivo, empleadorDeUsuario, motivoSinAcceso, requireCuentaEmpleador } from '../acceso';
import { OFERTAS_PUBLICAS_SORTABLE, buscarOfertas } from './publico';
import { hoyMexico } from '../../servicio-social/comun/fechas';
import { cerrarOferta, crearOferta, decidirOferta, editarOferta, leerOferta, listarOfertas, ofertaPropia, publicarVarias, renovarOferta } from './service';

const oferta = respuestasDeRecurso(ofertaSchema);
const VISIBLES = new Set(['publicada', 'cerrada']);

/** A public filter that does not parse answers 422 next to its key, not 500. */
function leerFiltro(filter: Record<string, unknown>) {
  const r = filtroOfertasSchema.safeParse(filter);
  if (!r.success) throw unprocessable(Object.fromEntries(r.error.issues.map((i) => [String(i.path[0] ?? 'filter'), [i.message]])), 'El filtro no es válido');
  return r.data;
}

export default async function ofertasRoutes(app: App) {
  // ── Public ──
  app.get('/ofertas', {
    schema: { querystring: listQuerySchema, response: { 200: z.array(ofertaEnListaSchema).meta({ [LISTA]: true }) } },
    config: { rateLimit: { max: 600, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const params = parseListQuery(request.query, OFERTAS_PUBLICAS_SORTABLE, ['publicadaEn', 'DESC']);
    const filtro = leerFiltro(params.filter);
    const orden = { campo: params.sortField, desc: params.sortOrder === 'DESC' };
    const limite = Math.min(params.limit, 100);
    const clave = JSON.stringify([hoyMexico(), filtro, orden, params.offset, limite]);
    const { rows, total, estimado } = await app.cacheBusquedaBolsa.obtener(clave, () => buscarOfertas(app.db, filtro, orden, params.offset, limite));
    if (estimado) reply.header('X-Total-Estimado', '1');
    return sendList(reply, 'ofertas', rows, total, params.offset);
  });
  /** Published and closed offers are public; the others only for their employer and staff. */
  app.get('/ofertas/:id', { schema: { params: idParamsSchema, response: { 200: ofertaPublicaSchema } } }, async (request) => {
    const o = await leerOferta(app.db, request.params.id);
    if (VISIBLES.has(o.estado) && o.publicadaEn) return o;
    if (request.user && can(request.user, 'bolsa.ver')) return o;
    const propio = request.user ? await empleadorDeUsuario(app.db, request.user) : null;
    if (propio && propio.empleadorId === o.empleadorId) return o;
    throw notFound('La oferta no existe');
  });

  // ── The employer ──
  app.post('/ofertas', { onRequest: requireCuentaEmpleador, schema: { body: ofertaDatosSchema, response: oferta.creado } }, async (request, reply) => {
    const empleador = await empleadorActivo(app.db, request.user!);
    return reply.status(201).send(await crearOferta(app, request, empleador, request.body));
  });
  app.put('/ofertas/:id', { onRequest: requireCuentaEmpleador, schema: { params: idParamsSchema, body: ofertaDatosSchema, response: oferta.uno } }, async (request) =>
    editarOferta(app, request, await empleadorActivo(app.db, request.user!), request.params.id, request.body));
  app.post('/ofertas/:id/cerrar', { onRequest: requireCuentaEmpleador, schema: { params: idParamsSchema, body: cerrarOfertaSchema, response: oferta.uno } }, async (request) =>
    cerrarOferta(app, request, await empleadorActivo(app.db, request.user!), request.params.id, request.body?.cubierta ?? false));
  app.post('/ofertas/:id/renovar', { onRequest: requireCuentaEmpleador, schema: { params: idParamsSchema, body: renovarOfertaSchema, response: oferta.uno } }, async (request) =>
    renovarOferta(app, request, await empleadorActivo(app.db, request.user!), request.params.id, request.body.cierre));
  // The portal's first question: a company still waiting (or declined) is told why with a 200, not a refused request.
  app.get('/empleador/estado', { onRequest: requireCuentaEmpleador, schema: { response: { 200: estadoEmpleadorSchema } } }, async (request) => {
    const e = await empleadorDeUsuario(app.db, request.user!);
    const motivo = motivoSinAcceso(e, request.user!);
    return { razonSocial: e?.razonSocial ?? null, estado: (e?.estado ?? null) as never, puedeActuar: motivo === null, motivo };
  });
  app.get('/empleador/ofertas', { onRequest: requireCuentaEmpleador, schema: { querystring: listQuerySchema, response: oferta.lista } }, async (request, reply) => {
    const empleador = await empleadorActivo(app.db, request.user!);
    const params = parseListQuery(request.query, ['createdAt'], ['createdAt', 'DESC']);
    const { rows, total } = await listarOfertas(app.db, { empleadorId: empleador.empleadorId, offset: params.offset, limit: params.limit });
    return sendList(reply, 'ofertas', rows, total, params.offset);
  });
  app.get('/empleador/ofertas/:id', { onRequest: requireCuentaEmpleador, schema: { params: idParamsSchema, response: oferta.uno } }, async (request) =>
    ofertaPropia(app.db, await empleadorActivo(app.db, request.user!), request.params.id));

  // ── Staff ──
  app.get('/revision/ofertas', { onRequest: requirePermission('bolsa.ver'), schema: { querystring: listQuerySchema, response: oferta.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, ['createdAt'], ['createdAt', 'DESC']);
    const estado = params.filter.estado;
    const estados = (Array.isArray(estado) ? estado : estado === undefined ? [] : [estado]).map(String).filter((e) => e in ESTADOS_OFERTA);
    const empleadorId = params.filter.empleadorId === undefined ? undefined : Number(params.filter.empleadorId) || 0;
    const { rows, total } = await listarOfertas(app.db, { estados, empleadorId, offset: params.offset, limit: params.limit });
    return sendList(reply, 'ofertas', rows, total, params.offset);
  });
  app.get('/revision/ofertas/:id', { onRequest: requirePermission('bolsa.ver'), schema: { params: idParamsSchema, response: oferta.uno } }, async (request) =>
    leerOferta(app.db, request.params.id));
  app.post('/ofertas/:id/decision', { onRequest: requirePermission('bolsa.moderar'), schema: { params: idParamsSchema, body: decisionOfertaSchema, response: oferta.uno } }, async (request) =>
    decidirOferta(app, request, request.params.id, request.body));
  app.post('/ofertas/publicar', {
    onRequest: requirePermission('bolsa.moderar'),
    schema: { body: publicarVariasSchema, response: { 200: z.object({ publicadas: z.array(z.number().int()), omitidas: z.array(z.number().int()) }) } },
  }, async (request) => publicarVarias(app, request, request.body.ids));
}

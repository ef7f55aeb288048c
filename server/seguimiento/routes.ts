import {
  aplicacionInputSchema, cuestionarioInputSchema, empleadoresCsvSchema, encuestaGuardarSchema, metaInputSchema,
} from '../../shared/schemas/seguimiento';
import {
  aplicacionSchema, avanceGrupoSchema, capturaTelefonicaSchema, cuestionarioSchema, empleadoresInvitadosSchema, encuestaGuardadaSchema,
  envioAplicacionSchema, indicadoresSchema, metaIndicadorSchema, recordatorioAplicacionSchema, revisionEmpleadoresSchema,
  seguimientoEgresadoSchema, sinCorreoSchema,
} from '../../shared/schemas/seguimiento-respuesta';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { z } from '../../shared/validation';
import { audit } from '../audit/service';
import { downloadLink } from '../lib/download-link';
import { notFound } from '../lib/http-error';
import { respuestaArchivo } from '../lib/respuesta-archivo';
import { CONTENT_TYPES_TABLAS } from '../lib/tablas-exportar';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { enviarAplicacion, recordarAhora } from './aplicaciones/invitar';
import { APLICACION_SORTABLE, assertExiste, createAplicacion, getAplicacion, listAplicaciones, updateAplicacion } from './aplicaciones/service';
import { CUESTIONARIO_SORTABLE, createCuestionario, getCuestionario, listCuestionarios, updateCuestionario } from './cuestionarios/service';
import { guardarCaptura, leerCaptura } from './captura';
import { invitarEmpleadores, revisarEmpleadores } from './empleadores/lista';
import encuestaRoutes from './encuesta/routes';
import { exportarIndicadores } from './indicadores/exportar';
import { aplicacionesDePrograma, avancePorGrupo, calcularIndicadores, DEFINICIONES, guardarMeta, listMetas } from './indicadores/service';
import { historialEgresado, sinCorreo } from './egresado';

const VER = requirePermission('seguimiento.ver');
const EDITAR = requirePermission('seguimiento.editar');
const ENVIAR = requirePermission('seguimiento.enviar');

const alcanceQuery = z.object({
  programaId: z.coerce.number().int().positive('Programa inválido').optional(),
  generacion: z.coerce.number().int().min(1950, 'Generación inválida').max(2100, 'Generación inválida').optional(),
});

const cuestionarios = respuestasDeRecurso(cuestionarioSchema);
const aplicaciones = respuestasDeRecurso(aplicacionSchema);
const metas = respuestasDeRecurso(metaIndicadorSchema);
const enlace = { 200: z.object({ url: z.string() }) };

const FORMATO = z.enum(['xlsx', 'pdf'], { error: 'El formato debe ser xlsx o pdf' });
const enlaceIndicadores = downloadLink({
  purpose: 'seguimiento.indicadores', permission: 'seguimiento.ver',
  invalidMessage: 'El enlace de descarga no es válido o ya expiró: vuelva a exportar desde los indicadores',
});

export default async function seguimientoRoutes(app: App) {
  await app.register(encuestaRoutes);

  // ── Cuestionarios ──
  app.get('/seguimiento/cuestionarios', { onRequest: VER, schema: { querystring: listQuerySchema, response: cuestionarios.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, CUESTIONARIO_SORTABLE, ['id', 'ASC']);
    const { rows, total } = await listCuestionarios(app.db, params);
    return sendList(reply, 'cuestionarios', rows, total, params.offset);
  });
  app.get('/seguimiento/cuestionarios/:id', { onRequest: VER, schema: { params: idParamsSchema, response: cuestionarios.uno } }, async (request) => getCuestionario(app.db, request.params.id));
  app.post('/seguimiento/cuestionarios', { onRequest: EDITAR, schema: { body: cuestionarioInputSchema, response: cuestionarios.creado } }, async (request, reply) => {
    const cuestionario = await createCuestionario(app.db, request.body);
    await audit(app.db, request, { accion: 'crear', recurso: 'seguimiento-cuestionarios', registroId: cuestionario.id, despues: cuestionario });
    return reply.status(201).send(cuestionario);
  });
  app.put('/seguimiento/cuestionarios/:id', { onRequest: EDITAR, schema: { params: idParamsSchema, body: cuestionarioInputSchema, response: cuestionarios.uno } }, async (request) => {
    const { antes, despues } = await updateCuestionario(app.db, request.params.id, request.body);
    await audit(app.db, request, { accion: despues.id === antes.id ? 'editar' : 'crear', recurso: 'seguimiento-cuestionarios', registroId: despues.id, antes, despues });
    return despues;
  });

  // ── Aplicaciones ──
  app.get('/seguimiento/aplicaciones', { onRequest: VER, schema: { querystring: listQuerySchema, response: aplicaciones.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, APLICACION_SORTABLE, ['id', 'DESC']);
    const { rows, total } = await listAplicaciones(app.db, params);
    return sendList(reply, 'aplicaciones', rows, total, params.offset);
  });
  app.get('/seguimiento/aplicaciones/:id', { onRequest: VER, schema: { params: idParamsSchema, response: aplicaciones.uno } }, async (request) => getAplicacion(app.db, request.params.id));
  app.post('/seguimiento/aplicaciones', { onRequest: EDITAR, schema: { body: aplicacionInputSchema, response: aplicaciones.creado } }, async (request, reply) => {
    const aplicacion = await createAplicacion(app.db, request.body, request.user?.id ?? null);
    await audit(app.db, request, { accion: 'crear', recurso: 'seguimiento-aplicaciones', registroId: aplicacion.id, despues: aplicacion });
    return reply.status(201).send(aplicacion);
  });
  app.put('/seguimiento/aplicaciones/:id', { onRequest: EDITAR, schema: { params: idParamsSchema, body: aplicacionInputSchema, response: aplicaciones.uno } }, async (request) => {
    const { antes, despues } = await updateAplicacion(app.db, request.params.id, request.body);
    await audit(app.db, request, { accion: 'editar', recurso: 'seguimiento-aplicaciones', registroId: despues.id, antes, despues });
    return despues;
  });
  app.post('/seguimiento/aplicaciones/:id/enviar', { onRequest: ENVIAR, schema: { params: idParamsSchema, response: { 202: envioAplicacionSchema } } }, async (request, reply) => {
    const resultado = await enviarAplicacion(app.db, request.params.id, request.user?.id ?? null);
    await audit(app.db, request, { accion: 'editar', recurso: 'seguimiento-aplicaciones', registroId: request.params.id, despues: { enviar: resultado } });
    return reply.status(202).send(resultado);
  });
  app.post('/seguimiento/aplicaciones/:id/recordar', { onRequest: ENVIAR, schema: { params: idParamsSchema, response: { 202: recordatorioAplicacionSchema } } }, async (request, reply) => {
    const resultado = await recordarAhora(app.db, request.params.id, request.user?.id ?? null);
    await audit(app.db, request, { accion: 'editar', recurso: 'seguimiento-aplicaciones', registroId: request.params.id, despues: { recordar: resultado } });
    return reply.status(202).send(resultado);
  });
  app.get('/seguimiento/aplicaciones/:id/avance', { onRequest: VER, schema: { params: idParamsSchema, response: { 200: z.array(avanceGrupoSchema) } } }, async (request) => {
    const aplicacion = await getAplicacion(app.db, request.params.id);
    return avancePorGrupo(app.db, aplicacion.id, aplicacion.filtro);
  });
  app.get('/seguimiento/aplicaciones/:id/indicadores', { onRequest: VER, schema: { params: idParamsSchema, querystring: alcanceQuery, response: { 200: indicadoresSchema } } }, async (request) => {
    await assertExiste(app.db, request.params.id);
    return calcularIndicadores(app.db, { aplicacionIds: [request.params.id], ...request.query });
  });
  app.post(
    '/seguimiento/aplicaciones/:id/indicadores/enlace',
    { onRequest: VER, schema: { params: idParamsSchema, body: alcanceQuery.extend({ formato: FORMATO }), response: enlace } },
    async (request) => {
      const { formato, ...alcance } = request.body;
      const params = new URLSearchParams({ token: enlaceIndicadores.sign(app.signer, request.user!.id) });
      for (const [k, v] of Object.entries(alcance)) if (v !== undefined) params.set(k, String(v));
      return { url: `/api/seguimiento/aplicaciones/${request.params.id}/indicadores/${formato}?${params}` };
    },
  );
  app.get(
    '/seguimiento/aplicaciones/:id/indicadores/:formato',
    {
      onRequest: enlaceIndicadores.guard(app.db, app.signer),
      schema: {
        params: idParamsSchema.extend({ formato: FORMATO }),
        querystring: alcanceQuery.extend({ token: z.string().optional() }),
        response: { 200: respuestaArchivo('Los indicadores de la aplicación, como hoja de cálculo o PDF.', ...Object.values(CONTENT_TYPES_TABLAS)) },
      },
    },
    async (request, reply) => {
      const { programaId, generacion } = request.query;
      const aplicacion = await getAplicacion(app.db, request.params.id);
      const indicadores = await calcularIndicadores(app.db, { aplicacionIds: [aplicacion.id], programaId, generacion });
      return exportarIndicadores(app.db, reply, { aplicacion, indicadores, formato: request.params.formato, alcance: { programaId, generacion } });
    },
  );
  app.get('/seguimiento/aplicaciones/:id/sin-correo', { onRequest: VER, schema: { params: idParamsSchema, response: { 200: z.array(sinCorreoSchema) } } }, async (request) => {
    await getAplicacion(app.db, request.params.id);
    return sinCorreo(app.db, request.params.id);
  });

  // ── Captura telefónica: staff enter the answers of a graduate without an email. ──
  app.get('/seguimiento/invitaciones/:id/respuestas', { onRequest: EDITAR, schema: { params: idParamsSchema, response: { 200: capturaTelefonicaSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return leerCaptura(app, request.params.id);
  });
  app.put(
    '/seguimiento/invitaciones/:id/respuestas',
    { onRequest: EDITAR, schema: { params: idParamsSchema, body: encuestaGuardarSchema.omit({ token: true, aceptaAviso: true }), response: { 200: encuestaGuardadaSchema } } },
    async (request) => {
      const { resultado, antes, despues } = await guardarCaptura(app, request.params.id, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: 'seguimiento-respuestas', registroId: request.params.id, antes, despues });
      return resultado;
    },
  );

  // ── Empleadores desde una lista (CSV): preview, then the same file confirmed. ──
  app.post(
    '/seguimiento/aplicaciones/:id/empleadores',
    {
      onRequest: ENVIAR,
      schema: { params: idParamsSchema, body: empleadoresCsvSchema, response: { 200: revisionEmpleadoresSchema, 202: empleadoresInvitadosSchema } },
      bodyLimit: 2 * 1024 * 1024,
    },
    async (request, reply) => {
      if (!request.body.confirmar) return revisarEmpleadores(app, request.params.id, request.body.csv);
      const resultado = await invitarEmpleadores(app, request.params.id, request.body.csv);
      await audit(app.db, request, { accion: 'editar', recurso: 'seguimiento-aplicaciones', registroId: request.params.id, despues: { empleadores: resultado } });
      return reply.status(202).send(resultado);
    },
  );

  // ── Indicadores ──
  app.get('/seguimiento/indicadores', { onRequest: VER, schema: { querystring: alcanceQuery.required({ programaId: true }), response: { 200: indicadoresSchema } } }, async (request) => {
    const ids = await aplicacionesDePrograma(app.db, request.query.programaId);
    return calcularIndicadores(app.db, { aplicacionIds: ids, ...request.query });
  });
  app.get('/seguimiento/metas', { onRequest: VER, schema: { response: metas.lista } }, async (_request, reply) => {
    const rows = await listMetas(app.db);
    return sendList(reply, 'metas', rows, rows.length, 0);
  });
  app.get('/seguimiento/metas/:clave', { onRequest: VER, schema: { params: z.object({ clave: z.string() }), response: metas.uno } }, async (request) => {
    const meta = (await listMetas(app.db)).find((m) => m.clave === request.params.clave);
    if (!meta) throw notFound('El indicador no existe');
    return meta;
  });
  app.put(
    '/seguimiento/metas/:clave',
    { onRequest: EDITAR, schema: { params: z.object({ clave: z.enum(DEFINICIONES.map((d) => d.clave) as [string, ...string[]], { error: 'El indicador no existe' }) }), body: metaInputSchema, response: metas.uno } },
    async (request) => {
      const antes = (await listMetas(app.db)).find((m) => m.clave === request.params.clave);
      const despues = await guardarMeta(app.db, request.params.clave, request.body.meta);
      await audit(app.db, request, { accion: 'editar', recurso: 'seguimiento-metas', registroId: request.params.clave, antes, despues });
      return despues;
    },
  );

  // ── The graduate's record ──
  app.get('/seguimiento/egresados/:id', { onRequest: VER, schema: { params: idParamsSchema, response: { 200: seguimientoEgresadoSchema } } }, async (request) => historialEgresado(app.db, request.params.id));
}

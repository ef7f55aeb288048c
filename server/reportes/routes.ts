import {
  exportarReporteSchema, FORMATOS_REPORTE, indicadoresQuerySchema, indicadoresSchema, reporteQuerySchema, reporteSchema,
  tableroQuerySchema, tableroSchema,
} from '../../shared/schemas/reportes';
import { z } from '../../shared/validation';
import { respuestaArchivo, TIPOS_HOJA } from '../lib/respuesta-archivo';
import { attachment } from '../lib/spreadsheet';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { enlaceReporte } from './enlace';
import { CONTENT_TYPES_REPORTE, datosReporte, nombreArchivoReporte, reporteStream } from './exportar';
import { parseFiltro } from './filtro';
import { indicadores } from './indicadores';
import { reporte } from './reporte';
import { tablero } from './tablero';

const exportarQuerySchema = z.object({
  formato: z.enum(FORMATOS_REPORTE, { error: 'El formato debe ser xlsx, csv o pdf' }),
  dimension: reporteQuerySchema.shape.dimension,
  agrupar: indicadoresQuerySchema.shape.agrupar,
  filter: z.string().optional(),
  token: z.string().optional(),
});

const asParam = (value: unknown) => (value === undefined || typeof value === 'string' ? value : JSON.stringify(value));

export default async function reportesRoutes(app: App) {
  app.get(
    '/egresados/reportes',
    { onRequest: requirePermission('reportes.ver'), schema: { querystring: reporteQuerySchema, response: { 200: reporteSchema } } },
    async (request) => {
      const filtro = parseFiltro(request.query.filter);
      return app.cacheAgregados.obtener(`reporte:${request.query.dimension}:${JSON.stringify(filtro)}`, () => reporte(app.db, request.query.dimension, filtro));
    },
  );

  app.get(
    '/egresados/reportes/indicadores',
    { onRequest: requirePermission('reportes.ver'), schema: { querystring: indicadoresQuerySchema, response: { 200: indicadoresSchema } } },
    async (request) => {
      const filtro = parseFiltro(request.query.filter);
      return app.cacheAgregados.obtener(`indicadores:${request.query.agrupar}:${JSON.stringify(filtro)}`, () => indicadores(app.db, request.query.agrupar, filtro));
    },
  );

  app.post(
    '/egresados/reportes/exportar/enlace',
    { onRequest: requirePermission('reportes.ver'), schema: { body: exportarReporteSchema, response: { 200: z.object({ url: z.string() }) } } },
    async (request) => {
      const { formato, dimension, agrupar, filter } = request.body;
      const raw = asParam(filter);
      parseFiltro(raw); // a malformed filter is refused now, not at download time
      const params = new URLSearchParams({ formato, dimension, agrupar });
      if (raw) params.set('filter', raw);
      params.set('token', enlaceReporte.sign(app.signer, request.user!.id));
      return { url: `/api/egresados/reportes/exportar?${params}` };
    },
  );

  app.get(
    '/egresados/reportes/exportar',
    { onRequest: enlaceReporte.guard(app.db, app.signer), schema: { querystring: exportarQuerySchema, response: { 200: respuestaArchivo('El reporte, como hoja de cálculo o PDF.', ...TIPOS_HOJA, 'application/pdf') } } },
    async (request, reply) => {
      const { formato, dimension, agrupar, filter } = request.query;
      const datos = await datosReporte(app.db, dimension, agrupar, parseFiltro(filter));
      return reply
        .header('Content-Type', CONTENT_TYPES_REPORTE[formato])
        .header('Content-Disposition', attachment(nombreArchivoReporte(dimension, formato)))
        .header('Cache-Control', 'no-store')
        .send(reporteStream(datos, formato));
    },
  );

  app.get(
    '/egresados/tablero',
    { onRequest: requirePermission('reportes.ver'), schema: { querystring: tableroQuerySchema, response: { 200: tableroSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return tablero(app.db, request.query.dias, new Date(), (clave, calcular) => app.cacheAgregados.obtener(clave, calcular));
    },
  );
}

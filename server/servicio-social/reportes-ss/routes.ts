import { eq } from 'drizzle-orm';
import { exportarReporteSsSchema, FORMATOS_REPORTE_SS, reporteSsFiltroSchema, type ReporteSsFiltro } from '../../../shared/schemas/servicio-social-evaluaciones';
import { z } from '../../../shared/validation';
import { ssInstituciones } from '../../db/schema';
import { downloadLink } from '../../lib/download-link';
import { unprocessable } from '../../lib/http-error';
import { attachment } from '../../lib/spreadsheet';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import { CONTENT_TYPES_SS, nombreArchivoSs, reporteSsStream } from './exportar';
import { reporteSs } from './service';
import { rechazarNul } from '../../lib/sin-nul';
import { reporteSsSchema } from '../../../shared/schemas/servicio-social-respuesta';
import { respuestaArchivo } from '../../lib/respuesta-archivo';

const enlaceReporteSs = downloadLink({
  purpose: 'ss-reportes.exportar', permission: 'ss-reportes.ver',
  invalidMessage: 'El enlace de descarga no es válido o ya expiró: vuelva a exportar desde el reporte',
});

/** ?filter={"periodo":"2027-1","institucionId":3} (react-admin style); a malformed one is a 422, never a 500. */
function parseFiltro(raw: string | undefined): ReporteSsFiltro {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw unprocessable({ filter: ['El filtro no es válido'] });
  }
  rechazarNul(json, 'filter');
  const parsed = reporteSsFiltroSchema.safeParse(json);
  if (!parsed.success) throw unprocessable({ filter: ['El filtro no es válido'] });
  return parsed.data;
}

const consulta = z.object({ filter: z.string().optional() });
const descarga = z.object({ formato: z.enum(FORMATOS_REPORTE_SS, { error: 'El formato debe ser xlsx o pdf' }), filter: z.string().optional(), token: z.string().optional() });

export default async function reportesSsRoutes(app: App) {
  app.get('/reportes-ss', { onRequest: requirePermission('ss-reportes.ver'), schema: { querystring: consulta, response: { 200: reporteSsSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return reporteSs(app.db, parseFiltro(request.query.filter));
  });

  app.post('/reportes-ss/exportar/enlace', { onRequest: requirePermission('ss-reportes.ver'), schema: { body: exportarReporteSsSchema, response: { 200: z.object({ url: z.string() }) } } }, async (request) => {
    const params = new URLSearchParams({ formato: request.body.formato, filter: JSON.stringify(request.body.filter), token: enlaceReporteSs.sign(app.signer, request.user!.id) });
    return { url: `/api/servicio-social/reportes-ss/exportar?${params}` };
  });

  app.get('/reportes-ss/exportar', { onRequest: enlaceReporteSs.guard(app.db, app.signer), schema: { querystring: descarga, response: { 200: respuestaArchivo('El reporte, como hoja de cálculo o PDF.', ...Object.values(CONTENT_TYPES_SS)) } } }, async (request, reply) => {
    const filtro = parseFiltro(request.query.filter);
    const reporte = await reporteSs(app.db, filtro);
    const [inst] = filtro.institucionId
      ? await app.db.select({ nombre: ssInstituciones.razonSocial }).from(ssInstituciones).where(eq(ssInstituciones.id, filtro.institucionId))
      : [];
    return reply
      .header('Content-Type', CONTENT_TYPES_SS[request.query.formato])
      .header('Content-Disposition', attachment(nombreArchivoSs(request.query.formato)))
      .header('Cache-Control', 'no-store')
      .send(reporteSsStream(reporte, request.query.formato, inst?.nombre ?? null));
  });
}

import { indicadoresQuerySchema, indicadoresSchema } from '../../../shared/schemas/bolsa';
import { z } from '../../../shared/validation';
import { downloadLink } from '../../lib/download-link';
import { respuestaArchivo } from '../../lib/respuesta-archivo';
import { attachment } from '../../lib/spreadsheet';
import { CONTENT_TYPES_TABLAS, tablasPdf, tablasXlsx } from '../../lib/tablas-exportar';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import { reporteIndicadoresBolsa } from './exportar';
import { indicadores } from './service';

const FORMATO = z.enum(['xlsx', 'pdf'], { error: 'El formato debe ser xlsx o pdf' });
const enlaceIndicadoresBolsa = downloadLink({
  purpose: 'bolsa.indicadores', permission: 'bolsa.ver', invalidMessage: 'El enlace de descarga no es válido o ya expiró: vuelva a exportar desde los indicadores',
});

export default async function indicadoresBolsaRoutes(app: App) {
  app.get('/indicadores', { onRequest: requirePermission('bolsa.ver'), schema: { querystring: indicadoresQuerySchema, response: { 200: indicadoresSchema } } }, async (request) =>
    app.cacheIndicadoresBolsa.obtener(JSON.stringify(request.query), () => indicadores(app.db, request.query)));

  app.post('/indicadores/exportar/enlace', {
    onRequest: requirePermission('bolsa.ver'),
    schema: { body: indicadoresQuerySchema.extend({ formato: FORMATO }), response: { 200: z.object({ url: z.string() }) } },
  }, async (request) => {
    const { formato, ...filtro } = request.body;
    const params = new URLSearchParams({ formato, token: enlaceIndicadoresBolsa.sign(app.signer, request.user!.id) });
    for (const [k, v] of Object.entries(filtro)) if (v !== undefined) params.set(k, String(v));
    return { url: `/api/bolsa/indicadores/exportar?${params}` };
  });

  app.get('/indicadores/exportar', {
    onRequest: enlaceIndicadoresBolsa.guard(app.db, app.signer),
    schema: {
      querystring: indicadoresQuerySchema.extend({ formato: FORMATO, token: z.string().optional() }),
      response: { 200: respuestaArchivo('Los indicadores de colocación, como hoja de cálculo o PDF.', ...Object.values(CONTENT_TYPES_TABLAS)) },
    },
  }, async (request, reply) => {
    const { formato, token: _token, ...filtro } = request.query;
    const reporte = await reporteIndicadoresBolsa(app.db, await app.cacheIndicadoresBolsa.obtener(JSON.stringify(filtro), () => indicadores(app.db, filtro)), filtro);
    return reply
      .header('Content-Type', CONTENT_TYPES_TABLAS[formato])
      .header('Content-Disposition', attachment(`indicadores-bolsa-de-trabajo.${formato}`))
      .header('Cache-Control', 'no-store')
      .send(formato === 'xlsx' ? tablasXlsx(reporte) : tablasPdf(reporte));
  });
}

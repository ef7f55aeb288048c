// The indicators table for the accreditation file, with its methodology section (population, invited, answered,
// response rate, margin of error), as XLSX or PDF.
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Aplicacion, Indicadores } from '../../../shared/schemas/seguimiento';
import type { Db } from '../../db/client';
import { programas } from '../../db/schema';
import { attachment } from '../../lib/spreadsheet';
import { CONTENT_TYPES_TABLAS, tablasPdf, tablasXlsx, type ReporteTablas } from '../../lib/tablas-exportar';
import { fechaHoraEnMexico } from '../../reportes/calendario';

export const TITULO_INDICADORES = 'Indicadores de seguimiento de egresados';

const valor = (v: number | null, unidad: string) => (v === null ? null : unidad === '%' ? `${v.toFixed(1)} %` : v.toFixed(2));

export function reporteIndicadores(a: Aplicacion, r: Indicadores, alcance: string, ahora = new Date()): ReporteTablas {
  const margen = r.margenError === null ? 'no se puede calcular (sin respuestas)' : `±${r.margenError.toFixed(1)} puntos porcentuales`;
  return {
    titulo: TITULO_INDICADORES,
    lineas: [`Aplicación: ${a.nombre} · Cuestionario: ${a.cuestionario}`, `Alcance: ${alcance}`, `Generado el ${fechaHoraEnMexico(ahora)} (hora de la Ciudad de México)`],
    tablas: [
      {
        titulo: 'Indicadores',
        encabezados: ['Indicador', 'Valor', 'Meta', 'Cumple', 'n'],
        filas: r.indicadores.map((i) => [i.nombre, valor(i.valor, i.unidad), `mínimo ${i.unidad === '%' ? `${i.meta} %` : i.meta}`, i.cumple === null ? 'Sin datos' : i.cumple ? 'Sí' : 'No', i.n]),
      },
      {
        titulo: 'Metodología',
        encabezados: ['Concepto', 'Valor'],
        filas: [
          ['Población (egresados que cumplen el filtro)', r.poblacion],
          ['Invitados por correo', r.invitados],
          ['Respuestas enviadas', r.respuestas],
          ['Tasa de respuesta (respuestas / población)', `${r.tasaRespuesta.toFixed(1)} %`],
          ['Margen de error al 95 %', margen],
        ],
      },
    ],
    notas: {
      titulo: 'Nota metodológica',
      parrafos: [
        `Periodo de levantamiento: del ${fechaHoraEnMexico(new Date(a.apertura))} al ${fechaHoraEnMexico(new Date(a.cierre))}.`,
        'Los indicadores se calculan solo con las respuestas enviadas. Los porcentajes de empleo se calculan sobre todos los que respondieron; la relación con los estudios y el ingreso, sobre quienes trabajan.',
        'El margen de error se calcula al 95 % de confianza con la proporción más conservadora (p = 0.5) y la corrección por población finita: e = 1.96 × raíz(p(1 - p) / n) × raíz((N - n) / (N - 1)), con N la población y n las respuestas.',
        'Los ingresos se reportan en múltiplos del salario mínimo mensual vigente.',
      ],
    },
  };
}

export async function exportarIndicadores(
  db: Db,
  reply: FastifyReply,
  { aplicacion, indicadores, formato, alcance }: { aplicacion: Aplicacion; indicadores: Indicadores; formato: 'xlsx' | 'pdf'; alcance: { programaId?: number; generacion?: number } },
) {
  const partes: string[] = [];
  if (alcance.programaId) {
    const [p] = await db.select({ nombre: programas.nombre }).from(programas).where(eq(programas.id, alcance.programaId));
    partes.push(`programa ${p?.nombre ?? alcance.programaId}`);
  }
  if (alcance.generacion) partes.push(`generación ${alcance.generacion}`);
  const reporte = reporteIndicadores(aplicacion, indicadores, partes.length ? partes.join(', ') : 'toda la población de la aplicación');
  return reply
    .header('Content-Type', CONTENT_TYPES_TABLAS[formato])
    .header('Content-Disposition', attachment(`indicadores-seguimiento-${aplicacion.id}.${formato}`))
    .header('Cache-Control', 'no-store')
    .send(formato === 'xlsx' ? tablasXlsx(reporte) : tablasPdf(reporte));
}

// The staff report as a file: XLSX (one sheet per table, every text cell through safeCell so a program or
// institution named «=HYPERLINK(…)» stays text) or a printable PDF. A few hundred rows at most: built in memory.
import type { Readable } from 'node:stream';
import type { FormatoReporteSs, ReporteSs } from '../../../shared/schemas/servicio-social-evaluaciones';
import { ESTADOS_PRESTACION } from '../../../shared/servicio-social/valores';
import { CONTENT_TYPES_TABLAS, tablasPdf, tablasXlsx, type Tabla } from '../../lib/tablas-exportar';
import { fechaHoraEnMexico } from '../../reportes/calendario';
import { hoyMexico } from '../comun/fechas';

export const TITULO_REPORTE_SS = 'Reporte de servicio social';

const CONTEO = ['Total', 'En curso', 'Concluidas', 'Liberadas', 'Bajas', 'Horas aprobadas'];

/** The report as titled tables, the same for both formats. */
export function tablas(r: ReporteSs): Tabla[] {
  const conteo = (titulo: string, primera: string, lista: ReporteSs['porPrograma']): Tabla => ({
    titulo, encabezados: [primera, ...CONTEO],
    filas: lista.map((f) => [f.etiqueta, f.total, f.enCurso, f.concluidas, f.liberadas, f.bajas, f.horasAprobadas]),
  });
  const etapa = { institucion: 'Institución (supervisor)', oficina: 'Oficina de servicio social' };
  return [
    { titulo: 'Servicios por estado', encabezados: ['Estado', 'Servicios'], filas: [...r.porEstado.map((e) => [ESTADOS_PRESTACION[e.estado], e.total]), ['Total', r.totales.prestaciones]] },
    { titulo: 'Horas', encabezados: ['Concepto', 'Horas'], filas: [['Requeridas', r.horas.requeridas], ['Registradas', r.horas.registradas], ['Aprobadas', r.horas.aprobadas]] },
    conteo('Servicios por periodo', 'Periodo', r.porPeriodo),
    conteo('Servicios por programa', 'Programa', r.porPrograma),
    conteo('Servicios por institución', 'Institución', r.porInstitucion),
    {
      titulo: 'Informes mensuales vencidos', encabezados: ['Institución', 'Informes vencidos', 'Servicios con atraso'],
      filas: [...r.informesVencidos.porInstitucion.map((f) => [f.etiqueta, f.informes, f.prestaciones]), ['Total', r.informesVencidos.informes, r.informesVencidos.prestaciones]],
    },
    {
      titulo: 'Tiempo promedio de revisión', encabezados: ['Etapa', 'Revisiones', 'Horas en promedio'],
      filas: r.revision.map((t) => [etapa[t.etapa], t.revisiones, t.promedioHoras]),
    },
  ];
}

export function describirFiltro(r: ReporteSs, institucion: string | null): string {
  const partes = [r.filtro.periodo ? `periodo ${r.filtro.periodo}` : 'todos los periodos', institucion ? `institución ${institucion}` : 'todas las instituciones'];
  return `Filtros: ${partes.join(', ')}`;
}

export const CONTENT_TYPES_SS: Record<FormatoReporteSs, string> = CONTENT_TYPES_TABLAS;

export const nombreArchivoSs = (formato: FormatoReporteSs) => `reporte-servicio-social-${hoyMexico()}.${formato}`;

export function reporteSsStream(r: ReporteSs, formato: FormatoReporteSs, institucion: string | null, ahora = new Date()): Readable {
  const reporte = {
    titulo: TITULO_REPORTE_SS,
    lineas: [`Generado el ${fechaHoraEnMexico(ahora)} (hora de la Ciudad de México)`, describirFiltro(r, institucion)],
    tablas: tablas(r),
  };
  return formato === 'xlsx' ? tablasXlsx(reporte) : tablasPdf(reporte);
}

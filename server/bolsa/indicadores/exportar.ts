// The placement indicators as XLSX or PDF, for the accreditation file: the totals, per program, and per program and
// generación, with how each figure is counted.
import { eq } from 'drizzle-orm';
import type { Indicadores } from '../../../shared/schemas/bolsa';
import type { Db } from '../../db/client';
import { programas } from '../../db/schema';
import type { ReporteTablas, Tabla } from '../../lib/tablas-exportar';
import { fechaHoraEnMexico } from '../../reportes/calendario';
import { formatDate } from '../../../shared/formato';

export const TITULO_INDICADORES_BOLSA = 'Indicadores de colocación de la bolsa de trabajo';

const ENCABEZADOS = ['Ofertas', 'Plazas', 'Candidaturas', 'Contratados', 'Tasa de colocación', 'Mediana de días a la primera candidatura', 'Mediana de días a la contratación'];
type Fila = Indicadores['porPrograma'][number];
const dias = (v: number | null) => (v === null ? '—' : v.toFixed(1));
const cifras = (f: Omit<Fila, 'programaId' | 'programa' | 'generacion'>) =>
  [f.ofertas, f.plazas, f.candidaturas, f.contratados, `${f.tasaColocacion.toFixed(1)} %`, dias(f.diasPrimeraCandidatura), dias(f.diasContratacion)];

export async function reporteIndicadoresBolsa(db: Db, r: Indicadores, filtro: { desde?: string; hasta?: string; programaId?: number }, ahora = new Date()): Promise<ReporteTablas> {
  const programa = filtro.programaId ? (await db.select({ nombre: programas.nombre }).from(programas).where(eq(programas.id, filtro.programaId)))[0]?.nombre : null;
  const periodo = filtro.desde || filtro.hasta ? `del ${filtro.desde ? formatDate(filtro.desde) : 'inicio'} al ${filtro.hasta ? formatDate(filtro.hasta) : 'día de hoy'}` : 'todo el historial';
  const tablas: Tabla[] = [
    { titulo: 'Totales', encabezados: ['Empleadores activos', ...ENCABEZADOS], filas: [[r.empleadoresActivos, ...cifras(r)]] },
    { titulo: 'Por programa', encabezados: ['Programa', ...ENCABEZADOS], filas: r.porPrograma.map((f) => [f.programa, ...cifras(f)]) },
    { titulo: 'Por programa y generación', encabezados: ['Programa', 'Generación', ...ENCABEZADOS], filas: r.porGeneracion.map((f) => [f.programa, f.generacion === null ? 'Estudiantes' : String(f.generacion), ...cifras(f)]) },
  ];
  return {
    titulo: TITULO_INDICADORES_BOLSA,
    lineas: [`Periodo de publicación: ${periodo}`, `Programa: ${programa ?? 'todos'}`, `Generado el ${fechaHoraEnMexico(ahora)} (hora de la Ciudad de México)`],
    tablas,
    notas: {
      titulo: 'Cómo se cuenta',
      parrafos: [
        'Se cuentan las ofertas publicadas en el periodo y las candidaturas y contrataciones que recibieron.',
        'La tasa de colocación es el número de egresados contratados entre el número de egresados que se postularon, en porcentaje.',
        'Las medianas se miden en días desde la publicación de la oferta.',
      ],
    },
  };
}

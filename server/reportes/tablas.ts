// The report and the indicators as plain tables (title, headers, rows, total): what every export format lays out.
import { AGRUPACIONES, DIMENSIONES, type FilaIndicador, type Indicadores, type Reporte } from '../../shared/schemas/reportes';

export type Celda = string | number | null;

export interface Tabla {
  titulo: string;
  encabezados: string[];
  filas: Celda[][];
  total: Celda[];
}

export function tablaReporte(reporte: Reporte): Tabla {
  return {
    titulo: `Egresados por ${DIMENSIONES[reporte.dimension].toLowerCase()}`,
    encabezados: [DIMENSIONES[reporte.dimension], 'Egresados', 'Porcentaje (%)'],
    filas: reporte.filas.map((f) => [f.etiqueta, f.total, f.porcentaje]),
    total: ['Total', reporte.total, reporte.total > 0 ? 100 : 0],
  };
}

interface Columna {
  encabezado: string;
  valor: (f: FilaIndicador) => Celda;
}

const COLUMNAS_INDICADORES: Columna[] = [
  { encabezado: 'Esperados', valor: (f) => f.esperados },
  { encabezado: 'Registrados', valor: (f) => f.registrados },
  { encabezado: 'Cobertura (%)', valor: (f) => f.cobertura },
  { encabezado: 'Titulados', valor: (f) => f.titulados },
  { encabezado: 'Titulación (%)', valor: (f) => f.tasaTitulacion },
  { encabezado: 'Empleados', valor: (f) => f.empleados },
  { encabezado: 'Con situación laboral', valor: (f) => f.conSituacion },
  { encabezado: 'Empleo (%)', valor: (f) => f.tasaEmpleo },
  { encabezado: 'Verificados', valor: (f) => f.verificados },
  { encabezado: 'Verificación (%)', valor: (f) => f.tasaVerificacion },
];

/** The key columns of a grouping: program (with its level) and/or generation. */
export function clavesIndicador(agrupar: Indicadores['agrupar']): Columna[] {
  const programa: Columna = { encabezado: 'Programa', valor: (f) => f.programa };
  const generacion: Columna = { encabezado: 'Generación', valor: (f) => f.anioEgreso };
  if (agrupar === 'programa') return [programa];
  if (agrupar === 'cohorte') return [generacion];
  return [programa, generacion];
}

export function tablaIndicadores(indicadores: Indicadores): Tabla {
  const claves = clavesIndicador(indicadores.agrupar);
  const columnas = [...claves, ...COLUMNAS_INDICADORES];
  return {
    titulo: `Indicadores por ${AGRUPACIONES[indicadores.agrupar].toLowerCase()}`,
    encabezados: columnas.map((c) => c.encabezado),
    filas: indicadores.filas.map((f) => columnas.map((c) => c.valor(f))),
    total: ['Total', ...claves.slice(1).map(() => null), ...COLUMNAS_INDICADORES.map((c) => c.valor(indicadores.totales))],
  };
}

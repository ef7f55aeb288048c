// The report as a file: XLSX (two sheets), CSV (both tables one after the other) or a printable PDF. The data
// is a few hundred rows at most, so it is read first and then streamed out in the chosen format.
import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import { APP_NAME } from '../../shared/routes';
import type { Agrupacion, Dimension, FormatoReporte } from '../../shared/schemas/reportes';
import type { Db } from '../db/client';
import { csvLine, safeCell, UTF8_BOM } from '../lib/spreadsheet';
import { fechaHoraEnMexico } from './calendario';
import { describirFiltro } from './filtro';
import { indicadores } from './indicadores';
import { pdfReporte } from './pdf';
import { reporte } from './reporte';
import { tablaIndicadores, tablaReporte, type Tabla } from './tablas';
import { excel } from '../lib/paquetes';

export const TITULO_REPORTE = 'Reporte de egresados';

export interface DatosReporte {
  generado: string;
  filtros: string[];
  reporte: Tabla;
  indicadores: Tabla;
}

export async function datosReporte(db: Db, dimension: Dimension, agrupar: Agrupacion, filtro: Record<string, unknown>, ahora = new Date()) {
  const [r, i, filtros] = await Promise.all([reporte(db, dimension, filtro), indicadores(db, agrupar, filtro), describirFiltro(db, filtro)]);
  return { generado: fechaHoraEnMexico(ahora), filtros, reporte: tablaReporte(r), indicadores: tablaIndicadores(i) } satisfies DatosReporte;
}

/** The lines above the tables: who, what, when, over which graduates. */
function encabezado(datos: DatosReporte): string[][] {
  return [
    [APP_NAME],
    [TITULO_REPORTE],
    [`Generado el ${datos.generado} (hora de la Ciudad de México)`],
    ...datos.filtros.map((f, i) => [i === 0 ? `Filtros: ${f}` : f]),
  ];
}

function csv(datos: DatosReporte): Readable {
  const tabla = (t: Tabla) => [csvLine([t.titulo]), csvLine(t.encabezados), ...t.filas.map((f) => csvLine(f)), csvLine(t.total)].join('');
  const texto = UTF8_BOM + encabezado(datos).map((l) => csvLine(l)).join('') + '\r\n' + tabla(datos.reporte) + '\r\n' + tabla(datos.indicadores);
  return Readable.from([texto]);
}

function hoja(workbook: ExcelJS.stream.xlsx.WorkbookWriter, nombre: string, datos: DatosReporte, tabla: Tabla, anchos: number[]) {
  const sheet = workbook.addWorksheet(nombre);
  sheet.columns = anchos.map((width) => ({ width }));
  const fila = (valores: unknown[], negritas = false) => {
    const row = sheet.addRow(valores.map(safeCell));
    if (negritas) row.font = { bold: true };
    row.commit();
  };
  const [universidad, ...resto] = encabezado(datos);
  const titulo = sheet.addRow(universidad.map(safeCell));
  titulo.font = { bold: true, size: 14 };
  titulo.commit();
  for (const linea of resto) fila(linea);
  fila([]);
  fila([tabla.titulo], true);
  fila(tabla.encabezados, true);
  for (const f of tabla.filas) fila(f);
  fila(tabla.total, true);
  sheet.commit();
}

function xlsx(datos: DatosReporte): Readable {
  const out = new PassThrough();
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({ stream: out, useSharedStrings: false, useStyles: true });
  hoja(workbook, 'Reporte', datos, datos.reporte, [48, 12, 16]);
  hoja(workbook, 'Indicadores', datos, datos.indicadores, datos.indicadores.encabezados.map((h) => (h === 'Programa' ? 48 : 14)));
  workbook.commit().catch((error: Error) => out.destroy(error));
  return out;
}

export const CONTENT_TYPES_REPORTE: Record<FormatoReporte, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

export const nombreArchivoReporte = (dimension: Dimension, formato: FormatoReporte) => `reporte-egresados-${dimension}-${hoyEnMexico()}.${formato}`;

export function reporteStream(datos: DatosReporte, formato: FormatoReporte): Readable {
  if (formato === 'csv') return csv(datos);
  if (formato === 'xlsx') return xlsx(datos);
  return pdfReporte(datos, { universidad: APP_NAME, titulo: TITULO_REPORTE });
}

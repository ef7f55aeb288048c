// The staff list as CSV or XLSX, with the chosen columns; every text cell is formula-safe.
import { asc } from 'drizzle-orm';
import {
  ACEPTACION_LABELS, COLUMNAS_POSTULACION, ESTADO_POSTULACION_LABELS, VINCULO_LABELS, type ColumnaPostulacion,
} from '../../shared/schemas/postulaciones';
import type { Db } from '../db/client';
import { postulaciones } from '../db/schema';
import { downloadLink } from '../lib/download-link';
import { csvLine, safeCell, UTF8_BOM } from '../lib/spreadsheet';
import { consultaPostulaciones, wherePostulaciones } from './consulta';
import { excel } from '../lib/paquetes';

export const enlaceExportacion = downloadLink({
  purpose: 'postulaciones.exportar',
  permission: 'postulaciones.ver',
  invalidMessage: 'El enlace de descarga no es válido o ya expiró: vuelva a exportar desde la lista',
});

export function columnasDe(raw: string | undefined): ColumnaPostulacion[] {
  const todas = Object.keys(COLUMNAS_POSTULACION) as ColumnaPostulacion[];
  const pedidas = (raw ?? '').split(',').map((c) => c.trim()).filter((c): c is ColumnaPostulacion => (todas as string[]).includes(c));
  return pedidas.length ? pedidas : todas;
}

const fechaMx = (d: Date) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'short', timeStyle: 'short' }).format(d);

function valor(row: Record<string, unknown>, c: ColumnaPostulacion): unknown {
  const v = row[c];
  if (c === 'estado') return ESTADO_POSTULACION_LABELS[v as keyof typeof ESTADO_POSTULACION_LABELS] ?? v;
  if (c === 'aceptacion') return ACEPTACION_LABELS[v as keyof typeof ACEPTACION_LABELS] ?? v;
  if (c === 'vinculo') return VINCULO_LABELS[v as keyof typeof VINCULO_LABELS] ?? v;
  if (c === 'nominadorTipo') return v === 'propia' ? 'Autopostulación' : 'Por otra persona';
  if (c === 'origen') return v === 'captura' ? 'Captura del personal' : 'Formulario público';
  if (v instanceof Date) return fechaMx(v);
  return v;
}

export async function exportarPostulaciones(db: Db, filter: Record<string, unknown>, columnas: ColumnaPostulacion[], formato: 'csv' | 'xlsx'): Promise<Buffer> {
  const rows = await consultaPostulaciones(db).where(wherePostulaciones(filter)).orderBy(asc(postulaciones.folio));
  const encabezados = columnas.map((c) => COLUMNAS_POSTULACION[c]);
  if (formato === 'csv') {
    return Buffer.from(UTF8_BOM + csvLine(encabezados) + rows.map((r) => csvLine(columnas.map((c) => valor(r, c)))).join(''), 'utf8');
  }
  const workbook = new (excel().Workbook)();
  const hoja = workbook.addWorksheet('Postulaciones');
  hoja.addRow(encabezados).font = { bold: true };
  for (const r of rows) hoja.addRow(columnas.map((c) => safeCell(valor(r, c))));
  hoja.columns.forEach((col) => { col.width = 22; });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

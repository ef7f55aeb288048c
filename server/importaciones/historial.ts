// The history of imports and the download of an import's refused rows, ready to fix and upload again.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Importacion } from '../../shared/schemas/importaciones';
import type { Db } from '../db/client';
import { importacionRechazos, importaciones } from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import { enCurso } from './interrupcion';
import { idsFilter, type ListParams } from '../lib/rest';
import { csvLine, safeCell, UTF8_BOM } from '../lib/spreadsheet';
import { excel } from '../lib/paquetes';

/** An upload whose process died while others live on is interrumpida at once, before any restart records it. */
const estado = sql<Importacion['estado']>`CASE WHEN ${importaciones.estado} = 'en_proceso' AND NOT ${enCurso} THEN 'interrumpida' ELSE ${importaciones.estado} END`;

const columnas = {
  id: importaciones.id,
  usuarioEmail: importaciones.usuarioEmail,
  archivo: importaciones.archivo,
  formato: sql<Importacion['formato']>`${importaciones.formato}`,
  estado,
  total: importaciones.total,
  creados: importaciones.creados,
  actualizados: importaciones.actualizados,
  sinCambios: importaciones.sinCambios,
  rechazados: importaciones.rechazados,
  createdAt: importaciones.createdAt,
  terminadaEn: importaciones.terminadaEn,
};

export const IMPORTACION_SORTABLE = ['id', 'createdAt', 'archivo', 'usuarioEmail', 'total', 'rechazados', 'estado'] as const;

function condicion(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const usuarioId = filter.usuarioId === undefined || filter.usuarioId === '' ? undefined : Number(filter.usuarioId);
  if (usuarioId !== undefined && !Number.isInteger(usuarioId)) throw new HttpError(400, 'El filtro usuarioId no es válido');
  const estados = filter.estado === undefined || filter.estado === '' ? undefined : [filter.estado].flat().map(String);
  return and(
    ids && inArray(importaciones.id, ids),
    usuarioId !== undefined ? eq(importaciones.usuarioId, usuarioId) : undefined,
    estados && inArray(estado, estados),
  );
}

export async function listarImportaciones(db: Db, params: ListParams) {
  const where = condicion(params.filter);
  const orden = columnas[params.sortField as (typeof IMPORTACION_SORTABLE)[number]] ?? importaciones.id;
  const dir = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await db
    .select(columnas)
    .from(importaciones)
    .where(where)
    .orderBy(dir(orden), dir(importaciones.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(importaciones).where(where);
  return { rows, total };
}

/** One import with its mapping, headers and (capped) errors; the refused rows themselves come as a file. */
export async function obtenerImportacion(db: Db, id: number) {
  const [row] = await db
    .select({ ...columnas, mapeo: importaciones.mapeo, encabezados: importaciones.encabezados, errores: importaciones.errores })
    .from(importaciones)
    .where(eq(importaciones.id, id));
  if (!row) throw notFound('La importación no existe');
  return row;
}

export interface ArchivoRechazados {
  nombre: string;
  tipo: string;
  contenido: Buffer | string;
}

/** The refused rows with their original headers plus 'Errores': fixed and uploaded again, they complete the data. */
export async function archivoRechazados(db: Db, id: number, formato: 'csv' | 'xlsx'): Promise<ArchivoRechazados> {
  const [importacion] = await db
    .select({ archivo: importaciones.archivo, encabezados: importaciones.encabezados })
    .from(importaciones)
    .where(eq(importaciones.id, id));
  if (!importacion) throw notFound('La importación no existe');
  const filas = await db
    .select({ fila: importacionRechazos.fila, valores: importacionRechazos.valores, motivo: importacionRechazos.motivo })
    .from(importacionRechazos)
    .where(eq(importacionRechazos.importacionId, id))
    .orderBy(importacionRechazos.fila);
  const row = { ...importacion, filas };
  const encabezados = [...row.encabezados, 'Errores'];
  const base = `${row.archivo.replace(/\.[^.]+$/, '')}-rechazados`.replace(/[^\p{L}\p{N} ._-]/gu, '_');
  if (formato === 'csv') {
    const lineas = [csvLine(encabezados), ...filas.map((f) => csvLine([...row.encabezados.map((_, i) => f.valores[i] ?? ''), f.motivo]))];
    return { nombre: `${base}.csv`, tipo: 'text/csv; charset=utf-8', contenido: UTF8_BOM + lineas.join('') };
  }
  const libro = new (excel().Workbook)();
  const hoja = libro.addWorksheet('Rechazados');
  hoja.addRow(encabezados).font = { bold: true };
  for (const f of filas) hoja.addRow([...row.encabezados.map((_, i) => safeCell(f.valores[i] ?? '')), safeCell(f.motivo)]);
  hoja.getColumn(encabezados.length).width = 60;
  return {
    nombre: `${base}.xlsx`,
    tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    contenido: Buffer.from(await libro.xlsx.writeBuffer()),
  };
}

// The export of the current filter and sort, streamed: keyset pages of 2,000 rows go out as they are read,
// so 100,000 graduates never sit in memory at once.
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { and, asc, desc, sql } from 'drizzle-orm';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import { ENTIDADES_FEDERATIVAS, ORIGENES, SEXOS, SITUACIONES_LABORALES } from '../../shared/egresados/valores';
import type { Db } from '../db/client';
import { egresados } from '../db/schema';
import type { ListParams } from '../lib/rest';
import { csvLine, safeCell, UTF8_BOM } from '../lib/spreadsheet';
import { egresadoSort, egresadoWhere, joinedEgresados } from './consulta';
import type { EgresadoRecord } from './service';
import { excel } from '../lib/paquetes';

export const FORMATOS = ['csv', 'xlsx'] as const;
export type Formato = (typeof FORMATOS)[number];

const PAGE = 2000;

/** The rows in the list's order, a page at a time; each page starts after the last row of the one before. */
export async function* egresadoPages(db: Db, params: Pick<ListParams, 'filter' | 'sortField' | 'sortOrder'>, pageSize = PAGE) {
  const condition = egresadoWhere(params.filter);
  const sort = egresadoSort(db, params.sortField);
  const descending = params.sortOrder === 'DESC';
  const order = descending ? desc : asc;
  let last: { key: string; id: number } | undefined;
  for (;;) {
    const after = last && sql`(${sort.expr}, ${egresados.id}) ${sql.raw(descending ? '<' : '>')} (cast(${last.key} as ${sql.raw(sort.type)}), ${last.id})`;
    // The key travels as text and is cast back, so timestamps keep their microseconds.
    const rows = await joinedEgresados(db, sort)
      .where(and(condition, after))
      .orderBy(order(sort.expr), order(egresados.id))
      .limit(pageSize);
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
    const tail = rows[rows.length - 1];
    last = { key: tail.sortKey, id: tail.id };
  }
}

const HEADERS = [
  'Matrícula', 'Nombre(s)', 'Apellido paterno', 'Apellido materno', 'CURP', 'Correo electrónico', 'Teléfono', 'Sexo',
  'Fecha de nacimiento', 'Programa', 'Nivel', 'Año de egreso', 'Fecha de egreso', 'Titulado', 'Fecha de titulación',
  'Situación laboral', 'Empresa', 'Puesto', 'Entidad federativa', 'Verificado', 'Origen', 'Fecha de registro',
];
const WIDTHS = [14, 22, 18, 18, 21, 32, 12, 10, 12, 40, 28, 10, 12, 9, 12, 14, 28, 24, 20, 10, 13, 17];
const DATE_COLUMNS = new Set([8, 12, 14]);
const REGISTRO_COLUMN = 21;

const label = <K extends string>(labels: Record<K, string>, key: string | null) => (key === null ? null : (labels[key as K] ?? key));
const siNo = (value: boolean) => (value ? 'Sí' : 'No');

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
/** The instant as Mexico City reads it, in a Date whose UTC fields hold that wall-clock time (how a spreadsheet stores it). */
function mexicoWallClock(instant: Date): Date {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute));
}

const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyyyy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null);
const utcDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
function registroText(instant: Date) {
  const d = mexicoWallClock(instant);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** One row of the file: labels instead of keys; dates as text in CSV and as real dates in XLSX. */
function cells(r: EgresadoRecord, formato: Formato): unknown[] {
  const fecha = formato === 'csv' ? ddmmyyyy : utcDate;
  return [
    r.matricula, r.nombre, r.apellidoPaterno, r.apellidoMaterno, r.curp, r.correo, r.telefono, label(SEXOS, r.sexo),
    fecha(r.fechaNacimiento), r.programa, r.nivel, r.anioEgreso, fecha(r.fechaEgreso), siNo(r.titulado), fecha(r.fechaTitulacion),
    label(SITUACIONES_LABORALES, r.situacionLaboral), r.empresa, r.puesto, label(ENTIDADES_FEDERATIVAS, r.entidadFederativa),
    siNo(r.verificado), label(ORIGENES, r.origen), formato === 'csv' ? registroText(r.createdAt) : mexicoWallClock(r.createdAt),
  ];
}

type Pages = AsyncIterable<EgresadoRecord[]>;

async function* csvChunks(pages: Pages) {
  yield UTF8_BOM + csvLine(HEADERS);
  for await (const rows of pages) yield rows.map((r) => csvLine(cells(r, 'csv'))).join('');
}

function xlsxStream(pages: Pages): Readable {
  const out = new PassThrough();
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('Egresados', { views: [{ state: 'frozen', ySplit: 1 }] });
  // Formats set per column reach every new cell without a per-cell style lookup.
  sheet.columns = WIDTHS.map((width, i) => ({
    width,
    style: DATE_COLUMNS.has(i) ? { numFmt: 'dd/mm/yyyy' } : i === REGISTRO_COLUMN ? { numFmt: 'dd/mm/yyyy hh:mm' } : {},
  }));
  const write = async () => {
    const header = sheet.addRow(HEADERS);
    header.eachCell((cell) => {
      cell.style = { font: { bold: true } };
    });
    header.commit();
    for await (const rows of pages) {
      for (const [i, r] of rows.entries()) {
        sheet.addRow(cells(r, 'xlsx').map(safeCell)).commit();
        // Writing XML is CPU work: let other requests in between, or a large export stalls the server.
        if (i % 250 === 249) await new Promise(setImmediate);
      }
      // The zip writer does not wait for the client; we do, so a slow download holds at most a page.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error) => out.destroy(error));
  return out;
}

export const CONTENT_TYPES: Record<Formato, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const exportFileName = (formato: Formato) => `egresados-${hoyEnMexico()}.${formato}`;

export function exportStream(db: Db, params: Pick<ListParams, 'filter' | 'sortField' | 'sortOrder'>, formato: Formato): Readable {
  const pages = egresadoPages(db, params);
  return formato === 'csv' ? Readable.from(csvChunks(pages)) : xlsxStream(pages);
}

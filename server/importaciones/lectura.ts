// Reads a received file row by row without holding it whole: CSV (UTF-8 or Windows-1252; comma, semicolon or
// tab) through csv-parse, XLSX (first worksheet) through exceljs' streaming reader. Row numbers are the
// spreadsheet's own (header = row 1), so they match what Excel shows.
import fs from 'node:fs';
import { Transform } from 'node:stream';
import type ExcelJS from 'exceljs';
import { HttpError } from '../lib/http-error';
import type { ArchivoRecibido } from './recepcion';
import { excel, csvParse, requerirUnzipper } from '../lib/paquetes';

/** A cell as read: CSV gives text; XLSX also numbers, booleans and dates. */
export type Celda = string | number | boolean | Date | null;

export interface Fila {
  fila: number;
  celdas: Celda[];
}

export interface Lectura {
  formato: 'csv' | 'xlsx';
  codificacion?: 'utf-8' | 'windows-1252';
  delimitador?: string;
  /** Every row after the header, blank rows left out. The first call reads the header (see `encabezados`). */
  filas(): AsyncGenerator<Fila>;
}

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const EXTENSIONES_CSV = new Set(['csv', 'txt', 'tsv']);
const TIPO_NO_ADMITIDO = 'Solo se aceptan archivos .csv o .xlsx (en Excel: Archivo › Guardar como › Libro de Excel o CSV)';

export function formatoDe(archivo: ArchivoRecibido): 'csv' | 'xlsx' {
  const extension = /\.([a-z0-9]+)$/i.exec(archivo.nombre)?.[1]?.toLowerCase() ?? '';
  if (archivo.bytes === 0) throw new HttpError(422, 'El archivo está vacío');
  const esZip = archivo.inicio.subarray(0, 4).equals(ZIP);
  if (extension === 'xlsx') {
    if (!esZip) throw new HttpError(415, 'El archivo no es un libro de Excel (.xlsx) válido');
    return 'xlsx';
  }
  if (extension === 'xls') throw new HttpError(415, 'El formato .xls (Excel 97-2003) no se admite; guárdelo como .xlsx o .csv');
  if (EXTENSIONES_CSV.has(extension)) {
    if (esZip || archivo.tieneNul) throw new HttpError(415, 'El archivo no es un CSV de texto; guárdelo como CSV o .xlsx');
    return 'csv';
  }
  throw new HttpError(415, TIPO_NO_ADMITIDO);
}

/** The delimiter that appears most in the header line (the first line with something on it), outside quotes. */
export function detectarDelimitador(texto: string): string {
  const cuenta: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let entreComillas = false;
  let contenido = false;
  for (const c of texto) {
    if (c === '"') entreComillas = !entreComillas;
    else if (!entreComillas && (c === '\n' || c === '\r')) {
      if (contenido) break;
      continue;
    } else if (!entreComillas && c in cuenta) cuenta[c]++;
    if (c.trim() !== '') contenido = true;
  }
  let mejor = ',';
  for (const d of [';', '\t']) if (cuenta[d] > cuenta[mejor]) mejor = d;
  return mejor;
}

function decodificador(codificacion: 'utf-8' | 'windows-1252') {
  const decoder = new TextDecoder(codificacion);
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      const resto = decoder.decode();
      done(null, resto || undefined);
    },
  });
}

async function inicioDeTexto(ruta: string, codificacion: 'utf-8' | 'windows-1252'): Promise<string> {
  const handle = await fs.promises.open(ruta, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return new TextDecoder(codificacion).decode(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

const vacia = (celdas: Celda[]) => celdas.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

async function lecturaCsv(archivo: ArchivoRecibido): Promise<Lectura> {
  const codificacion = archivo.utf8 ? 'utf-8' : 'windows-1252';
  const delimitador = detectarDelimitador(await inicioDeTexto(archivo.ruta, codificacion));
  return {
    formato: 'csv',
    codificacion,
    delimitador,
    async *filas() {
      const parser = csvParse().parse({ delimiter: delimitador, relax_column_count: true, relax_quotes: true, bom: true });
      const fuente = fs.createReadStream(archivo.ruta, { highWaterMark: 256 * 1024 }).pipe(decodificador(codificacion));
      fuente.on('error', (e) => parser.destroy(e));
      fuente.pipe(parser);
      let fila = 0;
      try {
        for await (const registro of parser as AsyncIterable<string[]>) {
          fila++;
          if (!vacia(registro)) yield { fila, celdas: registro };
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const linea = (error as { lines?: number }).lines;
        throw new HttpError(422, `El archivo CSV está mal formado${linea ? ` cerca de la línea ${linea}` : ''} (revise las comillas)`);
      } finally {
        fuente.destroy();
      }
    },
  };
}

/** An exceljs cell value as one of ours: formulas give their result, rich text its plain text. */
function celdaXlsx(valor: unknown): Celda {
  if (valor === null || valor === undefined) return null;
  if (typeof valor === 'string' || typeof valor === 'number' || typeof valor === 'boolean' || valor instanceof Date) return valor;
  if (typeof valor === 'object') {
    const v = valor as { richText?: { text: string }[]; result?: unknown; formula?: string; text?: unknown; error?: string };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('result' in v || v.formula) return celdaXlsx(v.result);
    if (v.text !== undefined) return celdaXlsx(v.text);
    if (v.error) return null;
  }
  return String(valor);
}

/** The parts of exceljs' streaming reader used here: each parses one part of the package from a stream. */
interface LectorLibro {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseWorkbook(entrada: NodeJS.ReadableStream): Promise<void>;
  _parseRels(entrada: NodeJS.ReadableStream): Promise<void>;
  _parseStyles(entrada: NodeJS.ReadableStream): Promise<void>;
  _parseSharedStrings(entrada: NodeJS.ReadableStream): AsyncGenerator<unknown>;
  _parseWorksheet(entrada: NodeJS.ReadableStream, numero: string): Generator<{ value: AsyncIterable<ExcelJS.Row> }>;
}

/** The package path of the first worksheet in tab order, through the workbook's relations. */
function rutaPrimeraHoja(libro: LectorLibro): string | undefined {
  const rId = libro.model?.sheets?.[0]?.rId;
  const destino = libro.workbookRels?.find((r) => r.Id === rId)?.Target;
  if (!destino) return undefined;
  return destino.startsWith('/') ? destino.slice(1) : `xl/${destino}`;
}

/**
 * The first worksheet's rows, every part found through the zip's central directory (a few KB at the end of the
 * file) rather than in stored order. exceljs' own streaming walk of the zip now and then misses an entry under load
 * (exceljs issue #3064): without `xl/workbook.xml` a good file was refused («reading 'sheets'»), without
 * `xl/sharedStrings.xml` every text cell arrived as `{sharedString: n}`, without `xl/styles.xml` a date as a number.
 * Workbook, relations, shared strings and styles are read first, whole; the worksheet is still streamed.
 */
async function* filasPrimeraHoja(ruta: string, libro: LectorLibro): AsyncGenerator<ExcelJS.Row> {
  const directorio = await requerirUnzipper().Open.file(ruta);
  const parte = (nombre: string) => directorio.files.find((f) => f.path === nombre);
  const workbook = parte('xl/workbook.xml');
  const rels = parte('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new HttpError(422, 'No se pudo leer el libro de Excel; ábralo y guárdelo de nuevo como .xlsx');
  await libro._parseWorkbook(workbook.stream());
  await libro._parseRels(rels.stream());
  const textos = parte('xl/sharedStrings.xml');
  if (textos) for await (const _ of libro._parseSharedStrings(textos.stream()));
  const estilos = parte('xl/styles.xml');
  if (estilos) await libro._parseStyles(estilos.stream());
  const ruta1 = rutaPrimeraHoja(libro);
  const hoja = ruta1 ? parte(ruta1) : undefined;
  if (!ruta1 || !hoja) throw new HttpError(422, 'El libro de Excel no tiene hojas');
  const numero = /(\d+)\.xml$/.exec(ruta1)?.[1] ?? '1';
  for (const { value } of libro._parseWorksheet(hoja.stream(), numero)) {
    yield* value;
    return;
  }
}

function lecturaXlsx(archivo: ArchivoRecibido): Lectura {
  return {
    formato: 'xlsx',
    async *filas() {
      const libro = new (excel().stream.xlsx.WorkbookReader)(archivo.ruta, {
        worksheets: 'emit',
        sharedStrings: 'cache',
        styles: 'cache',
        hyperlinks: 'ignore',
        entries: 'ignore',
      }) as unknown as LectorLibro;
      try {
        for await (const row of filasPrimeraHoja(archivo.ruta, libro)) {
          const valores = row.values as unknown[];
          const celdas: Celda[] = [];
          for (let i = 1; i < valores.length; i++) celdas.push(celdaXlsx(valores[i]));
          if (!vacia(celdas)) yield { fila: row.number, celdas };
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw new HttpError(422, 'No se pudo leer el libro de Excel; ábralo y guárdelo de nuevo como .xlsx');
      }
    },
  };
}

export async function abrirLectura(archivo: ArchivoRecibido): Promise<Lectura> {
  return formatoDe(archivo) === 'xlsx' ? lecturaXlsx(archivo) : lecturaCsv(archivo);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the staff member typed it (preview, refused-rows file). */
export function textoDeCelda(celda: Celda | undefined): string {
  if (celda === null || celda === undefined) return '';
  if (celda instanceof Date) {
    return Number.isNaN(celda.getTime()) ? '' : `${celda.getUTCFullYear()}-${pad(celda.getUTCMonth() + 1)}-${pad(celda.getUTCDate())}`;
  }
  if (typeof celda === 'boolean') return celda ? 'Sí' : 'No';
  return typeof celda === 'string' ? limpiarTexto(celda) : String(celda);
}

/**
 * Surrounding spaces dropped, and the apostrophe our own downloads put before = + - @ (formula injection
 * guard) taken off again, so a refused-rows file fixed and uploaded reads as the original values.
 */
export function limpiarTexto(texto: string): string {
  const t = texto.trim();
  return t.length > 1 && t[0] === "'" && /[=+\-@]/.test(t[1]) ? t.slice(1) : t;
}

// Reports as titled tables, written the same way to XLSX (one sheet per table, every text cell through safeCell)
// or to a printable PDF. A few hundred rows at most: built in memory.
import { PassThrough, type Readable } from 'node:stream';
import { APP_NAME } from '../../shared/routes';
import { excel, pdfkit } from './paquetes';
import { safeCell } from './spreadsheet';

export interface Tabla {
  titulo: string;
  encabezados: string[];
  filas: (string | number | null)[][];
  /** Label–value text (a person's record) rather than figures: a narrower first column, every cell read from the left. */
  textual?: boolean;
}

export interface ReporteTablas {
  titulo: string;
  /** Lines under the title (generated at, filters). */
  lineas: string[];
  tablas: Tabla[];
  /** Paragraphs after the tables (a methodology note), PDF only; XLSX gets them as a sheet. */
  notas?: { titulo: string; parrafos: string[] };
}

export function tablasXlsx(r: ReporteTablas): Readable {
  const out = new PassThrough();
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({ stream: out, useSharedStrings: false, useStyles: true });
  const hojas: Tabla[] = r.notas ? [...r.tablas, { titulo: r.notas.titulo, encabezados: [r.notas.titulo], filas: r.notas.parrafos.map((p) => [p]) }] : r.tablas;
  for (const t of hojas) {
    const hoja = workbook.addWorksheet(t.titulo.slice(0, 31));
    hoja.columns = t.encabezados.map((_, i) => ({ width: i === 0 ? 48 : 16 }));
    const fila = (valores: unknown[], negritas = false) => {
      const row = hoja.addRow(valores.map(safeCell));
      if (negritas) row.font = { bold: true };
      row.commit();
    };
    fila([APP_NAME], true);
    fila([`${r.titulo}: ${t.titulo}`], true);
    for (const linea of r.lineas) fila([linea]);
    fila([]);
    fila(t.encabezados, true);
    for (const f of t.filas) fila(f);
    hoja.commit();
  }
  workbook.commit().catch((error: Error) => out.destroy(error));
  return out;
}

const numero = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

/** Past this many columns a letter page in portrait cuts headers inside their words: the document turns landscape. */
const COLUMNAS_VERTICAL = 7;
const FUENTE_TABLA = 8;
const FUENTE_MINIMA_ENCABEZADO = 6.5;

export function tablasPdf(r: ReporteTablas): Readable {
  const MARGEN = 40;
  const layout = r.tablas.some((t) => t.encabezados.length > COLUMNAS_VERTICAL) ? 'landscape' : 'portrait';
  const doc = new (pdfkit())({ size: 'LETTER', layout, margin: MARGEN, bufferPages: true, lang: 'es-MX', info: { Title: `${r.titulo} · ${APP_NAME}`, Author: APP_NAME } });
  doc.font('Helvetica-Bold').fontSize(16).text(APP_NAME);
  doc.fontSize(14).text(r.titulo);
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  for (const linea of r.lineas) doc.text(linea);
  const ancho = doc.page.width - 2 * MARGEN;
  for (const t of r.tablas) {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('black').text(t.titulo, MARGEN);
    doc.moveDown(0.3);
    const primera = t.textual ? 150 : t.encabezados.length > 3 ? 190 : 260;
    const resto = (ancho - primera) / (t.encabezados.length - 1);
    const anchos = t.encabezados.map((_, i) => (i === 0 ? primera : resto));
    // A header wraps between words, never inside one: its size drops until its longest word fits the column.
    doc.font('Helvetica-Bold');
    const encabezado = Math.max(FUENTE_MINIMA_ENCABEZADO, Math.min(FUENTE_TABLA, ...t.encabezados.flatMap((e, i) =>
      e.split(/\s+/).map((palabra) => (FUENTE_TABLA * (anchos[i] - 5)) / doc.fontSize(FUENTE_TABLA).widthOfString(palabra)))));
    const linea = (valores: (string | number | null)[], negritas: boolean, tamano = FUENTE_TABLA) => {
      doc.font(negritas ? 'Helvetica-Bold' : 'Helvetica').fontSize(tamano);
      const textos = valores.map((v) => (v === null ? '—' : typeof v === 'number' ? numero.format(v) : v));
      const alto = Math.max(...textos.map((x, i) => doc.heightOfString(x, { width: anchos[i] - 4 }))) + 4;
      if (doc.y + alto > doc.page.height - MARGEN - 20) doc.addPage();
      const y = doc.y;
      let x = MARGEN;
      textos.forEach((texto, i) => {
        doc.text(texto, x + 2, y + 2, { width: anchos[i] - 4, align: i === 0 || t.textual ? 'left' : 'right' });
        x += anchos[i];
      });
      doc.moveTo(MARGEN, y + alto).lineTo(MARGEN + ancho, y + alto).strokeColor('#cccccc').lineWidth(0.3).stroke();
      doc.y = y + alto;
    };
    linea(t.encabezados, true, encabezado);
    for (const f of t.filas) linea(f, f[0] === 'Total');
  }
  if (r.notas) {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('black').text(r.notas.titulo, MARGEN);
    doc.moveDown(0.3).font('Helvetica').fontSize(9);
    for (const p of r.notas.parrafos) doc.text(p, MARGEN, doc.y, { width: ancho }).moveDown(0.4);
  }
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#555555')
      .text(`${r.titulo} · Página ${i + 1} de ${count}`, MARGEN, doc.page.height - MARGEN + 10, { width: ancho, align: 'center', lineBreak: false });
  }
  doc.end();
  return doc as unknown as Readable;
}

export const CONTENT_TYPES_TABLAS = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

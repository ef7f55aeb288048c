// An approved document as a letter-size PDF: the template's letterhead, the title, the text (headings, paragraphs,
// lists, tables), a monthly report's table of hours, the template's footer, one signature block per signer (the
// student who wrote it, and each approver with the role and date of their electronic signature), and the folio with
// a QR code of the public verification page. Helvetica's WinAnsi covers Spanish accents, ñ and «».
import { APP_NAME } from '../../../shared/routes';
import { bloquesDeHtml, textoPlano, type Bloque, type Tramo } from './html-bloques';
import { pdfkit, qrcode } from '../../lib/paquetes';

export interface DatosPdf {
  /** The template's letterhead logo (PNG or JPG bytes), drawn centred above the letterhead text. */
  logo?: Buffer | null;
  titulo: string;
  tipoEtiqueta: string;
  encabezado: string;
  contenido: string;
  pie: string;
  /** The signature blocks, in order: who, in which role, and the line that says how and when they signed. */
  firmantes: Firmante[];
  /** A monthly report's entries of the hour log (null on every other document). */
  horas?: { fecha: string; horas: string; actividades: string }[] | null;
  /** The total printed under the entries, as the report's text states it. */
  totalHoras?: string;
  folio: string;
  urlVerificacion: string;
}

export interface Firmante {
  nombre: string;
  cargo: string;
  detalle: string;
}

const TINTA = '#0f172a';
const GRIS = '#475569';
const AZUL = '#1d4ed8';
const MARGEN = 64;

const fuente = (t: Pick<Tramo, 'negrita' | 'cursiva'>, negritaBase = false) => {
  const negrita = t.negrita || negritaBase;
  if (negrita && t.cursiva) return 'Helvetica-BoldOblique';
  if (negrita) return 'Helvetica-Bold';
  return t.cursiva ? 'Helvetica-Oblique' : 'Helvetica';
};

// WinAnsi has no glyph for most symbols outside Latin-1; they would print as garbage.
// eslint-disable-next-line no-control-regex
const imprimible = (s: string) => s.replace(/[^\u0000-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '');

function escribirTramos(doc: PDFKit.PDFDocument, tramos: Tramo[], x: number, ancho: number, opciones: { tamano: number; negrita?: boolean; alineacion?: string; color?: string }) {
  // pdfkit drops a continued run that is only "\n": a <br> becomes a line of its own here instead.
  const lineas: Tramo[][] = [[]];
  for (const t of tramos) {
    const partes = t.texto.split('\n');
    partes.forEach((parte, i) => {
      if (i > 0) lineas.push([]);
      if (parte !== '') lineas.at(-1)!.push({ ...t, texto: parte });
    });
  }
  for (const visibles of lineas) {
    if (!visibles.length) {
      doc.font('Helvetica').fontSize(opciones.tamano).text(' ', x, doc.y, { width: ancho });
      continue;
    }
    visibles.forEach((t, i) => {
      doc
        .font(fuente(t, opciones.negrita))
        .fontSize(opciones.tamano)
        .fillColor(t.enlace ? AZUL : (opciones.color ?? TINTA));
      const comunes = { continued: i < visibles.length - 1, underline: t.subrayado || !!t.enlace, link: t.enlace || null };
      if (i === 0) doc.text(imprimible(t.texto), x, doc.y, { ...comunes, width: ancho, align: (opciones.alineacion ?? 'left') as 'left', lineGap: 2 });
      else doc.text(imprimible(t.texto), comunes);
    });
  }
}

function saltoSiFalta(doc: PDFKit.PDFDocument, alto: number) {
  if (doc.y + alto > doc.page.height - MARGEN) doc.addPage();
}

/** `proporciones`: each column's share of the width (equal columns without it). */
function escribirTabla(doc: PDFKit.PDFDocument, bloque: Extract<Bloque, { tipo: 'tabla' }>, x: number, ancho: number, proporciones?: number[]) {
  const columnas = Math.max(...bloque.filas.map((f) => f.celdas.length), 1);
  const anchos = Array.from({ length: columnas }, (_, i) => (proporciones?.[i] ?? 1 / columnas) * ancho);
  const inicio = (i: number) => x + anchos.slice(0, i).reduce((a, b) => a + b, 0);
  for (const fila of bloque.filas) {
    const alturas = fila.celdas.map((c, i) =>
      doc.font(fila.encabezado[i] ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).heightOfString(imprimible(textoPlano(c)) || ' ', { width: anchos[i] - 8 }),
    );
    const alto = Math.max(...alturas, 12) + 8;
    saltoSiFalta(doc, alto);
    const y = doc.y;
    for (let i = 0; i < columnas; i++) {
      const cx = inicio(i);
      if (fila.encabezado[i]) doc.rect(cx, y, anchos[i], alto).fillColor('#f1f5f9').fill();
      doc.rect(cx, y, anchos[i], alto).lineWidth(0.5).strokeColor('#94a3b8').stroke();
      const celda = fila.celdas[i];
      if (celda) {
        doc.y = y + 4;
        escribirTramos(doc, celda, cx + 4, anchos[i] - 8, { tamano: 10, negrita: fila.encabezado[i] });
      }
    }
    doc.y = y + alto;
  }
  doc.moveDown(0.5);
}

const celda = (texto: string, negrita = false): Tramo[] => [{ texto, negrita, cursiva: false, subrayado: false }];

/** A monthly report's entries as drawn from the log: date, hours, activities, and the month's total. */
function escribirHoras(doc: PDFKit.PDFDocument, horas: NonNullable<DatosPdf['horas']>, total: string, ancho: number) {
  saltoSiFalta(doc, 90);
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(TINTA).text('Registro de horas del mes', MARGEN, doc.y, { width: ancho });
  doc.moveDown(0.3);
  const filas = [
    { celdas: [celda('Fecha'), celda('Horas'), celda('Actividades')], encabezado: [true, true, true] },
    ...horas.map((h) => ({ celdas: [celda(h.fecha), celda(h.horas), celda(h.actividades)], encabezado: [false, false, false] })),
    { celdas: [celda('Total del mes', true), celda(total, true), celda('')], encabezado: [false, false, false] },
  ];
  escribirTabla(doc, { tipo: 'tabla', filas }, MARGEN, ancho, [0.3, 0.12, 0.58]);
}

const SEPARACION = 20;
const ESPACIO_FIRMA = 34;
/** Blocks per row: three signers (a report's student, supervisor and office) share one row; otherwise two. */
const porFila = (n: number) => (n === 3 ? 3 : 2);
const anchoDeBloque = (ancho: number, n: number) => (ancho - (porFila(n) - 1) * SEPARACION) / porFila(n);

/** Height of the signature blocks, each with room to sign above its line. */
function altoFirmas(doc: PDFKit.PDFDocument, firmantes: Firmante[], ancho: number): number {
  const anchoBloque = anchoDeBloque(ancho, firmantes.length);
  let total = 0;
  for (let i = 0; i < firmantes.length; i += porFila(firmantes.length)) {
    const fila = firmantes.slice(i, i + porFila(firmantes.length)).map((f) =>
      doc.font('Helvetica-Bold').fontSize(10).heightOfString(imprimible(f.nombre), { width: anchoBloque })
      + doc.font('Helvetica').fontSize(9).heightOfString(imprimible(f.cargo), { width: anchoBloque })
      + doc.font('Helvetica').fontSize(8).heightOfString(imprimible(f.detalle), { width: anchoBloque }) + 6);
    total += ESPACIO_FIRMA + Math.max(...fila) + SEPARACION;
  }
  return total;
}

function escribirFirmas(doc: PDFKit.PDFDocument, firmantes: Firmante[], ancho: number) {
  const anchoBloque = anchoDeBloque(ancho, firmantes.length);
  const n = porFila(firmantes.length);
  for (let i = 0; i < firmantes.length; i += n) {
    const fila = firmantes.slice(i, i + n);
    const yLinea = doc.y + ESPACIO_FIRMA;
    let fondo = yLinea;
    fila.forEach((f, j) => {
      // A row with fewer blocks than the others (one alone, the last of five) is centred.
      const x = MARGEN + (ancho - fila.length * anchoBloque - (fila.length - 1) * SEPARACION) / 2 + j * (anchoBloque + SEPARACION);
      doc.moveTo(x, yLinea).lineTo(x + anchoBloque, yLinea).lineWidth(0.75).strokeColor(TINTA).stroke();
      doc.font('Helvetica-Bold').fontSize(10).fillColor(TINTA).text(imprimible(f.nombre), x, yLinea + 4, { width: anchoBloque, align: 'center' });
      doc.font('Helvetica').fontSize(9).fillColor(TINTA).text(imprimible(f.cargo), x, doc.y, { width: anchoBloque, align: 'center' });
      doc.font('Helvetica').fontSize(8).fillColor(GRIS).text(imprimible(f.detalle), x, doc.y + 2, { width: anchoBloque, align: 'center' });
      fondo = Math.max(fondo, doc.y);
    });
    doc.x = MARGEN;
    doc.y = fondo + SEPARACION;
  }
}

function escribirHtml(doc: PDFKit.PDFDocument, html: string, opciones: { tamano?: number; color?: string; centrado?: boolean } = {}) {
  const x = MARGEN;
  const ancho = doc.page.width - 2 * MARGEN;
  const tamano = opciones.tamano ?? 11;
  for (const bloque of bloquesDeHtml(html)) {
    if (bloque.tipo === 'tabla') {
      escribirTabla(doc, bloque, x, ancho);
      continue;
    }
    // A heading keeps a few lines of its text with it: never a heading alone at a page's foot.
    saltoSiFalta(doc, bloque.tipo === 'h1' || bloque.tipo === 'h2' || bloque.tipo === 'h3' ? 72 : 30);
    if (bloque.tipo === 'item') {
      const sangria = 14 + bloque.nivel * 14;
      const y = doc.y;
      doc.font('Helvetica').fontSize(tamano).fillColor(TINTA).text(bloque.marca, x + sangria - 12, y, { width: 14 });
      doc.y = y;
      escribirTramos(doc, bloque.tramos, x + sangria + 4, ancho - sangria - 4, { tamano, color: opciones.color });
      doc.moveDown(0.2);
      continue;
    }
    const titulo = { h1: 16, h2: 14, h3: 12 }[bloque.tipo as 'h1'];
    const alineacion = opciones.centrado ? 'center' : bloque.alineacion;
    if (titulo) doc.moveDown(0.3);
    const sangria = bloque.tipo === 'cita' ? 20 : 0;
    escribirTramos(doc, bloque.tramos, x + sangria, ancho - sangria, { tamano: titulo ?? tamano, negrita: !!titulo, alineacion, color: opciones.color });
    doc.moveDown(titulo ? 0.3 : 0.5);
  }
}

const textoPlanoHtml = (html: string) => bloquesDeHtml(html).map((b) => (b.tipo === 'tabla' ? '' : textoPlano(b.tramos))).join('\n');

/** Renders the PDF and resolves with its bytes (the caller stores them once and hashes them). */
export async function pdfDocumento(d: DatosPdf): Promise<Buffer> {
  const qr = await qrcode().toBuffer(d.urlVerificacion, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const doc = new (pdfkit())({
    size: 'LETTER',
    margins: { top: MARGEN, bottom: MARGEN, left: MARGEN, right: MARGEN },
    info: { Title: `${d.titulo} · ${d.folio}`, Author: APP_NAME, Subject: d.tipoEtiqueta },
    lang: 'es-MX',
    bufferPages: true,
  });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const terminado = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  const ancho = doc.page.width - 2 * MARGEN;

  doc.y = MARGEN - 16;
  if (d.logo) {
    const alto = 52;
    try {
      doc.image(d.logo, MARGEN, MARGEN - 32, { fit: [ancho, alto], align: 'center', valign: 'center' });
      doc.y = MARGEN - 32 + alto + 8;
    } catch {
      // An image pdfkit cannot decode must not stop an approval: the letter goes out with its text letterhead only.
      doc.y = MARGEN - 16;
    }
  }
  escribirHtml(doc, d.encabezado, { tamano: 10, color: GRIS, centrado: true });
  doc.moveTo(MARGEN, doc.y).lineTo(doc.page.width - MARGEN, doc.y).lineWidth(1).strokeColor('#1e3a8a').stroke();
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(TINTA).text(imprimible(d.titulo.toUpperCase()), MARGEN, doc.y, { width: ancho, align: 'center' });
  doc.moveDown(1);
  escribirHtml(doc, d.contenido);
  if (d.horas) escribirHoras(doc, d.horas, d.totalHoras ?? '', ancho);

  // The footer and the signatures stay with the text: on this page, with the folio's band below them when it fits
  // too, or else the band alone goes on to the next page. Only when the signatures themselves do not fit do they
  // start the next page.
  const alto = 96;
  const pie = d.pie.replace(/<[^>]*>/g, '').trim() ? d.pie : '';
  const altoPie = pie ? doc.font('Helvetica').fontSize(11).heightOfString(textoPlanoHtml(pie), { width: ancho }) + 24 : 0;
  const altoCierre = 16 + altoPie + altoFirmas(doc, d.firmantes, ancho);
  if (doc.y + altoCierre > doc.page.height - MARGEN) doc.addPage();
  else doc.moveDown(1);
  if (pie) escribirHtml(doc, pie);
  escribirFirmas(doc, d.firmantes, ancho);

  // The folio and QR close the last page, below the text.
  if (doc.y + alto + 12 > doc.page.height - MARGEN) doc.addPage();
  const y = doc.page.height - MARGEN - alto + 20;
  doc.moveTo(MARGEN, y - 8).lineTo(doc.page.width - MARGEN, y - 8).lineWidth(0.5).strokeColor('#cbd5e1').stroke();
  doc.image(qr, MARGEN, y, { width: 72, height: 72 });
  const tx = MARGEN + 84;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(TINTA).text(`Folio: ${d.folio}`, tx, y + 4, { width: ancho - 84, lineBreak: false });
  doc.font('Helvetica').fontSize(8.5).fillColor(GRIS)
    .text('Documento firmado electrónicamente. Verifique su autenticidad y su huella SHA-256 en:', tx, y + 20, { width: ancho - 84 })
    .fillColor(AZUL)
    .text(d.urlVerificacion, tx, doc.y + 1, { width: ancho - 84, link: d.urlVerificacion, underline: true });

  const paginas = doc.bufferedPageRange();
  for (let i = 0; i < paginas.count; i++) {
    doc.switchToPage(i);
    // Inside the bottom margin: without this pdfkit would open a new page for the line.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GRIS)
      .text(`${APP_NAME} · ${d.folio} · página ${i + 1} de ${paginas.count}`, MARGEN, doc.page.height - MARGEN + 24, { width: ancho, align: 'center', lineBreak: false });
  }
  doc.end();
  return terminado;
}

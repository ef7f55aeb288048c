// An approved document as a letter-size PDF: the template's letterhead, the title, the text (headings, paragraphs,
// lists, tables), the template's signature block, the approvers as electronic signatures, and the folio with a QR
// code of the public verification page. Helvetica's WinAnsi covers Spanish accents, ñ and «».
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { APP_NAME } from '../../../shared/routes';
import type { FirmaDocumento } from '../../db/tables/servicio-social-documentos';
import { bloquesDeHtml, textoPlano, type Bloque, type Tramo } from './html-bloques';

export interface DatosPdf {
  /** The template's letterhead logo (PNG or JPG bytes), drawn centred above the letterhead text. */
  logo?: Buffer | null;
  titulo: string;
  tipoEtiqueta: string;
  encabezado: string;
  contenido: string;
  pie: string;
  firmas: FirmaDocumento[];
  folio: string;
  urlVerificacion: string;
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

function escribirTabla(doc: PDFKit.PDFDocument, bloque: Extract<Bloque, { tipo: 'tabla' }>, x: number, ancho: number) {
  const columnas = Math.max(...bloque.filas.map((f) => f.celdas.length), 1);
  const anchoCelda = ancho / columnas;
  for (const fila of bloque.filas) {
    const alturas = fila.celdas.map((c, i) =>
      doc.font(fila.encabezado[i] ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).heightOfString(imprimible(textoPlano(c)) || ' ', { width: anchoCelda - 8 }),
    );
    const alto = Math.max(...alturas, 12) + 8;
    saltoSiFalta(doc, alto);
    const y = doc.y;
    for (let i = 0; i < columnas; i++) {
      const cx = x + i * anchoCelda;
      if (fila.encabezado[i]) doc.rect(cx, y, anchoCelda, alto).fillColor('#f1f5f9').fill();
      doc.rect(cx, y, anchoCelda, alto).lineWidth(0.5).strokeColor('#94a3b8').stroke();
      const celda = fila.celdas[i];
      if (celda) {
        doc.y = y + 4;
        escribirTramos(doc, celda, cx + 4, anchoCelda - 8, { tamano: 10, negrita: fila.encabezado[i] });
      }
    }
    doc.y = y + alto;
  }
  doc.moveDown(0.5);
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
    saltoSiFalta(doc, 30);
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

const fechaHora = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/** Renders the PDF and resolves with its bytes (the caller stores them once and hashes them). */
export async function pdfDocumento(d: DatosPdf): Promise<Buffer> {
  const qr = await QRCode.toBuffer(d.urlVerificacion, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({
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
  doc.moveDown(1.5);
  saltoSiFalta(doc, 80);
  escribirHtml(doc, d.pie);

  if (d.firmas.length) {
    doc.moveDown(1);
    saltoSiFalta(doc, 40 + d.firmas.length * 30);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(TINTA).text('Firmas electrónicas', MARGEN, doc.y, { width: ancho });
    doc.moveDown(0.3);
    for (const f of d.firmas) {
      doc.font('Helvetica-Bold').fontSize(9).fillColor(TINTA).text(imprimible(f.nombre), { continued: true })
        .font('Helvetica').fillColor(GRIS).text(imprimible(` · ${f.cargo} · ${f.etapa} · aprobado el ${fechaHora(f.fecha)}`));
    }
  }

  // The folio and QR close the last page, below the text.
  const alto = 96;
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

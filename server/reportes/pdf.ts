// The printable report: letter size, Helvetica (its WinAnsi encoding covers Spanish accents, ñ and «»), the
// dimension table with a bar per row drawn as rectangles, then the indicators, headers repeated on every page.
import type { Celda, Tabla } from './tablas';
import type { DatosReporte } from './exportar';
import { pdfkit } from '../lib/paquetes';

const MARGEN = 40;
const GRIS = '#555555';
const BARRA = '#1f5f99';
const FONDO_BARRA = '#e3e9f0';
const LINEA = '#cccccc';

type Doc = PDFKit.PDFDocument;

const numero = new Intl.NumberFormat('es-MX');
const decimal = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function texto(celda: Celda, porcentaje: boolean): string {
  if (celda === null) return '—';
  if (typeof celda === 'number') return porcentaje ? decimal.format(celda) : numero.format(celda);
  return celda;
}

const esPorcentaje = (encabezado: string) => encabezado.includes('(%)');

interface Columna {
  ancho: number;
  alinear: 'left' | 'right';
}

/** Room for `alto` more points on this page, or a new page with the table's header drawn again. */
function espacio(doc: Doc, alto: number, repetir: () => void) {
  if (doc.y + alto > doc.page.height - MARGEN - 20) {
    doc.addPage();
    repetir();
  }
}

function encabezadoTabla(doc: Doc, encabezados: string[], columnas: Columna[], tamano: number) {
  doc.font('Helvetica-Bold').fontSize(tamano).fillColor('black');
  const alto = Math.max(...encabezados.map((h, i) => doc.heightOfString(h, { width: columnas[i].ancho - 4 }))) + 6;
  let x = MARGEN;
  const y = doc.y;
  encabezados.forEach((h, i) => {
    doc.text(h, x + 2, y + 3, { width: columnas[i].ancho - 4, align: columnas[i].alinear });
    x += columnas[i].ancho;
  });
  doc.moveTo(MARGEN, y + alto).lineTo(x, y + alto).strokeColor(LINEA).lineWidth(0.8).stroke();
  doc.y = y + alto + 2;
  doc.font('Helvetica');
}

function filaTabla(doc: Doc, valores: string[], columnas: Columna[], tamano: number, negritas = false, barra?: { x: number; ancho: number; fraccion: number }) {
  doc.font(negritas ? 'Helvetica-Bold' : 'Helvetica').fontSize(tamano).fillColor('black');
  const alto = Math.max(tamano + 2, ...valores.map((v, i) => (v ? doc.heightOfString(v, { width: columnas[i].ancho - 4 }) : 0))) + 4;
  return {
    alto,
    dibujar: () => {
      const y = doc.y;
      let x = MARGEN;
      valores.forEach((v, i) => {
        if (v) doc.fillColor('black').text(v, x + 2, y + 2, { width: columnas[i].ancho - 4, align: columnas[i].alinear });
        x += columnas[i].ancho;
      });
      if (barra) {
        const h = Math.min(alto - 6, 9);
        doc.rect(barra.x, y + 3, barra.ancho, h).fill(FONDO_BARRA);
        if (barra.fraccion > 0) doc.rect(barra.x, y + 3, Math.max(barra.ancho * barra.fraccion, 1), h).fill(BARRA);
      }
      doc.moveTo(MARGEN, y + alto).lineTo(x, y + alto).strokeColor(LINEA).lineWidth(0.3).stroke();
      doc.y = y + alto;
    },
  };
}

function titulo(doc: Doc, texto: string) {
  espacio(doc, 60, () => {});
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(texto, MARGEN, doc.y);
  doc.moveDown(0.4);
}

/** Label, a bar as wide as the share, count and percentage. */
function tablaDimension(doc: Doc, tabla: Tabla) {
  const ancho = doc.page.width - 2 * MARGEN;
  const columnas: Columna[] = [
    { ancho: 220, alinear: 'left' },
    { ancho: ancho - 220 - 70 - 70, alinear: 'left' },
    { ancho: 70, alinear: 'right' },
    { ancho: 70, alinear: 'right' },
  ];
  const encabezados = [tabla.encabezados[0], '', tabla.encabezados[1], tabla.encabezados[2]];
  const repetir = () => encabezadoTabla(doc, encabezados, columnas, 9);
  repetir();
  for (const [etiqueta, total, porcentaje] of tabla.filas) {
    const fila = filaTabla(doc, [texto(etiqueta, false), '', texto(total, false), texto(porcentaje, true)], columnas, 9, false, {
      x: MARGEN + columnas[0].ancho + 4,
      ancho: columnas[1].ancho - 12,
      fraccion: Math.min(Number(porcentaje) / 100, 1),
    });
    espacio(doc, fila.alto, repetir);
    fila.dibujar();
  }
  const total = filaTabla(doc, [texto(tabla.total[0], false), '', texto(tabla.total[1], false), texto(tabla.total[2], true)], columnas, 9, true);
  espacio(doc, total.alto, repetir);
  total.dibujar();
}

function tablaIndicadores(doc: Doc, tabla: Tabla) {
  const ancho = doc.page.width - 2 * MARGEN;
  const programa = tabla.encabezados[0] === 'Programa' ? 130 : 0;
  const resto = (ancho - programa) / (tabla.encabezados.length - (programa ? 1 : 0));
  const columnas: Columna[] = tabla.encabezados.map((h) => (h === 'Programa' ? { ancho: programa, alinear: 'left' } : { ancho: resto, alinear: 'right' }));
  const repetir = () => encabezadoTabla(doc, tabla.encabezados, columnas, 7);
  repetir();
  const celdas = (valores: Celda[]) => valores.map((v, i) => (typeof v === 'number' && tabla.encabezados[i] === 'Generación' ? String(v) : texto(v, esPorcentaje(tabla.encabezados[i]))));
  for (const valores of tabla.filas) {
    const fila = filaTabla(doc, celdas(valores), columnas, 7);
    espacio(doc, fila.alto, repetir);
    fila.dibujar();
  }
  const total = filaTabla(doc, celdas(tabla.total), columnas, 7, true);
  espacio(doc, total.alto, repetir);
  total.dibujar();
}

export function pdfReporte(datos: DatosReporte, textos: { universidad: string; titulo: string }): PDFKit.PDFDocument {
  const doc = new (pdfkit())({
    size: 'LETTER',
    margin: MARGEN,
    bufferPages: true,
    info: { Title: `${textos.titulo} · ${textos.universidad}`, Author: textos.universidad },
    lang: 'es-MX',
  });
  doc.font('Helvetica-Bold').fontSize(16).text(textos.universidad, MARGEN, MARGEN);
  doc.fontSize(14).text(textos.titulo);
  doc.font('Helvetica').fontSize(9).fillColor(GRIS).text(`Generado el ${datos.generado} (hora de la Ciudad de México)`);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fillColor('black').text('Filtros aplicados');
  doc.font('Helvetica');
  for (const filtro of datos.filtros) doc.text(filtro, { indent: 8 });

  titulo(doc, datos.reporte.titulo);
  tablaDimension(doc, datos.reporte);
  titulo(doc, datos.indicadores.titulo);
  tablaIndicadores(doc, datos.indicadores);

  // Page numbers once the count is known; the footer sits in the bottom margin, so that margin is lifted first.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GRIS)
      .text(`${textos.universidad} · ${textos.titulo} · Página ${i + 1} de ${count}`, MARGEN, doc.page.height - MARGEN + 10, {
        width: doc.page.width - 2 * MARGEN, align: 'center', lineBreak: false,
      });
  }
  doc.end();
  return doc;
}

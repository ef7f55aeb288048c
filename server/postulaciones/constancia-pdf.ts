// A winner's certificate: one landscape letter page, Helvetica (WinAnsi covers Spanish accents, ñ and «»),
// a double border, the award text, and the verification folio with the public URL that checks it.
import { APP_NAME } from '../../shared/routes';
import type { DatosConstancia } from './resultados';
import { pdfkit } from '../lib/paquetes';

const ORO = '#a16207';
const TINTA = '#0f172a';
const GRIS = '#475569';

const fechaLarga = (d: Date) => new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long' }).format(d);

export function pdfConstancia(d: DatosConstancia): PDFKit.PDFDocument {
  const doc = new (pdfkit())({
    size: 'LETTER',
    layout: 'landscape',
    margin: 0,
    info: { Title: `Constancia ${d.folio} · ${APP_NAME}`, Author: APP_NAME, Subject: `${d.convocatoria} · ${d.categoria}` },
    lang: 'es-MX',
  });
  const { width: w, height: h } = doc.page;
  doc.rect(24, 24, w - 48, h - 48).lineWidth(3).strokeColor(ORO).stroke();
  doc.rect(32, 32, w - 64, h - 64).lineWidth(0.8).strokeColor(ORO).stroke();

  const ancho = w - 160;
  const centro = (texto: string, y: number, fuente: string, tamano: number, color = TINTA) => {
    doc.font(fuente).fontSize(tamano).fillColor(color).text(texto, 80, y, { width: ancho, align: 'center' });
    return doc.y;
  };
  let y = centro(APP_NAME.toUpperCase(), 96, 'Helvetica-Bold', 14, GRIS);
  y = centro('otorga la presente', y + 34, 'Helvetica', 13, GRIS);
  y = centro('CONSTANCIA', y + 8, 'Helvetica-Bold', 40, ORO);
  y = centro('a', y + 14, 'Helvetica', 13, GRIS);
  y = centro(d.nombre, y + 8, 'Helvetica-Bold', 30);
  doc.moveTo(w / 2 - 180, y + 6).lineTo(w / 2 + 180, y + 6).lineWidth(0.8).strokeColor(ORO).stroke();
  y = centro(`por haber resultado ganador(a) en la categoría «${d.categoria}»`, y + 22, 'Helvetica', 15);
  y = centro(`de la convocatoria «${d.convocatoria}».`, y + 4, 'Helvetica', 15);
  centro(`Resultados publicados el ${fechaLarga(d.emitidaEn)}.`, y + 26, 'Helvetica', 12, GRIS);

  doc.font('Helvetica-Bold').fontSize(10).fillColor(TINTA).text(`Folio de verificación: ${d.folio}`, 80, h - 118, { width: ancho, align: 'center' });
  doc.font('Helvetica').fontSize(9).fillColor(GRIS)
    .text('Verifique la autenticidad de esta constancia en:', 80, h - 102, { width: ancho, align: 'center' })
    .fillColor('#1d4ed8')
    .text(d.url, 80, h - 89, { width: ancho, align: 'center', link: d.url, underline: true });
  doc.fillColor(GRIS).fontSize(8).text(`Postulación ${d.postulacionFolio}`, 80, h - 70, { width: ancho, align: 'center' });
  doc.end();
  return doc;
}

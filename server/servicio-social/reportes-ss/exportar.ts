// The staff report as a file: XLSX (one sheet per table, every text cell through safeCell so a program or
// institution named «=HYPERLINK(…)» stays text) or a printable PDF. A few hundred rows at most: built in memory.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { FormatoReporteSs, ReporteSs } from '../../../shared/schemas/servicio-social-evaluaciones';
import { APP_NAME } from '../../../shared/routes';
import { ESTADOS_PRESTACION } from '../../../shared/servicio-social/valores';
import { safeCell } from '../../lib/spreadsheet';
import { fechaHoraEnMexico } from '../../reportes/calendario';
import { hoyMexico } from '../comun/fechas';

export const TITULO_REPORTE_SS = 'Reporte de servicio social';

interface Tabla {
  titulo: string;
  encabezados: string[];
  filas: (string | number | null)[][];
}

const CONTEO = ['Total', 'En curso', 'Concluidas', 'Liberadas', 'Bajas', 'Horas aprobadas'];

/** The report as titled tables, the same for both formats. */
export function tablas(r: ReporteSs): Tabla[] {
  const conteo = (titulo: string, primera: string, lista: ReporteSs['porPrograma']): Tabla => ({
    titulo, encabezados: [primera, ...CONTEO],
    filas: lista.map((f) => [f.etiqueta, f.total, f.enCurso, f.concluidas, f.liberadas, f.bajas, f.horasAprobadas]),
  });
  const etapa = { institucion: 'Institución (supervisor)', oficina: 'Oficina de servicio social' };
  return [
    { titulo: 'Servicios por estado', encabezados: ['Estado', 'Servicios'], filas: [...r.porEstado.map((e) => [ESTADOS_PRESTACION[e.estado], e.total]), ['Total', r.totales.prestaciones]] },
    { titulo: 'Horas', encabezados: ['Concepto', 'Horas'], filas: [['Requeridas', r.horas.requeridas], ['Registradas', r.horas.registradas], ['Aprobadas', r.horas.aprobadas]] },
    conteo('Servicios por periodo', 'Periodo', r.porPeriodo),
    conteo('Servicios por programa', 'Programa', r.porPrograma),
    conteo('Servicios por institución', 'Institución', r.porInstitucion),
    {
      titulo: 'Informes mensuales vencidos', encabezados: ['Institución', 'Informes vencidos', 'Servicios con atraso'],
      filas: [...r.informesVencidos.porInstitucion.map((f) => [f.etiqueta, f.informes, f.prestaciones]), ['Total', r.informesVencidos.informes, r.informesVencidos.prestaciones]],
    },
    {
      titulo: 'Tiempo promedio de revisión', encabezados: ['Etapa', 'Revisiones', 'Horas en promedio'],
      filas: r.revision.map((t) => [etapa[t.etapa], t.revisiones, t.promedioHoras]),
    },
  ];
}

export function describirFiltro(r: ReporteSs, institucion: string | null): string {
  const partes = [r.filtro.periodo ? `periodo ${r.filtro.periodo}` : 'todos los periodos', institucion ? `institución ${institucion}` : 'todas las instituciones'];
  return `Filtros: ${partes.join(', ')}`;
}

function xlsx(r: ReporteSs, filtro: string, generado: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  for (const t of tablas(r)) {
    const hoja = workbook.addWorksheet(t.titulo.slice(0, 31));
    hoja.columns = t.encabezados.map((_, i) => ({ width: i === 0 ? 48 : 16 }));
    const fila = (valores: unknown[], negritas = false) => {
      const row = hoja.addRow(valores.map(safeCell));
      if (negritas) row.font = { bold: true };
      row.commit();
    };
    fila([APP_NAME], true);
    fila([`${TITULO_REPORTE_SS}: ${t.titulo}`], true);
    fila([`Generado el ${generado} (hora de la Ciudad de México)`]);
    fila([filtro]);
    fila([]);
    fila(t.encabezados, true);
    for (const f of t.filas) fila(f);
    hoja.commit();
  }
  workbook.commit().catch((error: Error) => out.destroy(error));
  return out;
}

const numero = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

function pdf(r: ReporteSs, filtro: string, generado: string): Readable {
  const MARGEN = 40;
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGEN, bufferPages: true, lang: 'es-MX', info: { Title: `${TITULO_REPORTE_SS} · ${APP_NAME}`, Author: APP_NAME } });
  doc.font('Helvetica-Bold').fontSize(16).text(APP_NAME);
  doc.fontSize(14).text(TITULO_REPORTE_SS);
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(`Generado el ${generado} (hora de la Ciudad de México)`).text(filtro);
  const ancho = doc.page.width - 2 * MARGEN;
  for (const t of tablas(r)) {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('black').text(t.titulo, MARGEN);
    doc.moveDown(0.3);
    const primera = t.encabezados.length > 3 ? 190 : 260;
    const resto = (ancho - primera) / (t.encabezados.length - 1);
    const anchos = t.encabezados.map((_, i) => (i === 0 ? primera : resto));
    const linea = (valores: (string | number | null)[], negritas: boolean) => {
      doc.font(negritas ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      const textos = valores.map((v) => (v === null ? '—' : typeof v === 'number' ? numero.format(v) : v));
      const alto = Math.max(...textos.map((x, i) => doc.heightOfString(x, { width: anchos[i] - 4 }))) + 4;
      if (doc.y + alto > doc.page.height - MARGEN - 20) doc.addPage();
      const y = doc.y;
      let x = MARGEN;
      textos.forEach((texto, i) => {
        doc.text(texto, x + 2, y + 2, { width: anchos[i] - 4, align: i === 0 ? 'left' : 'right' });
        x += anchos[i];
      });
      doc.moveTo(MARGEN, y + alto).lineTo(MARGEN + ancho, y + alto).strokeColor('#cccccc').lineWidth(0.3).stroke();
      doc.y = y + alto;
    };
    linea(t.encabezados, true);
    for (const f of t.filas) linea(f, f[0] === 'Total');
  }
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#555555')
      .text(`${TITULO_REPORTE_SS} · Página ${i + 1} de ${count}`, MARGEN, doc.page.height - MARGEN + 10, { width: ancho, align: 'center', lineBreak: false });
  }
  doc.end();
  return doc as unknown as Readable;
}

export const CONTENT_TYPES_SS: Record<FormatoReporteSs, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export const nombreArchivoSs = (formato: FormatoReporteSs) => `reporte-servicio-social-${hoyMexico()}.${formato}`;

export function reporteSsStream(r: ReporteSs, formato: FormatoReporteSs, institucion: string | null, ahora = new Date()): Readable {
  const filtro = describirFiltro(r, institucion);
  const generado = fechaHoraEnMexico(ahora);
  return formato === 'xlsx' ? xlsx(r, filtro, generado) : pdf(r, filtro, generado);
}

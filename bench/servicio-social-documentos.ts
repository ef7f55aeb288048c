// Servicio social document PDFs: BENCH_SS_DOCUMENTOS (1,000) approved monthly reports rendered by the real
// renderer (sanitised HTML → letterhead, text, table, electronic signatures, folio and QR; then its SHA-256, as
// stored) one after another, beside a bare pdfkit one-page PDF of the same text measured in the same run.
// Reports docs/s and p50/p95 per document for both, and the process RSS at the start, after 100 and after all of
// them: the renderer must not keep anything per document (RSS flat).
// Run alone: `node --import tsx bench/servicio-social-documentos.ts` (BENCH_SS_DOCUMENTOS=50 for a quick check).
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { CampoDocumento } from '../shared/servicio-social/documentos';
import { sanitizarHtml } from '../server/plantillas/sanitizar';
import { combinar } from '../server/servicio-social/documentos/campos';
import { nuevoFolio } from '../server/servicio-social/documentos/emision';
import { pdfDocumento } from '../server/servicio-social/documentos/pdf';
import { PLANTILLAS_PREDETERMINADAS } from '../server/servicio-social/plantillas-documento/predeterminadas';

export const SS_DOCUMENTOS = Number(process.env.BENCH_SS_DOCUMENTOS ?? 1_000);
/** Memory may settle after the first hundred documents; past that the live heap should not climb by more than this. */
const CRECIMIENTO_MAXIMO_MB = 25;

export interface FilaPdf {
  escenario: string;
  documentos: number;
  porSegundo: number;
  p50: number;
  p95: number;
  kb: number;
}

export interface ResultadoDocumentos {
  base: FilaPdf;
  renderer: FilaPdf;
  /** MB before the renderer's first document, after `control` (100) documents and after all: RSS, and the live heap. */
  rss: { inicio: number; control: number; tras100: number; final: number };
  heap: { inicio: number; tras100: number; final: number };
  /** Whether each sample followed a full collection (node --expose-gc, as `npm run bench` runs). */
  recolectado: boolean;
}

const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc;

/**
 * RSS and heap in MB, after a full collection when the process allows it. Uncollected, RSS mostly says when the
 * collector last ran (a run measured +123 MB that way, after the 50,000-service load in the same process).
 */
function memoria() {
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss / MB, heap: m.heapUsed / MB };
}

/** The n-th student's approved report: the office's default template filled in, with the month's hours as a table. */
function informe(n: number) {
  const plantilla = PLANTILLAS_PREDETERMINADAS.informe_mensual;
  const datos: Partial<Record<CampoDocumento, string>> = {
    nombreCompleto: `Estudiante ${n} Ramírez Solís`, matricula: `22L${String(3000 + n).padStart(5, '0')}`, programa: 'Licenciatura en Psicología',
    institucion: 'Fundación Hogar y Esperanza, A.C.', programaServicio: 'Acompañamiento psicológico a niñas, niños y adolescentes en casa hogar',
    supervisor: 'Psic. Mariana Zúñiga Ortega', mes: 'septiembre de 2026', horasMes: '76', horasAprobadas: String(76 + (n % 400)), horasRequeridas: '480',
  };
  const filas = Array.from({ length: 19 }, (_, i) => `<tr><td>${String(i + 1).padStart(2, '0')}/09/2026</td><td>4</td><td>Taller de manejo de emociones y asesoría de tareas</td></tr>`);
  const cuerpo = plantilla.cuerpo
    .replace('<p>Describa las actividades del mes.</p>', '<p>Coordiné los talleres de manejo de emociones de los martes y jueves y apoyé las tareas escolares por las tardes.</p><ul><li>8 talleres.</li><li>Asesoría de tareas a 14 niñas y niños.</li></ul>')
    .replace('<h3>Logros y dificultades</h3><p></p>', `<h3>Horas del mes</h3><table><tbody><tr><th>Fecha</th><th>Horas</th><th>Actividades</th></tr>${filas.join('')}</tbody></table>`);
  const folio = nuevoFolio(2026);
  return {
    titulo: 'Informe mensual · septiembre de 2026',
    tipoEtiqueta: 'Informe mensual',
    encabezado: combinar(plantilla.encabezado, datos),
    contenido: sanitizarHtml(combinar(cuerpo, datos), { tablas: true }),
    pie: combinar(plantilla.pie, datos),
    firmantes: [
      { nombre: 'Ana Sofía Ramírez Torres', cargo: 'Estudiante · matrícula A01234567', detalle: 'Enviado el 2 de octubre de 2026, 10:00' },
      { nombre: 'Psic. Mariana Zúñiga Ortega', cargo: 'Supervisor(a) · Fundación Hogar y Esperanza, A.C.', detalle: 'Firma electrónica · Aprobación de la institución · 5 de octubre de 2026, 11:00' },
      { nombre: 'Francisco Javier Castillo Núñez', cargo: 'Oficina de Servicio Social', detalle: 'Firma electrónica · Aprobación de la oficina · 7 de octubre de 2026, 11:00' },
    ],
    folio,
    urlVerificacion: `https://plataforma.universidad.mx/servicio-social/verificar?folio=${folio}`,
  };
}

const textoPlano = (html: string) => html.replace(/<\/(p|h\d|li|tr)>/g, '\n').replace(/<[^>]*>/g, ' ').replace(/[ \t]+/g, ' ').trim();

/** The floor: pdfkit alone, one page of the same text in one font, no layout of blocks, no QR. */
function pdfDesnudo(d: ReturnType<typeof informe>): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 64 });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const listo = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  doc.font('Helvetica').fontSize(9).text(`${d.titulo}\n${textoPlano(d.contenido)}\nFolio: ${d.folio}`, { height: doc.page.height - 128, ellipsis: true });
  doc.end();
  return listo;
}

const percentil = (ordenados: number[], p: number) => ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))];

async function medir(escenario: string, n: number, generar: (d: ReturnType<typeof informe>) => Promise<Buffer>, alTerminar?: (i: number) => void): Promise<FilaPdf> {
  const tiempos: number[] = [];
  let bytes = 0;
  const inicio = performance.now();
  for (let i = 0; i < n; i++) {
    const datos = informe(i);
    const t = performance.now();
    const pdf = await generar(datos);
    createHash('sha256').update(pdf).digest('hex');
    tiempos.push(performance.now() - t);
    bytes += pdf.length;
    alTerminar?.(i + 1);
  }
  const segundos = (performance.now() - inicio) / 1000;
  tiempos.sort((a, b) => a - b);
  return { escenario, documentos: n, porSegundo: n / segundos, p50: percentil(tiempos, 50), p95: percentil(tiempos, 95), kb: bytes / n / 1024 };
}

export async function benchDocumentosPdf(n = SS_DOCUMENTOS): Promise<ResultadoDocumentos> {
  process.stdout.write(`bench: ${n} PDF de documentos de servicio social (y la base pdfkit)…\n`);
  // Warm both paths (fonts, QR encoder, JIT) so neither pays its first-call cost inside the measurement.
  for (let i = 0; i < 5; i++) {
    await pdfDesnudo(informe(i));
    await pdfDocumento(informe(i));
  }
  const base = await medir('pdfkit desnudo, una página (base)', n, pdfDesnudo);
  const inicio = memoria();
  const control = Math.min(100, n);
  let tras100 = inicio;
  const renderer = await medir('informe mensual aprobado (membrete, tabla, firmas, QR) + SHA-256', n, pdfDocumento, (i) => {
    if (i === control) tras100 = memoria();
  });
  const final = memoria();
  return {
    base, renderer, recolectado: gc !== undefined,
    rss: { inicio: inicio.rss, control, tras100: tras100.rss, final: final.rss },
    heap: { inicio: inicio.heap, tras100: tras100.heap, final: final.heap },
  };
}

export function tablaDocumentosPdf({ base, renderer }: ResultadoDocumentos): string {
  const columnas = ['escenario', 'documentos', 'docs/s', 'p50 ms', 'p95 ms', 'KB/doc', 'docs/s / base'];
  const celdas = [base, renderer].map((f, i) => [
    f.escenario, String(f.documentos), f.porSegundo.toFixed(1), f.p50.toFixed(1), f.p95.toFixed(1), f.kb.toFixed(1),
    i === 0 ? 'base' : `${(f.porSegundo / base.porSegundo).toFixed(2)}×`,
  ]);
  const anchos = columnas.map((c, i) => Math.max(c.length, ...celdas.map((r) => r[i].length)));
  const linea = (v: string[]) => v.map((x, i) => (i === 0 ? x.padEnd(anchos[i]) : x.padStart(anchos[i]))).join('  ');
  return [linea(columnas), anchos.map((w) => '-'.repeat(w)).join('  '), ...celdas.map(linea)].join('\n');
}

export function resumenDocumentosPdf({ renderer, rss, heap, recolectado }: ResultadoDocumentos): string {
  // The live heap after a collection is what a leak grows; without --expose-gc only RSS is there to judge.
  const crece = recolectado ? heap.final - heap.tras100 : rss.final - rss.tras100;
  const mb = (v: number) => `${v.toFixed(0)} MB`;
  const signo = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(1)} MB`;
  return `bench: ${renderer.porSegundo.toFixed(1)} PDF/s; `
    + `RSS ${mb(rss.inicio)} al inicio, ${mb(rss.tras100)} tras ${rss.control}, ${mb(rss.final)} tras ${renderer.documentos}; `
    + `heap vivo ${mb(heap.inicio)}, ${mb(heap.tras100)}, ${mb(heap.final)}${recolectado ? ' (tras recolectar)' : ' (sin --expose-gc: sin recolectar)'} `
    + `(${recolectado ? 'heap' : 'RSS'} ${signo(crece)} desde el documento ${rss.control}; límite +${CRECIMIENTO_MAXIMO_MB} MB)${crece > CRECIMIENTO_MAXIMO_MB ? ' — LA MEMORIA CRECE' : ''}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await benchDocumentosPdf();
  console.log(`\nPDF de documentos de servicio social: ${r.renderer.documentos} informes uno tras otro, frente a pdfkit desnudo en la misma corrida\n`);
  console.log(tablaDocumentosPdf(r));
  console.log(resumenDocumentosPdf(r));
}

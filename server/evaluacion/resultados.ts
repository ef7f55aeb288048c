// The ranking of a category (read from the database, computed by ./ranking) and its XLSX/PDF exports for the
// committee's minutes. Every spreadsheet cell goes through safeCell (formula injection).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { APP_NAME } from '../../shared/routes';
import { ESTADO_POSTULACION_LABELS, ESTADOS_EVALUABLES, type Criterio, type EstadoPostulacion, type Ranking } from '../../shared/schemas/postulaciones';
import { sinBloqueo } from '../arco/bloqueo';
import type { Db } from '../db/client';
import { categorias, convocatorias, evaluaciones, postulaciones } from '../db/schema';
import { downloadLink } from '../lib/download-link';
import { notFound } from '../lib/http-error';
import { safeCell } from '../lib/spreadsheet';
import { rondaUno } from '../rondas/service';
import { ordenarRanking, type Agregado } from './ranking';
import { excel, pdfkit } from '../lib/paquetes';

export const enlaceRanking = downloadLink({
  purpose: 'ranking.exportar',
  permission: 'resultados.ver',
  invalidMessage: 'El enlace de descarga no es válido o ya expiró: vuelva a exportar desde el ranking',
});

export async function rankingDeCategoria(db: Db, categoriaId: number, normalizar: boolean): Promise<Ranking> {
  const [cat] = await db
    .select({ c: categorias, convocatoria: convocatorias.nombre })
    .from(categorias)
    .innerJoin(convocatorias, eq(convocatorias.id, categorias.convocatoriaId))
    .where(eq(categorias.id, categoriaId));
  if (!cat) throw notFound('La categoría no existe');
  // The category's ranking is its ronda 1's (issue 33); later rounds rank with GET /api/rondas/:id/ranking.
  const ronda = await rondaUno(db, categoriaId);
  const criterios = ronda.criterios as Criterio[];
  // One GROUP BY: the means, counts and per-criterion means come from the database; only normalisation needs
  // the individual scores (three numbers each).
  const filas = await db
    .select({
      postulacionId: postulaciones.id,
      folio: postulaciones.folio,
      nombre: postulaciones.nombre,
      estado: postulaciones.estado,
      promedio: sql<number | null>`avg(${evaluaciones.puntaje}) filter (where ${evaluaciones.estado} = 'enviada' and ${evaluaciones.puntaje} is not null)`,
      evaluaciones: sql<number>`(count(*) filter (where ${evaluaciones.estado} = 'enviada' and ${evaluaciones.puntaje} is not null))::int`,
      recusaciones: sql<number>`(count(*) filter (where ${evaluaciones.estado} = 'recusada'))::int`,
      criterios: sql<Record<string, number | null>>`json_build_object(${sql.join(
        criterios.length
          ? criterios.map((c) => sql`${c.id}::text, avg((${evaluaciones.puntajes}->>${c.id})::float8) filter (where ${evaluaciones.estado} = 'enviada')`)
          : [sql`'-'::text, null`],
        sql`, `,
      )})`,
    })
    .from(postulaciones)
    .leftJoin(evaluaciones, and(eq(evaluaciones.postulacionId, postulaciones.id), eq(evaluaciones.rondaId, ronda.id)))
    .where(and(eq(postulaciones.categoriaId, categoriaId), inArray(postulaciones.estado, ESTADOS_EVALUABLES), sinBloqueo(postulaciones)))
    .groupBy(postulaciones.id);
  const agregados = new Map<number, Agregado>();
  const recusaciones = new Map<number, number>();
  for (const f of filas) {
    if (f.recusaciones) recusaciones.set(f.postulacionId, f.recusaciones);
    if (f.promedio === null || !f.evaluaciones) continue;
    const porCriterio = Object.fromEntries(Object.entries(f.criterios ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number'));
    agregados.set(f.postulacionId, { promedio: Number(f.promedio), evaluaciones: f.evaluaciones, criterios: porCriterio });
  }
  // Normalisation in the database too: each jurado's z-scores (window over their own submitted scores in the
  // category; σ = 0 counts as z = 0, as in ./ranking), averaged per entry. Only the rescaling is left to ./ranking.
  const mediaZ = normalizar ? new Map(((await db.execute(sql`
    with s as (
      select e.postulacion_id, e.puntaje,
             avg(e.puntaje) over w as mu, stddev_pop(e.puntaje) over w as sigma
      from ${evaluaciones} e join ${postulaciones} p on p.id = e.postulacion_id
      where p.categoria_id = ${categoriaId} and p.estado in (${sql.join(ESTADOS_EVALUABLES.map((x) => sql`${x}`), sql`, `)})
        and e.ronda_id = ${ronda.id} and e.estado = 'enviada' and e.puntaje is not null
      window w as (partition by e.usuario_id)
    )
    select postulacion_id as id, avg(case when sigma > 1e-12 then (puntaje - mu) / sigma else 0 end)::float8 as z
    from s group by postulacion_id`)) as unknown as { rows: { id: number; z: number }[] }).rows.map((r) => [Number(r.id), Number(r.z)])) : undefined;
  const entradas = filas.map((f) => ({ postulacionId: f.postulacionId, folio: f.folio, nombre: f.nombre, estado: f.estado as EstadoPostulacion }));
  return {
    categoriaId,
    categoria: cat.c.nombre,
    convocatoria: cat.convocatoria,
    escalaMin: cat.c.escalaMin,
    escalaMax: cat.c.escalaMax,
    normalizado: normalizar,
    criterios,
    filas: ordenarRanking(entradas, agregados, recusaciones, { normalizar, mediaZ }),
  };
}

const numero = (x: number | null) => (x === null ? '—' : x.toFixed(2));
const generado = () =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long', timeStyle: 'short' }).format(new Date());

function encabezados(r: Ranking): string[] {
  return [
    'Lugar', 'Folio', 'Postulante', r.normalizado ? 'Calificación normalizada' : 'Calificación',
    ...(r.normalizado ? ['Promedio sin normalizar'] : []),
    ...r.criterios.map((c) => `${c.nombre} (${c.peso} %)`),
    'Evaluaciones', 'Recusaciones', 'Empate', 'Estado',
  ];
}

function valores(r: Ranking, f: Ranking['filas'][number]): (string | number | null)[] {
  return [
    f.posicion, f.folio, f.nombre, f.puntaje,
    ...(r.normalizado ? [f.promedio] : []),
    ...r.criterios.map((c) => f.criterios[c.id] ?? null),
    f.evaluaciones, f.recusaciones, f.empate ? 'Sí' : 'No', ESTADO_POSTULACION_LABELS[f.estado] ?? f.estado,
  ];
}

export async function rankingXlsx(r: Ranking): Promise<Buffer> {
  const workbook = new (excel().Workbook)();
  const hoja = workbook.addWorksheet('Ranking');
  hoja.addRow([safeCell(`${r.convocatoria} · ${r.categoria}`)]).font = { bold: true, size: 13 };
  hoja.addRow([safeCell(`Escala de ${r.escalaMin} a ${r.escalaMax}; calificación = promedio de los jurados que calificaron${r.normalizado ? ', normalizada por jurado (puntuaciones z reescaladas)' : ''}. Generado el ${generado()}.`)]);
  hoja.addRow([]);
  hoja.addRow(encabezados(r)).font = { bold: true };
  for (const f of r.filas) hoja.addRow(valores(r, f).map((v) => (typeof v === 'string' ? safeCell(v) : v)));
  hoja.columns.forEach((col, i) => { col.width = i === 2 ? 36 : 16; });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Letter, landscape, Helvetica (WinAnsi covers Spanish); the header row repeats on every page. */
export function rankingPdf(r: Ranking): PDFKit.PDFDocument {
  const margen = 36;
  const doc = new (pdfkit())({ size: 'LETTER', layout: 'landscape', margin: margen, bufferPages: true, lang: 'es-MX', info: { Title: `Ranking · ${r.categoria}`, Author: APP_NAME } });
  doc.font('Helvetica-Bold').fontSize(15).text(APP_NAME);
  doc.fontSize(12).text(`Ranking: ${r.convocatoria} · ${r.categoria}`);
  doc.font('Helvetica').fontSize(8.5).fillColor('#555555')
    .text(`Escala de ${r.escalaMin} a ${r.escalaMax}. Calificación: promedio de los jurados que calificaron (una recusación no penaliza)${r.normalizado ? '; normalizada por jurado (puntuaciones z reescaladas al rango original)' : ''}. Generado el ${generado()} (hora de la Ciudad de México).`);
  doc.moveDown(0.6);
  const cabeza = encabezados(r);
  const ancho = doc.page.width - 2 * margen;
  const fijos: Record<string, number> = { Lugar: 34, Folio: 92, Postulante: 150, Empate: 40, Estado: 70, Evaluaciones: 52, Recusaciones: 56 };
  const resto = cabeza.filter((h) => !(h in fijos));
  const libre = (ancho - Object.values(fijos).reduce((s, x) => s + x, 0)) / Math.max(resto.length, 1);
  const anchos = cabeza.map((h) => fijos[h] ?? libre);
  const fila = (celdas: string[], negritas: boolean) => {
    doc.font(negritas ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).fillColor('black');
    const alto = Math.max(...celdas.map((t, i) => doc.heightOfString(t, { width: anchos[i] - 4 }))) + 6;
    if (doc.y + alto > doc.page.height - margen - 16) {
      doc.addPage();
      if (!negritas) fila(cabeza, true);
    }
    const y = doc.y;
    let x = margen;
    celdas.forEach((t, i) => {
      doc.text(t, x + 2, y + 3, { width: anchos[i] - 4, align: i === 1 || i === 2 || i === celdas.length - 1 ? 'left' : 'right' });
      x += anchos[i];
    });
    doc.moveTo(margen, y + alto).lineTo(margen + ancho, y + alto).strokeColor('#cccccc').lineWidth(negritas ? 0.8 : 0.3).stroke();
    doc.y = y + alto;
  };
  fila(cabeza, true);
  for (const f of r.filas) {
    fila([
      String(f.posicion), f.folio, f.nombre, numero(f.puntaje),
      ...(r.normalizado ? [numero(f.promedio)] : []),
      ...r.criterios.map((c) => numero(f.criterios[c.id] ?? null)),
      String(f.evaluaciones), String(f.recusaciones), f.empate ? 'Sí' : 'No', ESTADO_POSTULACION_LABELS[f.estado] ?? f.estado,
    ], false);
  }
  if (!r.filas.length) doc.moveDown().font('Helvetica').text('Todavía no hay postulaciones evaluadas en esta categoría.', margen);
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7.5).fillColor('#555555').text(`${r.categoria} · Página ${i + 1} de ${count}`, margen, doc.page.height - margen + 10, { width: ancho, align: 'center', lineBreak: false });
  }
  doc.end();
  return doc;
}

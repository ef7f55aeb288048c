// The public search: published offers whose closing date has not passed, with the contract's filters, accent-free
// word search (by prefix) over the folded `busqueda_tsv` column, newest first or closing soon first.
import { and, eq, gte, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { filtroOfertasSchema } from '../../../shared/schemas/bolsa';
import type { z } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { bolsaEmpleadores, bolsaOfertas } from '../../db/schema';
import { consultaTexto } from '../../lib/search';
import { hoyMexico } from '../../servicio-social/comun/fechas';
import { columnasOferta } from './service';

export const OFERTAS_PUBLICAS_SORTABLE = ['publicadaEn', 'cierre'] as const;
type Filtro = z.output<typeof filtroOfertasSchema>;

// The list leaves the description out: the offer's own page carries it.
const { motivo: _m, revisionPosterior: _r, empleadorId: _e, descripcion: _d, ...columnasPublicas } = columnasOferta;

export function condicionesPublicas(f: Filtro): SQL {
  const where: (SQL | undefined)[] = [eq(bolsaOfertas.estado, 'publicada'), gte(bolsaOfertas.cierre, hoyMexico())];
  const consulta = consultaTexto(f.q);
  if (consulta) where.push(sql`${bolsaOfertas.busquedaTsv} @@ to_tsquery('simple', ${consulta})`);
  if (f.programaId) where.push(sql`${bolsaOfertas.programaIds} @> array[${f.programaId}]::integer[]`);
  if (f.modalidad) where.push(eq(bolsaOfertas.modalidad, f.modalidad));
  if (f.jornada) where.push(eq(bolsaOfertas.jornada, f.jornada));
  if (f.entidad) where.push(eq(bolsaOfertas.entidad, f.entidad));
  if (f.conSueldo) where.push(isNotNull(bolsaOfertas.sueldoMin));
  if (f.sueldoMin) where.push(or(gte(bolsaOfertas.sueldoMax, f.sueldoMin), gte(bolsaOfertas.sueldoMin, f.sueldoMin)));
  return and(...where)!;
}

/**
 * Past this many matches the search says «más de 1,000 ofertas» instead of counting them all: nobody pages that far,
 * and the exact count of a common word costs more than the page itself.
 */
export const CONTEO_OFERTAS_HASTA = 1_000;

const ordenDe = (porCierre: boolean, t: { cierre: unknown; publicadaEn: unknown; id: unknown }) =>
  porCierre ? [sql`${t.cierre} asc`, sql`${t.id} asc`] : [sql`${t.publicadaEn} desc`, sql`${t.id} desc`];

/**
 * One page of the search and its count, capped at CONTEO_OFERTAS_HASTA, in a single statement: a public page people
 * wait on pays one round trip to the database.
 * - Without words, the page walks the date index and the count its twin on the closing date, reading no row.
 * - With words, the matches come from the text index once, as (id, date) pairs, first by the order asked; the count
 *   is theirs, and only the page's twenty rows are then read whole. Reading each match twice (page, then count)
 *   was most of the request.
 */
export async function buscarOfertas(db: Db, f: Filtro, orden: { campo: string; desc: boolean }, offset: number, limit: number) {
  const where = condicionesPublicas(f);
  const porCierre = orden.campo === 'cierre';
  const tope = Math.max(CONTEO_OFERTAS_HASTA, offset + limit) + 1;
  const columnas = (total: SQL) => ({ ...columnasPublicas, total: sql<number>`(${total})`.mapWith(Number) });
  const coincidencias = db.select({ uno: sql`1` }).from(bolsaOfertas).where(where).limit(tope).as('coincidencias');
  const conTexto = async () => {
    const m = db.$with('m').as(
      db.select({ mid: sql<number>`${bolsaOfertas.id}`.as('mid'), mcierre: sql`${bolsaOfertas.cierre}`.as('mcierre'), mpublicada: sql`${bolsaOfertas.publicadaEn}`.as('mpublicada') })
        .from(bolsaOfertas).where(where).orderBy(...ordenDe(porCierre, bolsaOfertas)).limit(tope),
    );
    return db.with(m)
      .select(columnas(sql`select count(*)::int from m`))
      .from(m).innerJoin(bolsaOfertas, sql`${bolsaOfertas.id} = m.mid`).innerJoin(bolsaEmpleadores, eq(bolsaEmpleadores.id, bolsaOfertas.empleadorId))
      .orderBy(...ordenDe(porCierre, { cierre: sql`m.mcierre`, publicadaEn: sql`m.mpublicada`, id: sql`m.mid` }))
      .limit(limit).offset(offset);
  };
  const sinTexto = async () =>
    db.select(columnas(sql`select count(*)::int from ${coincidencias}`))
      .from(bolsaOfertas).innerJoin(bolsaEmpleadores, eq(bolsaEmpleadores.id, bolsaOfertas.empleadorId))
      .where(where).orderBy(...ordenDe(porCierre, bolsaOfertas)).limit(limit).offset(offset);
  const filas = await (consultaTexto(f.q) ? conTexto() : sinTexto());
  // A page past the last match carries no row, and so no count: only then is it asked for on its own.
  const contadas = filas.length ? filas[0].total
    : offset === 0 ? 0
    : (await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(coincidencias))[0].n;
  const rows = filas.map(({ total: _t, ...fila }) => fila);
  // At the cap, `total` is a floor («más de …»), not a count.
  return contadas >= tope ? { rows, total: tope - 1, estimado: true } : { rows, total: contadas, estimado: false };
}

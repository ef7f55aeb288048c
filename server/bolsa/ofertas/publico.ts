// The public search: published offers whose closing date has not passed, with the contract's filters, accent-free
// text search over the folded `busqueda` column, newest first or closing soon first.
import { and, eq, gte, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { filtroOfertasSchema } from '../../../shared/schemas/bolsa';
import type { z } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { bolsaEmpleadores, bolsaOfertas } from '../../db/schema';
import { searchFolded } from '../../lib/search';
import { hoyMexico } from '../../servicio-social/comun/fechas';
import { columnasOferta } from './service';

export const OFERTAS_PUBLICAS_SORTABLE = ['publicadaEn', 'cierre'] as const;
type Filtro = z.output<typeof filtroOfertasSchema>;

const { motivo: _m, revisionPosterior: _r, empleadorId: _e, ...columnasPublicas } = columnasOferta;

export function condicionesPublicas(f: Filtro): SQL {
  const where: (SQL | undefined)[] = [eq(bolsaOfertas.estado, 'publicada'), gte(bolsaOfertas.cierre, hoyMexico())];
  where.push(searchFolded(bolsaOfertas.busqueda, f.q));
  if (f.programaId) where.push(sql`${bolsaOfertas.programaIds} @> array[${f.programaId}]::integer[]`);
  if (f.modalidad) where.push(eq(bolsaOfertas.modalidad, f.modalidad));
  if (f.jornada) where.push(eq(bolsaOfertas.jornada, f.jornada));
  if (f.entidad) where.push(eq(bolsaOfertas.entidad, f.entidad));
  if (f.conSueldo) where.push(isNotNull(bolsaOfertas.sueldoMin));
  if (f.sueldoMin) where.push(or(gte(bolsaOfertas.sueldoMax, f.sueldoMin), gte(bolsaOfertas.sueldoMin, f.sueldoMin)));
  return and(...where)!;
}

export async function buscarOfertas(db: Db, f: Filtro, orden: { campo: string; desc: boolean }, offset: number, limit: number) {
  const where = condicionesPublicas(f);
  const porCierre = orden.campo === 'cierre';
  const [rows, [{ total }]] = await Promise.all([
    db.select(columnasPublicas).from(bolsaOfertas).innerJoin(bolsaEmpleadores, eq(bolsaEmpleadores.id, bolsaOfertas.empleadorId)).where(where)
      .orderBy(...(porCierre ? [sql`${bolsaOfertas.cierre} asc`, sql`${bolsaOfertas.id} asc`] : [sql`${bolsaOfertas.publicadaEn} desc`, sql`${bolsaOfertas.id} desc`]))
      .limit(limit).offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(bolsaOfertas).where(where),
  ]);
  return { rows, total };
}

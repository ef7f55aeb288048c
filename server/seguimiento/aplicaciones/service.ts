import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Aplicacion, AplicacionValues, Poblacion } from '../../../shared/schemas/seguimiento';
import type { Db } from '../../db/client';
import { programas, segAplicaciones, segCuestionarios, segInvitaciones } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../lib/http-error';
import { idsFilter, type ListParams } from '../../lib/rest';
import { textSearch } from '../../lib/search';
import { contarPoblacion } from './poblacion';

export const APLICACION_SORTABLE = ['id', 'nombre', 'apertura', 'cierre', 'createdAt'];

const columns = {
  id: segAplicaciones.id,
  cuestionarioId: segAplicaciones.cuestionarioId,
  cuestionario: segCuestionarios.nombre,
  version: segCuestionarios.version,
  tipo: segCuestionarios.tipo,
  nombre: segAplicaciones.nombre,
  poblacion: segAplicaciones.poblacion,
  filtro: segAplicaciones.filtro,
  apertura: segAplicaciones.apertura,
  cierre: segAplicaciones.cierre,
  cadaDias: segAplicaciones.recordatorioCadaDias,
  maximo: segAplicaciones.recordatorioMaximo,
  enviados: segAplicaciones.recordatoriosEnviados,
  mesesDesdeEgreso: segAplicaciones.mesesDesdeEgreso,
  enviadaEn: segAplicaciones.enviadaEn,
};
type Fila = { [K in keyof typeof columns]: unknown } & { id: number; apertura: Date; cierre: Date; enviadaEn: Date | null };

async function conteos(db: Pick<Db, 'select'>, ids: number[]) {
  if (!ids.length) return new Map<number, { invitados: number; respuestas: number }>();
  const rows = await db
    .select({
      id: segInvitaciones.aplicacionId,
      invitados: sql<number>`(count(*) filter (where ${segInvitaciones.invitadaEn} is not null))::int`,
      respuestas: sql<number>`(count(*) filter (where ${segInvitaciones.enviadaEn} is not null))::int`,
    })
    .from(segInvitaciones)
    .where(and(inArray(segInvitaciones.aplicacionId, ids), eq(segInvitaciones.tipo, 'egresado')))
    .groupBy(segInvitaciones.aplicacionId);
  return new Map(rows.map((r) => [r.id, r]));
}

function shape(f: Fila, c: { invitados: number; respuestas: number } | undefined): Aplicacion {
  return {
    id: f.id,
    cuestionarioId: f.cuestionarioId as number,
    cuestionario: `${f.cuestionario as string} (v${f.version as number})`,
    tipo: f.tipo as Aplicacion['tipo'],
    nombre: f.nombre as string,
    poblacion: f.poblacion as number,
    filtro: f.filtro as Poblacion,
    apertura: f.apertura.toISOString(),
    cierre: f.cierre.toISOString(),
    recordatorios: { cadaDias: f.cadaDias as number, maximo: f.maximo as number, enviados: f.enviados as number },
    mesesDesdeEgreso: f.mesesDesdeEgreso as number | null,
    enviadaEn: f.enviadaEn?.toISOString() ?? null,
    invitados: c?.invitados ?? 0,
    respuestas: c?.respuestas ?? 0,
    cerrada: f.cierre.getTime() <= Date.now(),
  };
}

const select = (db: Pick<Db, 'select'>) =>
  db.select(columns).from(segAplicaciones).innerJoin(segCuestionarios, eq(segCuestionarios.id, segAplicaciones.cuestionarioId)).$dynamic();

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  return and(
    ids && inArray(segAplicaciones.id, ids),
    textSearch([segAplicaciones.nombre], filter.q),
    typeof filter.cuestionarioId === 'number' ? eq(segAplicaciones.cuestionarioId, filter.cuestionarioId) : undefined,
    typeof filter.programaId === 'number' ? sql`${segAplicaciones.filtro}->'programaIds' @> ${JSON.stringify([filter.programaId])}::jsonb` : undefined,
  );
}

export async function listAplicaciones(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const column = { nombre: segAplicaciones.nombre, apertura: segAplicaciones.apertura, cierre: segAplicaciones.cierre, createdAt: segAplicaciones.createdAt }[
    params.sortField
  ] ?? segAplicaciones.id;
  const rows = (await select(db).where(condition).orderBy(order(column), order(segAplicaciones.id)).limit(params.limit).offset(params.offset)) as Fila[];
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(segAplicaciones).where(condition);
  const c = await conteos(db, rows.map((r) => r.id));
  return { rows: rows.map((r) => shape(r, c.get(r.id))), total };
}

export async function getAplicacion(db: Pick<Db, 'select'>, id: number): Promise<Aplicacion> {
  const [row] = (await select(db).where(eq(segAplicaciones.id, id))) as Fila[];
  if (!row) throw notFound('La aplicación no existe');
  return shape(row, (await conteos(db, [id])).get(id));
}

/** 404 unless the wave exists; without getAplicacion's counts, which scan every invitation of the wave. */
export async function assertExiste(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select({ id: segAplicaciones.id }).from(segAplicaciones).where(eq(segAplicaciones.id, id));
  if (!row) throw notFound('La aplicación no existe');
}

async function assertValid(db: Db, values: AplicacionValues) {
  const errors: Record<string, string[]> = {};
  const [cuestionario] = await db.select({ id: segCuestionarios.id }).from(segCuestionarios).where(eq(segCuestionarios.id, values.cuestionarioId));
  if (!cuestionario) errors.cuestionarioId = ['El cuestionario elegido no existe'];
  const ids = [...new Set(values.poblacion.programaIds ?? [])];
  if (ids.length) {
    const found = await db.select({ id: programas.id }).from(programas).where(inArray(programas.id, ids));
    if (found.length !== ids.length) errors['poblacion.programaIds'] = ['Alguno de los programas elegidos no existe'];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

const toRow = (v: AplicacionValues) => ({
  cuestionarioId: v.cuestionarioId,
  nombre: v.nombre,
  filtro: v.poblacion,
  apertura: new Date(v.apertura),
  cierre: new Date(v.cierre),
  recordatorioCadaDias: v.recordatorios.cadaDias,
  recordatorioMaximo: v.recordatorios.maximo,
  mesesDesdeEgreso: v.mesesDesdeEgreso ?? null,
});

export async function createAplicacion(db: Db, values: AplicacionValues, usuarioId: number | null) {
  await assertValid(db, values);
  const poblacion = await contarPoblacion(db, values.poblacion);
  const [row] = await db.insert(segAplicaciones).values({ ...toRow(values), poblacion, usuarioId }).returning({ id: segAplicaciones.id });
  return getAplicacion(db, row.id);
}

/** Any field may change; once invitations went out the questionnaire stays (answers would mix versions). */
export async function updateAplicacion(db: Db, id: number, values: AplicacionValues) {
  const antes = await getAplicacion(db, id);
  if (antes.enviadaEn && values.cuestionarioId !== antes.cuestionarioId) {
    throw unprocessable({ cuestionarioId: ['Las invitaciones ya se enviaron: el cuestionario de esta aplicación no se puede cambiar'] });
  }
  await assertValid(db, values);
  const poblacion = await contarPoblacion(db, values.poblacion);
  await db.update(segAplicaciones).set({ ...toRow(values), poblacion, updatedAt: new Date() }).where(eq(segAplicaciones.id, id));
  return { antes, despues: await getAplicacion(db, id) };
}

export const CERRADA = 'La aplicación ya cerró: mueva la fecha de cierre si necesita reabrirla.';

export function assertAbierta(a: { cierre: Date | string }) {
  if (new Date(a.cierre).getTime() <= Date.now()) throw new HttpError(409, CERRADA);
}

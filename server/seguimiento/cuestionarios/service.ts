import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Cuestionario, CuestionarioValues } from '../../../shared/schemas/seguimiento';
import type { Db } from '../../db/client';
import { segCuestionarios, segInvitaciones } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { idsFilter, type ListParams } from '../../lib/rest';
import { textSearch } from '../../lib/search';
import { CUESTIONARIO_EGRESADOS, CUESTIONARIO_EMPLEADORES } from './semillas';

type Row = typeof segCuestionarios.$inferSelect;
export const CUESTIONARIO_SORTABLE = ['id', 'nombre', 'tipo', 'version', 'updatedAt'];

/** How many invitations have answers (drafts included) per questionnaire version, in one GROUP BY. */
async function respondidas(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: segInvitaciones.cuestionarioId, n: sql<number>`count(*)::int` })
    .from(segInvitaciones)
    .where(and(inArray(segInvitaciones.cuestionarioId, ids), isNotNull(segInvitaciones.respuestas)))
    .groupBy(segInvitaciones.cuestionarioId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

function shape(row: Row, respuestas: number): Cuestionario {
  return {
    id: row.id,
    grupo: row.grupo ?? row.id,
    version: row.version,
    nombre: row.nombre,
    tipo: row.tipo as Cuestionario['tipo'],
    descripcion: row.descripcion,
    secciones: row.secciones,
    vigente: row.vigente,
    respuestas,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const tipo = typeof filter.tipo === 'string' && filter.tipo !== '' ? filter.tipo : undefined;
  return and(
    ids ? inArray(segCuestionarios.id, ids) : filter.versiones === true ? undefined : eq(segCuestionarios.vigente, true),
    tipo === undefined ? undefined : eq(segCuestionarios.tipo, tipo),
    textSearch([segCuestionarios.nombre], filter.q),
  );
}

export async function listCuestionarios(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const column = { nombre: segCuestionarios.nombre, tipo: segCuestionarios.tipo, version: segCuestionarios.version, updatedAt: segCuestionarios.updatedAt }[
    params.sortField
  ] ?? segCuestionarios.id;
  const rows = await db.select().from(segCuestionarios).where(condition).orderBy(order(column), order(segCuestionarios.id)).limit(params.limit).offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(segCuestionarios).where(condition);
  const conteo = await respondidas(db, rows.map((r) => r.id));
  return { rows: rows.map((r) => shape(r, conteo.get(r.id) ?? 0)), total };
}

export async function getCuestionario(db: Pick<Db, 'select'>, id: number): Promise<Cuestionario> {
  const [row] = await db.select().from(segCuestionarios).where(eq(segCuestionarios.id, id));
  if (!row) throw notFound('El cuestionario no existe');
  return shape(row, (await respondidas(db as Db, [id])).get(id) ?? 0);
}

const toRow = (v: CuestionarioValues) => ({ nombre: v.nombre, tipo: v.tipo, descripcion: v.descripcion || null, secciones: v.secciones });

export async function createCuestionario(db: Db, values: CuestionarioValues, semilla?: string): Promise<Cuestionario> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(segCuestionarios).values({ ...toRow(values), semilla }).returning({ id: segCuestionarios.id });
    await tx.update(segCuestionarios).set({ grupo: row.id }).where(eq(segCuestionarios.id, row.id));
    return row.id;
  });
  return getCuestionario(db, id);
}

/**
 * A version nobody answered is changed in place; one with answers is frozen, so the edit becomes the next version
 * (vigente) and the answers keep the version they answered.
 */
export async function updateCuestionario(db: Db, id: number, values: CuestionarioValues) {
  const antes = await getCuestionario(db, id);
  if (!antes.vigente) throw new HttpError(409, `Esta es una versión anterior (v${antes.version}); edite la versión vigente del cuestionario.`);
  const nuevoId = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(segCuestionarios).where(eq(segCuestionarios.id, id)).for('update');
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(segInvitaciones)
      .where(and(eq(segInvitaciones.cuestionarioId, id), isNotNull(segInvitaciones.respuestas)));
    if (!n) {
      await tx.update(segCuestionarios).set({ ...toRow(values), updatedAt: new Date() }).where(eq(segCuestionarios.id, id));
      return id;
    }
    await tx.update(segCuestionarios).set({ vigente: false, updatedAt: new Date() }).where(eq(segCuestionarios.id, id));
    const [nueva] = await tx
      .insert(segCuestionarios)
      .values({ ...toRow(values), grupo: row.grupo ?? row.id, version: row.version + 1 })
      .returning({ id: segCuestionarios.id });
    return nueva.id;
  });
  return { antes, despues: await getCuestionario(db, nuevoId) };
}

/** The vigente version of a seeded questionnaire (the employer one is what employers are invited to). */
export async function vigenteDeSemilla(db: Pick<Db, 'select'>, semilla: string): Promise<Row | undefined> {
  const [origen] = await db.select().from(segCuestionarios).where(eq(segCuestionarios.semilla, semilla));
  if (!origen) return undefined;
  const [row] = await db
    .select()
    .from(segCuestionarios)
    .where(and(eq(segCuestionarios.grupo, origen.grupo ?? origen.id), eq(segCuestionarios.vigente, true)))
    .orderBy(desc(segCuestionarios.version))
    .limit(1);
  return row;
}

export const SEMILLA_EGRESADOS = 'tecnm-egresados';
export const SEMILLA_EMPLEADORES = 'empleadores';

/** Once per installation (the semilla column is unique): afterwards the questionnaires are the office's. */
export async function seedCuestionarios(db: Db) {
  for (const [semilla, values] of [
    [SEMILLA_EGRESADOS, CUESTIONARIO_EGRESADOS],
    [SEMILLA_EMPLEADORES, CUESTIONARIO_EMPLEADORES],
  ] as const) {
    const [existe] = await db.select({ id: segCuestionarios.id }).from(segCuestionarios).where(eq(segCuestionarios.semilla, semilla));
    if (!existe) await createCuestionario(db, values, semilla);
  }
}

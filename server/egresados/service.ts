import { and, asc, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { DUPLICADO, type Duplicado, type EgresadoValues } from '../../shared/schemas/egresados';
import type { Origen } from '../../shared/egresados/valores';
import type { AccessSubject } from '../../shared/permissions';
import { abrirRegistro } from '../arco/bloqueo';
import type { Db } from '../db/client';
import { egresados, niveles, programas } from '../db/schema';
import { notFound, unprocessable } from '../lib/http-error';
import { isUniqueViolation } from '../lib/pg-errors';
import type { ListParams } from '../lib/rest';
import { egresadoColumns, egresadoSort, egresadoWhere, joinedEgresados, type EgresadoSort } from './consulta';
import { MARCA_CADA, type Marca, type MarcasDePagina } from './marcas';
import { totalEgresados } from './conteo';

export type EgresadoRecord = Awaited<ReturnType<typeof selectEgresados>>[number];

const NO_EXISTE = 'El egresado no existe';
export const PROGRAMA_NO_EXISTE = 'El programa seleccionado no existe';
export const PROGRAMA_INACTIVO = 'El programa seleccionado ya no se ofrece: elija un programa activo';

function selectEgresados(db: Db, condition: SQL | undefined) {
  return db
    .select(egresadoColumns)
    .from(egresados)
    .innerJoin(programas, eq(programas.id, egresados.programaId))
    .innerJoin(niveles, eq(niveles.id, programas.nivelId))
    .where(condition);
}

/**
 * A page of the list. The page is chosen on the graduates table alone, on the sort's index, and only its rows are
 * joined: a deep page walks index entries, not 50,000 joined rows. Past PROFUNDO_DESDE it starts from the nearest
 * mark (marcas.ts) rather than the first row. Sorts by program or level need the join anyway.
 */
export async function listEgresados(db: Db, params: ListParams, marcas?: MarcasDePagina) {
  const condition = egresadoWhere(params.filter);
  const descending = params.sortOrder === 'DESC';
  const order = descending ? desc : asc;
  const sort = egresadoSort(db, params.sortField);
  const joinedSort = sort.byPrograma !== undefined || params.sortField === 'nivel';
  const page = async () => {
    if (joinedSort) {
      return joinedEgresados(db, sort).where(condition).orderBy(order(sort.expr), order(egresados.id)).limit(params.limit).offset(params.offset);
    }
    const desde = await marcas?.antesDe(JSON.stringify([params.sortField, params.sortOrder, params.filter]), params.offset, () =>
      marcasDe(db, sort, condition, descending),
    );
    const seek = desde && sql`(${sort.expr}, ${egresados.id}) ${sql.raw(descending ? '<=' : '>=')} (cast(${desde.marca.key} as ${sql.raw(sort.type)}), ${desde.marca.id})`;
    const ids = db
      .select({ id: egresados.id })
      .from(egresados)
      .where(and(condition, seek))
      .orderBy(order(sort.expr), order(egresados.id))
      .limit(params.limit)
      .offset(desde ? desde.resto : params.offset)
      .as('pagina');
    return joinedEgresados(db, sort).innerJoin(ids, eq(ids.id, egresados.id)).orderBy(order(sort.expr), order(egresados.id));
  };
  const [rows, total] = await Promise.all([page(), totalEgresados(db, condition)]);
  return { rows: rows.map(({ sortKey: _key, ...row }) => row), ...total };
}

/** Every MARCA_CADA-th row's key in the list's order: one walk of the sort's index. */
async function marcasDe(db: Db, sort: EgresadoSort, condition: SQL | undefined, descending: boolean): Promise<Marca[]> {
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const numeradas = db
    .select({
      key: sql<string>`(${sort.expr})::text`.as('key'),
      id: egresados.id,
      n: sql<number>`row_number() over (order by ${sort.expr} ${direction}, ${egresados.id} ${direction})`.as('n'),
    })
    .from(egresados)
    .where(condition)
    .as('numeradas');
  return db
    .select({ key: numeradas.key, id: numeradas.id })
    .from(numeradas)
    .where(sql`${numeradas.n} % ${sql.raw(String(MARCA_CADA))} = 0`)
    .orderBy(numeradas.n);
}

export async function getEgresado(db: Db, id: number): Promise<EgresadoRecord> {
  const [row] = await selectEgresados(db, eq(egresados.id, id));
  if (!row) throw notFound(NO_EXISTE);
  return row;
}

/** The show page: a blocked graduate opens only for arco.gestionar, marked `bloqueado`. */
export async function abrirEgresado(db: Db, id: number, user: AccessSubject | null | undefined) {
  const [row] = await db
    .select({ ...egresadoColumns, bloqueadoEn: egresados.bloqueadoEn })
    .from(egresados)
    .innerJoin(programas, eq(programas.id, egresados.programaId))
    .innerJoin(niveles, eq(niveles.id, programas.nivelId))
    .where(eq(egresados.id, id));
  const { bloqueadoEn: _b, ...registro } = abrirRegistro(row, user, NO_EXISTE);
  return registro;
}

/** Other records with the same matrícula, CURP or correo, found in one query; the 422 links to each of them. */
export async function assertNoDuplicados(db: Db, values: Pick<EgresadoValues, 'matricula' | 'curp' | 'correo'>, exceptId?: number) {
  const rows = await db
    .select({ id: egresados.id, matricula: egresados.matricula, curp: egresados.curp, correo: egresados.correo })
    .from(egresados)
    .where(
      and(
        or(
          eq(egresados.matricula, values.matricula),
          values.correo ? eq(egresados.correo, values.correo) : undefined,
          values.curp ? eq(egresados.curp, values.curp) : undefined,
        ),
        exceptId ? ne(egresados.id, exceptId) : undefined,
      ),
    )
    .limit(3);
  const duplicados: Duplicado[] = [];
  for (const campo of ['matricula', 'curp', 'correo'] as const) {
    const other = rows.find((r) => values[campo] !== null && r[campo] === values[campo]);
    if (other) duplicados.push({ campo, id: other.id });
  }
  if (!duplicados.length) return;
  const errors = Object.fromEntries(duplicados.map((d) => [d.campo, [DUPLICADO[d.campo]]]));
  throw unprocessable(errors, undefined, { duplicados });
}

/** A concurrent save took the same key between our check and the write: answer as the check would now. */
async function duplicadoRace(db: Db, error: unknown, values: EgresadoValues, exceptId?: number): Promise<never> {
  if (isUniqueViolation(error)) await assertNoDuplicados(db, values, exceptId);
  throw error;
}

/** The program must exist; an inactive one may stay on a record but is never newly chosen. */
async function assertPrograma(db: Db, programaId: number, currentId?: number) {
  const [programa] = await db.select({ activo: programas.activo }).from(programas).where(eq(programas.id, programaId));
  if (!programa) throw unprocessable({ programaId: [PROGRAMA_NO_EXISTE] });
  if (!programa.activo && programaId !== currentId) throw unprocessable({ programaId: [PROGRAMA_INACTIVO] });
}

export async function createEgresado(db: Db, values: EgresadoValues, origen: Origen): Promise<EgresadoRecord> {
  await assertPrograma(db, values.programaId);
  await assertNoDuplicados(db, values);
  const [row] = await db
    .insert(egresados)
    .values({ ...values, origen })
    .returning({ id: egresados.id })
    .catch((error) => duplicadoRace(db, error, values));
  return getEgresado(db, row.id);
}

/** A new correo has to be confirmed again, so the record stops counting as verified. */
export async function updateEgresado(db: Db, id: number, values: EgresadoValues) {
  const antes = await getEgresado(db, id);
  await assertPrograma(db, values.programaId, antes.programaId);
  await assertNoDuplicados(db, values, id);
  const correoChanged = values.correo !== antes.correo;
  await db
    .update(egresados)
    .set({ ...values, updatedAt: new Date(), ...(correoChanged ? { verificado: false, verificadoEn: null } : {}) })
    .where(eq(egresados.id, id))
    .catch((error) => duplicadoRace(db, error, values, id));
  return { antes, despues: await getEgresado(db, id) };
}

export async function deleteEgresado(db: Db, id: number): Promise<EgresadoRecord> {
  const antes = await getEgresado(db, id);
  await db.delete(egresados).where(eq(egresados.id, id));
  return antes;
}

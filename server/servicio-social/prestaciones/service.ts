// Prestaciones (students serving): staff see them all, an institution only its own. Read-only here; issue 12
// moves their estado on (hours, documents, liberación).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PrestacionSs } from '../../../shared/schemas/servicio-social';
import type { EstadoPrestacion } from '../../../shared/servicio-social/valores';
import { alcanceBloqueo, sinBloqueo } from '../../arco/bloqueo';
import type { Db } from '../../db/client';
import { ssEstudiantes, ssInstituciones, ssPrestaciones, ssProgramas, ssVacantes } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { idsFilter, type ListParams } from '../../lib/rest';
import { sortKey, textSearch } from '../../lib/search';
import type { Actor } from '../comun/actor';

const columns = {
  p: ssPrestaciones,
  nombre: ssEstudiantes.nombre, apellidoPaterno: ssEstudiantes.apellidoPaterno, apellidoMaterno: ssEstudiantes.apellidoMaterno, matricula: ssEstudiantes.matricula,
  institucion: ssInstituciones.razonSocial, programa: ssProgramas.nombre, vacante: ssVacantes.titulo,
};

type Row = {
  p: typeof ssPrestaciones.$inferSelect; nombre: string; apellidoPaterno: string; apellidoMaterno: string | null; matricula: string;
  institucion: string; programa: string; vacante: string;
};

function toSs(row: Row): PrestacionSs {
  const { p } = row;
  return {
    id: p.id, estudianteId: p.estudianteId, estudiante: [row.nombre, row.apellidoPaterno, row.apellidoMaterno].filter(Boolean).join(' '), matricula: row.matricula,
    institucionId: p.institucionId, institucion: row.institucion, programaId: p.programaId, programa: row.programa, vacanteId: p.vacanteId, vacante: row.vacante,
    periodo: p.periodo, estado: p.estado as EstadoPrestacion, fechaInicio: p.fechaInicio, fechaFinEstimada: p.fechaFinEstimada, horasRequeridas: p.horasRequeridas,
    supervisorNombre: p.supervisorNombre, supervisorCorreo: p.supervisorCorreo, createdAt: p.createdAt.toISOString(),
  };
}

const from = (db: Db) =>
  db
    .select(columns)
    .from(ssPrestaciones)
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssPrestaciones.estudianteId))
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssPrestaciones.institucionId))
    .innerJoin(ssProgramas, eq(ssProgramas.id, ssPrestaciones.programaId))
    .innerJoin(ssVacantes, eq(ssVacantes.id, ssPrestaciones.vacanteId));

/** The owner condition: an institution only ever reaches the services at its own vacancies. */
const alcance = (actor: Actor) =>
  (actor.tipo === 'institucion' ? and(eq(ssPrestaciones.institucionId, actor.institucionId), sinBloqueo(ssEstudiantes)) : alcanceBloqueo(ssEstudiantes, actor.veBloqueados));

export const PRESTACION_SORTABLE = ['id', 'estudiante', 'matricula', 'institucion', 'programa', 'periodo', 'estado', 'fechaInicio', 'horasRequeridas', 'createdAt'];

function where(actor: Actor, filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const num = (v: unknown) => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : undefined);
  const texto = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const [institucionId, programaId, estudianteId, vacanteId] = [filter.institucionId, filter.programaId, filter.estudianteId, filter.vacanteId].map(num);
  const estado = texto(filter.estado);
  const periodo = texto(filter.periodo);
  return and(
    alcance(actor),
    sinBloqueo(ssEstudiantes),
    ids && inArray(ssPrestaciones.id, ids),
    textSearch([ssEstudiantes.nombre, ssEstudiantes.apellidoPaterno, ssEstudiantes.apellidoMaterno, ssEstudiantes.matricula, ssInstituciones.razonSocial, ssProgramas.nombre], filter.q),
    estado !== undefined ? eq(ssPrestaciones.estado, estado) : undefined,
    periodo !== undefined ? eq(ssPrestaciones.periodo, periodo) : undefined,
    institucionId !== undefined ? eq(ssPrestaciones.institucionId, institucionId) : undefined,
    programaId !== undefined ? eq(ssPrestaciones.programaId, programaId) : undefined,
    estudianteId !== undefined ? eq(ssPrestaciones.estudianteId, estudianteId) : undefined,
    vacanteId !== undefined ? eq(ssPrestaciones.vacanteId, vacanteId) : undefined,
  );
}

export async function listarPrestaciones(db: Db, actor: Actor, params: ListParams) {
  const condition = where(actor, params.filter);
  const sortable: Record<string, SQL> = {
    id: sql`${ssPrestaciones.id}`, estudiante: sortKey(ssEstudiantes.apellidoPaterno), matricula: sql`${ssEstudiantes.matricula}`,
    institucion: sortKey(ssInstituciones.razonSocial), programa: sortKey(ssProgramas.nombre), periodo: sql`${ssPrestaciones.periodo}`,
    estado: sql`${ssPrestaciones.estado}`, fechaInicio: sql`${ssPrestaciones.fechaInicio}`, horasRequeridas: sql`${ssPrestaciones.horasRequeridas}`,
    createdAt: sql`${ssPrestaciones.createdAt}`,
  };
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await from(db)
    .where(condition)
    .orderBy(order(sortable[params.sortField] ?? sql`${ssPrestaciones.id}`), order(ssPrestaciones.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ssPrestaciones)
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssPrestaciones.estudianteId))
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssPrestaciones.institucionId))
    .innerJoin(ssProgramas, eq(ssProgramas.id, ssPrestaciones.programaId))
    .where(condition);
  return { rows: rows.map(toSs), total };
}

export async function leerPrestacion(db: Db, actor: Actor, id: number): Promise<PrestacionSs> {
  const [row] = await from(db).where(and(eq(ssPrestaciones.id, id), alcance(actor)));
  if (!row) throw notFound('La prestación no existe');
  return toSs(row);
}

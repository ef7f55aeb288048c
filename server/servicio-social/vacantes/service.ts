import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MENSAJES_SS, type VacanteSs, type vacanteSchema } from '../../../shared/schemas/servicio-social';
import type { z } from '../../../shared/validation';
import { audit } from '../../audit/service';
import type { Db } from '../../db/client';
import { ssInstituciones, ssProgramas, ssSolicitudes, ssVacantes } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../lib/http-error';
import { idsFilter, type ListParams } from '../../lib/rest';
import { sortKey, textSearch } from '../../lib/search';
import type { App } from '../../types';
import type { Actor } from '../comun/actor';
import { refrescarBusqueda } from './busqueda-texto';

type VacanteValues = z.output<typeof vacanteSchema>;

const pendientes = sql<number>`(select count(*)::int from ${ssSolicitudes} where ${ssSolicitudes.vacanteId} = ${ssVacantes.id} and ${ssSolicitudes.estado} = 'pendiente')`;
const columns = { v: ssVacantes, programa: ssProgramas.nombre, institucion: ssInstituciones.razonSocial, solicitudesPendientes: pendientes };

function toSs(row: { v: typeof ssVacantes.$inferSelect; programa: string; institucion: string; solicitudesPendientes: number }): VacanteSs {
  const { v } = row;
  return {
    id: v.id, programaId: v.programaId, programa: row.programa, institucionId: v.institucionId, institucion: row.institucion,
    titulo: v.titulo, descripcion: v.descripcion, carreras: v.carreras, cupo: v.cupo, ocupados: v.ocupados,
    lugaresDisponibles: Math.max(0, v.cupo - v.ocupados), publicacionDesde: v.publicacionDesde, publicacionHasta: v.publicacionHasta,
    horario: v.horario as VacanteSs['horario'], estado: v.estado as VacanteSs['estado'], solicitudesPendientes: row.solicitudesPendientes,
    createdAt: v.createdAt.toISOString(), updatedAt: v.updatedAt.toISOString(),
  };
}

const alcance = (actor: Actor) => (actor.tipo === 'institucion' ? eq(ssVacantes.institucionId, actor.institucionId) : undefined);

export const VACANTE_SORTABLE = ['id', 'titulo', 'estado', 'cupo', 'ocupados', 'publicacionDesde', 'publicacionHasta', 'institucion', 'createdAt', 'updatedAt'];

function where(actor: Actor, filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const num = (v: unknown) => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : undefined);
  const programaId = num(filter.programaId);
  const institucionId = num(filter.institucionId);
  return and(
    alcance(actor),
    ids && inArray(ssVacantes.id, ids),
    textSearch([ssVacantes.titulo, ssProgramas.nombre, ssInstituciones.razonSocial], filter.q),
    typeof filter.estado === 'string' && filter.estado !== '' ? eq(ssVacantes.estado, filter.estado) : undefined,
    programaId !== undefined ? eq(ssVacantes.programaId, programaId) : undefined,
    institucionId !== undefined ? eq(ssVacantes.institucionId, institucionId) : undefined,
  );
}

const base = (db: Db, select: typeof columns | { total: SQL<number> }) =>
  db
    .select(select as typeof columns)
    .from(ssVacantes)
    .innerJoin(ssProgramas, eq(ssProgramas.id, ssVacantes.programaId))
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssVacantes.institucionId));

export async function listarVacantes(db: Db, actor: Actor, params: ListParams) {
  const condition = where(actor, params.filter);
  const sortable: Record<string, SQL> = {
    id: sql`${ssVacantes.id}`, titulo: sortKey(ssVacantes.titulo), estado: sql`${ssVacantes.estado}`, cupo: sql`${ssVacantes.cupo}`,
    ocupados: sql`${ssVacantes.ocupados}`, publicacionDesde: sql`${ssVacantes.publicacionDesde}`, publicacionHasta: sql`${ssVacantes.publicacionHasta}`,
    institucion: sortKey(ssInstituciones.razonSocial), createdAt: sql`${ssVacantes.createdAt}`, updatedAt: sql`${ssVacantes.updatedAt}`,
  };
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await base(db, columns)
    .where(condition)
    .orderBy(order(sortable[params.sortField] ?? sql`${ssVacantes.id}`), order(ssVacantes.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = (await base(db, { total: sql<number>`count(*)::int` }).where(condition)) as unknown as { total: number }[];
  return { rows: rows.map(toSs), total };
}

export async function leerVacante(db: Db, actor: Actor, id: number): Promise<VacanteSs> {
  const [row] = await base(db, columns).where(and(eq(ssVacantes.id, id), alcance(actor)));
  if (!row) throw notFound('La vacante no existe');
  return toSs(row);
}

/** The institution's own approved program, with its careers (a vacancy's careers must be among them). */
async function programaAprobado(db: Db, institucionId: number, programaId: number) {
  const [programa] = await db
    .select({ id: ssProgramas.id, estado: ssProgramas.estado, carreras: ssProgramas.carreras, institucionEstado: ssInstituciones.estado })
    .from(ssProgramas)
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssProgramas.institucionId))
    .where(and(eq(ssProgramas.id, programaId), eq(ssProgramas.institucionId, institucionId)));
  if (!programa) throw unprocessable({ programaId: ['Seleccione uno de sus programas aprobados'] });
  if (programa.institucionEstado !== 'aprobada') throw new HttpError(409, MENSAJES_SS.institucionPendiente);
  if (programa.estado !== 'aprobado') throw unprocessable({ programaId: [MENSAJES_SS.programaNoAprobado] });
  return programa;
}

function carrerasDelPrograma(carreras: number[], delPrograma: number[]) {
  if (carreras.some((c) => !delPrograma.includes(c))) throw unprocessable({ carreras: [MENSAJES_SS.carreraFueraDelPrograma] });
}

export async function crearVacante(app: App, request: FastifyRequest, institucionId: number, datos: VacanteValues) {
  const programa = await programaAprobado(app.db, institucionId, datos.programaId);
  carrerasDelPrograma(datos.carreras, programa.carreras);
  const [row] = await app.db.insert(ssVacantes).values({ ...datos, institucionId, estado: 'abierta' }).returning({ id: ssVacantes.id });
  await refrescarBusqueda(app.db, { vacanteId: row.id });
  const despues = await leerVacante(app.db, { tipo: 'staff' }, row.id);
  await audit(app.db, request, { accion: 'crear', recurso: 'ss-vacantes', registroId: row.id, despues });
  return despues;
}

export async function editarVacante(app: App, request: FastifyRequest, actor: Actor & { tipo: 'institucion' }, id: number, datos: VacanteValues) {
  const antes = await leerVacante(app.db, actor, id);
  const programa = await programaAprobado(app.db, actor.institucionId, datos.programaId);
  carrerasDelPrograma(datos.carreras, programa.carreras);
  // Conditional on the places taken at this instant: an acceptance in between cannot leave cupo < ocupados.
  const updated = await app.db
    .update(ssVacantes)
    .set({ ...datos, updatedAt: new Date() })
    .where(and(eq(ssVacantes.id, id), eq(ssVacantes.institucionId, actor.institucionId), sql`${ssVacantes.ocupados} <= ${datos.cupo}`))
    .returning({ id: ssVacantes.id });
  if (!updated.length) throw unprocessable({ cupo: [MENSAJES_SS.cupoMenorQueOcupados] });
  await refrescarBusqueda(app.db, { vacanteId: id });
  const despues = await leerVacante(app.db, actor, id);
  await audit(app.db, request, { accion: 'editar', recurso: 'ss-vacantes', registroId: id, antes, despues });
  return despues;
}

export async function cambiarEstadoVacante(app: App, request: FastifyRequest, actor: Actor, id: number, estado: 'abierta' | 'cerrada') {
  const antes = await leerVacante(app.db, actor, id);
  if (estado === 'abierta' && actor.tipo === 'institucion') await programaAprobado(app.db, actor.institucionId, antes.programaId);
  await app.db.update(ssVacantes).set({ estado, updatedAt: new Date() }).where(and(eq(ssVacantes.id, id), alcance(actor)));
  const despues = await leerVacante(app.db, actor, id);
  await audit(app.db, request, { accion: 'editar', recurso: 'ss-vacantes', registroId: id, antes, despues });
  return despues;
}

import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MENSAJES_SS, type ProgramaSs, type programaSsSchema, type revisionProgramaSchema } from '../../../shared/schemas/servicio-social';
import { PROGRAMA_EDITABLE, type EstadoPrograma } from '../../../shared/servicio-social/valores';
import type { z } from '../../../shared/validation';
import { audit } from '../../audit/service';
import type { Db } from '../../db/client';
import { programas, ssInstituciones, ssProgramas, ssVacantes } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../lib/http-error';
import { idsFilter, type ListParams } from '../../lib/rest';
import { sortKey, textSearch } from '../../lib/search';
import type { App } from '../../types';
import { periodoExiste } from '../ajustes/service';
import type { Actor } from '../comun/actor';
import { enlace, enviarCorreo } from '../comun/correo';
import { refrescarBusqueda } from '../vacantes/busqueda-texto';

type ProgramaValues = z.output<typeof programaSsSchema>;

const vacantesCount = sql<number>`(select count(*)::int from ${ssVacantes} where ${ssVacantes.programaId} = ${ssProgramas.id})`;
const columns = { p: ssProgramas, institucion: ssInstituciones.razonSocial, vacantes: vacantesCount };

function toSs(row: { p: typeof ssProgramas.$inferSelect; institucion: string; vacantes: number }): ProgramaSs {
  const { p } = row;
  return {
    id: p.id, institucionId: p.institucionId, institucion: row.institucion, nombre: p.nombre, objetivo: p.objetivo, actividades: p.actividades,
    carreras: p.carreras, modalidad: p.modalidad as ProgramaSs['modalidad'], lugar: p.lugar, horario: p.horario as ProgramaSs['horario'],
    periodo: p.periodo, responsable: p.responsable, apoyoEconomico: p.apoyoEconomico, estado: p.estado as EstadoPrograma,
    observaciones: p.observaciones, enviadoEn: p.enviadoEn?.toISOString() ?? null, revisadoEn: p.revisadoEn?.toISOString() ?? null,
    vacantes: row.vacantes, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString(),
  };
}

/** The owner condition: an institution only ever reaches its own programs. */
const alcance = (actor: Actor) => (actor.tipo === 'institucion' ? eq(ssProgramas.institucionId, actor.institucionId) : undefined);

export const PROGRAMA_SORTABLE = ['id', 'nombre', 'estado', 'periodo', 'institucion', 'enviadoEn', 'createdAt', 'updatedAt'];

function where(actor: Actor, filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const texto = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
  const institucionId = Number(filter.institucionId);
  return and(
    alcance(actor),
    ids && inArray(ssProgramas.id, ids),
    textSearch([ssProgramas.nombre, ssInstituciones.razonSocial], filter.q),
    texto(filter.estado) !== undefined ? eq(ssProgramas.estado, texto(filter.estado)!) : undefined,
    texto(filter.periodo) !== undefined ? eq(ssProgramas.periodo, texto(filter.periodo)!) : undefined,
    texto(filter.modalidad) !== undefined ? eq(ssProgramas.modalidad, texto(filter.modalidad)!) : undefined,
    Number.isInteger(institucionId) && institucionId > 0 ? eq(ssProgramas.institucionId, institucionId) : undefined,
  );
}

export async function listarProgramas(db: Db, actor: Actor, params: ListParams) {
  const condition = where(actor, params.filter);
  const sortable: Record<string, SQL> = {
    id: sql`${ssProgramas.id}`, nombre: sortKey(ssProgramas.nombre), estado: sql`${ssProgramas.estado}`, periodo: sql`${ssProgramas.periodo}`,
    institucion: sortKey(ssInstituciones.razonSocial), enviadoEn: sql`${ssProgramas.enviadoEn}`, createdAt: sql`${ssProgramas.createdAt}`, updatedAt: sql`${ssProgramas.updatedAt}`,
  };
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await db
    .select(columns)
    .from(ssProgramas)
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssProgramas.institucionId))
    .where(condition)
    .orderBy(order(sortable[params.sortField] ?? sql`${ssProgramas.id}`), order(ssProgramas.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ssProgramas)
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssProgramas.institucionId))
    .where(condition);
  return { rows: rows.map(toSs), total };
}

export async function leerPrograma(db: Db, actor: Actor, id: number): Promise<ProgramaSs> {
  const [row] = await db
    .select(columns)
    .from(ssProgramas)
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssProgramas.institucionId))
    .where(and(eq(ssProgramas.id, id), alcance(actor)));
  if (!row) throw notFound('El programa no existe');
  return toSs(row);
}

async function validar(db: Db, datos: ProgramaValues) {
  const errors: Record<string, string[]> = {};
  if (!(await periodoExiste(db, datos.periodo))) errors.periodo = [MENSAJES_SS.periodoInexistente];
  const found = await db.select({ id: programas.id }).from(programas).where(inArray(programas.id, datos.carreras));
  if (found.length !== datos.carreras.length) errors.carreras = [MENSAJES_SS.carreraInexistente];
  if (Object.keys(errors).length) throw unprocessable(errors);
}

export async function crearPrograma(app: App, request: FastifyRequest, institucionId: number, datos: ProgramaValues) {
  await validar(app.db, datos);
  const [row] = await app.db.insert(ssProgramas).values({ ...datos, institucionId, estado: 'borrador' }).returning({ id: ssProgramas.id });
  const despues = await leerPrograma(app.db, { tipo: 'institucion', institucionId, responsable: false }, row.id);
  await audit(app.db, request, { accion: 'crear', recurso: 'ss-programas', registroId: row.id, despues });
  return despues;
}

export async function editarPrograma(app: App, request: FastifyRequest, actor: Actor & { tipo: 'institucion' }, id: number, datos: ProgramaValues) {
  const antes = await leerPrograma(app.db, actor, id);
  if (!PROGRAMA_EDITABLE.includes(antes.estado)) throw new HttpError(409, MENSAJES_SS.programaNoEditable);
  await validar(app.db, datos);
  const updated = await app.db
    .update(ssProgramas)
    .set({ ...datos, updatedAt: new Date() })
    .where(and(eq(ssProgramas.id, id), eq(ssProgramas.institucionId, actor.institucionId), inArray(ssProgramas.estado, [...PROGRAMA_EDITABLE])))
    .returning({ id: ssProgramas.id });
  if (!updated.length) throw new HttpError(409, MENSAJES_SS.programaNoEditable);
  await refrescarBusqueda(app.db, { programaId: id });
  const despues = await leerPrograma(app.db, actor, id);
  await audit(app.db, request, { accion: 'editar', recurso: 'ss-programas', registroId: id, antes, despues });
  return despues;
}

export async function borrarPrograma(app: App, request: FastifyRequest, actor: Actor & { tipo: 'institucion' }, id: number) {
  const antes = await leerPrograma(app.db, actor, id);
  const deleted = await app.db
    .delete(ssProgramas)
    .where(and(eq(ssProgramas.id, id), eq(ssProgramas.institucionId, actor.institucionId), eq(ssProgramas.estado, 'borrador')))
    .returning({ id: ssProgramas.id });
  if (!deleted.length) throw new HttpError(409, 'Solo se puede eliminar un programa en borrador');
  await audit(app.db, request, { accion: 'eliminar', recurso: 'ss-programas', registroId: id, antes });
  return { id };
}

export async function enviarPrograma(app: App, request: FastifyRequest, actor: Actor & { tipo: 'institucion' }, id: number) {
  const antes = await leerPrograma(app.db, actor, id);
  const [institucion] = await app.db.select({ estado: ssInstituciones.estado }).from(ssInstituciones).where(eq(ssInstituciones.id, actor.institucionId));
  if (institucion?.estado !== 'aprobada') throw new HttpError(409, MENSAJES_SS.institucionPendiente);
  const updated = await app.db
    .update(ssProgramas)
    .set({ estado: 'enviado', enviadoEn: new Date(), updatedAt: new Date() })
    .where(and(eq(ssProgramas.id, id), eq(ssProgramas.institucionId, actor.institucionId), inArray(ssProgramas.estado, [...PROGRAMA_EDITABLE])))
    .returning({ id: ssProgramas.id });
  if (!updated.length) throw new HttpError(409, 'El programa ya fue enviado a revisión');
  const despues = await leerPrograma(app.db, actor, id);
  await audit(app.db, request, { accion: 'editar', recurso: 'ss-programas', registroId: id, antes, despues });
  return despues;
}

export async function revisarPrograma(app: App, request: FastifyRequest, id: number, input: z.output<typeof revisionProgramaSchema>) {
  const staff: Actor = { tipo: 'staff' };
  const antes = await leerPrograma(app.db, staff, id);
  if (antes.estado !== 'enviado' && antes.estado !== 'aprobado') throw new HttpError(409, 'Solo se revisan programas enviados por la institución');
  await app.db
    .update(ssProgramas)
    .set({ estado: input.estado, observaciones: input.observaciones, revisadoEn: new Date(), revisadoPor: request.user!.id, updatedAt: new Date() })
    .where(eq(ssProgramas.id, id));
  // A program no longer approved takes its vacancies out of the search.
  if (input.estado !== 'aprobado') await app.db.update(ssVacantes).set({ estado: 'cerrada', updatedAt: new Date() }).where(eq(ssVacantes.programaId, id));
  const despues = await leerPrograma(app.db, staff, id);
  await audit(app.db, request, { accion: 'editar', recurso: 'ss-programas', registroId: id, antes, despues });
  const [inst] = await app.db
    .select({ correo: ssInstituciones.responsableCorreo, nombre: ssInstituciones.responsableNombre })
    .from(ssInstituciones)
    .where(eq(ssInstituciones.id, antes.institucionId));
  const titulos = { aprobado: 'Su programa de servicio social fue aprobado', con_observaciones: 'Su programa de servicio social tiene observaciones', rechazado: 'Su programa de servicio social no fue aprobado' };
  await enviarCorreo(app, request, inst.correo, {
    title: titulos[input.estado],
    greeting: `Hola, ${inst.nombre}:`,
    paragraphs: [
      `La oficina de servicio social revisó el programa «${antes.nombre}».`,
      input.estado === 'aprobado' ? 'Ya puede publicar vacantes para él.' : `Observaciones: ${input.observaciones ?? ''}`,
      ...(input.estado === 'con_observaciones' ? ['Corrija el programa y envíelo de nuevo a revisión.'] : []),
    ],
    action: { label: 'Ver mis programas', url: enlace(app, '/servicio-social/Institucion/programas') },
  });
  return despues;
}

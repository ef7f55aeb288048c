import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  MENSAJES_SS, type SolicitudPropia, type SolicitudSs, type resolverSolicitudSchema,
} from '../../../shared/schemas/servicio-social';
import { motivoNoSolicitar } from '../../../shared/servicio-social/acciones';
import type { EstadoSolicitud } from '../../../shared/servicio-social/valores';
import type { z } from '../../../shared/validation';
import { audit } from '../../audit/service';
import { alcanceBloqueo, sinBloqueo } from '../../arco/bloqueo';
import type { Db } from '../../db/client';
import { programas, ssEstudiantes, ssInstituciones, ssPrestaciones, ssProgramas, ssSolicitudes, ssVacantes } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { idsFilter, type ListParams } from '../../lib/rest';
import { textSearch } from '../../lib/search';
import type { App } from '../../types';
import { leerAjustes } from '../ajustes/service';
import { vacanteVisible } from '../catalogos/routes';
import type { Actor } from '../comun/actor';
import { enlace, enviarCorreo } from '../comun/correo';
import { hoyMexico, sumarMeses } from '../comun/fechas';
import { fotoUrl } from '../comun/imagenes';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// ── The student's side ───────────────────────────────────────────────────────────────────────────────

const propiaColumns = {
  s: ssSolicitudes, titulo: ssVacantes.titulo, institucion: ssInstituciones.razonSocial, programa: ssProgramas.nombre,
};

function toPropia(row: { s: typeof ssSolicitudes.$inferSelect; titulo: string; institucion: string; programa: string }): SolicitudPropia {
  const { s } = row;
  return {
    id: s.id, vacanteId: s.vacanteId, titulo: row.titulo, institucion: row.institucion, programa: row.programa,
    estado: s.estado as EstadoSolicitud, motivacion: s.motivacion, motivo: s.motivo,
    createdAt: s.createdAt.toISOString(), resueltaEn: s.resueltaEn?.toISOString() ?? null,
  };
}

const propiasFrom = (db: Db | Tx) =>
  db
    .select(propiaColumns)
    .from(ssSolicitudes)
    .innerJoin(ssVacantes, eq(ssVacantes.id, ssSolicitudes.vacanteId))
    .innerJoin(ssProgramas, eq(ssProgramas.id, ssVacantes.programaId))
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssVacantes.institucionId));

export async function solicitudesPropias(db: Db, estudianteId: number): Promise<SolicitudPropia[]> {
  const rows = await propiasFrom(db).where(eq(ssSolicitudes.estudianteId, estudianteId)).orderBy(desc(ssSolicitudes.createdAt), desc(ssSolicitudes.id));
  return rows.map(toPropia);
}

async function propia(db: Db | Tx, estudianteId: number, id: number) {
  const [row] = await propiasFrom(db).where(and(eq(ssSolicitudes.id, id), eq(ssSolicitudes.estudianteId, estudianteId)));
  if (!row) throw notFound('La solicitud no existe');
  return toPropia(row);
}

/** What «Solicitar» depends on besides the vacancy: a service already held, and the applications still open. */
export async function situacionSolicitud(db: Db | Tx, estudianteId: number): Promise<{ sirviendo: boolean; solicitudesAbiertas: number }> {
  // One after the other: inside the caller's transaction they share one connection.
  const [sirviendo] = await db
    .select({ id: ssPrestaciones.id })
    .from(ssPrestaciones)
    .where(and(eq(ssPrestaciones.estudianteId, estudianteId), inArray(ssPrestaciones.estado, ['en_curso', 'concluida', 'liberada'])))
    .limit(1);
  const [{ abiertas }] = await db
    .select({ abiertas: sql<number>`count(*)::int` })
    .from(ssSolicitudes)
    .where(and(eq(ssSolicitudes.estudianteId, estudianteId), eq(ssSolicitudes.estado, 'pendiente')));
  return { sirviendo: sirviendo !== undefined, solicitudesAbiertas: abiertas };
}

interface EstudianteActor {
  id: number;
  elegible: boolean | null;
  correoVerificado: boolean;
}

/** Applies to a vacancy. The student's row is locked so two requests at once cannot both pass the limit. */
export async function solicitar(app: App, request: FastifyRequest, estudiante: EstudianteActor, input: { vacanteId: number; motivacion: string }) {
  const ajustes = await leerAjustes(app.db);
  const situacion = { correoVerificado: estudiante.correoVerificado, elegible: estudiante.elegible, maximoSolicitudes: ajustes.solicitudesAbiertas };
  const antes = motivoNoSolicitar({ ...situacion, sirviendo: false, solicitudesAbiertas: 0 });
  if (antes) throw new HttpError(422, antes);
  let id: number;
  try {
    id = await app.db.transaction(async (tx) => {
      await tx.select({ id: ssEstudiantes.id }).from(ssEstudiantes).where(eq(ssEstudiantes.id, estudiante.id)).for('update');
      const motivo = motivoNoSolicitar({ ...situacion, ...(await situacionSolicitud(tx, estudiante.id)) });
      if (motivo) throw new HttpError(422, motivo);
      const [vacante] = await tx
        .select({ id: ssVacantes.id, cupo: ssVacantes.cupo, ocupados: ssVacantes.ocupados })
        .from(ssVacantes)
        .innerJoin(ssProgramas, eq(ssProgramas.id, ssVacantes.programaId))
        .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssVacantes.institucionId))
        .where(and(eq(ssVacantes.id, input.vacanteId), vacanteVisible(hoyMexico())));
      if (!vacante) throw new HttpError(409, MENSAJES_SS.vacanteCerrada, { vacanteId: [MENSAJES_SS.vacanteCerrada] });
      if (vacante.ocupados >= vacante.cupo) throw new HttpError(409, MENSAJES_SS.vacanteLlena, { vacanteId: [MENSAJES_SS.vacanteLlena] });
      const [ya] = await tx
        .select({ id: ssSolicitudes.id })
        .from(ssSolicitudes)
        .where(and(eq(ssSolicitudes.estudianteId, estudiante.id), eq(ssSolicitudes.vacanteId, input.vacanteId), inArray(ssSolicitudes.estado, ['pendiente', 'aceptada'])));
      if (ya) throw new HttpError(409, MENSAJES_SS.yaSolicitada);
      const [row] = await tx.insert(ssSolicitudes).values({ vacanteId: input.vacanteId, estudianteId: estudiante.id, motivacion: input.motivacion }).returning({ id: ssSolicitudes.id });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MENSAJES_SS.yaSolicitada);
    throw error;
  }
  const despues = await propia(app.db, estudiante.id, id);
  await audit(app.db, request, { accion: 'crear', recurso: 'ss-solicitudes', registroId: id, despues });
  return despues;
}

export async function retirar(app: App, request: FastifyRequest, estudianteId: number, id: number) {
  const antes = await propia(app.db, estudianteId, id);
  const updated = await app.db
    .update(ssSolicitudes)
    .set({ estado: 'retirada', resueltaEn: new Date(), updatedAt: new Date() })
    .where(and(eq(ssSolicitudes.id, id), eq(ssSolicitudes.estudianteId, estudianteId), eq(ssSolicitudes.estado, 'pendiente')))
    .returning({ id: ssSolicitudes.id });
  if (!updated.length) throw new HttpError(409, 'Solo puede retirar una solicitud pendiente');
  const despues = await propia(app.db, estudianteId, id);
  await audit(app.db, request, { accion: 'editar', recurso: 'ss-solicitudes', registroId: id, antes, despues });
  return despues;
}

// ── Staff and institutions ───────────────────────────────────────────────────────────────────────────

const ssColumns = {
  s: ssSolicitudes,
  vacante: ssVacantes.titulo, programaId: ssProgramas.id, programa: ssProgramas.nombre, institucionId: ssInstituciones.id, institucion: ssInstituciones.razonSocial,
  e: ssEstudiantes, carrera: programas.nombre,
};

type SsRow = { s: typeof ssSolicitudes.$inferSelect; vacante: string; programaId: number; programa: string; institucionId: number; institucion: string; e: typeof ssEstudiantes.$inferSelect; carrera: string };

function toSs(app: App, row: SsRow): SolicitudSs {
  const { s, e } = row;
  return {
    id: s.id, vacanteId: s.vacanteId, vacante: row.vacante, programaId: row.programaId, programa: row.programa,
    institucionId: row.institucionId, institucion: row.institucion, estudianteId: e.id,
    estudiante: {
      id: e.id, nombreCompleto: [e.nombre, e.apellidoPaterno, e.apellidoMaterno].filter(Boolean).join(' '), matricula: e.matricula,
      programa: row.carrera, semestre: e.semestre, creditos: e.creditos, correo: e.correo, telefono: e.telefono, presentacion: e.presentacion,
      tieneCv: e.cvArchivoId !== null, fotoUrl: e.fotoArchivoId ? fotoUrl(app, e.fotoArchivoId) : null,
    },
    estado: s.estado as EstadoSolicitud, motivacion: s.motivacion, motivo: s.motivo,
    createdAt: s.createdAt.toISOString(), resueltaEn: s.resueltaEn?.toISOString() ?? null,
  };
}

const ssFrom = (db: Db | Tx) =>
  db
    .select(ssColumns)
    .from(ssSolicitudes)
    .innerJoin(ssVacantes, eq(ssVacantes.id, ssSolicitudes.vacanteId))
    .innerJoin(ssProgramas, eq(ssProgramas.id, ssVacantes.programaId))
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssVacantes.institucionId))
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssSolicitudes.estudianteId))
    .innerJoin(programas, eq(programas.id, ssEstudiantes.programaId));

/**
 * An institution reads an application, with the student's contact data and CV, only while it is in process with
 * it or once it accepted it: a withdrawn, rejected or cancelled one is gone from its view (issue 19).
 */
export const VISIBLES_PARA_INSTITUCION: readonly EstadoSolicitud[] = ['pendiente', 'aceptada'];

const alcance = (actor: Actor) =>
  actor.tipo === 'institucion'
    ? and(eq(ssVacantes.institucionId, actor.institucionId), inArray(ssSolicitudes.estado, VISIBLES_PARA_INSTITUCION), sinBloqueo(ssEstudiantes))
    : alcanceBloqueo(ssEstudiantes, actor.veBloqueados);

export const SOLICITUD_SORTABLE = ['id', 'estado', 'createdAt', 'resueltaEn'];

function where(actor: Actor, filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const num = (v: unknown) => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : undefined);
  const vacanteId = num(filter.vacanteId);
  const estudianteId = num(filter.estudianteId);
  const institucionId = num(filter.institucionId);
  return and(
    alcance(actor),
    sinBloqueo(ssEstudiantes),
    ids && inArray(ssSolicitudes.id, ids),
    textSearch([ssEstudiantes.nombre, ssEstudiantes.apellidoPaterno, ssEstudiantes.matricula, ssVacantes.titulo], filter.q),
    typeof filter.estado === 'string' && filter.estado !== '' ? eq(ssSolicitudes.estado, filter.estado) : undefined,
    vacanteId !== undefined ? eq(ssSolicitudes.vacanteId, vacanteId) : undefined,
    estudianteId !== undefined ? eq(ssSolicitudes.estudianteId, estudianteId) : undefined,
    institucionId !== undefined ? eq(ssVacantes.institucionId, institucionId) : undefined,
  );
}

export async function listarSolicitudes(app: App, actor: Actor, params: ListParams) {
  const condition = where(actor, params.filter);
  const sortable: Record<string, SQL> = {
    id: sql`${ssSolicitudes.id}`, estado: sql`${ssSolicitudes.estado}`, createdAt: sql`${ssSolicitudes.createdAt}`, resueltaEn: sql`${ssSolicitudes.resueltaEn}`,
  };
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await ssFrom(app.db).where(condition).orderBy(order(sortable[params.sortField] ?? sql`${ssSolicitudes.id}`), order(ssSolicitudes.id)).limit(params.limit).offset(params.offset);
  const [{ total }] = await app.db
    .select({ total: sql<number>`count(*)::int` })
    .from(ssSolicitudes)
    .innerJoin(ssVacantes, eq(ssVacantes.id, ssSolicitudes.vacanteId))
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssSolicitudes.estudianteId))
    .where(condition);
  return { rows: rows.map((r) => toSs(app, r)), total };
}

export async function leerSolicitud(app: App, actor: Actor, id: number): Promise<SolicitudSs> {
  const [row] = await ssFrom(app.db).where(and(eq(ssSolicitudes.id, id), alcance(actor)));
  if (!row) throw notFound('La solicitud no existe');
  return toSs(app, row);
}

/**
 * The institution accepts or rejects. Accepting takes a place with a conditional UPDATE (ocupados < cupo):
 * under PostgreSQL's row lock, simultaneous acceptances queue on the vacancy row and re-check the condition,
 * so a vacancy is never over-filled. It starts the prestación (one at a time per student, a unique index) and
 * cancels the student's other pending applications, all in one transaction.
 */
export async function resolver(app: App, request: FastifyRequest, actor: Actor & { tipo: 'institucion' }, id: number, input: z.output<typeof resolverSolicitudSchema>) {
  const antes = await leerSolicitud(app, actor, id);
  if (antes.estado !== 'pendiente') throw new HttpError(409, MENSAJES_SS.solicitudResuelta);
  const ajustes = await leerAjustes(app.db);
  const ahora = new Date();
  let canceladas: number[] = [];
  try {
    canceladas = await app.db.transaction(async (tx) => {
      if (input.estado === 'aceptada') {
        const tomada = await tx
          .update(ssVacantes)
          .set({ ocupados: sql`${ssVacantes.ocupados} + 1`, updatedAt: ahora })
          .where(and(eq(ssVacantes.id, antes.vacanteId), eq(ssVacantes.institucionId, actor.institucionId), eq(ssVacantes.estado, 'abierta'), sql`${ssVacantes.ocupados} < ${ssVacantes.cupo}`))
          .returning({ id: ssVacantes.id });
        if (!tomada.length) throw new HttpError(409, MENSAJES_SS.vacanteLlena);
      }
      const resuelta = await tx
        .update(ssSolicitudes)
        .set({ estado: input.estado, motivo: input.motivo, resueltaEn: ahora, resueltaPor: request.user!.id, updatedAt: ahora })
        .where(and(eq(ssSolicitudes.id, id), eq(ssSolicitudes.estado, 'pendiente')))
        .returning({ id: ssSolicitudes.id });
      if (!resuelta.length) throw new HttpError(409, MENSAJES_SS.solicitudResuelta);
      if (input.estado !== 'aceptada') return [];
      const [programa] = await tx.select({ periodo: ssProgramas.periodo }).from(ssProgramas).where(eq(ssProgramas.id, antes.programaId));
      const fechaInicio = input.fechaInicio ?? hoyMexico();
      await tx.insert(ssPrestaciones).values({
        estudianteId: antes.estudianteId, solicitudId: id, vacanteId: antes.vacanteId, programaId: antes.programaId, institucionId: actor.institucionId,
        periodo: programa.periodo, estado: 'en_curso', fechaInicio, fechaFinEstimada: sumarMeses(fechaInicio, ajustes.duracionMinimaMeses),
        horasRequeridas: ajustes.horasRequeridas, duracionMinimaMeses: ajustes.duracionMinimaMeses, duracionMaximaMeses: ajustes.duracionMaximaMeses,
        maxHorasDia: ajustes.maxHorasDia, supervisorNombre: input.supervisorNombre ?? null, supervisorCorreo: input.supervisorCorreo ?? null,
      });
      const otras = await tx
        .update(ssSolicitudes)
        .set({ estado: 'cancelada', motivo: 'Aceptado en otra vacante', resueltaEn: ahora, updatedAt: ahora })
        .where(and(eq(ssSolicitudes.estudianteId, antes.estudianteId), eq(ssSolicitudes.estado, 'pendiente'), ne(ssSolicitudes.id, id)))
        .returning({ id: ssSolicitudes.id });
      return otras.map((o) => o.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MENSAJES_SS.estudianteYaPresta);
    throw error;
  }
  // Read as the office would: a rejected application leaves the institution's view, but its mail and audit need it.
  const despues = await leerSolicitud(app, { tipo: 'staff' }, id);
  await audit(app.db, request, { accion: 'editar', recurso: 'ss-solicitudes', registroId: id, antes, despues });
  for (const otra of canceladas) await audit(app.db, request, { accion: 'editar', recurso: 'ss-solicitudes', registroId: otra, despues: { estado: 'cancelada' } });
  const aceptada = input.estado === 'aceptada';
  await enviarCorreo(app, request, despues.estudiante.correo, {
    title: aceptada ? '¡Fue aceptado en una vacante de servicio social!' : 'Su solicitud de servicio social no fue aceptada',
    greeting: `Hola, ${despues.estudiante.nombreCompleto}:`,
    paragraphs: aceptada
      ? [`${despues.institucion} lo aceptó en la vacante «${despues.vacante}» del programa «${despues.programa}».`, 'Su servicio social comienza: revise los siguientes pasos en su portal.']
      : [`${despues.institucion} revisó su solicitud a la vacante «${despues.vacante}» y no la aceptó.`, `Motivo: ${input.motivo ?? ''}`, 'Puede buscar y solicitar otras vacantes.'],
    action: { label: 'Ir a mi servicio social', url: enlace(app, '/servicio-social/estudiantes') },
  });
  return aceptada ? despues : sinDatosDelEstudiante(despues);
}

/** What the institution gets back after rejecting: the decision, without the student's contact data or CV. */
function sinDatosDelEstudiante(s: SolicitudSs): SolicitudSs {
  return { ...s, estudiante: { ...s.estudiante, correo: '', telefono: '', presentacion: '', tieneCv: false, fotoUrl: null } };
}

export async function cvDeSolicitud(db: Db, actor: Actor, id: number): Promise<string> {
  const [row] = await db
    .select({ cv: ssEstudiantes.cvArchivoId })
    .from(ssSolicitudes)
    .innerJoin(ssVacantes, eq(ssVacantes.id, ssSolicitudes.vacanteId))
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssSolicitudes.estudianteId))
    .where(and(eq(ssSolicitudes.id, id), alcance(actor)));
  if (!row) throw notFound('La solicitud no existe');
  if (!row.cv) throw notFound('El estudiante no ha subido su CV');
  return row.cv;
}


// The end of a service: the requirements checklist, the institution's constancia de terminación
// (en_curso → concluida), the office's carta de liberación (concluida → liberada), and staff's early end (baja,
// the vacancy's place released) and reassignment to another vacancy. Each action is one transaction that locks
// the service row first, so two clicks (or two staff members) cannot issue twice or free a place twice.
import { and, eq, sql } from 'drizzle-orm';
import {
  MENSAJES_LIBERACION, type RequisitosVista, type reasignarSchema,
} from '../../../shared/schemas/servicio-social-evaluaciones';
import type { EstadoPrestacion } from '../../../shared/servicio-social/valores';
import type { z } from '../../../shared/validation';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ssEstudiantes, ssInstituciones, ssPrestaciones, ssProgramas, ssSolicitudes, ssVacantes } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { leerAjustes } from '../ajustes/service';
import { hoyMexico, sumarMeses } from '../comun/fechas';
import { prestacionActualId } from '../horas/acceso';
import { documentoEmitido, emitirOficial } from './emision';
import { FALTAN_REQUISITOS, requisitosLiberacion } from './requisitos';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type AlcancePrestacion = { tipo: 'estudiante'; estudianteId: number } | { tipo: 'institucion'; institucionId: number } | { tipo: 'staff' };

const alcance = (a: AlcancePrestacion) =>
  a.tipo === 'estudiante' ? eq(ssPrestaciones.estudianteId, a.estudianteId) : a.tipo === 'institucion' ? eq(ssPrestaciones.institucionId, a.institucionId) : undefined;

/** The student's latest service (the one their pages are about), the same the hour log works on. */
export async function prestacionDelEstudiante(db: Db, estudianteId: number): Promise<number> {
  const id = await prestacionActualId(db, estudianteId);
  if (id === null) throw notFound('Aún no presta su servicio social: cuando una institución lo acepte, podrá continuar aquí');
  return id;
}

/** The service row, locked for the rest of the transaction, within the caller's reach (else 404). */
async function bloquear(tx: Tx, a: AlcancePrestacion, id: number) {
  const [p] = await tx.select().from(ssPrestaciones).where(and(eq(ssPrestaciones.id, id), alcance(a))).for('update');
  if (!p) throw notFound('La prestación no existe');
  return p;
}

export async function requisitosVista(db: Db | Tx, a: AlcancePrestacion, id: number): Promise<RequisitosVista> {
  const [p] = await db.select().from(ssPrestaciones).where(and(eq(ssPrestaciones.id, id), alcance(a)));
  if (!p) throw notFound('La prestación no existe');
  const [r, constancia, liberacion] = await Promise.all([
    requisitosLiberacion(db, id), documentoEmitido(db, id, 'constancia'), documentoEmitido(db, id, 'liberacion'),
  ]);
  return {
    prestacionId: id, estado: p.estado as EstadoPrestacion, ...r!, constancia, liberacion,
    liberadaEn: p.liberadaEn?.toISOString() ?? null, bajaEn: p.bajaEn?.toISOString() ?? null, motivoBaja: p.motivoBaja,
  };
}

async function exigirRequisitos(tx: Tx, id: number) {
  const r = await requisitosLiberacion(tx, id);
  if (!r?.completos) {
    const faltan: Record<string, string[]> = {};
    if (!r?.horas.completas) faltan.horas = [`Faltan horas aprobadas: ${r?.horas.aprobadas ?? 0} de ${r?.horas.requeridas ?? 0}`];
    if (!r?.informeFinal) faltan.informeFinal = ['El informe final aún no está aprobado'];
    if (!r?.autoevaluacion) faltan.autoevaluacion = ['El estudiante aún no envía su autoevaluación'];
    if (!r?.evaluacionSupervisor) faltan.evaluacionSupervisor = ['La institución aún no envía la evaluación del estudiante'];
    throw new HttpError(422, FALTAN_REQUISITOS, faltan);
  }
}

/** The institution issues the constancia de terminación: the service is concluded. */
export async function emitirConstancia(db: Db, config: Config, institucionId: number, id: number, usuarioId: number) {
  return db.transaction(async (tx) => {
    const p = await bloquear(tx, { tipo: 'institucion', institucionId }, id);
    if (p.estado !== 'en_curso') throw new HttpError(422, p.estado === 'baja' ? MENSAJES_LIBERACION.noActiva : MENSAJES_LIBERACION.yaEmitida);
    await exigirRequisitos(tx, id);
    if (await documentoEmitido(tx, id, 'constancia')) throw new HttpError(422, MENSAJES_LIBERACION.yaEmitida);
    // Concluded first: the letter's {{fechaFin}} is today, not the estimated end it would fall back to.
    await tx.update(ssPrestaciones).set({ estado: 'concluida', fechaFin: hoyMexico(), updatedAt: new Date() }).where(eq(ssPrestaciones.id, id));
    return emitirOficial(tx, { prestacionId: id, tipo: 'constancia', usuarioId }, config);
  });
}

/** The office issues the carta de liberación, after the institution's constancia: the service is liberated. */
export async function emitirLiberacion(db: Db, config: Config, id: number, usuarioId: number) {
  return db.transaction(async (tx) => {
    const p = await bloquear(tx, { tipo: 'staff' }, id);
    if (p.estado === 'liberada') throw new HttpError(422, MENSAJES_LIBERACION.yaLiberada);
    if (p.estado === 'baja') throw new HttpError(422, MENSAJES_LIBERACION.noActiva);
    await exigirRequisitos(tx, id);
    if (!(await documentoEmitido(tx, id, 'constancia'))) throw new HttpError(422, MENSAJES_LIBERACION.faltaConstancia, { constancia: [MENSAJES_LIBERACION.faltaConstancia] });
    const doc = await emitirOficial(tx, { prestacionId: id, tipo: 'liberacion', usuarioId }, config);
    await tx.update(ssPrestaciones).set({ estado: 'liberada', liberadaEn: new Date(), updatedAt: new Date() }).where(eq(ssPrestaciones.id, id));
    return doc;
  });
}

/** Ends the service early and gives its place back to the vacancy, in the same transaction. */
async function darDeBaja(tx: Tx, p: typeof ssPrestaciones.$inferSelect, motivo: string) {
  if (p.estado !== 'en_curso' && p.estado !== 'concluida') throw new HttpError(422, MENSAJES_LIBERACION.noEnCurso);
  const ahora = new Date();
  await tx
    .update(ssPrestaciones)
    .set({ estado: 'baja', bajaEn: ahora, motivoBaja: motivo, fechaFin: hoyMexico(), updatedAt: ahora })
    .where(eq(ssPrestaciones.id, p.id));
  await tx
    .update(ssVacantes)
    .set({ ocupados: sql`greatest(${ssVacantes.ocupados} - 1, 0)`, updatedAt: ahora })
    .where(eq(ssVacantes.id, p.vacanteId));
}

export async function baja(db: Db, id: number, motivo: string) {
  return db.transaction(async (tx) => darDeBaja(tx, await bloquear(tx, { tipo: 'staff' }, id), motivo));
}

/**
 * Staff move the student to another vacancy: the current service (if still running) ends as baja with the
 * reason, a place is taken in the new vacancy (never beyond its cupo) and a new service starts there. Hours do
 * not carry over: they were approved for the previous program. Pending applications are cancelled, as on acceptance.
 */
export async function reasignar(db: Db, id: number, input: z.output<typeof reasignarSchema>) {
  const ajustes = await leerAjustes(db);
  try {
    return await db.transaction(async (tx) => {
      const actual = await bloquear(tx, { tipo: 'staff' }, id);
      if (actual.estado === 'liberada') throw new HttpError(422, MENSAJES_LIBERACION.yaLiberada);
      if (actual.estado !== 'baja') await darDeBaja(tx, actual, input.motivo);
      const ahora = new Date();
      const [vacante] = await tx
        .update(ssVacantes)
        .set({ ocupados: sql`${ssVacantes.ocupados} + 1`, updatedAt: ahora })
        .where(and(eq(ssVacantes.id, input.vacanteId), sql`${ssVacantes.ocupados} < ${ssVacantes.cupo}`))
        .returning({ id: ssVacantes.id, programaId: ssVacantes.programaId, institucionId: ssVacantes.institucionId });
      if (!vacante) {
        const [existe] = await tx.select({ id: ssVacantes.id }).from(ssVacantes).where(eq(ssVacantes.id, input.vacanteId));
        const mensaje = existe ? 'La vacante ya no tiene lugares disponibles' : 'La vacante no existe';
        throw new HttpError(422, mensaje, { vacanteId: [mensaje] });
      }
      const [programa] = await tx.select({ periodo: ssProgramas.periodo }).from(ssProgramas).where(eq(ssProgramas.id, vacante.programaId));
      const fechaInicio = input.fechaInicio ?? hoyMexico();
      const [nueva] = await tx
        .insert(ssPrestaciones)
        .values({
          estudianteId: actual.estudianteId, vacanteId: vacante.id, programaId: vacante.programaId, institucionId: vacante.institucionId, periodo: programa.periodo,
          estado: 'en_curso', fechaInicio, fechaFinEstimada: sumarMeses(fechaInicio, ajustes.duracionMinimaMeses), horasRequeridas: ajustes.horasRequeridas,
          duracionMinimaMeses: ajustes.duracionMinimaMeses, duracionMaximaMeses: ajustes.duracionMaximaMeses, maxHorasDia: ajustes.maxHorasDia,
        })
        .returning({ id: ssPrestaciones.id });
      await tx
        .update(ssSolicitudes)
        .set({ estado: 'cancelada', motivo: 'Reasignado por la oficina de servicio social', resueltaEn: ahora, updatedAt: ahora })
        .where(and(eq(ssSolicitudes.estudianteId, actual.estudianteId), eq(ssSolicitudes.estado, 'pendiente')));
      return { id: nueva.id, anterior: actual.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(422, MENSAJES_LIBERACION.yaPresta);
    throw error;
  }
}

/** Who to tell about a service: the student, the institution's responsable and the supervisor. */
export async function contactos(db: Db, id: number) {
  const [row] = await db
    .select({
      estudiante: sql<string>`concat_ws(' ', ${ssEstudiantes.nombre}, ${ssEstudiantes.apellidoPaterno}, ${ssEstudiantes.apellidoMaterno})`,
      correo: ssEstudiantes.correo, institucion: ssInstituciones.razonSocial, responsable: ssInstituciones.responsableCorreo,
      supervisor: ssPrestaciones.supervisorCorreo, vacante: ssVacantes.titulo,
    })
    .from(ssPrestaciones)
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssPrestaciones.estudianteId))
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssPrestaciones.institucionId))
    .innerJoin(ssVacantes, eq(ssVacantes.id, ssPrestaciones.vacanteId))
    .where(eq(ssPrestaciones.id, id));
  return row;
}

export const institucionCorreos = (c: { responsable: string; supervisor: string | null }) => [...new Set([c.responsable, c.supervisor].filter((x): x is string => !!x))];

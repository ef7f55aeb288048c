import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EstudianteSs, InicioEstudiante, PrestacionResumen, elegibilidadSchema } from '../../../shared/schemas/servicio-social';
import { accion, motivoNoSolicitar } from '../../../shared/servicio-social/acciones';
import type { EstadoPrestacion } from '../../../shared/servicio-social/valores';
import type { z } from '../../../shared/validation';
import { audit } from '../../audit/service';
import { ssEstudiantes, ssInstituciones, ssPrestaciones, ssProgramas, ssSolicitudes, ssVacantes } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { idsFilter, type ListParams } from '../../lib/rest';
import { sortKey, textSearch } from '../../lib/search';
import type { AccessSubject } from '../../../shared/permissions';
import { alcanceBloqueo, veBloqueados } from '../../arco/bloqueo';
import type { App } from '../../types';
import { leerAjustes } from '../ajustes/service';
import { enlace, enviarCorreo } from '../comun/correo';
import { motivoInformeFinal } from '../prestaciones/informe-final';
import { situacionSolicitud, solicitudesPropias } from '../solicitudes/service';
import { perfilFrom, perfilPorId, toPerfil, type PerfilRow } from './perfil';

export async function prestacionActual(app: App, estudianteId: number): Promise<PrestacionResumen | null> {
  const [p] = await app.db
    .select({ p: ssPrestaciones, institucion: ssInstituciones.razonSocial, programa: ssProgramas.nombre, vacante: ssVacantes.titulo })
    .from(ssPrestaciones)
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssPrestaciones.institucionId))
    .innerJoin(ssProgramas, eq(ssProgramas.id, ssPrestaciones.programaId))
    .innerJoin(ssVacantes, eq(ssVacantes.id, ssPrestaciones.vacanteId))
    .where(eq(ssPrestaciones.estudianteId, estudianteId))
    .orderBy(desc(ssPrestaciones.createdAt))
    .limit(1);
  if (!p) return null;
  return {
    id: p.p.id, institucion: p.institucion, programa: p.programa, vacante: p.vacante, periodo: p.p.periodo, estado: p.p.estado as EstadoPrestacion,
    fechaInicio: p.p.fechaInicio, fechaFinEstimada: p.p.fechaFinEstimada, horasRequeridas: p.p.horasRequeridas,
  };
}

export async function inicioEstudiante(app: App, estudianteId: number): Promise<InicioEstudiante> {
  const [estudiante, ajustes, solicitudes, prestacion, situacion] = await Promise.all([
    perfilPorId(app, estudianteId), leerAjustes(app.db), solicitudesPropias(app.db, estudianteId), prestacionActual(app, estudianteId),
    situacionSolicitud(app.db, estudianteId),
  ]);
  const estado = estudiante.elegible === null ? 'pendiente' : estudiante.elegible ? 'elegible' : 'no_elegible';
  const usadas = situacion.solicitudesAbiertas;
  const solicitar = accion(motivoNoSolicitar({
    correoVerificado: estudiante.correoVerificado, elegible: estudiante.elegible, maximoSolicitudes: ajustes.solicitudesAbiertas, ...situacion,
  }));
  const informeFinal = prestacion ? accion(await motivoInformeFinal(app.db, prestacion.id)) : null;
  const siguientePaso = !estudiante.correoVerificado
    ? 'Confirme su correo electrónico con el enlace que le enviamos.'
    : prestacion?.estado === 'en_curso'
      ? 'Registre sus horas cada día de servicio y envíe su informe mensual al cerrar cada mes.'
      : prestacion
        ? 'Su servicio social terminó sus horas: revise sus documentos finales y su carta de liberación.'
        : estado === 'pendiente'
          ? 'La oficina de servicio social está revisando su elegibilidad; mientras tanto, complete su perfil y suba su CV.'
          : estado === 'no_elegible'
            ? 'Por ahora no puede prestar su servicio social; revise el motivo y acuda a la oficina si tiene dudas.'
            : usadas > 0
              ? 'Espere la respuesta de las instituciones a sus solicitudes, o busque otras vacantes.'
              : 'Busque una vacante compatible con su carrera y envíe su solicitud.';
  return {
    estudiante,
    elegibilidad: { estado, motivo: estudiante.elegibilidadMotivo, creditosRequeridos: ajustes.porcentajeCreditos },
    solicitudes,
    solicitudesAbiertas: { usadas, maximo: ajustes.solicitudesAbiertas },
    prestacion,
    siguientePaso,
    acciones: { solicitar, informeFinal },
  };
}

// ── Staff ──

const pendientes = sql<number>`(select count(*)::int from ${ssSolicitudes} where ${ssSolicitudes.estudianteId} = ${ssEstudiantes.id} and ${ssSolicitudes.estado} = 'pendiente')`;
const enServicio = sql<boolean>`exists (select 1 from ${ssPrestaciones} where ${ssPrestaciones.estudianteId} = ${ssEstudiantes.id} and ${ssPrestaciones.estado} = 'en_curso')`;

function toSs(app: App, row: PerfilRow & { pendientes: number; enServicio: boolean }): EstudianteSs {
  return {
    ...toPerfil(app, row), solicitudesPendientes: row.pendientes, enServicio: row.enServicio, bloqueado: row.e.bloqueadoEn !== null,
    createdAt: row.e.createdAt.toISOString(), updatedAt: row.e.updatedAt.toISOString(),
  };
}

export const ESTUDIANTE_SORTABLE = ['id', 'matricula', 'nombre', 'apellidoPaterno', 'creditos', 'semestre', 'createdAt'];

function where(filter: Record<string, unknown>, conBloqueados = false): SQL | undefined {
  const ids = idsFilter(filter);
  const programaId = Number(filter.programaId);
  // The staff list sends `elegibilidad` (pendiente | elegible | no_elegible); `elegible` (true/false) still works.
  const porEstado: Record<string, unknown> = { elegible: true, no_elegible: false, pendiente: 'pendiente' };
  const elegible = typeof filter.elegibilidad === 'string' && filter.elegibilidad in porEstado ? porEstado[filter.elegibilidad] : filter.elegible;
  return and(
    // Blocked after an ARCO cancellation: out of the staff list; its record opens only for arco.gestionar.
    alcanceBloqueo(ssEstudiantes, conBloqueados),
    ids && inArray(ssEstudiantes.id, ids),
    textSearch([ssEstudiantes.matricula, ssEstudiantes.nombre, ssEstudiantes.apellidoPaterno, ssEstudiantes.apellidoMaterno, ssEstudiantes.correo, ssEstudiantes.curp], filter.q),
    Number.isInteger(programaId) && programaId > 0 ? eq(ssEstudiantes.programaId, programaId) : undefined,
    elegible === true || elegible === 'true' ? eq(ssEstudiantes.elegible, true)
      : elegible === false || elegible === 'false' ? eq(ssEstudiantes.elegible, false)
        : elegible === 'pendiente' || elegible === null ? sql`${ssEstudiantes.elegible} is null` : undefined,
  );
}

export async function listarEstudiantes(app: App, params: ListParams, conBloqueados = false) {
  const condition = where(params.filter, conBloqueados);
  const sortable: Record<string, SQL> = {
    id: sql`${ssEstudiantes.id}`, matricula: sql`${ssEstudiantes.matricula}`, nombre: sortKey(ssEstudiantes.nombre), apellidoPaterno: sortKey(ssEstudiantes.apellidoPaterno),
    creditos: sql`${ssEstudiantes.creditos}`, semestre: sql`${ssEstudiantes.semestre}`, createdAt: sql`${ssEstudiantes.createdAt}`,
  };
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await perfilFrom(app.db)
    .where(condition)
    .orderBy(order(sortable[params.sortField] ?? sql`${ssEstudiantes.id}`), order(ssEstudiantes.id))
    .limit(params.limit)
    .offset(params.offset);
  const extra = rows.length
    ? await app.db.select({ id: ssEstudiantes.id, pendientes, enServicio }).from(ssEstudiantes).where(inArray(ssEstudiantes.id, rows.map((r) => r.e.id)))
    : [];
  const porId = new Map(extra.map((x) => [x.id, x]));
  const [{ total }] = await app.db.select({ total: sql<number>`count(*)::int` }).from(ssEstudiantes).where(condition);
  return { rows: rows.map((r) => toSs(app, { ...r, pendientes: porId.get(r.e.id)?.pendientes ?? 0, enServicio: porId.get(r.e.id)?.enServicio ?? false })), total };
}

export async function leerEstudiante(app: App, id: number, user?: AccessSubject | null): Promise<EstudianteSs> {
  const { rows } = await listarEstudiantes(app, { filter: { id: [id] }, limit: 1, offset: 0, sortField: 'id', sortOrder: 'ASC' }, veBloqueados(user));
  if (!rows.length) throw notFound('El estudiante no existe');
  return rows[0];
}

export async function decidirElegibilidad(app: App, request: FastifyRequest, id: number, input: z.output<typeof elegibilidadSchema>) {
  const antes = await leerEstudiante(app, id);
  await app.db
    .update(ssEstudiantes)
    .set({ elegible: input.elegible, elegibilidadMotivo: input.elegible ? null : input.motivo, elegibilidadEn: new Date(), updatedAt: new Date() })
    .where(eq(ssEstudiantes.id, id));
  const despues = await leerEstudiante(app, id);
  await audit(app.db, request, { accion: 'editar', recurso: 'ss-estudiantes', registroId: id, antes, despues });
  if (antes.elegible !== input.elegible) await correoElegibilidad(app, request, despues, input.elegible, input.motivo);
  return despues;
}

/** Tells the student the office's decision (one by one or from the bulk upload). */
export async function correoElegibilidad(app: App, request: FastifyRequest, estudiante: { correo: string; nombre: string }, elegible: boolean, motivo: string | null) {
  await enviarCorreo(app, request, estudiante.correo, {
    title: elegible ? 'Ya puede solicitar vacantes de servicio social' : 'Su elegibilidad para el servicio social',
    greeting: `Hola, ${estudiante.nombre}:`,
    paragraphs: elegible
      ? ['La oficina de servicio social confirmó que cumple los requisitos. Ya puede buscar vacantes y enviar solicitudes.']
      : ['La oficina de servicio social revisó su registro y por ahora no cumple los requisitos.', `Motivo: ${motivo ?? ''}`],
    action: { label: 'Ir a mi servicio social', url: enlace(app, '/servicio-social/estudiantes') },
  });
}

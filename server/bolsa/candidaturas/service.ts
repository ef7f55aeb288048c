// Applications: one per person and offer, with the consent recorded, a pipeline both sides see and an email to the
// applicant at every change. The employer reads only what the person sent, and only on its own offers.
import { and, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  CANDIDATURA_ABIERTA, CONSENTIMIENTO_VERSION, ESTADOS_CANDIDATURA, SIGUIENTES_CANDIDATURA, type EstadoCandidatura,
} from '../../../shared/bolsa/valores';
import { audit } from '../../audit/service';
import type { Db } from '../../db/client';
import { bolsaCandidaturas, bolsaEmpleadores, bolsaOfertas } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hoyMexico } from '../../servicio-social/comun/fechas';
import type { App } from '../../types';
import { citado, enlace, enviarCorreo } from '../correo';
import { registrarEmpleo } from './empleo';
import { SIN_TOCAR, leerCierres, limitesDeHoy, sinTocarAntesDe } from './plazos';
import type { Postulante, Quien } from './quien';

export const OFERTA_CERRADA = 'La oferta ya no recibe candidaturas: cerró o no está publicada';
export const OFERTA_EXTERNA = 'Esta oferta recibe candidaturas en el sitio del empleador; siga el enlace de la oferta';
export const YA_POSTULADO = 'Ya se postuló a esta oferta: puede seguir su candidatura en «Mi espacio»';
export const HACIA_ATRAS = (de: string, a: string) => `Una candidatura «${de}» no puede pasar a «${a}»: el proceso solo avanza`;

const columnas = {
  id: bolsaCandidaturas.id, ofertaId: bolsaCandidaturas.ofertaId, oferta: bolsaOfertas.titulo, empleador: bolsaEmpleadores.razonSocial,
  empleadorId: bolsaOfertas.empleadorId, usuarioId: bolsaCandidaturas.usuarioId, nombre: bolsaCandidaturas.nombre, correo: bolsaCandidaturas.correo,
  telefono: bolsaCandidaturas.telefono, mensaje: bolsaCandidaturas.mensaje, declaracion: bolsaCandidaturas.declaracion,
  cvArchivoId: bolsaCandidaturas.cvArchivoId, estado: bolsaCandidaturas.estado, estadoEn: bolsaCandidaturas.estadoEn, vistaEn: bolsaCandidaturas.vistaEn,
  ocultaEn: bolsaCandidaturas.ocultaEn, egresadoId: bolsaCandidaturas.egresadoId, createdAt: bolsaCandidaturas.createdAt,
};
const desdeCandidaturas = (db: Db) =>
  db.select(columnas).from(bolsaCandidaturas)
    .innerJoin(bolsaOfertas, eq(bolsaOfertas.id, bolsaCandidaturas.ofertaId))
    .innerJoin(bolsaEmpleadores, eq(bolsaEmpleadores.id, bolsaOfertas.empleadorId));
type Fila = Awaited<ReturnType<typeof desdeCandidaturas>>[number];

/** The row as the API answers it (the response schema drops the ids kept for the checks). */
function respuesta(f: Fila, limites: ReturnType<typeof limitesDeHoy>) {
  return {
    ...f, tieneCv: f.cvArchivoId !== null, sinRespuesta: sinTocarAntesDe(f.estado, f.estadoEn, limites.pendiente),
    porAtender: sinTocarAntesDe(f.estado, f.estadoEn, limites.recordatorio),
  };
}

/** What each caller may see: its own applications, its own offers' (not the hidden ones), or all of them. */
function alcance(quien: Quien): SQL | undefined {
  if (quien.tipo === 'persona') return eq(bolsaCandidaturas.usuarioId, quien.usuarioId);
  if (quien.tipo === 'empleador') return and(eq(bolsaOfertas.empleadorId, quien.empleador.empleadorId), isNull(bolsaCandidaturas.ocultaEn));
  return undefined;
}

export async function listarCandidaturas(db: Db, quien: Quien, filtro: { ofertaId?: number; estado?: string; sinRespuesta?: boolean }, offset: number, limit: number) {
  // The working-day calendar only shapes the query for staff's «sin respuesta» list; otherwise it is read beside the
  // page, not before it (one round trip less on the employer's list of an offer's applicants).
  const cierres = leerCierres(db);
  const pendiente = filtro.sinRespuesta ? limitesDeHoy(await cierres).pendiente : null;
  const where = and(
    alcance(quien),
    filtro.ofertaId !== undefined ? eq(bolsaCandidaturas.ofertaId, filtro.ofertaId) : undefined,
    filtro.estado ? eq(bolsaCandidaturas.estado, filtro.estado) : undefined,
    // Staff's to-do list links here: the applications untouched for 20 working days.
    pendiente ? and(inArray(bolsaCandidaturas.estado, [...SIN_TOCAR]), lt(bolsaCandidaturas.estadoEn, pendiente)) : undefined,
  );
  const [dias, rows, [{ total }]] = await Promise.all([
    cierres,
    desdeCandidaturas(db).where(where).orderBy(desc(bolsaCandidaturas.createdAt), desc(bolsaCandidaturas.id)).limit(limit).offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(bolsaCandidaturas).innerJoin(bolsaOfertas, eq(bolsaOfertas.id, bolsaCandidaturas.ofertaId)).where(where),
  ]);
  const limites = limitesDeHoy(dias);
  return { rows: rows.map((r) => respuesta(r, limites)), total };
}

/** One application in the caller's reach, or 404 (another's does not exist for it). */
export async function candidaturaDe(db: Db, quien: Quien, id: number) {
  const [row] = await desdeCandidaturas(db).where(and(eq(bolsaCandidaturas.id, id), alcance(quien)));
  if (!row) throw notFound('La candidatura no existe');
  return respuesta(row, limitesDeHoy(await leerCierres(db)));
}

async function avisarCambio(app: App, request: Pick<FastifyRequest, 'log'>, c: { nombre: string; correo: string; oferta: string; empleador: string }, estado: EstadoCandidatura, mensaje?: string | null) {
  const texto: Record<EstadoCandidatura, string> = {
    enviada: `Recibimos su candidatura a la oferta ${citado(c.oferta)} de ${citado(c.empleador)}. El empleador ya puede verla.`,
    vista: `${citado(c.empleador)} abrió su candidatura a la oferta ${citado(c.oferta)}.`,
    en_proceso: `Su candidatura a la oferta ${citado(c.oferta)} de ${citado(c.empleador)} pasó a «En proceso».`,
    contratada: `¡Felicidades! ${citado(c.empleador)} marcó su candidatura a la oferta ${citado(c.oferta)} como «Contratada».`,
    no_seleccionada: `${citado(c.empleador)} marcó su candidatura a la oferta ${citado(c.oferta)} como «No seleccionada». Gracias por postularse.`,
    retirada: `Retiró su candidatura a la oferta ${citado(c.oferta)} de ${citado(c.empleador)}. El empleador ya no verá sus datos como candidatura activa.`,
  };
  await enviarCorreo(app, request, c.correo, {
    title: `Su candidatura: ${ESTADOS_CANDIDATURA[estado]}`,
    greeting: `Hola, ${c.nombre}:`,
    paragraphs: [texto[estado], ...(mensaje ? [`Mensaje del empleador: ${citado(mensaje)}`] : [])],
    action: { label: 'Ver mis candidaturas', url: enlace(app, '/egresados/mi-espacio') },
  });
}

export async function postularse(
  app: App, request: FastifyRequest, ofertaId: number, persona: Postulante, datos: { mensaje: string }, cvArchivoId: string | null,
) {
  const [oferta] = await app.db
    .select({ estado: bolsaOfertas.estado, cierre: bolsaOfertas.cierre, externa: bolsaOfertas.postulacionExterna, titulo: bolsaOfertas.titulo, empleador: bolsaEmpleadores.razonSocial, contacto: bolsaEmpleadores.contactoCorreo, contactoNombre: bolsaEmpleadores.contactoNombre })
    .from(bolsaOfertas)
    .innerJoin(bolsaEmpleadores, eq(bolsaEmpleadores.id, bolsaOfertas.empleadorId))
    .where(eq(bolsaOfertas.id, ofertaId));
  if (!oferta) throw notFound('La oferta no existe');
  if (oferta.estado !== 'publicada' || oferta.cierre < hoyMexico()) throw new HttpError(409, OFERTA_CERRADA);
  if (oferta.externa) throw new HttpError(409, OFERTA_EXTERNA);
  const ahora = new Date();
  let id: number;
  try {
    [{ id }] = await app.db
      .insert(bolsaCandidaturas)
      .values({
        ofertaId, usuarioId: request.user!.id, egresadoId: persona.egresadoId, estudianteId: persona.estudianteId, programaId: persona.programaId,
        generacion: persona.generacion, nombre: persona.nombre, correo: persona.correo, telefono: persona.telefono, mensaje: datos.mensaje,
        declaracion: persona.declaracion, cvArchivoId, consentimientoVersion: CONSENTIMIENTO_VERSION, consentimientoEn: ahora,
      })
      .returning({ id: bolsaCandidaturas.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, YA_POSTULADO);
    throw error;
  }
  await audit(app.db, request, { accion: 'crear', recurso: 'bolsa-candidaturas', registroId: id, despues: { ofertaId, consentimientoVersion: CONSENTIMIENTO_VERSION } });
  await avisarCambio(app, request, { ...persona, oferta: oferta.titulo, empleador: oferta.empleador }, 'enviada');
  await enviarCorreo(app, request, oferta.contacto, {
    title: 'Nueva candidatura a su oferta',
    greeting: `Hola, ${oferta.contactoNombre}:`,
    paragraphs: [`Recibió una candidatura nueva a su oferta ${citado(oferta.titulo)}. Ábrala en su portal: la persona verá que la revisó.`],
    action: { label: 'Ver candidaturas', url: enlace(app, '/bolsa-de-trabajo/empleador') },
  });
  return { id, estado: 'enviada' as const };
}

/** The employer's first read marks it «vista» (and tells the applicant); others just read. */
export async function abrirCandidatura(app: App, request: FastifyRequest, quien: Quien, id: number) {
  const c = await candidaturaDe(app.db, quien, id);
  if (quien.tipo !== 'empleador' || c.estado !== 'enviada') return c;
  const [marcada] = await app.db
    .update(bolsaCandidaturas)
    .set({ estado: 'vista', vistaEn: new Date(), estadoEn: new Date(), recordatorioEn: null, updatedAt: new Date() })
    .where(and(eq(bolsaCandidaturas.id, id), eq(bolsaCandidaturas.estado, 'enviada')))
    .returning({ id: bolsaCandidaturas.id });
  if (marcada) await avisarCambio(app, request, c, 'vista');
  return candidaturaDe(app.db, quien, id);
}

export async function cambiarEstado(app: App, request: FastifyRequest, quien: Quien, id: number, estado: EstadoCandidatura, mensaje?: string) {
  const c = await candidaturaDe(app.db, quien, id);
  if (!(SIGUIENTES_CANDIDATURA[c.estado as EstadoCandidatura] ?? []).includes(estado)) {
    throw new HttpError(409, HACIA_ATRAS(ESTADOS_CANDIDATURA[c.estado as EstadoCandidatura] ?? c.estado, ESTADOS_CANDIDATURA[estado]));
  }
  await app.db.transaction(async (tx) => {
    const [hecho] = await tx
      .update(bolsaCandidaturas)
      .set({ estado, estadoEn: new Date(), vistaEn: c.vistaEn ?? new Date(), recordatorioEn: null, updatedAt: new Date() })
      .where(and(eq(bolsaCandidaturas.id, id), eq(bolsaCandidaturas.estado, c.estado)))
      .returning({ id: bolsaCandidaturas.id });
    if (!hecho) throw new HttpError(409, 'La candidatura cambió mientras tanto; vuelva a abrirla');
    if (estado === 'contratada' && c.egresadoId) await registrarEmpleo(tx, { egresadoId: c.egresadoId, candidaturaId: id, ofertaId: c.ofertaId });
  });
  await audit(app.db, request, { accion: 'editar', recurso: 'bolsa-candidaturas', registroId: id, antes: { estado: c.estado }, despues: { estado } });
  await avisarCambio(app, request, c, estado, mensaje);
  return candidaturaDe(app.db, quien, id);
}

export async function retirar(app: App, request: FastifyRequest, quien: Quien, id: number) {
  const c = await candidaturaDe(app.db, quien, id);
  if (!CANDIDATURA_ABIERTA.includes(c.estado as EstadoCandidatura)) throw new HttpError(409, `Una candidatura «${ESTADOS_CANDIDATURA[c.estado as EstadoCandidatura] ?? c.estado}» ya no se puede retirar`);
  await app.db.update(bolsaCandidaturas).set({ estado: 'retirada', estadoEn: new Date(), updatedAt: new Date() })
    .where(and(eq(bolsaCandidaturas.id, id), inArray(bolsaCandidaturas.estado, [...CANDIDATURA_ABIERTA])));
  await audit(app.db, request, { accion: 'editar', recurso: 'bolsa-candidaturas', registroId: id, antes: { estado: c.estado }, despues: { estado: 'retirada' } });
  await avisarCambio(app, request, c, 'retirada');
  return candidaturaDe(app.db, quien, id);
}

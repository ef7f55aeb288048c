// The documents' flow: create from the office's template, autosave with optimistic concurrency, send, review.
// Every move is decided by moverDocumento (shared) on the row locked FOR UPDATE, and everything a move touches
// (versions, reviews, the month's hours, signatures, the PDF, the mail) is written in its one transaction.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MENSAJES_DOCUMENTOS, type borradorSchema, type crearDocumentoSchema,
} from '../../../shared/schemas/servicio-social-documentos';
import {
  MENSAJES_DOCUMENTO, TIPOS_DOCUMENTO, contarPalabras, moverDocumento, type AccionDocumento, type EstadoDocumento, type EtapaRevision,
  type ParteDocumento, type TipoDocumento,
} from '../../../shared/servicio-social/documentos';
import { informeMensualDesde, mesDe, mesesDeInforme } from '../../../shared/servicio-social/horas';
import { seccionesIncompletas } from '../../../shared/servicio-social/secciones';
import { ssDocumentoRevisiones, ssDocumentoVersiones, ssDocumentos, ssEstudiantes, ssPrestaciones } from '../../db/schema';
import type { FirmaDocumento } from '../../db/tables/servicio-social-documentos';
import { HttpError, forbidden, notFound, unprocessable } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { sanitizarHtml } from '../../plantillas/sanitizar';
import type { App } from '../../types';
import { alEnviarInforme, alAprobarInformeInstitucion, alDevolverInforme } from '../horas/informe';
import { hoyMexico } from '../comun/fechas';
import { plantillaDe } from '../plantillas-documento/service';
import { motivoInformeFinal } from '../prestaciones/informe-final';
import { parteDe, type Lector } from './acceso';
import { combinar, datosDocumento, fechaLarga, mesLargo, rellenar, type Tx } from './campos';
import { aDocumento, cargarDocumento, desde, nombreDe, type FilaDocumento } from './consultas';
import { correoEstudiante, correoSupervisor } from './correos';
import { diffHtml } from './diff';
import { emitirPdf } from './emision';
import { cargoSupervisor, firmaDe } from './firmas';

export const sanitizarDocumento = (html: string) => sanitizarHtml(html, { tablas: true });

/** A refused move: not the author → 403; any other (locked, in review, not your turn) → 409. */
function rechazo(mensaje: string): HttpError {
  return mensaje === MENSAJES_DOCUMENTO.noEsAutor ? forbidden(mensaje) : new HttpError(409, mensaje);
}

const rutaEstudiante = (tipo: TipoDocumento, id: number) =>
  `/servicio-social/estudiantes/documentos/${TIPOS_DOCUMENTO[tipo].ruta ?? 'ckeditor'}?id=${id}`;

/** Who may start which document: its author, and a student may request the office's letters about them. */
function puedeCrear(parte: ParteDocumento, tipo: TipoDocumento): boolean {
  if (tipo === 'constancia' || tipo === 'liberacion') return false;
  return TIPOS_DOCUMENTO[tipo].autor === parte || (parte === 'estudiante' && (tipo === 'situacion' || tipo === 'presentacion'));
}

async function prestacionPara(app: App, lector: Lector, prestacionId: number | undefined, tipo: TipoDocumento) {
  if (lector.tipo === 'estudiante') {
    const [p] = await app.db
      .select({ id: ssPrestaciones.id, estudianteId: ssPrestaciones.estudianteId })
      .from(ssPrestaciones)
      .where(and(eq(ssPrestaciones.estudianteId, lector.estudianteId), inArray(ssPrestaciones.estado, ['en_curso', 'concluida', 'liberada'])))
      .orderBy(desc(ssPrestaciones.id))
      .limit(1);
    if (p) return p;
    // A carta de situación is what a student asks for before serving; free notes need no service either.
    if (tipo === 'situacion' || tipo === 'libre') return { id: null, estudianteId: lector.estudianteId };
    throw unprocessable({ prestacionId: [MENSAJES_DOCUMENTOS.sinPrestacion] }, MENSAJES_DOCUMENTOS.sinPrestacion);
  }
  if (!prestacionId) throw unprocessable({ prestacionId: ['Indique el servicio social'] });
  const [p] = await app.db
    .select({ id: ssPrestaciones.id, estudianteId: ssPrestaciones.estudianteId })
    .from(ssPrestaciones)
    .where(and(eq(ssPrestaciones.id, prestacionId), lector.tipo === 'institucion' ? eq(ssPrestaciones.institucionId, lector.institucionId) : undefined));
  if (!p) throw notFound('La prestación no existe');
  return p;
}

export async function crearDocumento(app: App, lector: Lector, input: z.output<typeof crearDocumentoSchema>) {
  const parte = parteDe(lector);
  if (!puedeCrear(parte, input.tipo)) throw forbidden(MENSAJES_DOCUMENTO.noEsAutor);
  if (input.tipo === 'informe_mensual') {
    if (!input.mes) throw unprocessable({ mes: [MENSAJES_DOCUMENTOS.mesRequerido] });
    // Not ahead of time: a report written before the month's end would vouch for hours not yet served (issue 19).
    const desde = informeMensualDesde(input.mes);
    if (hoyMexico() < desde) throw unprocessable({ mes: [MENSAJES_DOCUMENTOS.informeAntesDeTiempo(fechaLarga(desde))] });
  }
  const p = await prestacionPara(app, lector, input.prestacionId, input.tipo);
  // The rule the student's home shows «Comenzar informe final» by (issue 20).
  const sinInformeFinal = input.tipo === 'informe_final' && p.id !== null ? await motivoInformeFinal(app.db, p.id) : null;
  if (sinInformeFinal) throw unprocessable({ tipo: [sinInformeFinal] }, sinInformeFinal);
  const periodoMes = input.tipo === 'informe_mensual' ? `${input.mes}-01` : null;
  if (input.tipo === 'informe_mensual' && p.id) {
    const [servicio] = await app.db.select({ fechaInicio: ssPrestaciones.fechaInicio }).from(ssPrestaciones).where(eq(ssPrestaciones.id, p.id));
    if (input.mes! < mesDe(servicio.fechaInicio)) throw unprocessable({ mes: [MENSAJES_DOCUMENTOS.informeAntesDelServicio(mesLargo(`${mesDe(servicio.fechaInicio)}-01`))] });
  }
  const plantilla = await plantillaDe(app.db, input.tipo);
  const datos = await datosDocumento(app.db, p.estudianteId, p.id, periodoMes);
  const contenido = sanitizarDocumento(combinar(plantilla.cuerpo, datos, { marcar: true }));
  const titulo =
    input.tipo === 'libre' ? (input.titulo ?? TIPOS_DOCUMENTO.libre.etiqueta) : periodoMes ? `${plantilla.titulo} · ${mesLargo(periodoMes)}` : plantilla.titulo;
  try {
    const [doc] = await app.db
      .insert(ssDocumentos)
      .values({
        estudianteId: p.estudianteId, prestacionId: p.id, tipo: input.tipo, titulo, periodoMes, contenido, palabras: contarPalabras(contenido), autorId: lector.usuarioId,
      })
      .returning({ id: ssDocumentos.id });
    // Not cargarDocumento: a student's request for an office letter is the office's draft from the start, which the
    // student may list but not open (aDocumento answers it without its text).
    const [fila] = await desde(app.db).where(eq(ssDocumentos.id, doc.id));
    return aDocumento(app.db, fila, lector);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MENSAJES_DOCUMENTOS.yaExiste);
    throw error;
  }
}

/**
 * Opening a document whose turn it is marks the round as opened (once): from then on its author can no longer
 * withdraw it. The emailed approval page does the same for the supervisor.
 */
export async function marcarAbierto(app: App, fila: FilaDocumento, parte: ParteDocumento | null) {
  const d = fila.d;
  if (d.estado !== 'enviado' || !parte || d.etapa !== parte || d.revisionAbiertaEn) return;
  const ahora = new Date();
  await app.db.update(ssDocumentos).set({ revisionAbiertaEn: ahora })
    .where(and(eq(ssDocumentos.id, d.id), eq(ssDocumentos.version, d.version), isNull(ssDocumentos.revisionAbiertaEn)));
  d.revisionAbiertaEn = ahora;
}

export async function leerDocumento(app: App, lector: Lector, id: number, opciones: { abrir?: boolean } = {}) {
  const fila = await cargarDocumento(app.db, lector, id);
  if (opciones.abrir) await marcarAbierto(app, fila, lector.parte);
  return aDocumento(app.db, fila, lector);
}

/** The months the student's current service owes a report for, oldest first, marking those already started. */
export async function mesesParaInforme(app: App, lector: Lector) {
  if (lector.tipo !== 'estudiante') throw forbidden(MENSAJES_DOCUMENTO.noEsAutor);
  const p = await prestacionPara(app, lector, undefined, 'informe_mensual');
  const [servicio] = await app.db
    .select({ fechaInicio: ssPrestaciones.fechaInicio, fechaFin: ssPrestaciones.fechaFin })
    .from(ssPrestaciones)
    .where(eq(ssPrestaciones.id, p.id!));
  const informes = await app.db
    .select({ periodoMes: ssDocumentos.periodoMes })
    .from(ssDocumentos)
    .where(and(eq(ssDocumentos.prestacionId, p.id!), eq(ssDocumentos.tipo, 'informe_mensual')));
  return mesesDeInforme({ ...servicio, hoy: hoyMexico(), reportados: informes.map((i) => mesDe(i.periodoMes!)) });
}

/** Autosave: only over the revision the editor last saw; anything else is another tab's work (409). */
export async function guardarBorrador(app: App, lector: Lector, id: number, input: z.output<typeof borradorSchema>) {
  const fila = await cargarDocumento(app.db, lector, id);
  const movimiento = moverDocumento(situacion(fila), 'editar', parteDe(lector));
  if (!movimiento.ok) throw rechazo(movimiento.mensaje);
  const contenido = sanitizarDocumento(input.contenido);
  const palabras = contarPalabras(contenido);
  const [guardado] = await app.db
    .update(ssDocumentos)
    .set({ contenido, palabras, revision: input.revision + 1, updatedAt: new Date(), ...(input.titulo && fila.d.tipo === 'libre' ? { titulo: input.titulo } : {}) })
    .where(and(eq(ssDocumentos.id, id), eq(ssDocumentos.revision, input.revision), inArray(ssDocumentos.estado, ['borrador', 'con_observaciones'])))
    .returning({ revision: ssDocumentos.revision, updatedAt: ssDocumentos.updatedAt });
  if (!guardado) {
    const actual = await cargarDocumento(app.db, lector, id);
    throw new HttpError(409, MENSAJES_DOCUMENTOS.revisionVieja, undefined, undefined, { revision: actual.d.revision, estado: actual.d.estado });
  }
  return { revision: guardado.revision, palabras, contenido, limitePalabras: fila.limitePalabras, updatedAt: guardado.updatedAt.toISOString() };
}

/**
 * A student's text is not sent while a section (a heading's text) is empty or still the template's sample: 422 with
 * every such section, each with its message, for the portal to show beside it.
 */
async function exigirSecciones(tx: Tx, fila: FilaDocumento) {
  const d = fila.d;
  const datos = await datosDocumento(tx, d.estudianteId, d.prestacionId, d.periodoMes);
  const plantilla = await plantillaDe(tx, d.tipo as TipoDocumento);
  const incompletas = seccionesIncompletas(rellenar(d.contenido, datos), sanitizarDocumento(combinar(plantilla.cuerpo, datos)));
  if (incompletas.length) {
    throw unprocessable({ contenido: incompletas.map((s) => s.mensaje) }, MENSAJES_DOCUMENTOS.seccionesIncompletas(incompletas.length), { secciones: incompletas });
  }
}

const situacion = (f: { d: { tipo: string; estado: string; etapa: string | null } }) => ({
  tipo: f.d.tipo as TipoDocumento, estado: f.d.estado as EstadoDocumento, etapa: f.d.etapa as EtapaRevision | null,
});

interface Revisor {
  usuarioId: number | null;
  nombre?: string;
  cargo?: string;
  via: 'portal' | 'correo' | 'oficina';
}

/**
 * Applies one move to the locked row: state, version, review, hours, signature, PDF, mail. Returns the undo of a
 * written PDF file for the caller to run if the transaction fails.
 */
async function mover(app: App, tx: Tx, fila: FilaDocumento, accion: AccionDocumento, parte: ParteDocumento, revisor: Revisor, comentarios = '') {
  const d = fila.d;
  const tipo = d.tipo as TipoDocumento;
  const resultado = moverDocumento({ ...situacion(fila), abierto: !!d.revisionAbiertaEn }, accion, parte);
  if (!resultado.ok) throw rechazo(resultado.mensaje);
  const ahora = new Date();
  const informe = tipo === 'informe_mensual' && d.prestacionId && d.periodoMes ? { id: d.id, prestacionId: d.prestacionId, periodoMes: d.periodoMes } : null;
  let version = d.version;
  let contenido = d.contenido;
  let estado: EstadoDocumento = resultado.estado;
  const firmas: FirmaDocumento[] = [...d.firmas];
  // The facts (hours, dates, names) as the records say now, in the marked fields of the text.
  const rellenarHechos = async () => {
    contenido = rellenar(contenido, await datosDocumento(tx, d.estudianteId, d.prestacionId, d.periodoMes));
  };
  if (accion === 'enviar') {
    if (fila.limitePalabras && d.palabras > fila.limitePalabras && tipo !== 'libre') {
      throw unprocessable({ contenido: [MENSAJES_DOCUMENTOS.limitePalabras(fila.limitePalabras)] });
    }
    if (parte === 'estudiante') await exigirSecciones(tx, fila);
    version += 1;
    // A new round is approved anew: the signatures of an earlier, returned round do not carry over.
    firmas.length = 0;
    if (informe) await alEnviarInforme(tx, informe);
    await rellenarHechos();
    await tx.insert(ssDocumentoVersiones).values({ documentoId: d.id, version, contenido, enviadoPor: revisor.usuarioId });
    // The office sending its own letter issues it: that is its signature.
    if (resultado.estado === 'aprobado') {
      firmas.push(await firmaDe(tx, { parte, prestacionId: d.prestacionId, usuarioId: revisor.usuarioId }));
      await tx.insert(ssDocumentoRevisiones).values({
        documentoId: d.id, version, etapa: parte, decision: 'aprobar', comentarios: '', revisorId: revisor.usuarioId,
        revisorNombre: firmas.at(-1)!.nombre, via: revisor.via,
      });
    }
  } else if (accion === 'aprobar' || accion === 'observar') {
    const etapa = d.etapa as EtapaRevision;
    const firma = await firmaDe(tx, { parte, prestacionId: d.prestacionId, usuarioId: revisor.usuarioId, nombre: revisor.nombre, cargo: revisor.cargo });
    await tx.insert(ssDocumentoRevisiones).values({
      documentoId: d.id, version, etapa, decision: accion, comentarios, revisorId: revisor.usuarioId, revisorNombre: firma.nombre, via: revisor.via,
    });
    if (accion === 'aprobar') firmas.push(firma);
    if (informe && accion === 'observar') await alDevolverInforme(tx, informe);
    if (informe && accion === 'aprobar' && etapa === 'institucion') await alAprobarInformeInstitucion(tx, informe);
    // Each approval states the facts as they are then; the last one freezes them, since an approved text never changes.
    if (accion === 'aprobar') await rellenarHechos();
  } else if (accion === 'retirar') {
    // Nobody opened the round: it is undone as if never sent. The counter stays, so the emailed link stays stale.
    if (informe) await alDevolverInforme(tx, informe);
    await tx.delete(ssDocumentoVersiones).where(and(eq(ssDocumentoVersiones.documentoId, d.id), eq(ssDocumentoVersiones.version, d.version)));
    const [observada] = await tx.select({ id: ssDocumentoRevisiones.id }).from(ssDocumentoRevisiones)
      .where(and(eq(ssDocumentoRevisiones.documentoId, d.id), eq(ssDocumentoRevisiones.decision, 'observar'))).limit(1);
    if (observada) estado = 'con_observaciones';
  }
  await tx
    .update(ssDocumentos)
    .set({
      estado, etapa: resultado.etapa, version, firmas, contenido, palabras: contarPalabras(contenido), revisionAbiertaEn: null, updatedAt: ahora,
      ...(accion === 'enviar' ? { enviadoEn: ahora } : {}),
      ...(resultado.estado === 'aprobado' ? { aprobadoEn: ahora } : {}),
    })
    .where(eq(ssDocumentos.id, d.id));

  let deshacer = () => {};
  if (resultado.estado === 'aprobado' && TIPOS_DOCUMENTO[tipo].pdf) deshacer = (await emitirPdf(tx, app.config, d.id, revisor.usuarioId)).deshacer;
  if (resultado.estado === 'enviado' && resultado.etapa === 'institucion' && (tipo === 'informe_mensual' || tipo === 'informe_final')) {
    await correoSupervisor(app, tx, { id: d.id, version, titulo: d.titulo, estudiante: nombreDe(fila), supervisorNombre: fila.supervisorNombre, supervisorCorreo: fila.supervisorCorreo });
  }
  if (accion === 'observar' || (resultado.estado === 'aprobado' && TIPOS_DOCUMENTO[tipo].autor === 'estudiante')) {
    const [e] = await tx.select({ correo: ssEstudiantes.correo }).from(ssEstudiantes).where(eq(ssEstudiantes.id, d.estudianteId));
    await correoEstudiante(app, tx, e.correo, { titulo: d.titulo, aprobado: accion !== 'observar', comentarios, ruta: rutaEstudiante(tipo, d.id) });
  }
  return deshacer;
}

/** Runs a move in its own transaction on the row locked FOR UPDATE; then wakes the mail worker. */
export async function moverEnTransaccion(app: App, lector: Lector, id: number, accion: AccionDocumento, revisor: Revisor, comentarios = '') {
  const parte = parteDe(lector);
  await cargarDocumento(app.db, lector, id);
  let deshacer = () => {};
  try {
    await app.db.transaction(async (tx) => {
      await tx.select({ id: ssDocumentos.id }).from(ssDocumentos).where(eq(ssDocumentos.id, id)).for('update');
      const fila = await cargarDocumento(tx, lector, id);
      deshacer = await mover(app, tx, fila, accion, parte, revisor, comentarios);
    });
  } catch (error) {
    deshacer();
    throw error;
  }
  app.mailer.notify();
  return leerDocumento(app, lector, id);
}

/** The supervisor's decision from the emailed link: same move, as the institution, with the supervisor's name. */
export async function moverDesdeCorreo(app: App, documentoId: number, version: number, accion: 'aprobar' | 'observar', comentarios: string) {
  let deshacer = () => {};
  try {
    await app.db.transaction(async (tx) => {
      await tx.select({ id: ssDocumentos.id }).from(ssDocumentos).where(eq(ssDocumentos.id, documentoId)).for('update');
      // The signed link stands for the ownership check: it names this document and round.
      const fila = await cargarDocumento(tx, { tipo: 'staff', usuarioId: 0, parte: null }, documentoId);
      if (fila.d.version !== version || fila.d.estado !== 'enviado' || fila.d.etapa !== 'institucion') throw new HttpError(409, MENSAJES_DOCUMENTOS.enlaceUsado);
      const nombre = fila.supervisorNombre || fila.supervisorCorreo || 'Supervisor(a)';
      deshacer = await mover(app, tx, fila, accion, 'institucion', { usuarioId: null, nombre, cargo: await cargoSupervisor(tx, fila.d.prestacionId), via: 'correo' }, comentarios);
    });
  } catch (error) {
    deshacer();
    throw error;
  }
  app.mailer.notify();
}

/** For reviewers: the text sent in this round against the previous round, word by word. */
export async function cambiosDocumento(app: App, lector: Lector, id: number) {
  const fila = await cargarDocumento(app.db, lector, id);
  return cambiosDe(app, fila);
}

export async function cambiosDe(app: App, fila: FilaDocumento) {
  const versiones = await app.db
    .select({ version: ssDocumentoVersiones.version, contenido: ssDocumentoVersiones.contenido })
    .from(ssDocumentoVersiones)
    .where(eq(ssDocumentoVersiones.documentoId, fila.d.id))
    .orderBy(desc(ssDocumentoVersiones.version))
    .limit(2);
  const [ultima, anterior] = versiones;
  if (!ultima) return { version: 0, anterior: null, html: null };
  return { version: ultima.version, anterior: anterior?.version ?? null, html: anterior ? diffHtml(anterior.contenido, ultima.contenido) : null };
}

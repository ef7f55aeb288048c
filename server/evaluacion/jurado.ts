// The jurado's side: their own assignments on eligible nominations, nothing else. Every query is bound to the
// caller's user id, so somebody else's assignment (or a nomination that is not eligible) does not exist for them.
import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ESTADOS_EVALUABLES, EVALUACION_ENVIADA_BLOQUEADA, OCULTO_CIEGA,
  type CalificacionInput, type Criterio, type EvaluacionDetalle, type EvaluacionFila, type Vinculo,
} from '../../shared/schemas/postulaciones';
import type { TipoArchivo } from '../../shared/archivos';
import type { Db } from '../db/client';
import { CUERPO_DE_OTRO_MODO, YA_SE_ABSTUVO, type CalificacionRondaInput } from '../../shared/schemas/rondas';
import { exigirRondaAbierta, modoVigente } from '../rondas/service';
import { archivos, categorias, convocatorias, evaluaciones, postulacionDocumentos, postulaciones, rondaDocumentos, rondas, type DocumentoSolicitado } from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { idsFilter, type ListParams } from '../lib/rest';
import { sortKey } from '../lib/search';
import { documentosDe } from '../postulaciones/consulta';
import { sinBloqueo } from '../arco/bloqueo';
import { reasignar } from './asignacion';
import { ponderar } from './ranking';

/** The answer to any id that is not the caller's (the bad-input case of the issue). */
export const EVALUACION_AJENA = 'Esta postulación no está asignada a usted o aún no es elegible para evaluación';

const filaColumns = {
  id: evaluaciones.id,
  postulacionId: evaluaciones.postulacionId,
  folio: postulaciones.folio,
  convocatoriaId: postulaciones.convocatoriaId,
  convocatoria: convocatorias.nombre,
  categoriaId: postulaciones.categoriaId,
  categoria: categorias.nombre,
  nombre: postulaciones.nombre,
  ciega: categorias.ciega,
  estado: evaluaciones.estado,
  puntaje: evaluaciones.puntaje,
  updatedAt: evaluaciones.updatedAt,
};

const SORTABLE: Record<string, SQL | AnyColumn> = {
  id: evaluaciones.id,
  folio: postulaciones.folio,
  categoria: sortKey(categorias.nombre),
  convocatoria: sortKey(convocatorias.nombre),
  estado: evaluaciones.estado,
  puntaje: evaluaciones.puntaje,
  updatedAt: evaluaciones.updatedAt,
};
export const EVALUACION_SORTABLE = Object.keys(SORTABLE);

/** A jurado's own assignments on nominations open for scoring: what their list shows and what they may score. */
// A nomination blocked after an ARCO cancellation leaves the jurado's lists and to-do counts too.
export const propias = (usuarioId: number) => and(eq(evaluaciones.usuarioId, usuarioId), inArray(postulaciones.estado, ESTADOS_EVALUABLES), sinBloqueo(postulaciones));

function consulta(db: Db) {
  return db
    .select(filaColumns)
    .from(evaluaciones)
    .innerJoin(postulaciones, eq(postulaciones.id, evaluaciones.postulacionId))
    .innerJoin(categorias, eq(categorias.id, postulaciones.categoriaId))
    .innerJoin(convocatorias, eq(convocatorias.id, postulaciones.convocatoriaId));
}

type Fila = Awaited<ReturnType<ReturnType<typeof consulta>['where']>>[number];

/** Blind categories: the name never leaves the server. */
function comoFila(r: Fila): EvaluacionFila {
  return { ...r, nombre: r.ciega ? OCULTO_CIEGA : r.nombre, updatedAt: r.updatedAt.toISOString() } as EvaluacionFila;
}

const entero = (v: unknown) => (v === undefined || v === null || v === '' || !Number.isInteger(Number(v)) ? undefined : Number(v));

export async function listarMisEvaluaciones(db: Db, usuarioId: number, params: ListParams) {
  const f = params.filter;
  const ids = idsFilter(f);
  const convocatoriaId = entero(f.convocatoriaId);
  const categoriaId = entero(f.categoriaId);
  const rondaId = entero(f.rondaId);
  const condicion = and(
    propias(usuarioId),
    ids && inArray(evaluaciones.id, ids),
    convocatoriaId !== undefined ? eq(postulaciones.convocatoriaId, convocatoriaId) : undefined,
    categoriaId !== undefined ? eq(postulaciones.categoriaId, categoriaId) : undefined,
    rondaId !== undefined ? eq(evaluaciones.rondaId, rondaId) : undefined,
    typeof f.estado === 'string' && f.estado ? eq(evaluaciones.estado, f.estado) : undefined,
  );
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const filas = await consulta(db)
    .where(condicion)
    .orderBy(order(SORTABLE[params.sortField] ?? postulaciones.folio), order(evaluaciones.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(evaluaciones)
    .innerJoin(postulaciones, eq(postulaciones.id, evaluaciones.postulacionId))
    .where(condicion);
  return { rows: filas.map(comoFila), total };
}

async function propia(db: Db, usuarioId: number, id: number) {
  const [row] = await db
    .select({ e: evaluaciones, p: postulaciones, c: categorias, r: rondas, convocatoria: convocatorias.nombre })
    .from(evaluaciones)
    .innerJoin(rondas, eq(rondas.id, evaluaciones.rondaId))
    .innerJoin(postulaciones, eq(postulaciones.id, evaluaciones.postulacionId))
    .innerJoin(categorias, eq(categorias.id, postulaciones.categoriaId))
    .innerJoin(convocatorias, eq(convocatorias.id, postulaciones.convocatoriaId))
    .where(and(eq(evaluaciones.id, id), propias(usuarioId)));
  if (!row) throw notFound(EVALUACION_AJENA);
  return row;
}

/**
 * In a blind category a file keeps the name the nominator gave it («CV Mariana Beltrán.pdf») for staff only; the
 * jurado gets «Documento N — <what the category asked for>.<ext>», N being the document's place in the category.
 */
export function nombreNeutral(solicitados: DocumentoSolicitado[], clave: string, tipo: TipoArchivo): string {
  const i = solicitados.findIndex((d) => d.clave === clave);
  const etiqueta = i >= 0 ? solicitados[i].nombre : 'Documento adicional';
  return `Documento ${i >= 0 ? i + 1 : solicitados.length + 1} — ${etiqueta}.${tipo}`;
}

export async function miEvaluacion(db: Db, usuarioId: number, id: number): Promise<EvaluacionDetalle> {
  const { e, p, c, r, convocatoria } = await propia(db, usuarioId, id);
  const nombres = new Map(c.documentos.map((d) => [d.clave, d.nombre]));
  const recibidos = await documentosDe(db, p.id, `/api/evaluaciones/${e.id}`, nombres);
  // The more documents this round asked of its finalists: only its own jurados get them.
  const adicionales = await documentosDe(db, p.id, `/api/evaluaciones/${e.id}/ronda`, new Map(r.documentosAdicionales.map((d) => [d.clave, d.nombre])), r.id);
  const documentos = [
    ...(c.ciega ? recibidos.map((d) => ({ ...d, archivo: { ...d.archivo, nombre: nombreNeutral(c.documentos, d.clave, d.archivo.tipo) } })) : recibidos),
    ...(c.ciega ? adicionales.map((d) => ({ ...d, archivo: { ...d.archivo, nombre: nombreNeutral(r.documentosAdicionales, d.clave, d.archivo.tipo) } })) : adicionales),
  ];
  return {
    id: e.id,
    postulacionId: p.id,
    folio: p.folio,
    convocatoriaId: p.convocatoriaId,
    convocatoria,
    categoriaId: c.id,
    categoria: c.nombre,
    nombre: c.ciega ? OCULTO_CIEGA : p.nombre,
    ciega: c.ciega,
    estado: e.estado as EvaluacionDetalle['estado'],
    puntaje: e.puntaje,
    updatedAt: e.updatedAt.toISOString(),
    rondaId: r.id,
    rondaNumero: r.numero,
    rondaNombre: r.nombre,
    modo: r.modo as EvaluacionDetalle['modo'],
    voto: e.voto as EvaluacionDetalle['voto'],
    posicion: e.posicion,
    abstencionMotivo: e.abstencionMotivo,
    comentarioCompartido: c.retroalimentacion !== 'ninguna',
    escalaMin: c.escalaMin,
    escalaMax: c.escalaMax,
    criterios: r.criterios as Criterio[],
    puntajes: e.puntajes,
    comentario: e.comentario,
    enviadaEn: e.enviadaEn?.toISOString() ?? null,
    postulacion: {
      folio: p.folio,
      nombre: c.ciega ? null : p.nombre,
      correo: c.ciega ? null : p.correo,
      telefono: c.ciega ? null : p.telefono,
      enlaces: c.ciega ? null : p.enlaces,
      vinculo: p.vinculo as Vinculo,
      semblanza: p.semblanza,
      motivos: p.motivos,
      documentos,
    },
  };
}

/** One of the caller's nominations' documents, or 404: its file id, and the neutral name in a blind category. */
export async function documentoPropio(db: Db, usuarioId: number, id: number, clave: string, deRonda = false): Promise<{ archivoId: string; nombre?: string }> {
  const { p, c, r } = await propia(db, usuarioId, id);
  // A round's more documents are read through an assignment in that round, never another's.
  const tabla = deRonda ? rondaDocumentos : postulacionDocumentos;
  const [doc] = await db
    .select({ archivoId: tabla.archivoId, tipo: archivos.tipo })
    .from(tabla)
    .innerJoin(archivos, eq(archivos.id, tabla.archivoId))
    .where(and(eq(tabla.postulacionId, p.id), eq(tabla.clave, clave), deRonda ? eq(rondaDocumentos.rondaId, r.id) : undefined));
  if (!doc) throw notFound('El documento no existe');
  return { archivoId: doc.archivoId, nombre: c.ciega ? nombreNeutral(deRonda ? r.documentosAdicionales : c.documentos, clave, doc.tipo as TipoArchivo) : undefined };
}

/** Checks the scores against the category; `completa` demands every criterion (submission). */
function validar(criterios: Criterio[], escala: { min: number; max: number }, input: CalificacionInput, completa: boolean) {
  const puntajes = input.puntajes ?? {};
  const errores: Record<string, string[]> = {};
  for (const clave of Object.keys(puntajes)) {
    if (!criterios.some((c) => c.id === clave)) errores[`puntajes.${clave}`] = ['El criterio no pertenece a la categoría'];
  }
  for (const c of criterios) {
    const v = puntajes[c.id];
    if (v === undefined || v === null) {
      if (completa) errores[`puntajes.${c.id}`] = [`Califique «${c.nombre}» antes de enviar`];
      continue;
    }
    const n = Number(v);
    if (!Number.isFinite(n)) errores[`puntajes.${c.id}`] = ['La calificación debe ser un número'];
    else if (n < escala.min || n > escala.max) errores[`puntajes.${c.id}`] = [`La calificación de «${c.nombre}» debe estar entre ${escala.min} y ${escala.max}`];
  }
  if (Object.keys(errores).length) throw unprocessable(errores, completa ? 'Revise las calificaciones: cada criterio debe tener una, dentro de la escala' : 'Revise las calificaciones');
  return Object.fromEntries(criterios.filter((c) => puntajes[c.id] !== undefined && puntajes[c.id] !== null).map((c) => [c.id, Number(puntajes[c.id])]));
}

/** What a body of the other mode sends: the bad-input case «a si_no body on a puntaje round». */
function cuerpoDeOtroModo(modo: string, input: CalificacionRondaInput): string | null {
  const conPuntajes = input.puntajes !== undefined && Object.keys(input.puntajes).length > 0;
  if (modo === 'puntaje' && input.voto !== undefined) return 'voto';
  if (modo === 'si_no' && conPuntajes) return 'puntajes';
  return null;
}

/**
 * Saves a draft, or submits (locks) it: scores in a puntaje round, a vote in a si_no round. A ranking round is
 * ordered as a whole (PUT /api/rondas/:id/orden). Submitted, recused or abstained assignments answer 409.
 */
export async function calificar(db: Db, usuarioId: number, id: number, input: CalificacionRondaInput, enviar: boolean) {
  const { e, r } = await propia(db, usuarioId, id);
  if (e.estado === 'recusada') throw new HttpError(409, 'Declaró un conflicto de interés con esta postulación: ya no puede calificarla');
  if (e.estado === 'abstenida') throw new HttpError(409, 'Se abstuvo de evaluar esta postulación: ya no puede calificarla');
  if (e.estado === 'enviada') throw new HttpError(409, EVALUACION_ENVIADA_BLOQUEADA);
  exigirRondaAbierta(r);
  if (r.modo === 'ranking') throw unprocessable({ postulacionIds: ['En una ronda de ranking, ordene sus postulaciones en conjunto'] }, 'En una ronda de ranking, ordene sus postulaciones en conjunto');
  const campo = cuerpoDeOtroModo(r.modo, input);
  if (campo) throw unprocessable({ [campo]: [`${CUERPO_DE_OTRO_MODO}: esta ronda se califica ${r.modo === 'si_no' ? 'con un voto sí o no' : 'con puntajes por criterio'}`] }, CUERPO_DE_OTRO_MODO);
  const c = await db.select({ escalaMin: categorias.escalaMin, escalaMax: categorias.escalaMax }).from(categorias).where(eq(categorias.id, r.categoriaId)).then((f) => f[0]);
  let cambios: { puntajes: Record<string, number>; puntaje: number | null; voto: string | null };
  if (r.modo === 'si_no') {
    if (enviar && !input.voto) throw unprocessable({ voto: ['Vote sí o no antes de enviar'] }, 'Vote sí o no antes de enviar');
    cambios = { puntajes: {}, puntaje: null, voto: input.voto ?? null };
  } else {
    const criterios = r.criterios as Criterio[];
    const puntajes = validar(criterios, { min: c.escalaMin, max: c.escalaMax }, { puntajes: input.puntajes ?? {}, comentario: input.comentario }, enviar);
    cambios = { puntajes, puntaje: ponderar(criterios, puntajes), voto: null };
  }
  const ahora = new Date();
  const filas = await db.transaction(async (tx) => {
    await modoVigente(tx, r);
    return tx
      .update(evaluaciones)
      .set({ ...cambios, comentario: input.comentario?.trim() ?? '', estado: enviar ? 'enviada' : 'borrador', enviadaEn: enviar ? ahora : null, updatedAt: ahora })
      // Only from an editable state: a submission racing another tab must not overwrite a locked score.
      .where(and(eq(evaluaciones.id, e.id), inArray(evaluaciones.estado, ['pendiente', 'borrador'])))
      .returning({ id: evaluaciones.id });
  });
  if (!filas.length) throw new HttpError(409, EVALUACION_ENVIADA_BLOQUEADA);
  return { antes: { estado: e.estado, puntajes: e.puntajes, voto: e.voto, comentario: e.comentario }, despues: await miEvaluacion(db, usuarioId, e.id) };
}

/**
 * Abstention: the jurado steps back from one nomination. Kept (with the reason), excluded from the mean, and, unlike a
 * recusal, nobody else is assigned. A second abstention, or one after submitting, answers 409.
 */
export async function abstenerse(db: Db, usuarioId: number, id: number, motivo: string) {
  const { e, r } = await propia(db, usuarioId, id);
  if (e.estado === 'abstenida') throw new HttpError(409, YA_SE_ABSTUVO);
  if (e.estado === 'recusada') throw new HttpError(409, 'Ya declaró un conflicto de interés con esta postulación');
  if (e.estado === 'enviada') throw new HttpError(409, `${EVALUACION_ENVIADA_BLOQUEADA}, o abstenerse`);
  exigirRondaAbierta(r);
  const filas = await db
    .update(evaluaciones)
    .set({ estado: 'abstenida', abstencionMotivo: motivo, puntajes: {}, puntaje: null, voto: null, posicion: null, updatedAt: new Date() })
    .where(and(eq(evaluaciones.id, e.id), inArray(evaluaciones.estado, ['pendiente', 'borrador'])))
    .returning({ id: evaluaciones.id });
  if (!filas.length) throw new HttpError(409, YA_SE_ABSTUVO);
  return { antes: { estado: e.estado }, despues: await miEvaluacion(db, usuarioId, e.id) };
}

/** Recusal: the assignment is kept as recusada (scores dropped) and the nomination goes to another pool jurado. */
export async function declararConflicto(db: Db, request: FastifyRequest, usuarioId: number, id: number, motivo: string) {
  const { e, p } = await propia(db, usuarioId, id);
  if (e.estado === 'recusada') throw new HttpError(409, 'Ya declaró un conflicto de interés con esta postulación');
  if (e.estado === 'abstenida') throw new HttpError(409, YA_SE_ABSTUVO);
  if (e.estado === 'enviada') throw new HttpError(409, `${EVALUACION_ENVIADA_BLOQUEADA}, o declarar el conflicto`);
  const reemplazo = await db.transaction(async (tx) => {
    const filas = await tx
      .update(evaluaciones)
      .set({ estado: 'recusada', conflictoMotivo: motivo, puntajes: {}, puntaje: null, comentario: '', updatedAt: new Date() })
      .where(and(eq(evaluaciones.id, e.id), inArray(evaluaciones.estado, ['pendiente', 'borrador'])))
      .returning({ id: evaluaciones.id });
    if (!filas.length) throw new HttpError(409, EVALUACION_ENVIADA_BLOQUEADA);
    return reasignar(tx, p.id, e.rondaId);
  });
  request.log.info({ evaluacionId: e.id, reemplazo }, 'conflicto de interés declarado');
  return {
    reemplazo,
    antes: { estado: e.estado },
    message: reemplazo
      ? 'Registramos el conflicto de interés: ya no evaluará esta postulación y se asignó a otra persona del jurado.'
      : 'Registramos el conflicto de interés: ya no evaluará esta postulación. No hay otra persona disponible en el jurado de la categoría; el personal la asignará.',
  };
}

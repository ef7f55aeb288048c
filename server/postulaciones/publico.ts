// What the public form reads: the open call, drafts saved through an emailed link, and the nominee's answer.
import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import {
  ACEPTACION_CAMBIOS_MAX, ACEPTACION_CONVOCATORIA_CERRADA, ACEPTACION_SIN_CAMBIOS, BORRADOR_CORREO_FIJO,
  CONVOCATORIA_CERRADA, ENLACE_NO_VALIDO, BORRADOR_GUARDADO,
  type AceptacionPublica, type BorradorPublico, type ConvocatoriaAviso, type ConvocatoriaPublica, type ConvocatoriaVigente,
  type EstadoConvocatoria,
} from '../../shared/schemas/postulaciones';
import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/service';
import { categorias, convocatorias, postulacionBorradores, postulacionHistorial, postulaciones } from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import type { App } from '../types';
import { borradorToken, enviarEnlaceBorrador, leerAceptacionToken, leerBorradorToken } from './mails';
import { convocatoriaAbierta } from './registro';

/** The open call, or none (null) and what the form says instead: an answer the page shows, not an error. */
export async function convocatoriaVigente(app: App): Promise<ConvocatoriaVigente> {
  const ahora = new Date();
  const [c] = await app.db
    .select()
    .from(convocatorias)
    .where(and(eq(convocatorias.estado, 'abierta'), lte(convocatorias.apertura, ahora), gt(convocatorias.cierre, ahora)))
    .orderBy(asc(convocatorias.cierre))
    .limit(1);
  if (!c) return { convocatoria: null, aviso: await aviso(app, ahora) };
  const cats = await app.db
    .select()
    .from(categorias)
    .where(and(eq(categorias.convocatoriaId, c.id), eq(categorias.activa, true)))
    .orderBy(asc(categorias.orden), asc(categorias.id));
  const convocatoria: ConvocatoriaPublica = {
    id: c.id,
    nombre: c.nombre,
    descripcion: c.descripcion,
    apertura: c.apertura.toISOString(),
    cierre: c.cierre.toISOString(),
    publicacionResultados: c.publicacionResultados.toISOString(),
    ahora: ahora.toISOString(),
    basesUrl: c.basesArchivoId ? `/api/postulaciones/convocatoria/${c.id}/bases` : null,
    categorias: cats.map((k) => ({
      id: k.id,
      nombre: k.nombre,
      descripcion: k.descripcion,
      requisitos: k.requisitos,
      elegibles: k.elegibles as ConvocatoriaPublica['categorias'][number]['elegibles'],
      aniosMinimosEgreso: k.aniosMinimosEgreso,
      requiereAceptacion: k.requiereAceptacion,
      documentos: k.documentos,
    })),
  };
  return { convocatoria, aviso: null };
}

/** The next call to open, else the most recent one that closed: what the form says when nothing is open. */
async function aviso(app: App, ahora: Date): Promise<ConvocatoriaAviso | null> {
  const visibles = ['abierta', 'cerrada', 'en_evaluacion', 'resultados_publicados'];
  const [proxima] = await app.db
    .select()
    .from(convocatorias)
    .where(and(inArray(convocatorias.estado, visibles), gt(convocatorias.apertura, ahora)))
    .orderBy(asc(convocatorias.apertura))
    .limit(1);
  const [ultima] = proxima
    ? [proxima]
    : await app.db.select().from(convocatorias).where(and(inArray(convocatorias.estado, visibles), lte(convocatorias.apertura, ahora))).orderBy(desc(convocatorias.cierre)).limit(1);
  if (!ultima) return null;
  return {
    id: ultima.id,
    nombre: ultima.nombre,
    apertura: ultima.apertura.toISOString(),
    cierre: ultima.cierre.toISOString(),
    publicacionResultados: ultima.publicacionResultados.toISOString(),
    estado: ultima.estado as EstadoConvocatoria,
    situacion: proxima ? 'proxima' : ultima.estado === 'resultados_publicados' ? 'resultados' : 'cerrada',
  };
}

export async function basesPublicas(app: App, id: number) {
  const [c] = await app.db.select().from(convocatorias).where(eq(convocatorias.id, id));
  if (!c || c.estado === 'borrador' || !c.basesArchivoId) throw notFound('La convocatoria no tiene bases publicadas');
  return c.basesArchivoId;
}

export async function guardarBorrador(
  app: App,
  input: { correo: string; convocatoriaId: number; datos: Record<string, unknown>; token?: string },
) {
  const [c] = await app.db.select().from(convocatorias).where(eq(convocatorias.id, input.convocatoriaId));
  if (!c || !convocatoriaAbierta(c)) throw new HttpError(409, CONVOCATORIA_CERRADA);
  const previoId = input.token ? leerBorradorToken(app, input.token) : null;
  let id: string | undefined;
  if (previoId) {
    // A draft's email is fixed once saved: whoever holds the link may edit the draft, but cannot have it (and its
    // next link) sent to another address.
    const [previo] = await app.db
      .select({ correo: postulacionBorradores.correo })
      .from(postulacionBorradores)
      .where(and(eq(postulacionBorradores.id, previoId), eq(postulacionBorradores.convocatoriaId, c.id)));
    if (previo && previo.correo !== input.correo) throw unprocessable({ correo: [BORRADOR_CORREO_FIJO] }, BORRADOR_CORREO_FIJO, { code: 'BORRADOR_CORREO_FIJO' });
    const [actualizado] = await app.db
      .update(postulacionBorradores)
      .set({ datos: input.datos, updatedAt: new Date() })
      .where(and(eq(postulacionBorradores.id, previoId), eq(postulacionBorradores.convocatoriaId, c.id), eq(postulacionBorradores.correo, input.correo)))
      .returning({ id: postulacionBorradores.id });
    id = actualizado?.id;
  }
  if (!id) {
    [{ id }] = await app.db.insert(postulacionBorradores).values({ convocatoriaId: c.id, correo: input.correo, datos: input.datos }).returning({ id: postulacionBorradores.id });
  }
  const token = borradorToken(app, id, c.cierre);
  await enviarEnlaceBorrador(app, input.correo, token, c);
  return { message: BORRADOR_GUARDADO };
}

export async function leerBorrador(app: App, token: string): Promise<BorradorPublico> {
  const id = leerBorradorToken(app, token);
  const [b] = id
    ? await app.db
        .select({ b: postulacionBorradores, cierre: convocatorias.cierre })
        .from(postulacionBorradores)
        .innerJoin(convocatorias, eq(convocatorias.id, postulacionBorradores.convocatoriaId))
        .where(eq(postulacionBorradores.id, id))
    : [];
  if (!b) throw new HttpError(410, ENLACE_NO_VALIDO, { token: [ENLACE_NO_VALIDO] });
  return { convocatoriaId: b.b.convocatoriaId, correo: b.b.correo, datos: b.b.datos, cierre: b.cierre.toISOString(), guardadoEn: b.b.updatedAt.toISOString() };
}

async function postulacionPorToken(app: App, token: string) {
  const data = leerAceptacionToken(app, token);
  const [row] = data
    ? await app.db
        .select({ p: postulaciones, categoria: categorias.nombre, convocatoria: convocatorias.nombre, c: convocatorias })
        .from(postulaciones)
        .innerJoin(categorias, eq(categorias.id, postulaciones.categoriaId))
        .innerJoin(convocatorias, eq(convocatorias.id, postulaciones.convocatoriaId))
        .where(and(eq(postulaciones.id, data.id), eq(postulaciones.correo, data.email)))
    : [];
  if (!row) throw new HttpError(410, ENLACE_NO_VALIDO, { token: [ENLACE_NO_VALIDO] });
  return row;
}

const puedeResponder = (estado: string) => estado === 'recibida' || estado === 'en_revision';

type Fila = Awaited<ReturnType<typeof postulacionPorToken>>;

/** An answer already given may change ACEPTACION_CAMBIOS_MAX times, and only while the call is open. */
const cambiosRestantes = (row: Fila) =>
  row.p.aceptacion === 'pendiente' ? ACEPTACION_CAMBIOS_MAX : convocatoriaAbierta(row.c) ? Math.max(0, ACEPTACION_CAMBIOS_MAX - row.p.aceptacionCambios) : 0;

function vista(row: Fila): AceptacionPublica {
  return {
    folio: row.p.folio,
    nombre: row.p.nombre,
    categoria: row.categoria,
    convocatoria: row.convocatoria,
    nominador: row.p.nominadorNombre,
    aceptacion: row.p.aceptacion as AceptacionPublica['aceptacion'],
    puedeResponder: row.p.aceptacion !== 'no_requerida' && puedeResponder(row.p.estado) && (row.p.aceptacion === 'pendiente' || cambiosRestantes(row) > 0),
    cambiosRestantes: cambiosRestantes(row),
  };
}

export async function leerAceptacion(app: App, token: string) {
  return vista(await postulacionPorToken(app, token));
}

export async function responderAceptacion(app: App, request: FastifyRequest, token: string, decision: 'aceptada' | 'rechazada') {
  const row = await postulacionPorToken(app, token);
  if (row.p.aceptacion === 'no_requerida') throw new HttpError(409, 'Esta postulación no requiere aceptación');
  if (!puedeResponder(row.p.estado)) throw new HttpError(409, 'La postulación ya avanzó en el proceso: su respuesta ya no puede cambiar');
  if (row.p.aceptacion !== decision) {
    const cambio = row.p.aceptacion !== 'pendiente';
    if (cambio && !convocatoriaAbierta(row.c)) throw new HttpError(409, ACEPTACION_CONVOCATORIA_CERRADA);
    if (cambio && row.p.aceptacionCambios >= ACEPTACION_CAMBIOS_MAX) throw new HttpError(409, ACEPTACION_SIN_CAMBIOS);
    await app.db.transaction(async (tx) => {
      // Conditional on what was read, so two tabs answering at once cannot both count as one change.
      const filas = await tx
        .update(postulaciones)
        .set({ aceptacion: decision, aceptacionEn: new Date(), updatedAt: new Date(), aceptacionCambios: cambio ? sql`${postulaciones.aceptacionCambios} + 1` : undefined })
        .where(and(eq(postulaciones.id, row.p.id), eq(postulaciones.aceptacion, row.p.aceptacion), cambio ? lt(postulaciones.aceptacionCambios, ACEPTACION_CAMBIOS_MAX) : undefined))
        .returning({ id: postulaciones.id });
      if (!filas.length) throw new HttpError(409, 'Su respuesta cambió mientras tanto: recargue la página para verla');
      await tx.insert(postulacionHistorial).values({
        postulacionId: row.p.id, estadoAnterior: row.p.estado, estado: decision, usuarioEmail: row.p.correo,
        mensaje: decision === 'aceptada' ? 'La persona postulada aceptó la postulación' : 'La persona postulada rechazó la postulación',
      });
    });
    await audit(app.db, request, {
      accion: 'editar', recurso: 'postulaciones', registroId: row.p.id, antes: { aceptacion: row.p.aceptacion }, despues: { aceptacion: decision }, actorEmail: row.p.correo,
    });
  }
  return vista(await postulacionPorToken(app, token));
}

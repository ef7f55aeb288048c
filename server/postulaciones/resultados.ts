// Results (issue 10): publishing a call's results, the public winners list, winners' photos through /_ipx,
// and the certificates with their public verification folio.
//
// Publishing closes every nomination of the call: the ones still in process (recibida … finalista) become
// no_seleccionada with a history entry, `no_elegible` ones keep their estado (they were rejected for a reason
// the nominator was already told), `ganadora` and `no_seleccionada` stay. It is refused without a winner (a
// click too early would otherwise close every nomination at once and cannot be undone). The result mails are
// written to the outbox in the same transaction as the estado change, so they are queued exactly once: a
// second publish of a published call answers the call as it is and queues nothing.
import { NOMBRE_RESERVADO } from '../../shared/schemas/arco';
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  RESULTADOS_ANTES_DE_FECHA, textoDeHtml,
  type EstadoPostulacion, type GanadorPublico, type ResultadosPublicos, type VerificacionConstancia,
} from '../../shared/schemas/postulaciones';
import { correoNoBloqueado, sinBloqueo } from '../arco/bloqueo';
import { audit } from '../audit/service';
import { getConvocatoria } from '../convocatorias/service';
import { appUrl } from '../config';
import { archivos, categorias, convocatorias, outbox, postulacionHistorial, postulaciones } from '../db/schema';
import type { Db } from '../db/client';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { isUniqueViolation } from '../lib/pg-errors';
import { outboxRow } from '../mail/outbox';
import { escapeHtml } from '../mail/templates';
import type { App } from '../types';
import { mensajeResultado } from './mails';

/** Estados a published call keeps; any other is still in process and becomes no_seleccionada. */
const FINALES: EstadoPostulacion[] = ['ganadora', 'no_seleccionada', 'no_elegible'];
export const SIN_GANADORAS = 'Marque al menos una postulación como ganadora antes de publicar los resultados';
export const NO_ES_GANADORA = 'Solo las postulaciones ganadoras tienen constancia';
export const RESULTADOS_SIN_PUBLICAR = 'La constancia se emite cuando se publican los resultados de la convocatoria';
export const CONSTANCIA_DESCONOCIDA = 'No existe una constancia con ese folio';
/** The path under /_ipx/<modifiers>/ of a winner's photo. */
export const RUTA_FOTOS = 'postulaciones/ganadores/';
const EXTRACTO = 280;

const fechaMx = (d: Date) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long', timeStyle: 'short' }).format(d);

export async function publicarResultados(app: App, request: FastifyRequest, id: number) {
  const ahora = new Date();
  const urlGanadores = `${appUrl(app.config)}/postulaciones/ganadores?convocatoriaId=${id}`;
  const hecho = await app.db.transaction(async (tx) => {
    const [c] = await tx.select().from(convocatorias).where(eq(convocatorias.id, id)).for('update');
    if (!c) throw notFound('La convocatoria no existe');
    if (c.estado === 'resultados_publicados') return null;
    if (c.estado !== 'cerrada' && c.estado !== 'en_evaluacion') {
      throw unprocessable({ estado: ['Cierre la convocatoria antes de publicar sus resultados'] });
    }
    // The server's clock decides, whatever the browser's says.
    if (ahora < c.publicacionResultados) {
      throw unprocessable(
        { publicacionResultados: [`${RESULTADOS_ANTES_DE_FECHA}: ${fechaMx(c.publicacionResultados)} (hora del centro de México)`] },
        RESULTADOS_ANTES_DE_FECHA,
      );
    }
    const filas = await tx
      .select({
        id: postulaciones.id, folio: postulaciones.folio, estado: postulaciones.estado, nombre: postulaciones.nombre, correo: postulaciones.correo,
        nominadorTipo: postulaciones.nominadorTipo, nominadorNombre: postulaciones.nominadorNombre, nominadorCorreo: postulaciones.nominadorCorreo,
        categoria: categorias.nombre,
        // Blocked by an ARCO cancellation (the nominee, or the nominator's address): decided like the rest, not mailed.
        avisable: sql<boolean>`${sinBloqueo(postulaciones)} and ${correoNoBloqueado(postulaciones.nominadorCorreo)}`,
      })
      .from(postulaciones)
      .innerJoin(categorias, eq(categorias.id, postulaciones.categoriaId))
      .where(eq(postulaciones.convocatoriaId, id))
      .orderBy(asc(postulaciones.id))
      .for('update', { of: postulaciones });
    if (!filas.some((f) => f.estado === 'ganadora')) throw unprocessable({ estado: [SIN_GANADORAS] }, SIN_GANADORAS);
    const pendientes = filas.filter((f) => !FINALES.includes(f.estado as EstadoPostulacion));
    if (pendientes.length) {
      await tx
        .update(postulaciones)
        .set({ estado: 'no_seleccionada', updatedAt: ahora })
        .where(inArray(postulaciones.id, pendientes.map((f) => f.id)));
      await tx.insert(postulacionHistorial).values(
        pendientes.map((f) => ({
          postulacionId: f.id,
          estadoAnterior: f.estado,
          estado: 'no_seleccionada',
          motivo: 'Publicación de resultados de la convocatoria',
          usuarioId: request.user?.id ?? null,
          usuarioEmail: request.user?.email ?? null,
        })),
      );
      for (const f of pendientes) f.estado = 'no_seleccionada';
    }
    await tx.update(convocatorias).set({ estado: 'resultados_publicados', resultadosPublicadosEn: ahora, updatedAt: ahora }).where(eq(convocatorias.id, id));
    const correos = filas.filter((f) => f.avisable).map((f) => outboxRow(mensajeResultado(app, { ...f, convocatoria: c.nombre }, urlGanadores)));
    for (let i = 0; i < correos.length; i += 500) await tx.insert(outbox).values(correos.slice(i, i + 500));
    return { antes: c.estado, noSeleccionadas: pendientes.length, correos: correos.length, ganadoras: filas.filter((f) => f.estado === 'ganadora').length };
  });
  if (hecho) {
    app.mailer.notify();
    await audit(app.db, request, {
      accion: 'editar', recurso: 'convocatorias', registroId: id,
      antes: { estado: hecho.antes },
      despues: { estado: 'resultados_publicados', ganadoras: hecho.ganadoras, noSeleccionadas: hecho.noSeleccionadas, correos: hecho.correos },
    });
  }
  return getConvocatoria(app.db, id);
}

/** Plain text of the semblanza cut at a word, escaped and wrapped: safe HTML by construction. */
export function extracto(html: string): string {
  const texto = textoDeHtml(html.replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'"));
  if (texto.length <= EXTRACTO) return `<p>${escapeHtml(texto)}</p>`;
  const corte = texto.slice(0, EXTRACTO);
  const espacio = corte.lastIndexOf(' ');
  return `<p>${escapeHtml((espacio > EXTRACTO * 0.6 ? corte.slice(0, espacio) : corte).replace(/[\s,.;:]+$/, ''))}…</p>`;
}

/** The photo URL of a winner: /_ipx, square, with the file id as a cache breaker when it is replaced. */
export const urlFoto = (folio: string, archivoId: string) => `/_ipx/s_400x400,fit_cover/${RUTA_FOTOS}${encodeURIComponent(folio)}?v=${archivoId.slice(0, 8)}`;

export async function ganadoresPublicos(db: Db, convocatoriaId?: number): Promise<ResultadosPublicos> {
  const publicadas = await db
    .select({ id: convocatorias.id, nombre: convocatorias.nombre, anio: convocatorias.anio, publicadosEn: convocatorias.resultadosPublicadosEn })
    .from(convocatorias)
    .where(and(eq(convocatorias.estado, 'resultados_publicados'), isNotNull(convocatorias.resultadosPublicadosEn)))
    .orderBy(desc(convocatorias.resultadosPublicadosEn), desc(convocatorias.id));
  if (convocatoriaId === undefined && publicadas.length === 0) return { convocatoria: null, categorias: [], ediciones: [] };
  const c = convocatoriaId === undefined ? publicadas[0] : publicadas.find((x) => x.id === convocatoriaId);
  if (!c) throw notFound('La convocatoria no existe o no tiene resultados publicados');
  const filas = await db
    .select({
      categoriaId: categorias.id, categoria: categorias.nombre, folio: postulaciones.folio, nombre: postulaciones.nombre,
      semblanza: postulaciones.semblanza, fotoArchivoId: postulaciones.fotoArchivoId,
    })
    .from(postulaciones)
    .innerJoin(categorias, eq(categorias.id, postulaciones.categoriaId))
    .where(and(eq(postulaciones.convocatoriaId, c.id), eq(postulaciones.estado, 'ganadora'), sinBloqueo(postulaciones)))
    .orderBy(asc(categorias.orden), asc(categorias.id), asc(postulaciones.nombre));
  const secciones = new Map<number, { id: number; nombre: string; ganadores: GanadorPublico[] }>();
  for (const f of filas) {
    if (!secciones.has(f.categoriaId)) secciones.set(f.categoriaId, { id: f.categoriaId, nombre: f.categoria, ganadores: [] });
    secciones.get(f.categoriaId)!.ganadores.push({
      folio: f.folio,
      nombre: f.nombre,
      foto: f.fotoArchivoId ? urlFoto(f.folio, f.fotoArchivoId) : null,
      semblanza: extracto(f.semblanza),
    });
  }
  return {
    convocatoria: { id: c.id, nombre: c.nombre, anio: c.anio, publicadosEn: c.publicadosEn!.toISOString() },
    categorias: [...secciones.values()],
    ediciones: publicadas.map((x) => ({ id: x.id, nombre: x.nombre, anio: x.anio })),
  };
}

/**
 * Where a winner's photo is on disk (relative to FILES_DIR), or null: only winners of published calls, so a
 * nominee's photo is never public before (or without) the results.
 */
export async function rutaFotoGanador(db: Db, folio: string): Promise<string | null> {
  const [row] = await db
    .select({ ruta: archivos.ruta, tipo: archivos.tipo })
    .from(postulaciones)
    .innerJoin(convocatorias, eq(convocatorias.id, postulaciones.convocatoriaId))
    .innerJoin(archivos, eq(archivos.id, postulaciones.fotoArchivoId))
    .where(and(eq(postulaciones.folio, folio), eq(postulaciones.estado, 'ganadora'), eq(convocatorias.estado, 'resultados_publicados')));
  return row && (row.tipo === 'jpg' || row.tipo === 'png') ? row.ruta : null;
}

// ── Certificates ──

const BASE32 = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
/** 12 characters of a 30-letter alphabet (≈ 59 bits): not guessable, no look-alike letters. */
export function aleatorio(n = 12): string {
  const bytes = randomBytes(n * 2);
  let s = '';
  for (let i = 0; s.length < n; i++) {
    const v = bytes.readUInt16BE((i * 2) % bytes.length);
    // Rejection sampling keeps every letter equally likely.
    if (v < 65520) s += BASE32[v % 30];
  }
  return s;
}

export interface DatosConstancia {
  folio: string;
  postulacionFolio: string;
  nombre: string;
  categoria: string;
  convocatoria: string;
  anio: number;
  emitidaEn: Date;
  url: string;
}

/** The winner's certificate data; its verification folio is made (once) the first time it is issued. */
export async function emitirConstancia(app: App, request: FastifyRequest, id: number): Promise<DatosConstancia> {
  const [row] = await app.db
    .select({ p: postulaciones, categoria: categorias.nombre, c: convocatorias })
    .from(postulaciones)
    .innerJoin(categorias, eq(categorias.id, postulaciones.categoriaId))
    .innerJoin(convocatorias, eq(convocatorias.id, postulaciones.convocatoriaId))
    .where(eq(postulaciones.id, id));
  if (!row) throw notFound('La postulación no existe');
  if (row.p.estado !== 'ganadora') throw unprocessable({ estado: [NO_ES_GANADORA] }, NO_ES_GANADORA);
  if (row.c.estado !== 'resultados_publicados' || !row.c.resultadosPublicadosEn) throw unprocessable({ estado: [RESULTADOS_SIN_PUBLICAR] }, RESULTADOS_SIN_PUBLICAR);
  let folio = row.p.constanciaFolio;
  for (let intento = 0; !folio && intento < 5; intento++) {
    const nuevo = `${row.c.prefijo}-${row.c.anio}-${aleatorio()}`;
    try {
      // Only when none yet: two staff issuing it at once get the same folio.
      await app.db.update(postulaciones).set({ constanciaFolio: nuevo }).where(and(eq(postulaciones.id, id), isNull(postulaciones.constanciaFolio)));
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    const [actual] = await app.db.select({ f: postulaciones.constanciaFolio }).from(postulaciones).where(eq(postulaciones.id, id));
    folio = actual.f;
    if (folio === nuevo) {
      await audit(app.db, request, { accion: 'crear', recurso: 'postulaciones', registroId: id, despues: { constanciaFolio: folio } });
    }
  }
  if (!folio) throw new HttpError(409, 'No se pudo generar el folio de la constancia; intente de nuevo');
  return {
    folio,
    postulacionFolio: row.p.folio,
    nombre: row.p.nombre,
    categoria: row.categoria,
    convocatoria: row.c.nombre,
    anio: row.c.anio,
    emitidaEn: row.c.resultadosPublicadosEn,
    url: `${appUrl(app.config)}/postulaciones/verificar?folio=${encodeURIComponent(folio)}`,
  };
}

/** Public check of a folio: valid only while the nomination is a winner of a published call. */
export async function verificarConstancia(db: Db, folio: string): Promise<VerificacionConstancia> {
  const limpio = folio.trim().toUpperCase();
  if (!/^[A-Z]{2,10}-\d{4}-[A-Z0-9]{12}$/.test(limpio)) throw notFound(CONSTANCIA_DESCONOCIDA);
  const [row] = await db
    .select({
      folio: postulaciones.constanciaFolio, nombre: postulaciones.nombre, bloqueadoEn: postulaciones.bloqueadoEn, categoria: categorias.nombre, convocatoria: convocatorias.nombre,
      anio: convocatorias.anio, emitidaEn: convocatorias.resultadosPublicadosEn,
    })
    .from(postulaciones)
    .innerJoin(categorias, eq(categorias.id, postulaciones.categoriaId))
    .innerJoin(convocatorias, eq(convocatorias.id, postulaciones.convocatoriaId))
    .where(and(eq(postulaciones.constanciaFolio, limpio), eq(postulaciones.estado, 'ganadora'), eq(convocatorias.estado, 'resultados_publicados')));
  if (!row?.folio || !row.emitidaEn) throw notFound(CONSTANCIA_DESCONOCIDA);
  // A person who cancelled their data (ARCO) keeps a genuine certificate; the page just no longer names them.
  return { folio: row.folio, nombre: row.bloqueadoEn ? NOMBRE_RESERVADO : row.nombre, categoria: row.categoria, convocatoria: row.convocatoria, anio: row.anio, emitidaEn: row.emitidaEn.toISOString() };
}

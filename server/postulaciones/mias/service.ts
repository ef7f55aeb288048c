// A nominator's own nominations (issue 33): signed in by a one-time link to their address (role postulante), they read
// each nomination's timeline, documents and acceptance, the jurados' feedback once results are published, and may
// withdraw one while the call is open. Every query is bound to the session's address: another's nomination is 404.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ENLACE_ACCESO_INVALIDO, ROL_POSTULANTE } from '../../../shared/acceso-enlace/valores';
import { RETIRO_FUERA_DE_PLAZO, RUTA_MIS_POSTULACIONES, type MiPostulacion } from '../../../shared/schemas/mis-postulaciones';
import type { EstadoPostulacion } from '../../../shared/schemas/postulaciones';
import { fold } from '../../../shared/text';
import { canjearEnlaceAcceso, conTiempoParejo, enviarEnlaceAcceso, sesionPorCorreo } from '../../acceso-enlace/service';
import { appUrl, type Config } from '../../config';
import type { Db } from '../../db/client';
import { archivos, categorias, convocatorias, evaluaciones, outbox, postulacionDocumentos, postulacionHistorial, postulaciones, rondaDocumentos, rondaPostulaciones, rondas, usuarios } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../lib/http-error';
import { outboxRow, type Mailer } from '../../mail/outbox';
import { renderActionMail } from '../../mail/templates';
import { rankingDeRondaGuardada } from '../../rondas/juicio';

export const suyas = (correo: string) => and(sql`lower(${postulaciones.nominadorCorreo}) = ${correo.trim().toLowerCase()}`, isNull(postulaciones.bloqueadoEn));

/** Always the same outcome for the caller (a 202), whether the address nominated anybody or not, in about the same time. */
export async function solicitarAccesoPostulante(db: Db, config: Config, mailer: Mailer, correo: string): Promise<void> {
  await conTiempoParejo(async () => {
    const [p] = await db.select({ correo: postulaciones.nominadorCorreo, nombre: postulaciones.nominadorNombre }).from(postulaciones).where(suyas(correo)).limit(1);
    if (!p) return;
    await enviarEnlaceAcceso(db, config, mailer, {
      proposito: ROL_POSTULANTE,
      correo: p.correo.toLowerCase(),
      ruta: RUTA_MIS_POSTULACIONES,
      asunto: 'Su enlace para entrar a Mis postulaciones',
      parrafos: ['Recibimos una solicitud para entrar a «Mis postulaciones» con este correo.', 'Ahí verá el estado de cada postulación que registró. Use el botón para entrar; no necesita contraseña.'],
      destinatario: p.nombre,
    });
  });
}

export async function canjearAccesoPostulante(db: Db, config: Config, request: FastifyRequest, token: string) {
  const { correo } = await canjearEnlaceAcceso(db, ROL_POSTULANTE, token);
  const [p] = await db.select({ nombre: postulaciones.nominadorNombre }).from(postulaciones).where(suyas(correo)).limit(1);
  if (!p) throw unprocessable({ token: [ENLACE_ACCESO_INVALIDO] }, ENLACE_ACCESO_INVALIDO);
  return sesionPorCorreo(db, config, request, { correo, nombre: p.nombre, rol: ROL_POSTULANTE });
}

/** A jurado's name, word by word (accents and case aside), replaced where a comment mentions it. */
export function sinNombre(texto: string, nombre: string): string {
  const palabras = nombre.split(/\s+/).map((w) => w.replace(/[.,]/g, '')).filter((w) => w.length >= 3);
  let limpio = texto;
  for (const w of palabras) {
    const patron = [...w].map((ch) => { const f = fold(ch).toLowerCase(); return f === ch.toLowerCase() ? ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : `[${ch}${f}]`; }).join('');
    limpio = limpio.replace(new RegExp(`(?<![\\p{L}])${patron}(?![\\p{L}])`, 'giu'), '[nombre omitido]');
  }
  return limpio;
}

async function retroalimentacion(db: Db, p: { id: number; categoriaId: number }, modo: string): Promise<MiPostulacion['retroalimentacion']> {
  const filas = await db
    .select({ usuarioId: evaluaciones.usuarioId, comentario: evaluaciones.comentario, nombre: usuarios.name, numero: rondas.numero })
    .from(evaluaciones)
    .innerJoin(usuarios, eq(usuarios.id, evaluaciones.usuarioId))
    .innerJoin(rondas, eq(rondas.id, evaluaciones.rondaId))
    .where(and(eq(evaluaciones.postulacionId, p.id), eq(evaluaciones.estado, 'enviada')))
    .orderBy(asc(rondas.numero), asc(evaluaciones.id));
  const numeros = new Map<number, number>();
  const comentarios: string[] = [];
  for (const f of filas) {
    if (!numeros.has(f.usuarioId)) numeros.set(f.usuarioId, numeros.size + 1);
    if (f.comentario.trim()) comentarios.push(`Jurado ${numeros.get(f.usuarioId)}: ${sinNombre(f.comentario.trim(), f.nombre)}`);
  }
  if (modo !== 'comentarios_y_puntajes') return { comentarios };
  const deCategoria = await db.select({ id: rondas.id, numero: rondas.numero }).from(rondas).where(eq(rondas.categoriaId, p.categoriaId)).orderBy(asc(rondas.numero));
  const porRonda = [];
  for (const r of deCategoria) {
    const ranking = await rankingDeRondaGuardada(db, r.id);
    const suya = ranking.find((f) => f.postulacionId === p.id);
    if (!suya) continue;
    const valores = ranking.map((f) => f.valor).filter((v): v is number => v !== null);
    porRonda.push({ numero: r.numero, puntaje: suya.valor, promedioCategoria: valores.length ? Math.round((valores.reduce((s, v) => s + v, 0) / valores.length) * 100) / 100 : null });
  }
  return { comentarios, rondas: porRonda };
}

const abierta = (c: { estado: string; cierre: Date }, ahora = new Date()) => c.estado === 'abierta' && ahora < c.cierre;

export async function misPostulaciones(db: Db, correo: string): Promise<MiPostulacion[]> {
  const filas = await db
    .select({ p: postulaciones, convocatoria: convocatorias.nombre, convEstado: convocatorias.estado, cierre: convocatorias.cierre, categoria: categorias.nombre, retro: categorias.retroalimentacion, pedidos: categorias.documentos })
    .from(postulaciones)
    .innerJoin(convocatorias, eq(convocatorias.id, postulaciones.convocatoriaId))
    .innerJoin(categorias, eq(categorias.id, postulaciones.categoriaId))
    .where(suyas(correo))
    .orderBy(asc(postulaciones.id));
  if (!filas.length) return [];
  const ids = filas.map((f) => f.p.id);
  const historial = await db.select().from(postulacionHistorial).where(inArray(postulacionHistorial.postulacionId, ids)).orderBy(asc(postulacionHistorial.id));
  const docs = await db
    .select({ postulacionId: postulacionDocumentos.postulacionId, clave: postulacionDocumentos.clave, archivo: archivos.nombre })
    .from(postulacionDocumentos)
    .innerJoin(archivos, eq(archivos.id, postulacionDocumentos.archivoId))
    .where(inArray(postulacionDocumentos.postulacionId, ids));
  const pedidos = await db
    .select({ postulacionId: rondaPostulaciones.postulacionId, rondaId: rondas.id, numero: rondas.numero, documentos: rondas.documentosAdicionales })
    .from(rondaPostulaciones)
    .innerJoin(rondas, eq(rondas.id, rondaPostulaciones.rondaId))
    .where(inArray(rondaPostulaciones.postulacionId, ids))
    .orderBy(asc(rondas.numero));
  const enviados = await db
    .select({ rondaId: rondaDocumentos.rondaId, postulacionId: rondaDocumentos.postulacionId, clave: rondaDocumentos.clave, archivo: archivos.nombre })
    .from(rondaDocumentos)
    .innerJoin(archivos, eq(archivos.id, rondaDocumentos.archivoId))
    .where(inArray(rondaDocumentos.postulacionId, ids));
  const enviado = (rondaId: number, postulacionId: number, clave: string) =>
    enviados.find((x) => x.rondaId === rondaId && x.postulacionId === postulacionId && x.clave === clave)?.archivo ?? null;
  const lista: MiPostulacion[] = [];
  for (const f of filas) {
    const publicada = f.convEstado === 'resultados_publicados';
    lista.push({
      id: f.p.id,
      folio: f.p.folio,
      convocatoria: f.convocatoria,
      categoria: f.categoria,
      estado: f.p.estado as EstadoPostulacion,
      historial: historial
        .filter((h) => h.postulacionId === f.p.id && (h.estado !== h.estadoAnterior || /ronda \d+/.test(h.motivo ?? '')))
        .map((h) => ({ estado: h.estado as EstadoPostulacion, fecha: h.createdAt.toISOString(), ronda: h.estado === 'finalista' ? Number(/ronda (\d+)/.exec(h.motivo ?? '')?.[1] ?? 0) || null : null })),
      // What the category called the document, not its key.
      documentos: docs.filter((d) => d.postulacionId === f.p.id).map((d) => ({ nombre: f.pedidos.find((x) => x.clave === d.clave)?.nombre ?? d.clave, archivo: d.archivo })),
      documentosSolicitados: pedidos
        .filter((d) => d.postulacionId === f.p.id)
        .flatMap((d) => d.documentos.map((x) => ({ ronda: d.numero, rondaId: d.rondaId, clave: x.clave, nombre: x.nombre, requerido: x.requerido, tipos: x.tipos, maxMb: x.maxMb, archivo: enviado(d.rondaId, f.p.id, x.clave) }))),
      aceptacion: f.p.aceptacion,
      retirable: abierta({ estado: f.convEstado, cierre: f.cierre }) && f.p.estado !== 'retirada',
      retroalimentacion: publicada && f.retro !== 'ninguna' ? await retroalimentacion(db, f.p, f.retro) : null,
    });
  }
  return lista;
}

/** Withdrawal by the nominator while the call is open; the nominee is told. 404 for another's nomination. */
export async function retirar(db: Db, config: Config, correo: string, id: number) {
  const [f] = await db
    .select({ p: postulaciones, convEstado: convocatorias.estado, cierre: convocatorias.cierre, convocatoria: convocatorias.nombre, categoria: categorias.nombre })
    .from(postulaciones)
    .innerJoin(convocatorias, eq(convocatorias.id, postulaciones.convocatoriaId))
    .innerJoin(categorias, eq(categorias.id, postulaciones.categoriaId))
    .where(and(eq(postulaciones.id, id), suyas(correo)));
  if (!f) throw notFound('La postulación no existe o no la registró usted');
  if (f.p.estado === 'retirada') throw new HttpError(409, 'La postulación ya se retiró');
  if (!abierta({ estado: f.convEstado, cierre: f.cierre })) throw new HttpError(409, RETIRO_FUERA_DE_PLAZO);
  await db.transaction(async (tx) => {
    const [hecha] = await tx.update(postulaciones).set({ estado: 'retirada', updatedAt: new Date() }).where(and(eq(postulaciones.id, id), sql`${postulaciones.estado} <> 'retirada'`)).returning({ id: postulaciones.id });
    if (!hecha) throw new HttpError(409, 'La postulación ya se retiró');
    await tx.insert(postulacionHistorial).values({ postulacionId: id, estadoAnterior: f.p.estado, estado: 'retirada', motivo: 'Retirada por quien la postuló', usuarioEmail: correo });
    if (f.p.correo.toLowerCase() !== f.p.nominadorCorreo.toLowerCase()) {
      const title = `Se retiró su postulación ${f.p.folio}`;
      const mail = renderActionMail({
        title,
        greeting: `Hola, ${f.p.nombre}:`,
        paragraphs: [`${f.p.nominadorNombre} retiró la postulación que hizo de usted a la categoría «${f.categoria}» de la convocatoria «${f.convocatoria}».`],
        note: 'Si tiene dudas, escriba a la coordinación de la convocatoria.',
      });
      await tx.insert(outbox).values(outboxRow({ to: f.p.correo, subject: title, ...mail }));
    }
  });
  return { antes: { estado: f.p.estado }, folio: f.p.folio, url: `${appUrl(config)}${RUTA_MIS_POSTULACIONES}` };
}

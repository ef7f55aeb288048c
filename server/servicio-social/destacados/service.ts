// Featured projects (destacados): staff write a story, link it to an institution and program, add photos and
// publish it; the public page lists the published ones. Photos are `archivos` rows whose ids the project keeps
// in `fotos` (in display order); the public may load a photo only while its project is published.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DestacadoPublico, DestacadoSs, destacadoSchema } from '../../../shared/schemas/servicio-social';
import type { FieldErrors } from '../../../shared/api/errors';
import type { z } from '../../../shared/validation';
import { audit } from '../../audit/service';
import type { Db } from '../../db/client';
import { ssDestacados, ssInstituciones, ssProgramas } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/http-error';
import { idsFilter, type ListParams } from '../../lib/rest';
import { sortKey, textSearch } from '../../lib/search';
import { sanitizarHtml } from '../../plantillas/sanitizar';
import type { App } from '../../types';
import { fotoPublicaUrl, fotoUrl } from '../comun/imagenes';

type DestacadoValues = z.output<typeof destacadoSchema>;

/** Photos per project: enough for a story, few enough for a light page. */
export const MAX_FOTOS = 12;
/** The public page shows at most this many (ordered by `orden`). */
const MAX_PUBLICOS = 100;

export const MENSAJES_DESTACADOS = {
  institucionInexistente: 'Seleccione una institución de la lista',
  programaInexistente: 'Seleccione un programa de la lista',
  programaDeOtra: 'El programa no es de la institución seleccionada',
  historiaVacia: 'La historia es obligatoria',
  demasiadasFotos: `El proyecto ya tiene ${MAX_FOTOS} fotos, el máximo; quite alguna para agregar otra`,
  fotoInexistente: 'La foto no es de este proyecto',
} as const;

const columns = { d: ssDestacados, institucion: ssInstituciones.razonSocial, programa: ssProgramas.nombre };
type Row = { d: typeof ssDestacados.$inferSelect; institucion: string | null; programa: string | null };

const from = (db: Db) =>
  db
    .select(columns)
    .from(ssDestacados)
    .leftJoin(ssInstituciones, eq(ssInstituciones.id, ssDestacados.institucionId))
    .leftJoin(ssProgramas, eq(ssProgramas.id, ssDestacados.programaId));

/** Staff see every photo through a signed URL: an unpublished project's photos are not public. */
function toSs(app: App, row: Row): DestacadoSs {
  const { d } = row;
  return {
    id: d.id, titulo: d.titulo, historia: d.historia, institucionId: d.institucionId, institucion: row.institucion, programaId: d.programaId, programa: row.programa,
    fotos: d.fotos.map((id) => ({ id, url: fotoUrl(app, id) })), publicado: d.publicado, orden: d.orden,
    createdAt: d.createdAt.toISOString(), updatedAt: d.updatedAt.toISOString(),
  };
}

export async function destacadosPublicos(db: Db): Promise<DestacadoPublico[]> {
  const rows = await from(db).where(eq(ssDestacados.publicado, true)).orderBy(asc(ssDestacados.orden), desc(ssDestacados.createdAt), desc(ssDestacados.id)).limit(MAX_PUBLICOS);
  return rows.map(({ d, institucion, programa }) => ({
    id: d.id, titulo: d.titulo, historia: d.historia, institucion, programa, fotos: d.fotos.map((id) => ({ id, url: fotoPublicaUrl(id) })),
  }));
}

/** Whether a stored file is a photo of a published project (what /_ipx/_/ss/publica/<id> may serve). */
export async function esFotoPublica(db: Db, archivoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ssDestacados.id })
    .from(ssDestacados)
    .where(and(eq(ssDestacados.publicado, true), sql`${ssDestacados.fotos} @> ${JSON.stringify([archivoId])}::jsonb`))
    .limit(1);
  return Boolean(row);
}

export const DESTACADO_SORTABLE = ['id', 'titulo', 'orden', 'publicado', 'institucion', 'createdAt', 'updatedAt'];

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const num = (v: unknown) => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : undefined);
  const publicado = filter.publicado === true || filter.publicado === 'true' ? true : filter.publicado === false || filter.publicado === 'false' ? false : undefined;
  const [institucionId, programaId] = [filter.institucionId, filter.programaId].map(num);
  return and(
    ids && inArray(ssDestacados.id, ids),
    textSearch([ssDestacados.titulo, ssInstituciones.razonSocial, ssProgramas.nombre], filter.q),
    publicado !== undefined ? eq(ssDestacados.publicado, publicado) : undefined,
    institucionId !== undefined ? eq(ssDestacados.institucionId, institucionId) : undefined,
    programaId !== undefined ? eq(ssDestacados.programaId, programaId) : undefined,
  );
}

export async function listarDestacados(app: App, params: ListParams) {
  const condition = where(params.filter);
  const sortable: Record<string, SQL> = {
    id: sql`${ssDestacados.id}`, titulo: sortKey(ssDestacados.titulo), orden: sql`${ssDestacados.orden}`, publicado: sql`${ssDestacados.publicado}`,
    institucion: sortKey(ssInstituciones.razonSocial), createdAt: sql`${ssDestacados.createdAt}`, updatedAt: sql`${ssDestacados.updatedAt}`,
  };
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await from(app.db)
    .where(condition)
    .orderBy(order(sortable[params.sortField] ?? sql`${ssDestacados.id}`), order(ssDestacados.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await app.db
    .select({ total: sql<number>`count(*)::int` })
    .from(ssDestacados)
    .leftJoin(ssInstituciones, eq(ssInstituciones.id, ssDestacados.institucionId))
    .leftJoin(ssProgramas, eq(ssProgramas.id, ssDestacados.programaId))
    .where(condition);
  return { rows: rows.map((r) => toSs(app, r)), total };
}

export async function leerDestacado(app: App, id: number, db: Db = app.db): Promise<DestacadoSs> {
  const [row] = await from(db).where(eq(ssDestacados.id, id));
  if (!row) throw notFound('El proyecto destacado no existe');
  return toSs(app, row);
}

/**
 * Checks the links and cleans the story. A program alone brings its institution; both must agree.
 * Institutions and programs of any estado may be linked: a story can outlive a program's period.
 */
async function valores(db: Db, input: DestacadoValues) {
  const errores: FieldErrors = {};
  const historia = sanitizarHtml(input.historia);
  if (!historia || !historia.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim()) errores.historia = [MENSAJES_DESTACADOS.historiaVacia];
  let institucionId = input.institucionId;
  if (institucionId !== null) {
    const [inst] = await db.select({ id: ssInstituciones.id }).from(ssInstituciones).where(eq(ssInstituciones.id, institucionId));
    if (!inst) errores.institucionId = [MENSAJES_DESTACADOS.institucionInexistente];
  }
  if (input.programaId !== null) {
    const [prog] = await db.select({ institucionId: ssProgramas.institucionId }).from(ssProgramas).where(eq(ssProgramas.id, input.programaId));
    if (!prog) errores.programaId = [MENSAJES_DESTACADOS.programaInexistente];
    else if (institucionId === null) institucionId = prog.institucionId;
    else if (prog.institucionId !== institucionId && !errores.institucionId) errores.programaId = [MENSAJES_DESTACADOS.programaDeOtra];
  }
  if (Object.keys(errores).length) throw unprocessable(errores);
  return { titulo: input.titulo, historia, institucionId, programaId: input.programaId, publicado: input.publicado, orden: input.orden };
}

export async function crearDestacado(app: App, request: FastifyRequest, input: DestacadoValues) {
  const [{ id }] = await app.db.insert(ssDestacados).values(await valores(app.db, input)).returning({ id: ssDestacados.id });
  const despues = await leerDestacado(app, id);
  await audit(app.db, request, { accion: 'crear', recurso: 'ss-destacados', registroId: id, despues: { ...despues, fotos: undefined } });
  return despues;
}

export async function editarDestacado(app: App, request: FastifyRequest, id: number, input: DestacadoValues) {
  const antes = await leerDestacado(app, id);
  await app.db.update(ssDestacados).set({ ...(await valores(app.db, input)), updatedAt: new Date() }).where(eq(ssDestacados.id, id));
  const despues = await leerDestacado(app, id);
  await audit(app.db, request, { accion: 'editar', recurso: 'ss-destacados', registroId: id, antes: { ...antes, fotos: undefined }, despues: { ...despues, fotos: undefined } });
  return despues;
}

/** Deletes the project; the caller removes the returned photo files once this has committed. */
export async function borrarDestacado(app: App, request: FastifyRequest, id: number): Promise<{ fotos: string[] }> {
  const antes = await leerDestacado(app, id);
  const [row] = await app.db.delete(ssDestacados).where(eq(ssDestacados.id, id)).returning({ fotos: ssDestacados.fotos });
  if (!row) throw notFound('El proyecto destacado no existe');
  await audit(app.db, request, { accion: 'eliminar', recurso: 'ss-destacados', registroId: id, antes: { ...antes, fotos: antes.fotos.map((f) => f.id) } });
  return { fotos: row.fotos };
}

/**
 * Appends a recorded photo inside the caller's transaction. One conditional UPDATE: two uploads at once never
 * pass the limit and never lose each other's photo.
 */
export async function agregarFoto(tx: Db, id: number, archivoId: string) {
  const updated = await tx
    .update(ssDestacados)
    .set({ fotos: sql`${ssDestacados.fotos} || ${JSON.stringify([archivoId])}::jsonb`, updatedAt: new Date() })
    .where(and(eq(ssDestacados.id, id), sql`jsonb_array_length(${ssDestacados.fotos}) < ${MAX_FOTOS}`))
    .returning({ id: ssDestacados.id });
  if (!updated.length) {
    const [existe] = await tx.select({ id: ssDestacados.id }).from(ssDestacados).where(eq(ssDestacados.id, id));
    if (!existe) throw notFound('El proyecto destacado no existe');
    throw unprocessable({ foto: [MENSAJES_DESTACADOS.demasiadasFotos] }, MENSAJES_DESTACADOS.demasiadasFotos);
  }
}

/** Takes a photo off the project (only one of its own); the caller then removes the file. */
export async function quitarFoto(db: Db, id: number, archivoId: string) {
  const updated = await db
    .update(ssDestacados)
    .set({ fotos: sql`${ssDestacados.fotos} - ${archivoId}::text`, updatedAt: new Date() })
    .where(and(eq(ssDestacados.id, id), sql`${ssDestacados.fotos} @> ${JSON.stringify([archivoId])}::jsonb`))
    .returning({ id: ssDestacados.id });
  if (!updated.length) {
    const [existe] = await db.select({ id: ssDestacados.id }).from(ssDestacados).where(eq(ssDestacados.id, id));
    throw existe ? notFound(MENSAJES_DESTACADOS.fotoInexistente) : notFound('El proyecto destacado no existe');
  }
}

import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  TRANSICIONES_CONVOCATORIA, type ArchivoInfo, type Convocatoria, type ConvocatoriaValues, type EstadoConvocatoria,
} from '../../shared/schemas/postulaciones';
import type { Db } from '../db/client';
import { archivos, categorias, convocatorias } from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { isForeignKeyViolation, isUniqueViolation } from '../lib/pg-errors';
import { idsFilter, type ListParams } from '../lib/rest';
import { sortKey, textSearch } from '../lib/search';
import { sanitizarHtml } from '../plantillas/sanitizar';

export const CONVOCATORIA_EN_USO = 'La convocatoria tiene postulaciones: no se puede eliminar';
export const PREFIJO_DUPLICADO = 'Ya existe una convocatoria con este prefijo de folio en el mismo año';

const categoriasCount = sql<number>`(select count(*)::int from "categorias" where "categorias"."convocatoria_id" = "convocatorias"."id")`;
const postulacionesCount = sql<number>`(select count(*)::int from "postulaciones" where "postulaciones"."convocatoria_id" = "convocatorias"."id")`;

const columns = {
  id: convocatorias.id,
  nombre: convocatorias.nombre,
  descripcion: convocatorias.descripcion,
  prefijo: convocatorias.prefijo,
  anio: convocatorias.anio,
  apertura: convocatorias.apertura,
  cierre: convocatorias.cierre,
  publicacionResultados: convocatorias.publicacionResultados,
  estado: convocatorias.estado,
  normalizar: convocatorias.normalizar,
  basesArchivoId: convocatorias.basesArchivoId,
  categorias: categoriasCount,
  postulaciones: postulacionesCount,
  resultadosPublicadosEn: convocatorias.resultadosPublicadosEn,
  createdAt: convocatorias.createdAt,
  updatedAt: convocatorias.updatedAt,
};

const SORTABLE: Record<string, SQL | AnyColumn> = {
  id: convocatorias.id,
  nombre: sortKey(convocatorias.nombre),
  anio: convocatorias.anio,
  apertura: convocatorias.apertura,
  cierre: convocatorias.cierre,
  estado: convocatorias.estado,
  createdAt: convocatorias.createdAt,
};
export const CONVOCATORIA_SORTABLE = Object.keys(SORTABLE);

export type ConvocatoriaRecord = Omit<Convocatoria, 'apertura' | 'cierre' | 'publicacionResultados' | 'resultadosPublicadosEn' | 'createdAt' | 'updatedAt' | 'bases' | 'estado'> & {
  estado: EstadoConvocatoria;
  apertura: Date;
  cierre: Date;
  publicacionResultados: Date;
  resultadosPublicadosEn: Date | null;
  createdAt: Date;
  updatedAt: Date;
  bases: ArchivoInfo | null;
};

export async function archivoInfo(db: Db, id: string | null): Promise<ArchivoInfo | null> {
  if (!id) return null;
  const [a] = await db
    .select({ id: archivos.id, nombre: archivos.nombre, tipo: archivos.tipo, bytes: archivos.bytes, sha256: archivos.sha256 })
    .from(archivos)
    .where(eq(archivos.id, id));
  return (a as ArchivoInfo) ?? null;
}

async function withBases(db: Db, row: typeof columns extends infer _ ? Record<string, unknown> & { basesArchivoId: string | null } : never) {
  const { basesArchivoId, ...rest } = row;
  return { ...rest, bases: await archivoInfo(db, basesArchivoId) } as unknown as ConvocatoriaRecord;
}

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const estado = typeof filter.estado === 'string' && filter.estado ? filter.estado : undefined;
  return and(ids && inArray(convocatorias.id, ids), textSearch([convocatorias.nombre], filter.q), estado ? eq(convocatorias.estado, estado) : undefined);
}

export async function listConvocatorias(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await db
    .select(columns)
    .from(convocatorias)
    .where(condition)
    .orderBy(order(SORTABLE[params.sortField] ?? convocatorias.id), order(convocatorias.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(convocatorias).where(condition);
  return { rows: await Promise.all(rows.map((r) => withBases(db, r))), total };
}

export async function getConvocatoria(db: Db, id: number): Promise<ConvocatoriaRecord> {
  const [row] = await db.select(columns).from(convocatorias).where(eq(convocatorias.id, id));
  if (!row) throw notFound('La convocatoria no existe');
  return withBases(db, row);
}

/** The initials of the name's meaningful words: «Premio al Mérito Universitario» → PMU. */
export function prefijoDe(nombre: string): string {
  const letras = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .filter((w) => w.length > 3 && /^[A-Za-z]/.test(w))
    .map((w) => w[0].toUpperCase())
    .join('');
  return (letras.length >= 2 ? letras : 'POS').slice(0, 10);
}

function valores(values: ConvocatoriaValues) {
  return {
    nombre: values.nombre,
    descripcion: sanitizarHtml(values.descripcion ?? ''),
    apertura: new Date(values.apertura),
    cierre: new Date(values.cierre),
    publicacionResultados: new Date(values.publicacionResultados),
    prefijo: values.prefijo ?? prefijoDe(values.nombre),
    anio: values.anio ?? Number(new Intl.DateTimeFormat('en', { timeZone: 'America/Mexico_City', year: 'numeric' }).format(new Date(values.cierre))),
    normalizar: values.normalizar,
  };
}

function prefijoRace(error: unknown): never {
  if (isUniqueViolation(error)) throw unprocessable({ prefijo: [PREFIJO_DUPLICADO] });
  throw error;
}

export async function createConvocatoria(db: Db, values: ConvocatoriaValues): Promise<ConvocatoriaRecord> {
  // A new call starts as a draft or opens at once; the later estados need its history.
  if (values.estado !== 'borrador' && values.estado !== 'abierta') {
    throw unprocessable({ estado: ['Una convocatoria nueva empieza como borrador o abierta'] });
  }
  const [row] = await db
    .insert(convocatorias)
    .values({ ...valores(values), estado: values.estado })
    .returning({ id: convocatorias.id })
    .catch(prefijoRace);
  return getConvocatoria(db, row.id);
}

export function assertTransicion(de: EstadoConvocatoria, a: EstadoConvocatoria) {
  if (de === a) return;
  if (a === 'resultados_publicados') {
    throw unprocessable({ estado: ['Los resultados se publican con «Publicar resultados», que avisa a cada nominador'] });
  }
  if (!TRANSICIONES_CONVOCATORIA[de].includes(a)) {
    throw unprocessable({ estado: ['El cambio de estado de la convocatoria no sigue el orden borrador → abierta → cerrada → en evaluación → resultados publicados'] });
  }
}

export async function updateConvocatoria(db: Db, id: number, values: ConvocatoriaValues) {
  const antes = await getConvocatoria(db, id);
  assertTransicion(antes.estado, values.estado);
  await db
    .update(convocatorias)
    .set({ ...valores(values), estado: values.estado, updatedAt: new Date() })
    .where(eq(convocatorias.id, id))
    .catch(prefijoRace);
  return { antes, despues: await getConvocatoria(db, id) };
}

export async function deleteConvocatoria(db: Db, id: number) {
  const antes = await getConvocatoria(db, id);
  if (antes.postulaciones > 0) throw new HttpError(409, CONVOCATORIA_EN_USO);
  await db.delete(convocatorias).where(eq(convocatorias.id, id)).catch((error) => {
    throw isForeignKeyViolation(error) ? new HttpError(409, CONVOCATORIA_EN_USO) : error;
  });
  return antes;
}

const masAnios = (d: Date, anios: number) => {
  const n = new Date(d);
  n.setUTCFullYear(n.getUTCFullYear() + anios);
  return n;
};

/** Next year's edition: a draft with the same categories and criteria, every date moved forward. */
export async function copiarConvocatoria(db: Db, id: number, opciones: { nombre?: string; anios: number }) {
  const origen = await getConvocatoria(db, id);
  const anio = origen.anio + opciones.anios;
  // «Premio 2027» becomes «Premio 2028»: the year in the name moves with the dates.
  const nombre = opciones.nombre ?? (/\b(19|20)\d\d\b/.test(origen.nombre)
    ? origen.nombre.replace(/\b((?:19|20)\d\d)\b/, (y) => String(Number(y) + opciones.anios))
    : `${origen.nombre} ${anio}`);
  const nuevaId = await db.transaction(async (tx) => {
    const [nueva] = await tx
      .insert(convocatorias)
      .values({
        nombre,
        descripcion: origen.descripcion,
        prefijo: origen.prefijo,
        anio,
        apertura: masAnios(origen.apertura, opciones.anios),
        cierre: masAnios(origen.cierre, opciones.anios),
        publicacionResultados: masAnios(origen.publicacionResultados, opciones.anios),
        estado: 'borrador',
        normalizar: origen.normalizar,
      })
      .returning({ id: convocatorias.id })
      .catch(prefijoRace);
    const cats = await tx.select().from(categorias).where(eq(categorias.convocatoriaId, id)).orderBy(asc(categorias.orden), asc(categorias.id));
    for (const c of cats) {
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = c;
      await tx.insert(categorias).values({ ...rest, convocatoriaId: nueva.id });
    }
    return nueva.id;
  });
  return getConvocatoria(db, nuevaId);
}

export async function setBases(db: Db, id: number, archivoId: string) {
  await db.update(convocatorias).set({ basesArchivoId: archivoId, updatedAt: new Date() }).where(eq(convocatorias.id, id));
}

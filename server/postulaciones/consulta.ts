import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  ESTADOS_POSTULACION, TRANSICIONES_POSTULACION,
  type DocumentoPostulacion, type EstadoPostulacion,
} from '../../shared/schemas/postulaciones';
import type { postulacionDetalleSchema, postulacionFilaSchema } from '../../shared/schemas/postulaciones-respuesta';
import type { z } from '../../shared/validation';
import { correoNoBloqueado, sinBloqueo } from '../arco/bloqueo';
import type { Db } from '../db/client';
import {
  archivos, categorias, convocatorias, egresados, postulacionDocumentos, postulacionHistorial, postulaciones, programas, rondaDocumentos, usuarios,
} from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import { idsFilter, type ListParams } from '../lib/rest';
import { fold, sortKey } from '../lib/search';
import { archivoInfo } from '../convocatorias/service';

// The columns hold the codes as text; the answer's schema names them (and checks them on the way out).
type PostulacionFila = z.output<typeof postulacionFilaSchema>;

/**
 * A nominator whose data an ARCO cancellation blocked: the nomination is the nominee's and stays, but her name and
 * address are no longer shown, exported or written to (issue 34).
 */
export const NOMINADOR_BLOQUEADO = 'Datos bloqueados (derechos ARCO)';
const nominadorVisible = correoNoBloqueado(postulaciones.nominadorCorreo);
const siNominadorVisible = <T>(columna: AnyColumn, oculto: T) => sql<T>`case when ${nominadorVisible} then ${columna} else ${oculto} end`;
type PostulacionDetalle = z.output<typeof postulacionDetalleSchema>;

export const filaColumns = {
  id: postulaciones.id,
  folio: postulaciones.folio,
  convocatoriaId: postulaciones.convocatoriaId,
  convocatoria: convocatorias.nombre,
  categoriaId: postulaciones.categoriaId,
  categoria: categorias.nombre,
  nombre: postulaciones.nombre,
  correo: postulaciones.correo,
  telefono: postulaciones.telefono,
  vinculo: postulaciones.vinculo,
  nominadorTipo: postulaciones.nominadorTipo,
  nominadorNombre: siNominadorVisible<string>(postulaciones.nominadorNombre, NOMINADOR_BLOQUEADO),
  estado: postulaciones.estado,
  aceptacion: postulaciones.aceptacion,
  origen: postulaciones.origen,
  egresadoId: postulaciones.egresadoId,
  createdAt: postulaciones.createdAt,
  updatedAt: postulaciones.updatedAt,
};

const SORTABLE: Record<string, SQL | AnyColumn> = {
  id: postulaciones.id,
  folio: postulaciones.folio,
  nombre: sortKey(postulaciones.nombre),
  nominadorNombre: sortKey(postulaciones.nominadorNombre),
  categoria: sortKey(categorias.nombre),
  convocatoria: sortKey(convocatorias.nombre),
  estado: postulaciones.estado,
  aceptacion: postulaciones.aceptacion,
  createdAt: postulaciones.createdAt,
  updatedAt: postulaciones.updatedAt,
};
export const POSTULACION_SORTABLE = Object.keys(SORTABLE);

const entero = (nombre: string, v: unknown) => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n)) throw new HttpError(400, `El filtro ${nombre} no es válido`);
  return n;
};

const lista = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : (Array.isArray(v) ? v : [v]).map(String));

export function wherePostulaciones(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const convocatoriaId = entero('convocatoriaId', filter.convocatoriaId);
  const categoriaId = entero('categoriaId', filter.categoriaId);
  const estados = lista(filter.estado)?.filter((e) => (ESTADOS_POSTULACION as readonly string[]).includes(e));
  const aceptacion = lista(filter.aceptacion);
  const words = typeof filter.q === 'string' ? fold(filter.q).split(/\s+/).filter(Boolean) : [];
  return and(
    // Blocked after an ARCO cancellation: out of the list, the export and the search.
    sinBloqueo(postulaciones),
    ids && inArray(postulaciones.id, ids),
    convocatoriaId !== undefined ? eq(postulaciones.convocatoriaId, convocatoriaId) : undefined,
    categoriaId !== undefined ? eq(postulaciones.categoriaId, categoriaId) : undefined,
    estados ? inArray(postulaciones.estado, estados.length ? estados : ['-']) : undefined,
    aceptacion ? inArray(postulaciones.aceptacion, aceptacion) : undefined,
    ...words.map((w) => sql`${postulaciones.busqueda} like ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`),
  );
}

export function consultaPostulaciones(db: Db) {
  return db
    .select(filaColumns)
    .from(postulaciones)
    .innerJoin(categorias, eq(categorias.id, postulaciones.categoriaId))
    .innerJoin(convocatorias, eq(convocatorias.id, postulaciones.convocatoriaId));
}

export async function listPostulaciones(db: Db, params: ListParams) {
  const condition = wherePostulaciones(params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await consultaPostulaciones(db)
    .where(condition)
    .orderBy(order(SORTABLE[params.sortField] ?? postulaciones.id), order(postulaciones.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(postulaciones).where(condition);
  return { rows: rows as PostulacionFila[], total };
}

/** A nomination's documents; with `rondaId`, the more documents that round asked of it instead. */
export async function documentosDe(db: Db, postulacionId: number, urlBase: string, nombres: Map<string, string>, rondaId?: number): Promise<DocumentoPostulacion[]> {
  const tabla = rondaId === undefined ? postulacionDocumentos : rondaDocumentos;
  const docs = await db
    .select({ clave: tabla.clave, id: archivos.id, nombre: archivos.nombre, tipo: archivos.tipo, bytes: archivos.bytes, sha256: archivos.sha256 })
    .from(tabla)
    .innerJoin(archivos, eq(archivos.id, tabla.archivoId))
    .where(rondaId === undefined ? eq(tabla.postulacionId, postulacionId) : and(eq(rondaDocumentos.postulacionId, postulacionId), eq(rondaDocumentos.rondaId, rondaId)))
    .orderBy(asc(tabla.clave));
  return docs.map(({ clave, ...archivo }) => ({
    clave,
    nombre: nombres.get(clave) ?? clave,
    archivo: archivo as DocumentoPostulacion['archivo'],
    url: `${urlBase}/documentos/${encodeURIComponent(clave)}`,
  }));
}

export async function getPostulacion(db: Db, id: number): Promise<PostulacionDetalle> {
  const [row] = await db
    .select({
      p: postulaciones,
      convocatoria: convocatorias.nombre,
      categoria: categorias.nombre,
      documentosSolicitados: categorias.documentos,
      ciega: categorias.ciega,
      programa: programas.nombre,
      egresadoNombre: sql<string | null>`${egresados.nombre} || ' ' || ${egresados.apellidoPaterno} || coalesce(' ' || ${egresados.apellidoMaterno}, '')`,
      egresadoMatricula: egresados.matricula,
      capturadaPor: usuarios.name,
      nominadorVisible: sql<boolean>`${nominadorVisible}`,
    })
    .from(postulaciones)
    .innerJoin(categorias, eq(categorias.id, postulaciones.categoriaId))
    .innerJoin(convocatorias, eq(convocatorias.id, postulaciones.convocatoriaId))
    .leftJoin(programas, eq(programas.id, postulaciones.programaId))
    .leftJoin(egresados, eq(egresados.id, postulaciones.egresadoId))
    .leftJoin(usuarios, eq(usuarios.id, postulaciones.capturadaPor))
    .where(eq(postulaciones.id, id));
  if (!row) throw notFound('La postulación no existe');
  const p = row.p;
  const nombres = new Map(row.documentosSolicitados.map((d) => [d.clave, d.nombre]));
  const documentos = await documentosDe(db, id, `/api/postulaciones/${id}`, nombres);
  const historial = await db
    .select({
      id: postulacionHistorial.id,
      estadoAnterior: postulacionHistorial.estadoAnterior,
      estado: postulacionHistorial.estado,
      motivo: postulacionHistorial.motivo,
      mensaje: postulacionHistorial.mensaje,
      usuario: sql<string | null>`coalesce(${usuarios.name}, ${postulacionHistorial.usuarioEmail})`,
      createdAt: postulacionHistorial.createdAt,
    })
    .from(postulacionHistorial)
    .leftJoin(usuarios, eq(usuarios.id, postulacionHistorial.usuarioId))
    .where(eq(postulacionHistorial.postulacionId, id))
    .orderBy(asc(postulacionHistorial.id));
  const { busqueda: _b, capturadaPor: _c, fotoArchivoId, folioReenvios: _r, folioReenviosDesde: _rd, bloqueadoEn, ...campos } = p;
  const nominador = row.nominadorVisible ? {} : { nominadorNombre: NOMINADOR_BLOQUEADO, nominadorCorreo: '', nominadorRelacion: null };
  return {
    ...campos,
    ...nominador,
    bloqueado: bloqueadoEn !== null,
    convocatoria: row.convocatoria,
    categoria: row.categoria,
    programa: row.programa,
    egresado: p.egresadoId && row.egresadoMatricula ? { id: p.egresadoId, nombre: row.egresadoNombre ?? '', matricula: row.egresadoMatricula } : null,
    capturadaPor: row.capturadaPor,
    documentos,
    documentosFaltantes: row.documentosSolicitados.filter((d) => d.requerido && !documentos.some((x) => x.clave === d.clave)).map((d) => d.nombre),
    historial: historial as PostulacionDetalle['historial'],
    transiciones: TRANSICIONES_POSTULACION[p.estado as EstadoPostulacion] ?? [],
    foto: await archivoInfo(db, fotoArchivoId),
    ciega: row.ciega,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    aceptacionEn: p.aceptacionEn?.toISOString() ?? null,
    avisoPrivacidadAceptadoEn: p.avisoPrivacidadAceptadoEn?.toISOString() ?? null,
  } as PostulacionDetalle;
}

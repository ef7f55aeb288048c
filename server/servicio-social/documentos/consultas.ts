// Reading documents with their student, service and institution, shaped for the API.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentoResumen, DocumentoSs, RevisionDocumento } from '../../../shared/schemas/servicio-social-documentos';
import {
  TIPOS_DOCUMENTO, contarPalabras, esBorradorAjeno, moverDocumento, type AccionDocumento, type EstadoDocumento, type EtapaRevision, type ParteDocumento,
  type TipoDocumento,
} from '../../../shared/servicio-social/documentos';
import type { Db } from '../../db/client';
import {
  ssDocumentoRevisiones, ssDocumentoVersiones, ssDocumentos, ssEstudiantes, ssInstituciones, ssPlantillasDocumento, ssPrestaciones,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { ListParams } from '../../lib/rest';
import { alcance, alcanceLectura, type Lector } from './acceso';
import { horasDelMes, type DbOTx } from './campos';
import { MENSAJES_DOCUMENTOS } from '../../../shared/schemas/servicio-social-documentos';

const columnas = {
  d: ssDocumentos,
  nombre: ssEstudiantes.nombre, apellidoPaterno: ssEstudiantes.apellidoPaterno, apellidoMaterno: ssEstudiantes.apellidoMaterno, matricula: ssEstudiantes.matricula,
  institucionId: ssPrestaciones.institucionId, institucion: ssInstituciones.razonSocial,
  supervisorNombre: ssPrestaciones.supervisorNombre, supervisorCorreo: ssPrestaciones.supervisorCorreo,
  limitePalabras: ssPlantillasDocumento.limitePalabras,
};

export type FilaDocumento = {
  d: typeof ssDocumentos.$inferSelect; nombre: string; apellidoPaterno: string; apellidoMaterno: string | null; matricula: string;
  institucionId: number | null; institucion: string | null; supervisorNombre: string | null; supervisorCorreo: string | null; limitePalabras: number | null;
};

export const desde = (db: DbOTx) =>
  db
    .select(columnas)
    .from(ssDocumentos)
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssDocumentos.estudianteId))
    .leftJoin(ssPrestaciones, eq(ssPrestaciones.id, ssDocumentos.prestacionId))
    .leftJoin(ssInstituciones, eq(ssInstituciones.id, ssPrestaciones.institucionId))
    .leftJoin(ssPlantillasDocumento, eq(ssPlantillasDocumento.tipo, ssDocumentos.tipo));

export const nombreDe = (f: Pick<FilaDocumento, 'nombre' | 'apellidoPaterno' | 'apellidoMaterno'>) =>
  [f.nombre, f.apellidoPaterno, f.apellidoMaterno].filter(Boolean).join(' ');

/** One document the caller may open (alcanceLectura): 404 for a foreign one and for another party's unsent draft. */
export async function cargarDocumento(db: DbOTx, lector: Lector, id: number): Promise<FilaDocumento> {
  const [fila] = await desde(db).where(and(eq(ssDocumentos.id, id), alcanceLectura(lector)));
  if (!fila) throw notFound(MENSAJES_DOCUMENTOS.noExiste);
  return fila;
}

/** The author of the type when the caller sees it as another party's draft (listed, never opened), else null. */
const enPreparacion = (d: { tipo: string; version: number }, lector: Lector): ParteDocumento | null =>
  esBorradorAjeno(lector, { tipo: d.tipo as TipoDocumento, version: d.version }) ? TIPOS_DOCUMENTO[d.tipo as TipoDocumento].autor : null;

/** Whether the caller reads the document as the author's counterpart (not its writer, not staff). */
const esContraparte = (d: { tipo: string }, lector: Lector) => lector.tipo !== 'staff' && TIPOS_DOCUMENTO[d.tipo as TipoDocumento].autor !== lector.tipo;

const ACCIONES: AccionDocumento[] = ['editar', 'enviar', 'retirar', 'aprobar', 'observar'];

export function accionesDe(d: { tipo: string; estado: string; etapa: string | null; revisionAbiertaEn?: Date | null }, parte: ParteDocumento | null) {
  if (!parte) return [];
  const situacion = { tipo: d.tipo as TipoDocumento, estado: d.estado as EstadoDocumento, etapa: d.etapa as EtapaRevision | null, abierto: !!d.revisionAbiertaEn };
  return ACCIONES.filter((a) => moverDocumento(situacion, a, parte).ok);
}

export function aResumen(f: FilaDocumento, lector: Lector): DocumentoResumen {
  const d = f.d;
  const ajeno = enPreparacion(d, lector);
  return {
    id: d.id, tipo: d.tipo as TipoDocumento, titulo: d.titulo, estado: d.estado as EstadoDocumento, etapa: d.etapa as EtapaRevision | null,
    enPreparacion: ajeno,
    estudianteId: d.estudianteId, estudiante: nombreDe(f), matricula: f.matricula, prestacionId: d.prestacionId, institucion: f.institucion,
    // Another party's draft: not even how long it is or how often it was saved.
    periodoMes: d.periodoMes, palabras: ajeno ? 0 : d.palabras, limitePalabras: d.tipo === 'libre' ? null : f.limitePalabras, revision: ajeno ? 0 : d.revision, version: d.version,
    enviadoEn: d.enviadoEn?.toISOString() ?? null, aprobadoEn: d.aprobadoEn?.toISOString() ?? null, folio: d.folio, hashSha256: d.hashSha256,
    tienePdf: !!d.pdfArchivoId, acciones: accionesDe(d, lector.parte), createdAt: d.createdAt.toISOString(), updatedAt: d.updatedAt.toISOString(),
  };
}

export async function revisionesDe(db: DbOTx, documentoId: number): Promise<RevisionDocumento[]> {
  const filas = await db.select().from(ssDocumentoRevisiones).where(eq(ssDocumentoRevisiones.documentoId, documentoId)).orderBy(asc(ssDocumentoRevisiones.id));
  return filas.map((r) => ({
    version: r.version, etapa: r.etapa as EtapaRevision, decision: r.decision as 'aprobar' | 'observar', comentarios: r.comentarios,
    revisorNombre: r.revisorNombre, via: r.via, createdAt: r.createdAt.toISOString(),
  }));
}

/** The text the author's counterpart reads while the author corrects it: the last round sent, not the edits. */
async function ultimaVersionEnviada(db: DbOTx, documentoId: number): Promise<string> {
  const [v] = await db
    .select({ contenido: ssDocumentoVersiones.contenido })
    .from(ssDocumentoVersiones)
    .where(eq(ssDocumentoVersiones.documentoId, documentoId))
    .orderBy(desc(ssDocumentoVersiones.version))
    .limit(1);
  return v?.contenido ?? '';
}

export async function aDocumento(db: DbOTx, f: FilaDocumento, lector: Lector): Promise<DocumentoSs> {
  const d = f.d;
  const resumen = aResumen(f, lector);
  // Only the creation of an office letter a student requests answers with a draft that is not theirs.
  if (resumen.enPreparacion) return { ...resumen, contenido: '', firmas: [], revisiones: [], horasMes: null };
  const horas = d.tipo === 'informe_mensual' && d.prestacionId && d.periodoMes ? await horasDelMes(db, d.prestacionId, d.periodoMes) : null;
  const enCorreccion = (d.estado === 'borrador' || d.estado === 'con_observaciones') && esContraparte(d, lector);
  const contenido = enCorreccion ? await ultimaVersionEnviada(db, d.id) : d.contenido;
  return {
    ...resumen,
    ...(enCorreccion ? { palabras: contarPalabras(contenido) } : {}),
    contenido,
    firmas: d.firmas,
    revisiones: await revisionesDe(db, d.id),
    horasMes: horas && horas.map((h) => ({ ...h, horas: Number(h.horas) })),
  };
}

export const DOCUMENTO_SORTABLE = ['id', 'tipo', 'titulo', 'estado', 'estudiante', 'enviadoEn', 'createdAt', 'updatedAt'];

function filtro(lector: Lector, filter: Record<string, unknown>): SQL | undefined {
  const texto = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const num = (v: unknown) => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : undefined);
  const [tipo, estado, etapa, q] = [filter.tipo, filter.estado, filter.etapa, filter.q].map(texto);
  const prestacionId = num(filter.prestacionId);
  const ids = Array.isArray(filter.id) ? filter.id.map(Number).filter(Number.isInteger) : undefined;
  // «Por atender»: what waits for the caller's decision (office letters not issued yet count for the office).
  const pendientes =
    filter.pendientes === true || filter.pendientes === 'true'
      ? lector.tipo === 'institucion'
        ? or(and(eq(ssDocumentos.estado, 'enviado'), eq(ssDocumentos.etapa, 'institucion')), and(inArray(ssDocumentos.tipo, ['aceptacion']), inArray(ssDocumentos.estado, ['borrador', 'con_observaciones'])))
        : or(and(eq(ssDocumentos.estado, 'enviado'), eq(ssDocumentos.etapa, 'oficina')), and(inArray(ssDocumentos.tipo, ['situacion', 'presentacion']), eq(ssDocumentos.estado, 'borrador')))
      : undefined;
  const like = q && `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return and(
    alcance(lector),
    ids && ids.length ? inArray(ssDocumentos.id, ids) : undefined,
    tipo ? eq(ssDocumentos.tipo, tipo) : undefined,
    estado ? eq(ssDocumentos.estado, estado) : undefined,
    etapa ? eq(ssDocumentos.etapa, etapa) : undefined,
    prestacionId ? eq(ssDocumentos.prestacionId, prestacionId) : undefined,
    pendientes,
    like ? or(ilike(ssDocumentos.titulo, like), ilike(ssEstudiantes.nombre, like), ilike(ssEstudiantes.apellidoPaterno, like), ilike(ssEstudiantes.matricula, like)) : undefined,
  );
}

export async function listarDocumentos(db: Db, lector: Lector, params: ListParams) {
  const condicion = filtro(lector, params.filter);
  const orden: Record<string, SQL> = {
    id: sql`${ssDocumentos.id}`, tipo: sql`${ssDocumentos.tipo}`, titulo: sql`${ssDocumentos.titulo}`, estado: sql`${ssDocumentos.estado}`,
    estudiante: sql`${ssEstudiantes.apellidoPaterno}`, enviadoEn: sql`${ssDocumentos.enviadoEn}`, createdAt: sql`${ssDocumentos.createdAt}`,
    updatedAt: sql`${ssDocumentos.updatedAt}`,
  };
  const dir = params.sortOrder === 'DESC' ? desc : asc;
  const filas = await desde(db)
    .where(condicion)
    .orderBy(dir(orden[params.sortField] ?? sql`${ssDocumentos.id}`), dir(ssDocumentos.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ssDocumentos)
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssDocumentos.estudianteId))
    .leftJoin(ssPrestaciones, eq(ssPrestaciones.id, ssDocumentos.prestacionId))
    .where(condicion);
  return { rows: filas.map((f) => aResumen(f, lector)), total };
}

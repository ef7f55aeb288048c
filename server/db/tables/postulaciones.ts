// Postulaciones (issue 10): calls, categories, nominations with their documents and history, drafts,
// jurados and their scores. Criteria and requested documents live inside the category (jsonb): they are
// always read and written with it, and scores refer to a criterion by its stable `id`.
import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { ACCENTED, PLAIN } from '../../lib/search';
import { archivos, egresados, programas, usuarios } from '../schema';
import { rondas } from './rondas';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export interface CriterioGuardado {
  id: string;
  nombre: string;
  descripcion: string;
  peso: number;
}

export interface DocumentoSolicitado {
  clave: string;
  nombre: string;
  requerido: boolean;
  tipos: ('pdf' | 'jpg' | 'png')[];
  maxMb: number;
}

/** A call. `folio_siguiente` is the per-call folio counter, taken under the row lock by each submission. */
export const convocatorias = pgTable(
  'convocatorias',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 160 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    /** Folio prefix: PUM → PUM-2027-000123. */
    prefijo: varchar('prefijo', { length: 10 }).notNull(),
    anio: smallint('anio').notNull(),
    apertura: timestamp('apertura', { withTimezone: true }).notNull(),
    cierre: timestamp('cierre', { withTimezone: true }).notNull(),
    publicacionResultados: timestamp('publicacion_resultados', { withTimezone: true }).notNull(),
    /** borrador → abierta → cerrada → en_evaluacion → resultados_publicados. */
    estado: varchar('estado', { length: 30 }).notNull().default('borrador'),
    basesArchivoId: uuid('bases_archivo_id').references(() => archivos.id, { onDelete: 'set null' }),
    folioSiguiente: integer('folio_siguiente').notNull().default(1),
    /** Ranking with each jurado's scores as z-scores (Evalato's normalisation). */
    normalizar: boolean('normalizar').notNull().default(false),
    resultadosPublicadosEn: timestamp('resultados_publicados_en', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('convocatorias_estado_idx').on(t.estado, t.apertura), uniqueIndex('convocatorias_prefijo_anio_unique').on(t.prefijo, t.anio)],
);

export const categorias = pgTable(
  'categorias',
  {
    id: serial('id').primaryKey(),
    convocatoriaId: integer('convocatoria_id').notNull().references(() => convocatorias.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 160 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    requisitos: text('requisitos').notNull().default(''),
    elegibles: jsonb('elegibles').$type<string[]>().notNull().default([]),
    aniosMinimosEgreso: smallint('anios_minimos_egreso'),
    criterios: jsonb('criterios').$type<CriterioGuardado[]>().notNull().default([]),
    escalaMin: smallint('escala_min').notNull().default(1),
    escalaMax: smallint('escala_max').notNull().default(10),
    ciega: boolean('ciega').notNull().default(false),
    documentos: jsonb('documentos').$type<DocumentoSolicitado[]>().notNull().default([]),
    requiereAceptacion: boolean('requiere_aceptacion').notNull().default(false),
    /** What nominators read once results are out: ninguna, comentarios, comentarios_y_puntajes. */
    retroalimentacion: varchar('retroalimentacion', { length: 30 }).notNull().default('ninguna'),
    activa: boolean('activa').notNull().default(true),
    orden: integer('orden').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categorias_nombre_unique').on(t.convocatoriaId, sql`lower(${t.nombre})`),
    index('categorias_convocatoria_idx').on(t.convocatoriaId),
  ],
);

/**
 * A nomination. `correo` is stored lower case, so the unique (categoria, correo) is the duplicate rule: one
 * nomination per nominee per category (a category belongs to one call).
 */
export const postulaciones = pgTable(
  'postulaciones',
  {
    id: serial('id').primaryKey(),
    convocatoriaId: integer('convocatoria_id').notNull().references(() => convocatorias.id, { onDelete: 'restrict' }),
    categoriaId: integer('categoria_id').notNull().references(() => categorias.id, { onDelete: 'restrict' }),
    folio: varchar('folio', { length: 30 }).notNull(),
    /** recibida → en_revision → elegible | no_elegible → en_evaluacion → finalista → ganadora | no_seleccionada. */
    estado: varchar('estado', { length: 20 }).notNull().default('recibida'),
    motivo: text('motivo'),
    nombre: varchar('nombre', { length: 160 }).notNull(),
    correo: varchar('correo', { length: 254 }).notNull(),
    telefono: varchar('telefono', { length: 20 }).notNull(),
    /** egresado, estudiante, academico, externo. */
    vinculo: varchar('vinculo', { length: 20 }).notNull(),
    matricula: varchar('matricula', { length: 30 }),
    curp: varchar('curp', { length: 18 }),
    programaId: integer('programa_id').references(() => programas.id, { onDelete: 'set null' }),
    anio: smallint('anio'),
    enlaces: jsonb('enlaces').$type<string[]>().notNull().default([]),
    /** Linked by matrícula, CURP or correo to a graduate record; for staff only. */
    egresadoId: integer('egresado_id').references(() => egresados.id, { onDelete: 'set null' }),
    nominadorTipo: varchar('nominador_tipo', { length: 10 }).notNull(),
    nominadorNombre: varchar('nominador_nombre', { length: 160 }).notNull(),
    nominadorCorreo: varchar('nominador_correo', { length: 254 }).notNull(),
    nominadorRelacion: varchar('nominador_relacion', { length: 120 }),
    semblanza: text('semblanza').notNull(),
    motivos: text('motivos').notNull().default(''),
    /** no_requerida (self-nomination), pendiente, aceptada, rechazada. */
    aceptacion: varchar('aceptacion', { length: 20 }).notNull().default('no_requerida'),
    aceptacionEn: timestamp('aceptacion_en', { withTimezone: true }),
    /** Times the nominee changed an answer already given; capped so a link cannot flip it for ever. */
    aceptacionCambios: smallint('aceptacion_cambios').notNull().default(0),
    /** Folio re-sends asked from the public form in the window that began at `folioReenviosDesde`. */
    folioReenvios: smallint('folio_reenvios').notNull().default(0),
    folioReenviosDesde: timestamp('folio_reenvios_desde', { withTimezone: true }),
    avisoPrivacidadVersion: varchar('aviso_privacidad_version', { length: 20 }),
    avisoPrivacidadAceptadoEn: timestamp('aviso_privacidad_aceptado_en', { withTimezone: true }),
    /** publico (the form) or captura (staff, from paper). */
    origen: varchar('origen', { length: 10 }).notNull().default('publico'),
    capturadaPor: integer('capturada_por').references(() => usuarios.id, { onDelete: 'set null' }),
    fotoArchivoId: uuid('foto_archivo_id').references(() => archivos.id, { onDelete: 'set null' }),
    /** Set when a winner's certificate is first issued; the public verification page looks it up. */
    constanciaFolio: varchar('constancia_folio', { length: 40 }),
    /** Set by an ARCO cancellation (bloqueo): hidden from staff lists and exports. */
    bloqueadoEn: timestamp('bloqueado_en', { withTimezone: true }),
    busqueda: text('busqueda').generatedAlwaysAs(
      sql.raw(`translate(lower(folio || ' ' || nombre || ' ' || nominador_nombre || ' ' || correo), '${ACCENTED}', '${PLAIN}')`),
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('postulaciones_folio_unique').on(t.folio),
    uniqueIndex('postulaciones_correo_categoria_unique').on(t.categoriaId, t.correo),
    uniqueIndex('postulaciones_constancia_unique').on(t.constanciaFolio),
    index('postulaciones_convocatoria_idx').on(t.convocatoriaId, t.estado),
    index('postulaciones_categoria_idx').on(t.categoriaId, t.estado),
    index('postulaciones_created_idx').on(t.createdAt),
  ],
);

export const postulacionDocumentos = pgTable(
  'postulacion_documentos',
  {
    postulacionId: integer('postulacion_id').notNull().references(() => postulaciones.id, { onDelete: 'cascade' }),
    clave: varchar('clave', { length: 40 }).notNull(),
    archivoId: uuid('archivo_id').notNull().references(() => archivos.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.postulacionId, t.clave] })],
);

/** Every change of a nomination's estado (and its acceptance), newest last. */
export const postulacionHistorial = pgTable(
  'postulacion_historial',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postulacionId: integer('postulacion_id').notNull().references(() => postulaciones.id, { onDelete: 'cascade' }),
    estadoAnterior: varchar('estado_anterior', { length: 20 }),
    estado: varchar('estado', { length: 20 }).notNull(),
    motivo: text('motivo'),
    mensaje: text('mensaje'),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    usuarioEmail: varchar('usuario_email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('postulacion_historial_postulacion_idx').on(t.postulacionId, t.id)],
);

/** A saved, unfinished public nomination (no files); reached again through a signed emailed link. */
export const postulacionBorradores = pgTable(
  'postulacion_borradores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    convocatoriaId: integer('convocatoria_id').notNull().references(() => convocatorias.id, { onDelete: 'cascade' }),
    correo: varchar('correo', { length: 254 }).notNull(),
    datos: jsonb('datos').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [index('postulacion_borradores_convocatoria_idx').on(t.convocatoriaId)],
);

/**
 * One jurado on one nomination in one round: the assignment and its score, vote or place. estado: pendiente →
 * borrador → enviada; recusada when the jurado declared a conflict of interest (kept, so they are never assigned it
 * again, and it is re-assigned); abstenida when they abstained (kept, excluded from the mean, not re-assigned).
 */
export const evaluaciones = pgTable(
  'evaluaciones',
  {
    id: serial('id').primaryKey(),
    postulacionId: integer('postulacion_id').notNull().references(() => postulaciones.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    rondaId: integer('ronda_id').notNull().references(() => rondas.id, { onDelete: 'cascade' }),
    /** categoria, aleatoria, manual, reasignacion. */
    origen: varchar('origen', { length: 20 }).notNull().default('manual'),
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    /** criterio id → score on the category's scale. */
    puntajes: jsonb('puntajes').$type<Record<string, number>>().notNull().default({}),
    comentario: text('comentario').notNull().default(''),
    /** Weighted score (Σ peso × puntaje / 100), on the category's scale; null until complete. */
    puntaje: doublePrecision('puntaje'),
    conflictoMotivo: text('conflicto_motivo'),
    /** si_no rounds: si or no. */
    voto: varchar('voto', { length: 2 }),
    /** ranking rounds: the jurado's place for the nomination, 1 = best. */
    posicion: smallint('posicion'),
    abstencionMotivo: text('abstencion_motivo'),
    /** Staff's written reason for assigning by hand a pair flagged as a conflict of interest. */
    motivoConflictoAsignacion: text('motivo_conflicto_asignacion'),
    enviadaEn: timestamp('enviada_en', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('evaluaciones_ronda_postulacion_usuario_unique').on(t.rondaId, t.postulacionId, t.usuarioId),
    index('evaluaciones_ronda_idx').on(t.rondaId, t.estado),
    index('evaluaciones_usuario_idx').on(t.usuarioId, t.estado),
  ],
);

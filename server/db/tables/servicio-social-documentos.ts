// Servicio social (issue 12): the documents of a service written in the browser (with every submitted version and
// every review), the office's templates and questionnaires, the hour log, the evaluations and the reminders sent.
// The flow of each document type (who writes it, who approves it) lives in shared/servicio-social/documentos.ts.
import { sql } from 'drizzle-orm';
import {
  date, doublePrecision, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { archivos, usuarios } from '../schema';
import { ssEstudiantes, ssPrestaciones } from './servicio-social';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A signature block line printed on the PDF: who approved, in which role, when. */
export interface FirmaDocumento {
  etapa: string;
  nombre: string;
  cargo: string;
  fecha: string;
}

/**
 * One document of a student. `prestacionId` is null only for a carta de situación requested before serving.
 * `contenido` is the current text (sanitised HTML): the draft while it is editable, the approved text once locked.
 * `revision` rises on every autosave so that two tabs cannot overwrite each other silently.
 * `version` counts the rounds sent for review; each round's text is kept in ss_documento_versiones.
 * While `estado` is `enviado`, `etapa` says whose turn it is (institucion, then oficina for the reports).
 */
export const ssDocumentos = pgTable(
  'ss_documentos',
  {
    id: serial('id').primaryKey(),
    estudianteId: integer('estudiante_id').notNull().references(() => ssEstudiantes.id, { onDelete: 'cascade' }),
    prestacionId: integer('prestacion_id').references(() => ssPrestaciones.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    /** First day of the month an informe mensual covers (null for every other type). */
    periodoMes: date('periodo_mes', { mode: 'string' }),
    estado: varchar('estado', { length: 20 }).notNull().default('borrador'),
    etapa: varchar('etapa', { length: 20 }),
    contenido: text('contenido').notNull().default(''),
    palabras: integer('palabras').notNull().default(0),
    revision: integer('revision').notNull().default(0),
    version: integer('version').notNull().default(0),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
    /** When the reviewer whose turn it is first opened the round sent; while null its author may withdraw it. */
    revisionAbiertaEn: timestamp('revision_abierta_en', { withTimezone: true }),
    aprobadoEn: timestamp('aprobado_en', { withTimezone: true }),
    /** Set once, when the approved document becomes a PDF: public folio, SHA-256 of the PDF, the stored file. */
    folio: varchar('folio', { length: 40 }),
    hashSha256: varchar('hash_sha256', { length: 64 }),
    pdfArchivoId: uuid('pdf_archivo_id').references(() => archivos.id, { onDelete: 'set null' }),
    firmas: jsonb('firmas').$type<FirmaDocumento[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ss_documentos_folio_unique').on(t.folio),
    // One letter of each kind per service; one monthly report per month.
    uniqueIndex('ss_documentos_unico_unique')
      .on(t.prestacionId, t.tipo)
      .where(sql`prestacion_id is not null and tipo in ('presentacion', 'aceptacion', 'compromiso', 'informe_final', 'constancia', 'liberacion')`),
    uniqueIndex('ss_documentos_mes_unique').on(t.prestacionId, t.periodoMes).where(sql`tipo = 'informe_mensual'`),
    index('ss_documentos_estudiante_idx').on(t.estudianteId, t.tipo),
    index('ss_documentos_prestacion_idx').on(t.prestacionId, t.tipo),
    // The staff and institution review queues: what waits, oldest first.
    index('ss_documentos_cola_idx').on(t.estado, t.etapa, t.enviadoEn),
    // The staff report's overdue monthly reports: the reports sent, counted per service from the index alone.
    index('ss_documentos_informes_enviados_idx').on(t.prestacionId).where(sql`tipo = 'informe_mensual' and estado <> 'borrador'`),
  ],
);

/** The text of each round sent for review, so a reviewer sees what changed since the last one. */
export const ssDocumentoVersiones = pgTable(
  'ss_documento_versiones',
  {
    id: serial('id').primaryKey(),
    documentoId: integer('documento_id').notNull().references(() => ssDocumentos.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    contenido: text('contenido').notNull(),
    enviadoPor: integer('enviado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ss_documento_versiones_unique').on(t.documentoId, t.version)],
);

/** Each decision on a round: approved or returned with comments, by whom, through which channel. */
export const ssDocumentoRevisiones = pgTable(
  'ss_documento_revisiones',
  {
    id: serial('id').primaryKey(),
    documentoId: integer('documento_id').notNull().references(() => ssDocumentos.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    etapa: varchar('etapa', { length: 20 }).notNull(),
    decision: varchar('decision', { length: 20 }).notNull(),
    comentarios: text('comentarios').notNull().default(''),
    revisorId: integer('revisor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** Kept as well as the id: a supervisor approving from the emailed link has no account. */
    revisorNombre: varchar('revisor_nombre', { length: 160 }).notNull(),
    /** portal | correo | oficina */
    via: varchar('via', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How long this stage took to decide, in seconds: from the round reaching it (the version sent, or the previous
     * decision on the same round) to this decision. Written by the trigger ss_documento_revisiones_espera (migration
     * 0010) from the stored dates, whoever writes the review; summed per service on ss_prestaciones for the report.
     */
    esperaSegundos: doublePrecision('espera_segundos'),
  },
  (t) => [index('ss_documento_revisiones_documento_idx').on(t.documentoId, t.version)],
);

/** The office's template of one document type: letterhead, body with merge fields, signatures block. */
export const ssPlantillasDocumento = pgTable('ss_plantillas_documento', {
  tipo: varchar('tipo', { length: 30 }).primaryKey(),
  titulo: varchar('titulo', { length: 200 }).notNull(),
  encabezado: text('encabezado').notNull().default(''),
  cuerpo: text('cuerpo').notNull().default(''),
  pie: text('pie').notNull().default(''),
  /** Word limit of the student's text (null: none). */
  limitePalabras: integer('limite_palabras'),
  logoArchivoId: uuid('logo_archivo_id').references(() => archivos.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => usuarios.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One entry of the hour log. registrada → en_revision (its monthly report was sent) → aprobada. */
export const ssHoras = pgTable(
  'ss_horas',
  {
    id: serial('id').primaryKey(),
    prestacionId: integer('prestacion_id').notNull().references(() => ssPrestaciones.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    horas: numeric('horas', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    actividades: text('actividades').notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('registrada'),
    informeId: integer('informe_id').references(() => ssDocumentos.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ss_horas_dia_unique').on(t.prestacionId, t.fecha),
    index('ss_horas_informe_idx').on(t.informeId),
  ],
);

export interface EscalaCuestionario {
  valor: number;
  etiqueta: string;
}
export interface CriterioCuestionario {
  clave: string;
  texto: string;
}

/** The office's questionnaires: `autoevaluacion` (the student) and `supervisor` (the institution). */
export const ssCuestionarios = pgTable('ss_cuestionarios', {
  tipo: varchar('tipo', { length: 20 }).primaryKey(),
  titulo: varchar('titulo', { length: 200 }).notNull(),
  instrucciones: text('instrucciones').notNull().default(''),
  escala: jsonb('escala').$type<EscalaCuestionario[]>().notNull(),
  criterios: jsonb('criterios').$type<CriterioCuestionario[]>().notNull(),
  updatedBy: integer('updated_by').references(() => usuarios.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One evaluation of a service, answered against the questionnaire as it was then (copied in `cuestionario`). */
export const ssEvaluaciones = pgTable(
  'ss_evaluaciones',
  {
    id: serial('id').primaryKey(),
    prestacionId: integer('prestacion_id').notNull().references(() => ssPrestaciones.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    cuestionario: jsonb('cuestionario').$type<{ escala: EscalaCuestionario[]; criterios: CriterioCuestionario[] }>().notNull(),
    respuestas: jsonb('respuestas').$type<Record<string, number>>().notNull().default({}),
    comentarios: text('comentarios').notNull().default(''),
    /** borrador | enviada */
    estado: varchar('estado', { length: 20 }).notNull().default('borrador'),
    promedio: numeric('promedio', { precision: 4, scale: 2, mode: 'number' }),
    evaluadorId: integer('evaluador_id').references(() => usuarios.id, { onDelete: 'set null' }),
    evaluadorNombre: varchar('evaluador_nombre', { length: 160 }),
    enviadaEn: timestamp('enviada_en', { withTimezone: true }),
    reabiertaEn: timestamp('reabierta_en', { withTimezone: true }),
    /** Why staff reopened it (shown to whoever answers it again). */
    motivoReapertura: text('motivo_reapertura'),
    ...timestamps,
  },
  (t) => [uniqueIndex('ss_evaluaciones_unique').on(t.prestacionId, t.tipo)],
);

/** Reminders already sent, so the daily job never sends one twice (clave e.g. `informe_vencido:2027-03`). */
export const ssRecordatorios = pgTable(
  'ss_recordatorios',
  {
    id: serial('id').primaryKey(),
    prestacionId: integer('prestacion_id').notNull().references(() => ssPrestaciones.id, { onDelete: 'cascade' }),
    clave: varchar('clave', { length: 80 }).notNull(),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ss_recordatorios_unique').on(t.prestacionId, t.clave)],
);

// Judging in rounds (issue 33). A category has ordered rounds; each has its own mode, criteria, dates and pool of
// jurados. Every category has at least ronda 1: today's single pass became ronda 1 by migration (0025_rondas_datos).
// A round's assignments are rows of `evaluaciones` carrying its `ronda_id`; a vote (si_no), a place (ranking) and
// an abstention are columns there, so one assignment stays one row whatever the mode.
import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { archivos, usuarios } from '../schema';
import { categorias, postulaciones, type CriterioGuardado, type DocumentoSolicitado } from './postulaciones';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const rondas = pgTable(
  'rondas',
  {
    id: serial('id').primaryKey(),
    categoriaId: integer('categoria_id').notNull().references(() => categorias.id, { onDelete: 'cascade' }),
    numero: smallint('numero').notNull(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    /** puntaje, si_no, ranking. */
    modo: varchar('modo', { length: 10 }).notNull().default('puntaje'),
    /** Weighted criteria (puntaje only); ronda 1 mirrors the category's own criteria. */
    criterios: jsonb('criterios').$type<CriterioGuardado[]>().notNull().default([]),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    fin: timestamp('fin', { withTimezone: true }).notNull(),
    /** abierta until staff promote its shortlist (cerrada); past `fin` it reads as cerrada too. */
    estado: varchar('estado', { length: 10 }).notNull().default('abierta'),
    /** More documents asked of this round's finalists; only this round's jurados read them. */
    documentosAdicionales: jsonb('documentos_adicionales').$type<DocumentoSolicitado[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('rondas_categoria_numero_unique').on(t.categoriaId, t.numero)],
);

/** A round's pool of jurados (ronda 1's is what the category's endpoints edit). */
export const rondaJurados = pgTable(
  'ronda_jurados',
  {
    rondaId: integer('ronda_id').notNull().references(() => rondas.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rondaId, t.usuarioId] }), index('ronda_jurados_usuario_idx').on(t.usuarioId)],
);

/** The nominations promoted into a round after ronda 1 (its finalists). Ronda 1 takes every eligible one. */
export const rondaPostulaciones = pgTable(
  'ronda_postulaciones',
  {
    rondaId: integer('ronda_id').notNull().references(() => rondas.id, { onDelete: 'cascade' }),
    postulacionId: integer('postulacion_id').notNull().references(() => postulaciones.id, { onDelete: 'cascade' }),
    promovidaPor: integer('promovida_por').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rondaId, t.postulacionId] }), index('ronda_postulaciones_postulacion_idx').on(t.postulacionId)],
);

/** A reminder sent to a jurado about a round: at most one a day each (the unique key), automatic or by staff. */
export const rondaRecordatorios = pgTable(
  'ronda_recordatorios',
  {
    rondaId: integer('ronda_id').notNull().references(() => rondas.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    /** The day in Mexico City, yyyy-mm-dd. */
    dia: varchar('dia', { length: 10 }).notNull(),
    /** ochenta, dos_dias, manual. */
    motivo: varchar('motivo', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rondaId, t.usuarioId, t.dia] })],
);

/**
 * The more documents a round asked of its finalists, as the nominator sent them: tied to the round, so only that
 * round's jurados (and staff) read them. A new file for the same document replaces the previous one.
 */
export const rondaDocumentos = pgTable(
  'ronda_documentos',
  {
    rondaId: integer('ronda_id').notNull().references(() => rondas.id, { onDelete: 'cascade' }),
    postulacionId: integer('postulacion_id').notNull().references(() => postulaciones.id, { onDelete: 'cascade' }),
    clave: varchar('clave', { length: 40 }).notNull(),
    archivoId: uuid('archivo_id').notNull().references(() => archivos.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rondaId, t.postulacionId, t.clave] }), index('ronda_documentos_postulacion_idx').on(t.postulacionId)],
);

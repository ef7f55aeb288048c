// ARCO requests (issue 25): the request, its dated steps, the institution's own closures for the working-day clock,
// and the people whose data is blocked after a cancellation.
import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { archivos, egresados, usuarios } from '../schema';

export const arcoSolicitudes = pgTable(
  'arco_solicitudes',
  {
    id: serial('id').primaryKey(),
    folio: varchar('folio', { length: 20 }).notNull(),
    /** acceso, rectificacion, cancelacion, oposicion. */
    derecho: varchar('derecho', { length: 20 }).notNull(),
    /** egresados, postulaciones, servicio-social, seguimiento. */
    area: varchar('area', { length: 20 }).notNull(),
    datos: text('datos').notNull(),
    /** Before issue 34, an oposición's single purpose (envios_masivos, encuestas, todas); kept as it was filed. */
    finalidad: varchar('finalidad', { length: 20 }),
    /** An oposición's purposes (PROPOSITOS_OPOSICION in shared/arco/oposicion.ts). */
    propositos: text('propositos').array(),
    /** An oposición that withdraws an earlier one for these purposes: the person wants those mailings again. */
    retiraOposicion: boolean('retira_oposicion').notNull().default(false),
    /** correo or plataforma (read in their portal). */
    medio: varchar('medio', { length: 20 }).notNull(),
    nombre: varchar('nombre', { length: 160 }).notNull(),
    correo: varchar('correo', { length: 254 }).notNull(),
    curp: varchar('curp', { length: 18 }),
    representante: varchar('representante', { length: 160 }),
    documentoId: uuid('documento_id').references(() => archivos.id, { onDelete: 'set null' }),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** en_linea (the public form), or how a written request reached the office: ventanilla, correo_postal, correo_electronico. */
    via: varchar('via', { length: 20 }).notNull().default('en_linea'),
    /** A written request: the staff member who typed it in, and how they checked the person's identity (no document). */
    registradaPorId: integer('registrada_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    identidad: varchar('identidad', { length: 500 }),
    /** recibida, prevenida, en_tramite, resuelta, efectiva, cerrada, no_presentada. */
    estado: varchar('estado', { length: 20 }).notNull().default('recibida'),
    /** The dated facts of the clock (días in Mexico City); the steps table keeps each one's history. */
    recibida: date('recibida', { mode: 'string' }).notNull(),
    prevenidaEn: date('prevenida_en', { mode: 'string' }),
    prevencionRespondidaEn: date('prevencion_respondida_en', { mode: 'string' }),
    ampliadaEn: date('ampliada_en', { mode: 'string' }),
    decididaEn: date('decidida_en', { mode: 'string' }),
    procedente: boolean('procedente'),
    efectivaEn: date('efectiva_en', { mode: 'string' }),
    cerradaEn: date('cerrada_en', { mode: 'string' }),
    /** The record staff matched the request to (rectificación opens it). */
    egresadoId: integer('egresado_id').references(() => egresados.id, { onDelete: 'set null' }),
    /** The last reminder sent (5, then 2 días hábiles left) for the deadline now running. */
    recordatorio: smallint('recordatorio'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('arco_solicitudes_folio_unique').on(t.folio),
    index('arco_solicitudes_estado_idx').on(t.estado),
    index('arco_solicitudes_correo_idx').on(t.correo),
  ],
);

/** Every step, dated: prevencion, respuesta_prevencion, ampliacion, decision, efectiva, cierre. */
export const arcoPasos = pgTable(
  'arco_pasos',
  {
    id: serial('id').primaryKey(),
    solicitudId: integer('solicitud_id').notNull().references(() => arcoSolicitudes.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    texto: text('texto').notNull().default(''),
    detalle: jsonb('detalle').$type<Record<string, unknown>>(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('arco_pasos_solicitud_idx').on(t.solicitudId)],
);

/** The institution's own closures (días inhábiles propios): the clock skips them as it skips LFT rest days. */
export const arcoCierres = pgTable('arco_cierres', {
  id: serial('id').primaryKey(),
  dia: date('dia', { mode: 'string' }).notNull().unique('arco_cierres_dia_unique'),
  motivo: varchar('motivo', { length: 160 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * People whose data is blocked after a cancellation: the lists, exports, searches, campaigns and waves leave
 * their records out (each record also carries `bloqueado_en`), until retention deletes them.
 */
export const arcoBloqueos = pgTable(
  'arco_bloqueos',
  {
    id: serial('id').primaryKey(),
    solicitudId: integer('solicitud_id').references(() => arcoSolicitudes.id, { onDelete: 'set null' }),
    area: varchar('area', { length: 20 }).notNull(),
    correo: varchar('correo', { length: 254 }).notNull(),
    curp: varchar('curp', { length: 18 }),
    bloqueadoEn: timestamp('bloqueado_en', { withTimezone: true }).notNull().defaultNow(),
    eliminadoEn: timestamp('eliminado_en', { withTimezone: true }),
  },
  (t) => [index('arco_bloqueos_correo_idx').on(t.correo)],
);

/**
 * Oppositions made effective through ARCO, one row per address and purpose (`todos` stops every purpose). Each
 * sending path asks for its own purpose (server/arco/oposiciones.ts). Unlike an ordinary unsubscribe
 * (bajas_correo), a re-subscribe link never lifts these: only an ARCO resolution writes or removes them.
 */
export const arcoOposiciones = pgTable(
  'arco_oposiciones',
  {
    id: serial('id').primaryKey(),
    solicitudId: integer('solicitud_id').references(() => arcoSolicitudes.id, { onDelete: 'set null' }),
    correo: varchar('correo', { length: 254 }).notNull(),
    proposito: varchar('proposito', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('arco_oposiciones_correo_proposito_unique').on(t.correo, t.proposito)],
);

// Seguimiento de egresados (issue 22): questionnaires (versioned), waves, one invitation per person and wave
// (its answers with it), and the indicators' targets.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar, text } from 'drizzle-orm/pg-core';
import type { Poblacion, Respuestas, Seccion } from '../../../shared/schemas/seguimiento';
import { campanas, egresados, usuarios } from '../schema';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * One version of a questionnaire. `grupo` is the first version's id; editing a version that has answers inserts
 * the next one (vigente) and leaves the answered one as it was.
 */
export const segCuestionarios = pgTable(
  'seg_cuestionarios',
  {
    id: serial('id').primaryKey(),
    grupo: integer('grupo'),
    version: smallint('version').notNull().default(1),
    nombre: varchar('nombre', { length: 160 }).notNull(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    descripcion: text('descripcion'),
    secciones: jsonb('secciones').$type<Seccion[]>().notNull(),
    vigente: boolean('vigente').notNull().default(true),
    /** The seeded ones: 'tecnm-egresados', 'empleadores' (seeded once, then the office's to edit). */
    semilla: varchar('semilla', { length: 40 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('seg_cuestionarios_version_unique').on(t.grupo, t.version),
    uniqueIndex('seg_cuestionarios_semilla_unique').on(t.semilla),
    index('seg_cuestionarios_tipo_idx').on(t.tipo, t.vigente),
  ],
);

/** A wave: a questionnaire sent to a population, open between apertura and cierre. */
export const segAplicaciones = pgTable(
  'seg_aplicaciones',
  {
    id: serial('id').primaryKey(),
    cuestionarioId: integer('cuestionario_id').notNull().references(() => segCuestionarios.id, { onDelete: 'restrict' }),
    nombre: varchar('nombre', { length: 160 }).notNull(),
    filtro: jsonb('filtro').$type<Poblacion>().notNull().default({}),
    poblacion: integer('poblacion').notNull().default(0),
    apertura: timestamp('apertura', { withTimezone: true }).notNull(),
    cierre: timestamp('cierre', { withTimezone: true }).notNull(),
    recordatorioCadaDias: smallint('recordatorio_cada_dias').notNull().default(7),
    recordatorioMaximo: smallint('recordatorio_maximo').notNull().default(2),
    recordatoriosEnviados: smallint('recordatorios_enviados').notNull().default(0),
    ultimoEnvioEn: timestamp('ultimo_envio_en', { withTimezone: true }),
    /** Relative waves: graduates are invited this many months after their fecha de egreso, by the daily job. */
    mesesDesdeEgreso: smallint('meses_desde_egreso'),
    enviadaEn: timestamp('enviada_en', { withTimezone: true }),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('seg_aplicaciones_cuestionario_idx').on(t.cuestionarioId)],
);

/**
 * A person invited to a wave: a graduate, or an employer about a graduate. The token in their link names this row;
 * the answers live here (draft until enviadaEn), with the questionnaire version they answered.
 */
export const segInvitaciones = pgTable(
  'seg_invitaciones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    aplicacionId: integer('aplicacion_id').notNull().references(() => segAplicaciones.id, { onDelete: 'cascade' }),
    egresadoId: integer('egresado_id').references(() => egresados.id, { onDelete: 'cascade' }),
    /** egresado or empleador. */
    tipo: varchar('tipo', { length: 20 }).notNull().default('egresado'),
    cuestionarioId: integer('cuestionario_id').notNull().references(() => segCuestionarios.id, { onDelete: 'restrict' }),
    correo: varchar('correo', { length: 254 }),
    /** The graduate's program and generación, copied: rates per program stay what they were at invitation. */
    programaId: integer('programa_id'),
    generacion: smallint('generacion'),
    respuestas: jsonb('respuestas').$type<Respuestas>(),
    enviadaEn: timestamp('enviada_en', { withTimezone: true }),
    /** en_linea or telefonica (staff captured the answers). */
    captura: varchar('captura', { length: 20 }).notNull().default('en_linea'),
    invitadaEn: timestamp('invitada_en', { withTimezone: true }),
    recordatorios: smallint('recordatorios').notNull().default(0),
    avisoVersion: varchar('aviso_version', { length: 20 }),
    avisoAceptadoEn: timestamp('aviso_aceptado_en', { withTimezone: true }),
    campanaId: integer('campana_id').references(() => campanas.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('seg_invitaciones_persona_unique').on(t.aplicacionId, t.tipo, t.egresadoId),
    index('seg_invitaciones_aplicacion_idx').on(t.aplicacionId, t.tipo, t.programaId, t.generacion),
    // The indicators read only sent answers: a third of a wave's rows, found without a scan of the whole table (a
    // parallel scan of it took 4× longer on two cores than this index's bitmap scan).
    index('seg_invitaciones_respondidas_idx').on(t.aplicacionId, t.tipo, t.programaId, t.generacion).where(sql`enviada_en IS NOT NULL`),
    index('seg_invitaciones_egresado_idx').on(t.egresadoId),
    index('seg_invitaciones_cuestionario_idx').on(t.cuestionarioId).where(sql`respuestas IS NOT NULL`),
  ],
);

/** The target of each indicator (editable by staff); a missing row means the built-in default. */
export const segMetas = pgTable('seg_metas', {
  clave: varchar('clave', { length: 60 }).primaryKey(),
  meta: doublePrecision('meta').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

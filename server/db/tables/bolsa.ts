// Bolsa de trabajo (issue 32): employers, their offers, the applications to them, job alerts, the graduate's CV
// and the minimum wage the offers are held to. Employment entries land on the graduate record (egresado_empleos).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Jornada, Modalidad } from '../../../shared/bolsa/valores';
import { ACCENTED, PLAIN } from '../../lib/search';
import { archivos, egresados, programas, usuarios } from '../schema';
import { ssEstudiantes, ssInstituciones } from './servicio-social';
import { tsvector } from './tipos';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The minimum wage offers are held to (one row, id 1, editable by staff). Pre-loaded with what CONASAMI published
 * for 2026 (DOF, December 2025): $315.04 a day in the general zone, $440.87 in the northern border free zone.
 */
export const bolsaAjustes = pgTable('bolsa_ajustes', {
  id: smallint('id').primaryKey().default(1),
  anio: smallint('anio').notNull().default(2026),
  salarioMinimoDiario: numeric('salario_minimo_diario', { precision: 8, scale: 2, mode: 'number' }).notNull().default(315.04),
  salarioMinimoDiarioFrontera: numeric('salario_minimo_diario_frontera', { precision: 8, scale: 2, mode: 'number' }).notNull().default(440.87),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An employer: a company that registered for the bolsa, or an approved servicio social institution the office
 * enabled (institucionId set; its accounts are the institution's). pendiente → aprobado | rechazado.
 */
export const bolsaEmpleadores = pgTable(
  'bolsa_empleadores',
  {
    id: serial('id').primaryKey(),
    institucionId: integer('institucion_id').references(() => ssInstituciones.id, { onDelete: 'cascade' }),
    razonSocial: varchar('razon_social', { length: 200 }).notNull(),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    giro: varchar('giro', { length: 120 }).notNull(),
    entidad: varchar('entidad', { length: 2 }).notNull(),
    municipio: varchar('municipio', { length: 120 }).notNull(),
    contactoNombre: varchar('contacto_nombre', { length: 160 }).notNull(),
    contactoCorreo: varchar('contacto_correo', { length: 254 }).notNull(),
    contactoTelefono: varchar('contacto_telefono', { length: 10 }).notNull(),
    /** The contact's address is on a free-mail domain (gmail.com…): allowed, shown to staff as a warning. */
    correoGratuito: boolean('correo_gratuito').notNull().default(false),
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    motivo: text('motivo'),
    decididoEn: timestamp('decidido_en', { withTimezone: true }),
    decididoPor: integer('decidido_por').references(() => usuarios.id, { onDelete: 'set null' }),
    /** A servicio social institution publishes only once the office enables the bolsa for it. */
    habilitado: boolean('habilitado').notNull().default(true),
    /** Trusted: its offers publish at once and are reviewed afterwards. */
    confiable: boolean('confiable').notNull().default(false),
    avisoPrivacidadVersion: varchar('aviso_privacidad_version', { length: 20 }),
    avisoPrivacidadAceptadoEn: timestamp('aviso_privacidad_aceptado_en', { withTimezone: true }),
    compromisoNoDiscriminacionEn: timestamp('compromiso_no_discriminacion_en', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bolsa_empleadores_rfc_unique').on(t.rfc),
    uniqueIndex('bolsa_empleadores_institucion_unique').on(t.institucionId),
    index('bolsa_empleadores_estado_idx').on(t.estado),
  ],
);

/** The accounts of a registered company (an institution's accounts are in ss_institucion_usuarios). */
export const bolsaEmpleadorUsuarios = pgTable(
  'bolsa_empleador_usuarios',
  {
    usuarioId: integer('usuario_id').primaryKey().references(() => usuarios.id, { onDelete: 'cascade' }),
    empleadorId: integer('empleador_id').notNull().references(() => bolsaEmpleadores.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bolsa_empleador_usuarios_empleador_idx').on(t.empleadorId)],
);

/**
 * A job offer. en_revision → publicada | con_observaciones | rechazada; publicada → cerrada (by the employer, or
 * when `cierre` passes). `descripcion` is sanitised HTML; `descripcionTexto` its text, for search and JSON-LD.
 */
export const bolsaOfertas = pgTable(
  'bolsa_ofertas',
  {
    id: serial('id').primaryKey(),
    empleadorId: integer('empleador_id').notNull().references(() => bolsaEmpleadores.id, { onDelete: 'cascade' }),
    titulo: varchar('titulo', { length: 160 }).notNull(),
    descripcion: text('descripcion').notNull(),
    descripcionTexto: text('descripcion_texto').notNull(),
    programaIds: integer('programa_ids').array().notNull().default(sql`'{}'::integer[]`),
    modalidad: varchar('modalidad', { length: 20 }).$type<Modalidad>().notNull(),
    entidad: varchar('entidad', { length: 2 }).notNull(),
    municipio: varchar('municipio', { length: 120 }).notNull(),
    jornada: varchar('jornada', { length: 20 }).$type<Jornada>().notNull(),
    /** Monthly, in MXN; both null: «no publicado». */
    sueldoMin: integer('sueldo_min'),
    sueldoMax: integer('sueldo_max'),
    plazas: smallint('plazas').notNull().default(1),
    cierre: date('cierre', { mode: 'string' }).notNull(),
    postulacionExterna: varchar('postulacion_externa', { length: 500 }),
    estado: varchar('estado', { length: 20 }).notNull().default('en_revision'),
    motivo: text('motivo'),
    publicadaEn: timestamp('publicada_en', { withTimezone: true }),
    cerradaEn: timestamp('cerrada_en', { withTimezone: true }),
    cubierta: boolean('cubierta').notNull().default(false),
    /** Renewed once (by up to 60 days); a second renewal is refused. */
    renovada: boolean('renovada').notNull().default(false),
    /** A trusted employer's offer went out at once; staff still look at it afterwards. */
    revisionPosterior: boolean('revision_posterior').notNull().default(false),
    /** The employer was told the offer closed on its date (the expiry job writes it once). */
    avisoCierreEn: timestamp('aviso_cierre_en', { withTimezone: true }),
    /** The public search's words, folded (no accents, lower case): matched by prefix ('disen' finds «Diseñador»). */
    busquedaTsv: tsvector('busqueda_tsv').generatedAlwaysAs(
      sql.raw(`to_tsvector('simple', translate(lower(titulo || ' ' || descripcion_texto || ' ' || municipio), '${ACCENTED}', '${PLAIN}'))`),
    ),
    ...timestamps,
  },
  (t) => [
    index('bolsa_ofertas_empleador_idx').on(t.empleadorId, t.createdAt),
    // The public search: published offers by date, and by closing date.
    index('bolsa_ofertas_publicadas_idx').on(t.publicadaEn, t.id).where(sql`estado = 'publicada'`),
    index('bolsa_ofertas_cierre_idx').on(t.cierre, t.id).where(sql`estado = 'publicada'`),
    index('bolsa_ofertas_estado_idx').on(t.estado, t.createdAt),
    index('bolsa_ofertas_programas_idx').using('gin', t.programaIds),
    // Only what the public search can show: the index stays a third smaller, and its matches need no state filter.
    index('bolsa_ofertas_busqueda_tsv_idx').using('gin', t.busquedaTsv).where(sql`estado = 'publicada'`),
    // The placement indicators read every offer of a period by these columns alone: an index-only scan instead of the
    // whole table, whose rows carry the description three times (HTML, text, search).
    index('bolsa_ofertas_periodo_idx').on(t.publicadaEn, t.id, t.empleadorId, t.plazas, t.programaIds).where(sql`publicada_en is not null`),
  ],
);

/**
 * An application: one per person and offer. What the employer sees is copied here at the time of applying (name,
 * email, phone, message, CV, the platform's statement), never read from the person's record.
 * enviada → vista → en_proceso → contratada | no_seleccionada; retirada by the applicant.
 */
export const bolsaCandidaturas = pgTable(
  'bolsa_candidaturas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ofertaId: integer('oferta_id').notNull().references(() => bolsaOfertas.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    egresadoId: integer('egresado_id').references(() => egresados.id, { onDelete: 'set null' }),
    estudianteId: integer('estudiante_id').references(() => ssEstudiantes.id, { onDelete: 'set null' }),
    /** For the indicators: the program and generación the statement names. */
    programaId: integer('programa_id').references(() => programas.id, { onDelete: 'set null' }),
    generacion: smallint('generacion'),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    correo: varchar('correo', { length: 254 }).notNull(),
    telefono: varchar('telefono', { length: 10 }),
    mensaje: text('mensaje').notNull().default(''),
    declaracion: varchar('declaracion', { length: 300 }).notNull(),
    cvArchivoId: uuid('cv_archivo_id').references(() => archivos.id, { onDelete: 'set null' }),
    estado: varchar('estado', { length: 20 }).notNull().default('enviada'),
    /** The last change of estado: the 10 and 20 working-day clocks run from here. */
    estadoEn: timestamp('estado_en', { withTimezone: true }).notNull().defaultNow(),
    vistaEn: timestamp('vista_en', { withTimezone: true }),
    recordatorioEn: timestamp('recordatorio_en', { withTimezone: true }),
    consentimientoVersion: varchar('consentimiento_version', { length: 20 }).notNull(),
    consentimientoEn: timestamp('consentimiento_en', { withTimezone: true }).notNull(),
    /** An ARCO cancellation: the application leaves every employer's view. */
    ocultaEn: timestamp('oculta_en', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bolsa_candidaturas_unica').on(t.ofertaId, t.usuarioId),
    index('bolsa_candidaturas_oferta_idx').on(t.ofertaId, t.createdAt),
    index('bolsa_candidaturas_usuario_idx').on(t.usuarioId, t.createdAt),
    index('bolsa_candidaturas_abiertas_idx').on(t.estadoEn).where(sql`estado in ('enviada', 'vista', 'en_proceso')`),
    index('bolsa_candidaturas_programa_idx').on(t.programaId, t.generacion),
  ],
);

/** A graduate's CV for the bolsa (students use their servicio social CV). */
export const bolsaPerfiles = pgTable('bolsa_perfiles', {
  usuarioId: integer('usuario_id').primaryKey().references(() => usuarios.id, { onDelete: 'cascade' }),
  cvArchivoId: uuid('cv_archivo_id').references(() => archivos.id, { onDelete: 'set null' }),
  telefono: varchar('telefono', { length: 10 }),
  ...timestamps,
});

/** A job alert: new offers for these programs, modalities and entidades, in a weekly digest. */
export const bolsaAlertas = pgTable('bolsa_alertas', {
  usuarioId: integer('usuario_id').primaryKey().references(() => usuarios.id, { onDelete: 'cascade' }),
  programaIds: integer('programa_ids').array().notNull().default(sql`'{}'::integer[]`),
  modalidades: varchar('modalidades', { length: 20 }).array().notNull().default(sql`'{}'::varchar[]`),
  entidades: varchar('entidades', { length: 2 }).array().notNull().default(sql`'{}'::varchar[]`),
  activa: boolean('activa').notNull().default(true),
  /** The digest covers offers published after this. */
  ultimoEnvioEn: timestamp('ultimo_envio_en', { withTimezone: true }),
  ...timestamps,
});

/**
 * Where a graduate works, one entry per job and source: `bolsa_trabajo` (a hire through the bolsa) or `seguimiento`.
 * The latest also fills the record's empresa / puesto / situación laboral, which the reports already read.
 */
export const egresadoEmpleos = pgTable(
  'egresado_empleos',
  {
    id: serial('id').primaryKey(),
    egresadoId: integer('egresado_id').notNull().references(() => egresados.id, { onDelete: 'cascade' }),
    empleador: varchar('empleador', { length: 200 }).notNull(),
    puesto: varchar('puesto', { length: 160 }).notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    fuente: varchar('fuente', { length: 20 }).notNull(),
    candidaturaId: bigint('candidatura_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('egresado_empleos_egresado_idx').on(t.egresadoId), uniqueIndex('egresado_empleos_candidatura_unique').on(t.candidaturaId)],
);

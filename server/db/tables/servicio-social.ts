// Servicio social (issue 11): institutions, their programs and vacancies, students, applications and the
// services (prestaciones) they start. Issue 12 hangs documents, hours and evaluations off `ss_prestaciones`.
import { sql } from 'drizzle-orm';
import {
  boolean, date, doublePrecision, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { archivos, egresados, programas, usuarios } from '../schema';
import { tsvector } from './tipos';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The office's rules: one row (id 1), read by the info page and enforced by applications and issue 12's hours. */
export const ssAjustes = pgTable('ss_ajustes', {
  id: smallint('id').primaryKey().default(1),
  horasRequeridas: integer('horas_requeridas').notNull().default(480),
  porcentajeCreditos: smallint('porcentaje_creditos').notNull().default(70),
  duracionMinimaMeses: smallint('duracion_minima_meses').notNull().default(6),
  duracionMaximaMeses: smallint('duracion_maxima_meses').notNull().default(24),
  maxHorasDia: smallint('max_horas_dia').notNull().default(4),
  solicitudesAbiertas: smallint('solicitudes_abiertas').notNull().default(3),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A service period («2027-1») with its dates. */
export const ssPeriodos = pgTable(
  'ss_periodos',
  {
    id: serial('id').primaryKey(),
    clave: varchar('clave', { length: 20 }).notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    fin: date('fin', { mode: 'string' }).notNull(),
    /** Last day to register a program or apply in this period (optional). */
    inscripcionHasta: date('inscripcion_hasta', { mode: 'string' }),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('ss_periodos_clave_unique').on(t.clave)],
);

/** An institution (receptora). RFC upper case, unique. */
export const ssInstituciones = pgTable(
  'ss_instituciones',
  {
    id: serial('id').primaryKey(),
    razonSocial: varchar('razon_social', { length: 200 }).notNull(),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    sector: varchar('sector', { length: 30 }).notNull(),
    entidadFederativa: varchar('entidad_federativa', { length: 2 }).notNull(),
    municipio: varchar('municipio', { length: 120 }).notNull(),
    domicilio: varchar('domicilio', { length: 300 }).notNull(),
    sitioWeb: varchar('sitio_web', { length: 300 }),
    responsableNombre: varchar('responsable_nombre', { length: 160 }).notNull(),
    responsableCargo: varchar('responsable_cargo', { length: 120 }).notNull(),
    responsableCorreo: varchar('responsable_correo', { length: 254 }).notNull(),
    responsableTelefono: varchar('responsable_telefono', { length: 10 }).notNull(),
    /** pendiente → aprobada | rechazada; editing razón social or RFC puts it back to pendiente. */
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    motivoRechazo: text('motivo_rechazo'),
    validadaEn: timestamp('validada_en', { withTimezone: true }),
    validadaPor: integer('validada_por').references(() => usuarios.id, { onDelete: 'set null' }),
    avisoPrivacidadVersion: varchar('aviso_privacidad_version', { length: 20 }),
    avisoPrivacidadAceptadoEn: timestamp('aviso_privacidad_aceptado_en', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('ss_instituciones_rfc_unique').on(t.rfc), index('ss_instituciones_estado_idx').on(t.estado)],
);

/** The accounts of an institution: the responsable who registered it and the colleagues they invited. */
export const ssInstitucionUsuarios = pgTable(
  'ss_institucion_usuarios',
  {
    usuarioId: integer('usuario_id').primaryKey().references(() => usuarios.id, { onDelete: 'cascade' }),
    institucionId: integer('institucion_id').notNull().references(() => ssInstituciones.id, { onDelete: 'cascade' }),
    responsable: boolean('responsable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ss_institucion_usuarios_institucion_idx').on(t.institucionId)],
);

/** A student who may serve. matrícula and CURP upper case; links to the graduate record by matrícula later. */
export const ssEstudiantes = pgTable(
  'ss_estudiantes',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    matricula: varchar('matricula', { length: 30 }).notNull(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    apellidoPaterno: varchar('apellido_paterno', { length: 80 }).notNull(),
    apellidoMaterno: varchar('apellido_materno', { length: 80 }),
    curp: varchar('curp', { length: 18 }).notNull(),
    correo: varchar('correo', { length: 254 }).notNull(),
    telefono: varchar('telefono', { length: 10 }).notNull(),
    /** A few lines the student writes for institutions reviewing the application. */
    presentacion: text('presentacion').notNull().default(''),
    programaId: integer('programa_id').notNull().references(() => programas.id, { onDelete: 'restrict' }),
    semestre: smallint('semestre').notNull(),
    /** Percentage of credits (0–100) the student declared, or the school's figure once staff confirm it. */
    creditos: smallint('creditos').notNull(),
    /** null: not reviewed yet; true/false: staff decided (with a reason when false). */
    elegible: boolean('elegible'),
    elegibilidadMotivo: text('elegibilidad_motivo'),
    elegibilidadEn: timestamp('elegibilidad_en', { withTimezone: true }),
    cvArchivoId: uuid('cv_archivo_id').references(() => archivos.id, { onDelete: 'set null' }),
    fotoArchivoId: uuid('foto_archivo_id').references(() => archivos.id, { onDelete: 'set null' }),
    egresadoId: integer('egresado_id').references(() => egresados.id, { onDelete: 'set null' }),
    avisoPrivacidadVersion: varchar('aviso_privacidad_version', { length: 20 }),
    avisoPrivacidadAceptadoEn: timestamp('aviso_privacidad_aceptado_en', { withTimezone: true }),
    /** Set by an ARCO cancellation (bloqueo): hidden from staff lists and exports. */
    bloqueadoEn: timestamp('bloqueado_en', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ss_estudiantes_usuario_unique').on(t.usuarioId),
    uniqueIndex('ss_estudiantes_matricula_unique').on(t.matricula),
    uniqueIndex('ss_estudiantes_curp_unique').on(t.curp),
    index('ss_estudiantes_programa_idx').on(t.programaId),
  ],
);

/** A programa de servicio social of one institution: borrador → enviado → aprobado | con_observaciones | rechazado. */
export const ssProgramas = pgTable(
  'ss_programas',
  {
    id: serial('id').primaryKey(),
    institucionId: integer('institucion_id').notNull().references(() => ssInstituciones.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    objetivo: text('objetivo').notNull(),
    actividades: text('actividades').notNull(),
    /** Compatible careers: ids of the egresados catalog's `programas`. */
    carreras: integer('carreras').array().notNull().default(sql`'{}'::integer[]`),
    modalidad: varchar('modalidad', { length: 20 }).notNull(),
    lugar: varchar('lugar', { length: 300 }).notNull(),
    horario: varchar('horario', { length: 20 }).notNull(),
    periodo: varchar('periodo', { length: 20 }).notNull(),
    responsable: varchar('responsable', { length: 160 }).notNull(),
    /** Monthly support in pesos; 0 means none. */
    apoyoEconomico: integer('apoyo_economico').notNull().default(0),
    estado: varchar('estado', { length: 20 }).notNull().default('borrador'),
    observaciones: text('observaciones'),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
    revisadoEn: timestamp('revisado_en', { withTimezone: true }),
    revisadoPor: integer('revisado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('ss_programas_institucion_idx').on(t.institucionId, t.estado), index('ss_programas_estado_idx').on(t.estado)],
);

/**
 * A vacancy of an approved program. `ocupados` counts accepted students and is only ever raised by a
 * conditional UPDATE (ocupados < cupo), so two acceptances at the same moment cannot over-fill it.
 * `busqueda` is the folded text of the vacancy, its program and institution, kept by the service.
 */
export const ssVacantes = pgTable(
  'ss_vacantes',
  {
    id: serial('id').primaryKey(),
    programaId: integer('programa_id').notNull().references(() => ssProgramas.id, { onDelete: 'cascade' }),
    institucionId: integer('institucion_id').notNull().references(() => ssInstituciones.id, { onDelete: 'cascade' }),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    carreras: integer('carreras').array().notNull().default(sql`'{}'::integer[]`),
    cupo: integer('cupo').notNull(),
    ocupados: integer('ocupados').notNull().default(0),
    publicacionDesde: date('publicacion_desde', { mode: 'string' }).notNull(),
    publicacionHasta: date('publicacion_hasta', { mode: 'string' }).notNull(),
    horario: varchar('horario', { length: 20 }).notNull(),
    /** abierta | cerrada (the institution opens and closes it; a closed one takes no applications). */
    estado: varchar('estado', { length: 20 }).notNull().default('abierta'),
    busqueda: text('busqueda').notNull().default(''),
    busquedaTsv: tsvector('busqueda_tsv').generatedAlwaysAs(sql`to_tsvector('simple', busqueda)`),
    ...timestamps,
  },
  (t) => [
    index('ss_vacantes_programa_idx').on(t.programaId),
    index('ss_vacantes_institucion_idx').on(t.institucionId),
    index('ss_vacantes_abiertas_idx').on(t.estado, t.publicacionHasta),
    index('ss_vacantes_tsv_idx').using('gin', t.busquedaTsv),
    index('ss_vacantes_carreras_idx').using('gin', t.carreras),
  ],
);

/** A student's application: pendiente → aceptada | rechazada | retirada (by the student) | cancelada (another was accepted). */
export const ssSolicitudes = pgTable(
  'ss_solicitudes',
  {
    id: serial('id').primaryKey(),
    vacanteId: integer('vacante_id').notNull().references(() => ssVacantes.id, { onDelete: 'cascade' }),
    estudianteId: integer('estudiante_id').notNull().references(() => ssEstudiantes.id, { onDelete: 'cascade' }),
    motivacion: text('motivacion').notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    motivo: text('motivo'),
    resueltaEn: timestamp('resuelta_en', { withTimezone: true }),
    resueltaPor: integer('resuelta_por').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // One live application per student and vacancy; a withdrawn one may be sent again.
    uniqueIndex('ss_solicitudes_viva_unique').on(t.estudianteId, t.vacanteId).where(sql`estado in ('pendiente', 'aceptada')`),
    index('ss_solicitudes_vacante_idx').on(t.vacanteId, t.estado),
    index('ss_solicitudes_estudiante_idx').on(t.estudianteId, t.estado),
  ],
);

/**
 * A student's service, started when an institution accepts them. Issue 12 adds documents, hours and
 * evaluations pointing here, and moves `estado` on: en_curso → concluida → liberada, or baja.
 * The rules in force at the start (hours, duration) are copied so later settings changes do not move the goal.
 */
export const ssPrestaciones = pgTable(
  'ss_prestaciones',
  {
    id: serial('id').primaryKey(),
    estudianteId: integer('estudiante_id').notNull().references(() => ssEstudiantes.id, { onDelete: 'restrict' }),
    solicitudId: integer('solicitud_id').references(() => ssSolicitudes.id, { onDelete: 'set null' }),
    vacanteId: integer('vacante_id').notNull().references(() => ssVacantes.id, { onDelete: 'restrict' }),
    programaId: integer('programa_id').notNull().references(() => ssProgramas.id, { onDelete: 'restrict' }),
    institucionId: integer('institucion_id').notNull().references(() => ssInstituciones.id, { onDelete: 'restrict' }),
    periodo: varchar('periodo', { length: 20 }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('en_curso'),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFinEstimada: date('fecha_fin_estimada', { mode: 'string' }),
    fechaFin: date('fecha_fin', { mode: 'string' }),
    horasRequeridas: integer('horas_requeridas').notNull(),
    duracionMinimaMeses: smallint('duracion_minima_meses').notNull(),
    duracionMaximaMeses: smallint('duracion_maxima_meses').notNull(),
    maxHorasDia: smallint('max_horas_dia').notNull(),
    /** The institution's supervisor of this student (issue 12 sends them reports to approve). */
    supervisorNombre: varchar('supervisor_nombre', { length: 160 }),
    supervisorCorreo: varchar('supervisor_correo', { length: 254 }),
    motivoBaja: text('motivo_baja'),
    /** Running totals kept by the hour log (issue 12): every entry logged, and those a supervisor approved. */
    horasRegistradas: numeric('horas_registradas', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    horasAprobadas: numeric('horas_aprobadas', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    /**
     * The reviews of this service's documents and the sum of their waits (ss_documento_revisiones.espera_segundos)
     * per stage, recomputed by triggers (migration 0010) whenever a review is written: the staff report's average
     * turnaround is then read in the same pass as the counts, not over every review.
     */
    revisionesInstitucion: integer('revisiones_institucion').notNull().default(0),
    esperaInstitucionSegundos: doublePrecision('espera_institucion_segundos').notNull().default(0),
    revisionesOficina: integer('revisiones_oficina').notNull().default(0),
    esperaOficinaSegundos: doublePrecision('espera_oficina_segundos').notNull().default(0),
    liberadaEn: timestamp('liberada_en', { withTimezone: true }),
    bajaEn: timestamp('baja_en', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // A student serves once at a time.
    uniqueIndex('ss_prestaciones_en_curso_unique').on(t.estudianteId).where(sql`estado = 'en_curso'`),
    index('ss_prestaciones_institucion_idx').on(t.institucionId, t.estado),
    index('ss_prestaciones_estado_idx').on(t.estado, t.periodo),
  ],
);

/** A project staff feature on the public page, with its story (sanitised HTML) and photos (archivos, public). */
export const ssDestacados = pgTable(
  'ss_destacados',
  {
    id: serial('id').primaryKey(),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    historia: text('historia').notNull(),
    institucionId: integer('institucion_id').references(() => ssInstituciones.id, { onDelete: 'set null' }),
    programaId: integer('programa_id').references(() => ssProgramas.id, { onDelete: 'set null' }),
    prestacionId: integer('prestacion_id').references(() => ssPrestaciones.id, { onDelete: 'set null' }),
    fotos: jsonb('fotos').$type<string[]>().notNull().default([]),
    publicado: boolean('publicado').notNull().default(true),
    orden: integer('orden').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('ss_destacados_publicado_idx').on(t.publicado, t.orden)],
);

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, bigserial, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { ACCENTED, PLAIN } from '../lib/search';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 160 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    activo: boolean('activo').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Staff's optional «adscripción» (issue 33): a program, or a free-text area; a jurado of the nominee's program is a conflict. */
    adscripcionProgramaId: integer('adscripcion_programa_id').references((): AnyPgColumn => programas.id, { onDelete: 'set null' }),
    adscripcionArea: varchar('adscripcion_area', { length: 160 }),
    ...timestamps,
  },
  (t) => [uniqueIndex('usuarios_email_unique').on(sql`lower(${t.email})`)],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    area: varchar('area', { length: 40 }).notNull().default('plataforma'),
    activo: boolean('activo').notNull().default(true),
    sistema: boolean('sistema').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_nombre_unique').on(sql`lower(${t.nombre})`)],
);

export const permisos = pgTable(
  'permisos',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    area: varchar('area', { length: 40 }).notNull(),
    recurso: varchar('recurso', { length: 60 }).notNull(),
    accion: varchar('accion', { length: 40 }).notNull(),
    activo: boolean('activo').notNull().default(true),
    sistema: boolean('sistema').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('permisos_nombre_unique').on(t.nombre)],
);

export const usuarioRoles = pgTable(
  'usuario_roles',
  {
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    rolId: integer('rol_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.rolId] }), index('usuario_roles_rol_idx').on(t.rolId)],
);

export const rolPermisos = pgTable(
  'rol_permisos',
  {
    rolId: integer('rol_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permisoId: integer('permiso_id').notNull().references(() => permisos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.rolId, t.permisoId] }), index('rol_permisos_permiso_idx').on(t.permisoId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 400 }),
    /** How the session was opened: 'contrasena', 'institucional' (OpenID Connect) or 'enlace' (one-time sign-in link). */
    metodo: varchar('metodo', { length: 20 }).notNull().default('contrasena'),
    /**
     * A session opened by a sign-in link holds this one portal role and no permission, whatever else the account
     * holds (server/acceso-enlace): a link to an address never opens a staff session.
     */
    alcance: varchar('alcance', { length: 20 }),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.tokenHash), index('sessions_usuario_idx').on(t.usuarioId)],
);

/**
 * A person's account at the institution's OpenID provider (issuer + subject), linked to one platform account.
 * Once linked, this pair identifies them, whatever their email becomes.
 */
export const oidcIdentidades = pgTable(
  'oidc_identidades',
  {
    id: serial('id').primaryKey(),
    iss: varchar('iss', { length: 300 }).notNull(),
    sub: varchar('sub', { length: 255 }).notNull(),
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    /** What the provider said at the last sign-in (prefills the student's profile). */
    email: varchar('email', { length: 254 }).notNull(),
    nombres: varchar('nombres', { length: 120 }).notNull().default(''),
    apellidos: varchar('apellidos', { length: 160 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oidc_identidades_iss_sub_unique').on(t.iss, t.sub), index('oidc_identidades_usuario_idx').on(t.usuarioId)],
);

/**
 * Attempt counters in fixed windows, one row per key (sign-in per account+IP, sign-in per IP, reset mail per
 * address): one UPSERT counts and answers, so parallel requests are limited exactly, across every server process.
 */
export const limiteIntentos = pgTable('limite_intentos', {
  clave: varchar('clave', { length: 400 }).primaryKey(),
  desde: timestamp('desde', { withTimezone: true }).notNull().defaultNow(),
  ventanaSegundos: integer('ventana_segundos').notNull(),
  intentos: integer('intentos').notNull().default(0),
});

/** One-time tokens (password reset); stored hashed. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_unique').on(t.tokenHash)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    actorEmail: varchar('actor_email', { length: 254 }),
    accion: varchar('accion', { length: 40 }).notNull(),
    recurso: varchar('recurso', { length: 60 }).notNull(),
    registroId: varchar('registro_id', { length: 60 }),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_recurso_idx').on(t.recurso, t.registroId), index('audit_log_created_idx').on(t.createdAt)],
);

/** Outgoing mail, queued in the database so any server process can send it (FOR UPDATE SKIP LOCKED). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    siguienteIntento: timestamp('siguiente_intento', { withTimezone: true }).notNull().defaultNow(),
    ultimoError: text('ultimo_error'),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_pendientes_idx').on(t.estado, t.siguienteIntento)],
);

/** First-party page views (route and path), never sent anywhere else. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    route: varchar('route', { length: 200 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_route_idx').on(t.route, t.createdAt)],
);

/**
 * Requests per key (route + IP) and window, so every server process behind a load balancer counts together. UNLOGGED
 * (migration 0031, which drizzle-kit does not model): a commit here does not wait for the WAL.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 400 }).primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Small key/value settings shared by every server process (e.g. the generated signing secret). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
});

// ── Egresados ────────────────────────────────────────────────────────────────────────────────────────────

export const niveles = pgTable(
  'niveles',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    clave: varchar('clave', { length: 20 }).notNull(),
    orden: integer('orden').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('niveles_nombre_unique').on(sql`lower(${t.nombre})`), uniqueIndex('niveles_clave_unique').on(sql`lower(${t.clave})`)],
);

export const programas = pgTable(
  'programas',
  {
    id: serial('id').primaryKey(),
    clave: varchar('clave', { length: 20 }).notNull(),
    nombre: varchar('nombre', { length: 160 }).notNull(),
    // restrict: a level in use is deactivated, never deleted.
    nivelId: integer('nivel_id').notNull().references(() => niveles.id, { onDelete: 'restrict' }),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('programas_clave_unique').on(sql`lower(${t.clave})`),
    // The same name may exist at two levels (Enfermería as TSU and as Licenciatura), not twice in one.
    uniqueIndex('programas_nombre_unique').on(t.nivelId, sql`lower(${t.nombre})`),
    index('programas_nivel_idx').on(t.nivelId),
  ],
);

/**
 * A graduate. matrícula (upper case), CURP (upper case) and correo (lower case) are stored normalised, so
 * plain unique indexes serve both the duplicate checks and the importer's ON CONFLICT (matricula).
 */
export const egresados = pgTable(
  'egresados',
  {
    id: serial('id').primaryKey(),
    matricula: varchar('matricula', { length: 30 }).notNull(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    apellidoPaterno: varchar('apellido_paterno', { length: 80 }).notNull(),
    apellidoMaterno: varchar('apellido_materno', { length: 80 }),
    curp: varchar('curp', { length: 18 }),
    /** Null for graduates with no address on file (older cohorts): they have a telephone and are reached by phone. */
    correo: varchar('correo', { length: 254 }),
    telefono: varchar('telefono', { length: 10 }),
    sexo: varchar('sexo', { length: 1 }),
    fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }),
    // restrict: a program in use is deactivated, never deleted.
    programaId: integer('programa_id').notNull().references(() => programas.id, { onDelete: 'restrict' }),
    anioEgreso: smallint('anio_egreso').notNull(),
    fechaEgreso: date('fecha_egreso', { mode: 'string' }),
    titulado: boolean('titulado').notNull().default(false),
    fechaTitulacion: date('fecha_titulacion', { mode: 'string' }),
    situacionLaboral: varchar('situacion_laboral', { length: 20 }),
    empresa: varchar('empresa', { length: 160 }),
    puesto: varchar('puesto', { length: 120 }),
    entidadFederativa: varchar('entidad_federativa', { length: 2 }),
    verificado: boolean('verificado').notNull().default(false),
    verificadoEn: timestamp('verificado_en', { withTimezone: true }),
    origen: varchar('origen', { length: 20 }).notNull().default('captura'),
    /** The aviso de privacidad the graduate accepted on the public form: its version and when. */
    avisoPrivacidadVersion: varchar('aviso_privacidad_version', { length: 20 }),
    avisoPrivacidadAceptadoEn: timestamp('aviso_privacidad_aceptado_en', { withTimezone: true }),
    /** When the graduate last saved their own record through the emailed link (the dashboard's "registrados"). */
    actualizadoPorEgresadoEn: timestamp('actualizado_por_egresado_en', { withTimezone: true }),
    /** Set by an ARCO cancellation (bloqueo): the record leaves every list, export, search, campaign and wave. */
    bloqueadoEn: timestamp('bloqueado_en', { withTimezone: true }),
    /** Names, matrícula, CURP and correo folded (lower case, no accents): the `q` search reads one column. */
    busqueda: text('busqueda').generatedAlwaysAs(
      sql.raw(
        `translate(lower(matricula || ' ' || nombre || ' ' || apellido_paterno || ' ' || coalesce(apellido_materno, '') || ' ' || coalesce(curp, '') || ' ' || coalesce(correo, '')), '${ACCENTED}', '${PLAIN}')`,
      ),
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('egresados_matricula_unique').on(t.matricula),
    uniqueIndex('egresados_curp_unique').on(t.curp),
    uniqueIndex('egresados_correo_unique').on(t.correo),
    index('egresados_programa_idx').on(t.programaId),
    index('egresados_anio_idx').on(t.anioEgreso),
    // With id, the default sort (newest first) and its deep pages read the index alone.
    index('egresados_created_idx').on(t.createdAt, t.id),
    // The `q` search: every word is a LIKE '%…%' on the folded column (pg_trgm, migration trigramas).
    index('egresados_busqueda_trgm_idx').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    // The list sorts by names the way search.ts sortKey() folds them; without these, 100,000 rows are folded per page.
    // The raw column last lets PostgreSQL walk a deep page in the index alone (an expression index needs its inputs).
    index('egresados_nombre_orden_idx').on(sql.raw(`(translate(lower(nombre), '${ACCENTED}', '${PLAIN}') collate "C")`), t.id, t.nombre),
    index('egresados_apellido_orden_idx').on(
      sql.raw(`(translate(lower(apellido_paterno), '${ACCENTED}', '${PLAIN}') collate "C")`),
      t.id,
      t.apellidoPaterno,
    ),
  ],
);

/** One bulk upload (not the simulations): who, when, which file, the counts and the rows it refused. */
export const importaciones = pgTable(
  'importaciones',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    usuarioEmail: varchar('usuario_email', { length: 254 }),
    archivo: varchar('archivo', { length: 255 }).notNull(),
    formato: varchar('formato', { length: 10 }).notNull(),
    /** en_proceso → completada; a server stopped mid-import leaves en_proceso behind, shown as interrumpida. */
    estado: varchar('estado', { length: 20 }).notNull().default('en_proceso'),
    total: integer('total').notNull().default(0),
    creados: integer('creados').notNull().default(0),
    actualizados: integer('actualizados').notNull().default(0),
    sinCambios: integer('sin_cambios').notNull().default(0),
    rechazados: integer('rechazados').notNull().default(0),
    mapeo: jsonb('mapeo').$type<Record<string, string>>().notNull().default({}),
    /** [{ fila, campo, mensaje }], capped; the refused rows themselves are in `importacion_rechazos`. */
    errores: jsonb('errores').$type<{ fila: number; campo: string; mensaje: string }[]>().notNull().default([]),
    /** The file's headers, to give the refused rows back under them. */
    encabezados: jsonb('encabezados').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    terminadaEn: timestamp('terminada_en', { withTimezone: true }),
  },
  (t) => [index('importaciones_created_idx').on(t.createdAt)],
);

/** A row an import refused, as it came (cell texts in header order), so staff can download, fix and re-upload it. */
export const importacionRechazos = pgTable(
  'importacion_rechazos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importacionId: integer('importacion_id').notNull().references(() => importaciones.id, { onDelete: 'cascade' }),
    fila: integer('fila').notNull(),
    valores: jsonb('valores').$type<string[]>().notNull(),
    motivo: text('motivo').notNull(),
  },
  (t) => [index('importacion_rechazos_importacion_idx').on(t.importacionId, t.fila)],
);

// ── Egresados: reportes, plantillas de correo y campañas ─────────────────────────────────────────────────

/** How many graduates a program's cohort really had (from school records): the base of "registrados vs. esperados". */
export const cohortes = pgTable(
  'cohortes',
  {
    id: serial('id').primaryKey(),
    programaId: integer('programa_id').notNull().references(() => programas.id, { onDelete: 'cascade' }),
    anioEgreso: smallint('anio_egreso').notNull(),
    esperados: integer('esperados').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('cohortes_programa_anio_unique').on(t.programaId, t.anioEgreso)],
);

/** An email template: subject and sanitised HTML body with merge fields ({{nombre}} …). */
export const plantillasCorreo = pgTable(
  'plantillas_correo',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    asunto: varchar('asunto', { length: 200 }).notNull(),
    cuerpoHtml: text('cuerpo_html').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('plantillas_correo_nombre_unique').on(sql`lower(${t.nombre})`)],
);

/**
 * A mass mailing. The template is copied (asunto, cuerpo_html) when sending starts, so editing the template
 * later never changes a campaign under way. `tokens`/`tokens_en` are its send-rate bucket, shared by every process.
 */
export const campanas = pgTable(
  'campanas',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 160 }).notNull(),
    plantillaId: integer('plantilla_id').references(() => plantillasCorreo.id, { onDelete: 'set null' }),
    asunto: varchar('asunto', { length: 200 }),
    cuerpoHtml: text('cuerpo_html'),
    /** The egresados list's filter object (shared/schemas/egresados egresadoFiltroSchema). */
    filtro: jsonb('filtro').$type<Record<string, unknown>>().notNull().default({}),
    /** borrador → (programada →) enviando ⇄ pausada → completada; or cancelada. */
    estado: varchar('estado', { length: 20 }).notNull().default('borrador'),
    programadaPara: timestamp('programada_para', { withTimezone: true }),
    total: integer('total').notNull().default(0),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    usuarioEmail: varchar('usuario_email', { length: 254 }),
    iniciadaEn: timestamp('iniciada_en', { withTimezone: true }),
    terminadaEn: timestamp('terminada_en', { withTimezone: true }),
    tokens: doublePrecision('tokens').notNull().default(0),
    tokensEn: timestamp('tokens_en', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('campanas_estado_idx').on(t.estado, t.programadaPara)],
);

/**
 * One row per recipient and campaign: the unique (campana, correo) is what makes "never twice" hold.
 * `datos` are the merge values copied when the campaign started. While a row is 'enviando',
 * siguiente_intento is the end of its lease.
 */
export const campanaDestinatarios = pgTable(
  'campana_destinatarios',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campanaId: integer('campana_id').notNull().references(() => campanas.id, { onDelete: 'cascade' }),
    egresadoId: integer('egresado_id').references(() => egresados.id, { onDelete: 'set null' }),
    correo: varchar('correo', { length: 254 }).notNull(),
    datos: jsonb('datos').$type<Record<string, string>>().notNull().default({}),
    /** pendiente, enviando, enviado, fallido, baja. */
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    siguienteIntento: timestamp('siguiente_intento', { withTimezone: true }).notNull().defaultNow(),
    ultimoError: text('ultimo_error'),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('campana_destinatarios_correo_unique').on(t.campanaId, t.correo),
    index('campana_destinatarios_cola_idx').on(t.campanaId, t.estado, t.siguienteIntento),
    index('campana_destinatarios_egresado_idx').on(t.egresadoId),
  ],
);

/** Addresses that asked not to receive mass mail (RFC 8058 one-click or the footer link); every campaign skips them. */
export const bajasCorreo = pgTable('bajas_correo', {
  correo: varchar('correo', { length: 254 }).primaryKey(),
  campanaId: integer('campana_id').references(() => campanas.id, { onDelete: 'set null' }),
  /** one-click (the mail client's POST), enlace (the footer page), personal (staff). */
  origen: varchar('origen', { length: 20 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded files (nomination documents, CVs, photos): stored under FILES_DIR, checked by content, hashed. */
export const archivos = pgTable(
  'archivos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The name the user's file had, for the download's Content-Disposition. */
    nombre: varchar('nombre', { length: 255 }).notNull(),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    bytes: integer('bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Relative to FILES_DIR. */
    ruta: varchar('ruta', { length: 255 }).notNull(),
    area: varchar('area', { length: 40 }).notNull(),
    creadoPor: integer('creado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('archivos_sha256_idx').on(t.sha256)],
);

// ── Postulaciones ────────────────────────────────────────────────────────────────────────────────────────
export * from './tables/postulaciones';
export * from './tables/rondas';
export * from './tables/servicio-social';
export * from './tables/servicio-social-documentos';
export * from './tables/seguimiento';
export * from './tables/arco';
export * from './tables/bolsa';
export * from './tables/acceso-enlace';

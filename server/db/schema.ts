import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';

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
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.tokenHash), index('sessions_usuario_idx').on(t.usuarioId)],
);

/** Failed sign-ins, per email+IP key, for throttling across all server processes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: varchar('key', { length: 400 }).notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);

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

/** Small key/value settings shared by every server process (e.g. the generated signing secret). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
});

import path from 'node:path';
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A comma-separated list, trimmed, without empty items. */
function lista(value: string | undefined): string[] {
  return (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);
}

const DOMINIO = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function listaDeDominios(nombre: string) {
  return z
    .string()
    .optional()
    .transform((v) => lista(v).map((d) => d.toLowerCase().replace(/^@/, '')))
    .refine((dominios) => dominios.every((d) => DOMINIO.test(d)), `${nombre} debe ser una lista de dominios separados por comas, por ejemplo universidad.mx,alumnos.universidad.mx`);
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Uploaded files; several servers share it on a common volume. Default: DATA_DIR/archivos. */
  FILES_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().url('DATABASE_URL debe ser una URL postgres://').optional(),
  /** What needs a session of its own (LISTEN, session advisory locks, migrations) when DATABASE_URL is a pooler in transaction mode. */
  DATABASE_URL_DIRECTO: z.string().url('DATABASE_URL_DIRECTO debe ser una URL postgres://').optional(),
  /** Uploaded files and issued PDFs in this S3-compatible bucket instead of FILES_DIR (which still holds the temporaries). */
  FILES_S3_BUCKET: z.string().min(3, 'FILES_S3_BUCKET debe tener al menos 3 caracteres').optional(),
  FILES_S3_FORCE_PATH_STYLE: boolish,
  /** The AWS SDK's own variables; without the keys the SDK's chain applies (instance roles, profiles). */
  AWS_ENDPOINT_URL_S3: z.string().url('AWS_ENDPOINT_URL_S3 debe ser una URL, por ejemplo http://minio:9000').optional(),
  AWS_REGION: z.string().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  APP_URL: z.string().url('APP_URL debe ser una URL, por ejemplo http://localhost:3000').optional(),
  APP_SECRET: z.string().min(32, 'APP_SECRET debe tener al menos 32 caracteres').optional(),
  SMTP_URL: z.string().url('SMTP_URL debe ser una URL smtp:// o smtps://').optional(),
  MAIL_FROM: z.string().default('Plataforma Universitaria <no-responder@universidad.local>'),
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL no es un correo válido').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD debe tener al menos 8 caracteres').optional(),
  ADMIN_NAME: z.string().min(1).default('Administrador'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Slow uploads (issue 19): a whole request may last this long, and after each window of the grace period a body must have averaged this rate (0 = no minimum); slower gets 408. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(900),
  UPLOAD_GRACE_SECONDS: z.coerce.number().int().positive().default(15),
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(8192),
  TRUST_PROXY: boolish,
  /** SIGTERM: the readiness check answers 503 this long before the listener closes (a balancer's check interval or two), then in-flight requests get up to the grace period. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(3000),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAIL_WORKER: boolish.default(true),
  /** Mass mailing: messages per minute across all server processes (0 = no limit) and SMTP connections per process. */
  CAMPANAS_POR_MINUTO: z.coerce.number().int().min(0).default(600),
  CAMPANAS_CONEXIONES: z.coerce.number().int().min(1).max(50).default(5),
  /** Institutional sign-in (OpenID Connect, issue 23): the provider's issuer, found by discovery. */
  OIDC_ISSUER: z.string().url('OIDC_ISSUER debe ser la URL del emisor, por ejemplo https://login.microsoftonline.com/<tenant>/v2.0').optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_DOMINIOS: listaDeDominios('OIDC_DOMINIOS'),
  OIDC_DOMINIOS_ESTUDIANTES: listaDeDominios('OIDC_DOMINIOS_ESTUDIANTES'),
  OIDC_TENANTS: z
    .string()
    .optional()
    .transform((v) => lista(v)),
});

export type Config = z.output<typeof schema> & { dev: boolean };

export class ConfigError extends Error {}

/** Parses the environment once at start-up; all problems are reported together in one readable message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'entorno'}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if ((config.ADMIN_EMAIL && !config.ADMIN_PASSWORD) || (!config.ADMIN_EMAIL && config.ADMIN_PASSWORD)) {
    throw new ConfigError('Configuración inválida:\n  - ADMIN_EMAIL y ADMIN_PASSWORD van juntos: indique ambos o ninguno');
  }
  const oidc = problemasOidc(config);
  if (oidc.length) throw new ConfigError(`Configuración inválida:\n${oidc.map((p) => `  - ${p}`).join('\n')}`);
  return { ...config, dev: config.NODE_ENV === 'development' };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Institutional sign-in needs its whole configuration, or none of it. */
function problemasOidc(config: z.output<typeof schema>): string[] {
  const usadas = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const).filter((k) => config[k]);
  if (!config.OIDC_ISSUER) {
    const otras = [...usadas, ...(config.OIDC_DOMINIOS.length ? ['OIDC_DOMINIOS'] : [])];
    return otras.length ? [`${otras.join(', ')} requiere${otras.length > 1 ? 'n' : ''} OIDC_ISSUER`] : [];
  }
  const problemas: string[] = [];
  if (!config.OIDC_CLIENT_ID) problemas.push('OIDC_CLIENT_ID: falta el identificador de la aplicación registrada en el proveedor');
  if (!config.OIDC_CLIENT_SECRET) problemas.push('OIDC_CLIENT_SECRET: falta el secreto de la aplicación registrada en el proveedor');
  if (!config.OIDC_DOMINIOS.length) problemas.push('OIDC_DOMINIOS: indique los dominios de correo que pueden entrar, por ejemplo universidad.mx');
  const fuera = config.OIDC_DOMINIOS_ESTUDIANTES.filter((d) => !config.OIDC_DOMINIOS.includes(d));
  if (fuera.length) problemas.push(`OIDC_DOMINIOS_ESTUDIANTES: ${fuera.join(', ')} también debe estar en OIDC_DOMINIOS`);
  if (new URL(config.OIDC_ISSUER).protocol !== 'https:' && !emisorLocal(config.OIDC_ISSUER)) {
    problemas.push('OIDC_ISSUER: debe usar https:// (solo un proveedor en esta misma máquina puede usar http://)');
  }
  return problemas;
}

/** An issuer on this machine over plain HTTP (a local test provider); anything else must be https. */
export function emisorLocal(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

export function filesDir(config: Config): string {
  return path.resolve(config.FILES_DIR ?? path.join(config.DATA_DIR, 'archivos'));
}

export function appUrl(config: Config): string {
  return (config.APP_URL ?? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`).replace(/\/$/, '');
}

import path from 'node:path';
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Uploaded files; several servers share it on a common volume. Default: DATA_DIR/archivos. */
  FILES_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().url('DATABASE_URL debe ser una URL postgres://').optional(),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAIL_WORKER: boolish.default(true),
  /** Mass mailing: messages per minute across all server processes (0 = no limit) and SMTP connections per process. */
  CAMPANAS_POR_MINUTO: z.coerce.number().int().min(0).default(600),
  CAMPANAS_CONEXIONES: z.coerce.number().int().min(1).max(50).default(5),
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
  return { ...config, dev: config.NODE_ENV === 'development' };
}

export function filesDir(config: Config): string {
  return path.resolve(config.FILES_DIR ?? path.join(config.DATA_DIR, 'archivos'));
}

export function appUrl(config: Config): string {
  return (config.APP_URL ?? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`).replace(/\/$/, '');
}

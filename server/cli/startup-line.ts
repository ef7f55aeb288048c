import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/root';
import { sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../shared/permissions';
import { appUrl, type Config } from '../config';
import type { Database } from '../db/client';

/** How many active administrators exist (0 on a fresh install). */
async function administradores(database: Database): Promise<number> {
  const result = (await database.db.execute(sql`
    select count(*)::int as n from usuarios u
    join usuario_roles ur on ur.usuario_id = u.id join roles r on r.id = ur.rol_id
    where r.nombre = ${ADMIN_ROLE}`)) as unknown as { rows: { n: number }[] } | { n: number }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows[0]?.n ?? 0;
}

/** « en host/base» of a PostgreSQL URL, never its user or password. */
function donde(url: string | undefined): string {
  if (!URL.canParse(url ?? '')) return '';
  const { host, pathname } = new URL(url!);
  return ` en ${host}${pathname}`;
}

/**
 * The first line a person starting the server reads: where it answers, which database it uses and, on a fresh
 * install, how to create the first administrator. Plain Spanish, before the structured log.
 */
export async function lineaDeArranque(config: Config, database: Database): Promise<string> {
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const url = appUrl(config);
  const base = database.kind === 'postgres' ? `PostgreSQL${donde(config.DATABASE_URL)}` : `integrada (PGlite) en ${path.resolve(config.DATA_DIR)}`;
  let linea = `Plataforma Universitaria ${version}: atiende en ${url} · base de datos ${base}.`;
  if (!(config.ADMIN_EMAIL && config.ADMIN_PASSWORD) && (await administradores(database)) === 0) {
    linea +=
      ' No hay ningún administrador: reinicie con ADMIN_EMAIL y ADMIN_PASSWORD, o detenga el servidor y ejecute' +
      ' «npm run user:create -- --email correo@universidad.mx --password "una-frase-larga" --name "Nombre" --role admin».';
  }
  return linea;
}

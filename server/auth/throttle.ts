// Attempt limits counted in the database, so they hold across server processes. Each check is one UPSERT that
// counts and answers in the same statement: 40 parallel wrong passwords let exactly the allowed number through.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { limiteIntentos } from '../db/schema';

export interface Limite {
  clave: string;
  max: number;
  ventanaSegundos: number;
}

/** Sign-in: 5 wrong passwords per account and IP a minute, and 30 per IP across accounts every 15 minutes. */
export const POR_CUENTA = { max: 5, ventanaSegundos: 60 };
export const POR_IP = { max: 30, ventanaSegundos: 15 * 60 };
/** Reset mail: 3 per address an hour, whether or not the address has an account. */
export const POR_CORREO_RESET = { max: 3, ventanaSegundos: 3600 };

const normal = (email: string) => email.trim().toLowerCase();

export function limitesDeLogin(email: string, ip: string): Limite[] {
  return [
    { clave: `login|${normal(email)}|${ip}`, ...POR_CUENTA },
    { clave: `login-ip|${ip}`, ...POR_IP },
  ];
}

export const limiteDeReset = (email: string): Limite => ({ clave: `reset|${normal(email)}`, ...POR_CORREO_RESET });

/**
 * Counts one attempt against every limit (a window that ended starts again at 1) and answers the seconds to wait
 * when any of them is now over its maximum; 0 when the attempt may go on.
 */
export async function contarIntento(db: Db, limites: Limite[]): Promise<number> {
  const filas = limites.map((l) => sql`(${l.clave}, now(), ${l.ventanaSegundos}::int, 1)`);
  const { rows } = (await db.execute(sql`
    INSERT INTO ${limiteIntentos} (clave, desde, ventana_segundos, intentos) VALUES ${sql.join(filas, sql`, `)}
    ON CONFLICT (clave) DO UPDATE SET
      intentos = CASE WHEN ${limiteIntentos.desde} + make_interval(secs => EXCLUDED.ventana_segundos) <= now() THEN 1 ELSE ${limiteIntentos.intentos} + 1 END,
      desde = CASE WHEN ${limiteIntentos.desde} + make_interval(secs => EXCLUDED.ventana_segundos) <= now() THEN now() ELSE ${limiteIntentos.desde} END,
      ventana_segundos = EXCLUDED.ventana_segundos
    RETURNING clave, intentos, ceil(extract(epoch FROM ${limiteIntentos.desde} + make_interval(secs => ventana_segundos) - now()))::int AS resta`)) as unknown as {
    rows: { clave: string; intentos: number; resta: number }[];
  };
  const max = new Map(limites.map((l) => [l.clave, l.max]));
  const excedidos = rows.filter((r) => Number(r.intentos) > max.get(r.clave)!);
  return excedidos.length ? Math.max(1, ...excedidos.map((r) => Number(r.resta))) : 0;
}

/** A successful sign-in gives its attempt back to the IP and clears the account's count. */
export async function devolverIntento(db: Db, limites: Limite[]): Promise<void> {
  const [cuenta, ip] = limites;
  await db.delete(limiteIntentos).where(eq(limiteIntentos.clave, cuenta.clave));
  await db
    .update(limiteIntentos)
    .set({ intentos: sql`greatest(${limiteIntentos.intentos} - 1, 0)` })
    .where(inArray(limiteIntentos.clave, [ip.clave]));
  // Windows that ended long ago are useless; clearing them now and then keeps the table as small as its live keys.
  if (Math.random() < 0.05) await db.execute(sql`DELETE FROM ${limiteIntentos} WHERE ${limiteIntentos.desde} < now() - interval '1 day'`);
}

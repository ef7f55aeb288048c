// A real upload runs in one transaction that holds an advisory lock named after its history row. A process that
// dies (kill -9, power cut) loses both: PostgreSQL rolls the rows back and frees the lock. So a row still
// «en_proceso» whose lock nobody holds belongs to an upload that is gone, whichever process ran it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importaciones } from '../db/schema';

/** First key of the two-key advisory lock (the second is the history row's id); "IMP" in ASCII. */
export const CLAVE_BLOQUEO = 0x494d50;

/** Taken as the transaction's first statement; released at commit or rollback, or when the connection dies. */
export async function bloquearImportacion(tx: Pick<Db, 'execute'>, id: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLAVE_BLOQUEO}::int, ${id}::int)`);
}

/** True while some session holds the upload's lock (its process is alive and working on it). */
export const enCurso = sql<boolean>`EXISTS (
  SELECT 1 FROM pg_locks l
  WHERE l.locktype = 'advisory' AND l.granted AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND l.classid = ${CLAVE_BLOQUEO}::int::oid AND l.objid = ${importaciones.id}::oid AND l.objsubid = 2)`;

/**
 * On start: uploads left «en_proceso» by a process that is gone become «interrumpida» (their rows were rolled
 * back, so their counts are zero). A live upload of another process holds its lock and is left alone.
 */
export async function marcarInterrumpidas(db: Db): Promise<number> {
  const rows = await db
    .update(importaciones)
    .set({ estado: 'interrumpida', total: 0, creados: 0, actualizados: 0, sinCambios: 0, rechazados: 0, terminadaEn: sql`now()` })
    .where(sql`${importaciones.estado} = 'en_proceso' AND NOT ${enCurso}`)
    .returning({ id: importaciones.id });
  return rows.length;
}

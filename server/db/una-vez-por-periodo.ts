// Scheduled jobs with several server processes: each process keeps its own timer, and before running a job it
// claims the job's current period in one statement on `settings` (`tarea:<name>` → the period's number). Exactly
// one process wins each period; the others skip it. A plain row, not a session advisory lock, so it works through
// PgBouncer in transaction mode. A process that dies mid-run has spent the period: jobs must be safe to run again
// (they are: each reminder is keyed, each sweep only removes what is an hour old).
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** True for the one caller, across all processes, that claims `tarea` for the period containing `ahora`. */
export async function reclamarPeriodo(db: Db, tarea: string, periodoMs: number, ahora = Date.now()): Promise<boolean> {
  // Zero-padded so that text order is number order: a process with a slow clock never reclaims an older period.
  const periodo = String(Math.floor(ahora / periodoMs)).padStart(16, '0');
  const { rows } = (await db.execute(sql`
    INSERT INTO settings (key, value) VALUES (${`tarea:${tarea}`}, ${periodo})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE settings.value < excluded.value
    RETURNING key`)) as unknown as { rows: unknown[] };
  return rows.length === 1;
}

export interface TareaPeriodica {
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

interface Registro {
  info(o: object, m: string): void;
  error(o: object, m: string): void;
}

/**
 * Runs `fn` once per `periodoMs` across every process on the database: each process checks shortly after start
 * (`primeraMs`) and then every `cadaMs` (default: a tenth of the period, so a period is never missed for long),
 * and only the claimer of the current period runs it. A failed run is logged; the next period tries again.
 */
export function programarUnaVezPorPeriodo(
  db: Db,
  log: Registro,
  opciones: { tarea: string; periodoMs: number; primeraMs?: number; cadaMs?: number; fn: () => Promise<unknown> },
): TareaPeriodica {
  let detenido = false;
  let enCurso: Promise<unknown> | null = null;
  const correr = () => {
    if (detenido || enCurso) return;
    enCurso = reclamarPeriodo(db, opciones.tarea, opciones.periodoMs)
      .then(async (mia) => {
        if (!mia || detenido) return;
        log.info({ tarea: opciones.tarea }, 'tarea periódica ejecutada');
        await opciones.fn();
      })
      .catch((err) => log.error({ err, tarea: opciones.tarea }, 'la tarea periódica falló; se reintentará en el siguiente periodo'))
      .finally(() => {
        enCurso = null;
      });
  };
  const primera = setTimeout(correr, opciones.primeraMs ?? 0);
  const intervalo = setInterval(correr, opciones.cadaMs ?? Math.max(1000, Math.floor(opciones.periodoMs / 10)));
  primera.unref();
  intervalo.unref();
  return {
    async stop() {
      detenido = true;
      clearTimeout(primera);
      clearInterval(intervalo);
      await enCurso;
    },
  };
}

import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { App } from '../types';
import { classify, createMailTransport, type MailTransport } from './transport';
import { cuerpoOculto } from './enlaces-personales';

export const MAX_ATTEMPTS = 8;
/** A claimed row belongs to its worker this long; after that a crashed worker's row is taken again. */
export const LEASE_MINUTES = 10;
const BATCH_SIZE = 20;
const POLL_MS = 5_000;
export const HELD_NOTE = 'No hay servidor SMTP configurado (SMTP_URL): el mensaje se conserva en la bandeja de salida.';

/** 1, 2, 4 … minutes, at most 4 hours: about two hours in total before giving up. */
export function backoffSeconds(attempt: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempt - 1), 4 * 3600);
}

type OutboxRow = typeof outbox.$inferSelect;

export interface MailWorker {
  stop(): Promise<void>;
  /** Sends one batch of due mail; the number of messages it handled. */
  runOnce(): Promise<number>;
}

export interface MailWorkerOptions {
  /** Tests drive the worker with runOnce only. */
  poll?: boolean;
  pollMs?: number;
  batchSize?: number;
  /** Defaults to the one SMTP_URL describes. */
  transport?: MailTransport | null;
}

// While a row is 'enviando', siguiente_intento holds the end of its lease, so one condition finds both
// due mail and mail a crashed process left behind.
async function claim(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    // PGlite and node-postgres both answer raw SQL with `.rows`.
    const { rows } = (await tx.execute(sql`
      SELECT id FROM ${outbox}
      WHERE ${outbox.estado} IN ('pendiente', 'enviando') AND ${outbox.siguienteIntento} <= now()
      ORDER BY ${outbox.siguienteIntento}, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED`)) as unknown as { rows: { id: string | number }[] };
    if (!rows.length) return [];
    return tx
      .update(outbox)
      .set({
        estado: 'enviando',
        intentos: sql`${outbox.intentos} + 1`,
        siguienteIntento: sql`now() + make_interval(mins => ${LEASE_MINUTES})`,
      })
      .where(inArray(outbox.id, rows.map((r) => Number(r.id))))
      .returning();
  });
}

/** Without SMTP nothing is sent: due mail is kept, visible to staff in the outbox. */
async function hold(db: Db): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ estado: 'retenido', ultimoError: HELD_NOTE })
    .where(
      and(
        or(eq(outbox.estado, 'pendiente'), eq(outbox.estado, 'enviando')),
        lte(outbox.siguienteIntento, sql`now()`),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}

async function deliver(app: App, transport: MailTransport, row: OutboxRow): Promise<void> {
  const mine = and(eq(outbox.id, row.id), eq(outbox.estado, 'enviando'));
  try {
    await transport.send({ to: row.to, subject: row.subject, html: row.html, text: row.text, headers: row.headers });
    // Sent mail cannot be resent: its links no longer need to be kept anywhere but in the recipient's inbox.
    const { html, text, headers } = cuerpoOculto(row);
    await app.db.update(outbox).set({ estado: 'enviado', enviadoEn: new Date(), ultimoError: null, html, text, headers }).where(mine);
  } catch (error) {
    const failure = classify(error);
    const exhausted = row.intentos >= MAX_ATTEMPTS;
    app.log.warn({ outboxId: row.id, intento: row.intentos, permanente: failure.permanent, err: failure.message }, 'correo no enviado');
    if (failure.permanent || exhausted) {
      const ultimoError = failure.permanent ? failure.message : `Se agotaron los ${MAX_ATTEMPTS} intentos. Último error: ${failure.message}`;
      await app.db.update(outbox).set({ estado: 'fallido', ultimoError }).where(mine);
    } else {
      const siguienteIntento = new Date(Date.now() + backoffSeconds(row.intentos) * 1000);
      await app.db.update(outbox).set({ estado: 'pendiente', siguienteIntento, ultimoError: failure.message }).where(mine);
    }
  }
}

/** Sends the outbox from any number of processes at once: rows are claimed with FOR UPDATE SKIP LOCKED. */
export function startMailWorker(app: App, options: MailWorkerOptions = {}): MailWorker {
  const transport = options.transport === undefined ? createMailTransport(app.config) : options.transport;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const pollMs = options.pollMs ?? POLL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | null = null;
  let wokenWhileBusy = false;

  async function runOnce(): Promise<number> {
    if (stopped) return 0;
    if (!transport) return hold(app.db);
    const rows = await claim(app.db, batchSize);
    await Promise.all(rows.map((row) => deliver(app, transport, row)));
    return rows.length;
  }

  async function drain() {
    try {
      // A full batch means more may be due.
      while (!stopped && (await runOnce()) === batchSize);
    } catch (error) {
      app.log.error({ err: error }, 'la cola de correo falló; se reintentará');
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    if (inFlight) {
      wokenWhileBusy = true;
      return;
    }
    inFlight = drain().finally(() => {
      inFlight = null;
      schedule(wokenWhileBusy ? 0 : pollMs);
      wokenWhileBusy = false;
    });
  }

  // Mail queued while a pass is running may have been committed after that pass's claim began (its now() is older
  // than the row's siguiente_intento): the pass then ends with a 0 ms wake-up, not the poll interval, which would
  // otherwise replace the one this schedules if it has not fired yet.
  const unsubscribe = options.poll === false ? () => {} : app.mailer.onEnqueue(() => {
    if (inFlight) wokenWhileBusy = true;
    schedule(0);
  });
  if (options.poll !== false) schedule(0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await inFlight;
      transport?.close();
    },
  };
}

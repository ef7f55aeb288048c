// The campaign sender. Recipients wait in campana_destinatarios; any number of processes claim small batches
// (the campaign row locked FOR UPDATE SKIP LOCKED while its rate bucket is refilled and its recipients taken),
// send them through a pooled SMTP transport and record the outcomes in bulk. At most once: a claimed row whose
// lease ran out (its process died mid-send) is marked failed, never sent again.
import { and, eq, lte, sql } from 'drizzle-orm';
import { appUrl } from '../config';
import type { Db } from '../db/client';
import { campanaDestinatarios, campanas } from '../db/schema';
import { classify, createMailTransport, type MailTransport } from '../mail/transport';
import { backoffSeconds, LEASE_MINUTES, MAX_ATTEMPTS } from '../mail/worker';
import { compilarPlantilla, type PlantillaCompilada } from '../plantillas/render';
import { urlActualizacion } from '../plantillas/datos';
import { urlEncuesta } from '../seguimiento/encuesta/token';
import type { App } from '../types';
import { alAvisarCampanas } from './avisos';
import { enlacesBaja } from './bajas';
import { iniciarEnvio } from './service';

export const INTERRUMPIDO =
  'El envío se interrumpió: no se sabe si el mensaje llegó; no se reenvía para no duplicarlo.';
/** Small enough that a crash leaves few recipients in doubt, large enough to keep the SMTP pool busy. */
const BATCH_SIZE = 50;
/** Batches sent at once by one process: while one is being recorded, the next is already on the wire. */
const IN_FLIGHT = 4;
const POLL_MS = 3_000;
/** Scheduled starts, lease expiry and completion run at most this often while sending. */
const MAINTENANCE_MS = 1_000;
/** Another process holds the only sendable campaign for a few milliseconds: try again almost at once. */
const BUSY_RETRY_MS = 10;

export interface CampanaWorker {
  stop(): Promise<void>;
  /** One round: start due scheduled campaigns, send one batch; the number of messages handled. */
  runOnce(): Promise<number>;
}

export interface CampanaWorkerOptions {
  /** Tests drive the worker with runOnce only. */
  poll?: boolean;
  pollMs?: number;
  batchSize?: number;
  /** Batches in flight at once (background loop only). */
  inFlight?: number;
  /** Defaults to SMTP_URL's, with CAMPANAS_CONEXIONES connections. */
  transport?: MailTransport | null;
  /** Messages per minute, shared by all processes and all campaigns sending at once; 0 = no limit. Defaults to CAMPANAS_POR_MINUTO. */
  ratePerMinute?: number;
}

interface Reclamado {
  id: number;
  correo: string;
  datos: Record<string, string>;
  intentos: number;
  egresadoId: number | null;
}

interface Lote {
  campana: { id: number; asunto: string | null; cuerpoHtml: string | null; updatedAt: Date | string };
  filas: Reclamado[];
}

type Reclamo = { lote: Lote } | { esperaMs: number } | { ocupado: true } | { nada: true };

type Resultado = { id: number; ok: true } | { id: number; ok: false; permanente: boolean; error: string; espera?: number };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Refills the campaign's bucket for the time since it was last read; how many messages may go now, or how long to wait. */
function cubeta(rate: number, batch: number, tokens: number, elapsed: number | null) {
  if (rate <= 0) return { tokens: 0, n: batch, esperaMs: 0 };
  const porSegundo = rate / 60;
  // At most one second's worth (and at least one message) piles up while nothing is sent.
  const tope = Math.max(1, porSegundo);
  const llenas = elapsed === null ? tope : Math.min(tope, tokens + porSegundo * Math.max(0, elapsed));
  const quiero = Math.min(batch, Math.floor(tope));
  if (llenas < quiero) return { tokens: llenas, n: 0, esperaMs: Math.ceil(((quiero - llenas) / porSegundo) * 1000) };
  return { tokens: llenas, n: Math.min(batch, Math.floor(llenas)), esperaMs: 0 };
}

async function reclamar(db: Db, rate: number, batch: number): Promise<Reclamo> {
  const claimed = await db.transaction(async (tx): Promise<Reclamo | null> => {
    const [campana] = rowsOf<{
      id: number; asunto: string | null; cuerpoHtml: string | null; updatedAt: Date | string; tokens: number; elapsed: number | null;
      activas: number;
    }>(
      await tx.execute(sql`
        SELECT c.id, c.asunto, c.cuerpo_html AS "cuerpoHtml", c.updated_at AS "updatedAt", c.tokens,
               extract(epoch FROM now() - c.tokens_en)::float8 AS elapsed,
               (SELECT count(*) FROM ${campanas} a WHERE a.estado = 'enviando')::int AS activas
        FROM ${campanas} c
        WHERE c.estado = 'enviando'
          AND EXISTS (SELECT 1 FROM ${campanaDestinatarios} d
                      WHERE d.campana_id = c.id AND d.estado = 'pendiente' AND d.siguiente_intento <= now())
        -- The campaign served longest ago goes first: several campaigns take turns.
        ORDER BY c.tokens_en NULLS FIRST, c.id
        LIMIT 1
        FOR UPDATE OF c SKIP LOCKED`),
    );
    if (!campana) return null;
    // The configured rate is the SMTP account's: campaigns sending at the same time share it equally.
    const share = rate / Math.max(1, Number(campana.activas));
    const { tokens, n, esperaMs } = cubeta(share, batch, Number(campana.tokens), campana.elapsed === null ? null : Number(campana.elapsed));
    const filas = n
      ? rowsOf<Reclamado>(
          await tx.execute(sql`
            UPDATE ${campanaDestinatarios} SET estado = 'enviando', intentos = intentos + 1,
                   siguiente_intento = now() + make_interval(mins => ${LEASE_MINUTES})
            WHERE id IN (SELECT id FROM ${campanaDestinatarios}
                         WHERE campana_id = ${campana.id} AND estado = 'pendiente' AND siguiente_intento <= now()
                         ORDER BY id LIMIT ${n} FOR UPDATE SKIP LOCKED)
            RETURNING id, correo, datos, intentos, egresado_id AS "egresadoId"`),
        )
      : [];
    await tx.execute(sql`UPDATE ${campanas} SET tokens = ${rate > 0 ? tokens - filas.length : 0}, tokens_en = now() WHERE id = ${campana.id}`);
    if (!filas.length) return { esperaMs: Math.max(esperaMs, BUSY_RETRY_MS) };
    const { tokens: _t, elapsed: _e, activas: _a, ...datosCampana } = campana;
    return { lote: { campana: datosCampana, filas: filas.map((f) => ({ ...f, id: Number(f.id) })) } };
  });
  if (claimed) return claimed;
  // Nothing we could lock: either nothing to send, or another process holds the campaign for a moment.
  const [{ hay }] = rowsOf<{ hay: boolean }>(
    await db.execute(sql`
      SELECT EXISTS (SELECT 1 FROM ${campanas} c WHERE c.estado = 'enviando' AND EXISTS (
        SELECT 1 FROM ${campanaDestinatarios} d WHERE d.campana_id = c.id AND d.estado = 'pendiente' AND d.siguiente_intento <= now())) AS hay`),
  );
  return hay ? { ocupado: true } : { nada: true };
}

/** Scheduled campaigns whose time came: recipients written and sending started, by one process only. */
async function iniciarProgramadas(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: campanas.id, filtro: campanas.filtro })
      .from(campanas)
      .where(and(eq(campanas.estado, 'programada'), lte(campanas.programadaPara, sql`now()`)))
      .orderBy(campanas.id)
      .limit(5)
      .for('update', { skipLocked: true });
    for (const campana of due) await iniciarEnvio(tx, campana);
    return due.length;
  });
}

/** Rows claimed by a process that never came back: SMTP may have accepted them, so they are not sent again. */
async function vencerReclamos(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE ${campanaDestinatarios} SET estado = 'fallido', ultimo_error = ${INTERRUMPIDO}
    WHERE estado = 'enviando' AND siguiente_intento < now()
      AND campana_id IN (SELECT id FROM ${campanas} WHERE estado IN ('enviando', 'pausada', 'cancelada'))`);
}

async function completar(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE ${campanas} SET estado = 'completada', terminada_en = now(), updated_at = now()
    WHERE estado = 'enviando' AND NOT EXISTS (
      SELECT 1 FROM ${campanaDestinatarios} d WHERE d.campana_id = ${campanas.id} AND d.estado IN ('pendiente', 'enviando'))`);
}

/** One statement per outcome; each only touches rows still 'enviando' (still ours). */
async function registrar(db: Db, resultados: Resultado[]): Promise<void> {
  const enviados = resultados.filter((r) => r.ok).map((r) => ({ id: r.id }));
  const temporales = resultados.flatMap((r) => (!r.ok && !r.permanente ? [r] : []));
  const permanentes = resultados.flatMap((r) => (!r.ok && r.permanente ? [r] : []));
  if (enviados.length) {
    await db.execute(sql`
      UPDATE ${campanaDestinatarios} AS d SET estado = 'enviado', enviado_en = now(), ultimo_error = NULL
      FROM jsonb_to_recordset(${JSON.stringify(enviados)}::jsonb) AS r(id bigint)
      WHERE d.id = r.id AND d.estado = 'enviando'`);
  }
  if (temporales.length) {
    await db.execute(sql`
      UPDATE ${campanaDestinatarios} AS d SET estado = 'pendiente', ultimo_error = r.error,
             siguiente_intento = now() + make_interval(secs => r.espera)
      FROM jsonb_to_recordset(${JSON.stringify(temporales.map((r) => ({ id: r.id, error: r.error, espera: r.espera })))}::jsonb)
           AS r(id bigint, error text, espera int)
      WHERE d.id = r.id AND d.estado = 'enviando'`);
  }
  if (permanentes.length) {
    await db.execute(sql`
      UPDATE ${campanaDestinatarios} AS d SET estado = 'fallido', ultimo_error = r.error
      FROM jsonb_to_recordset(${JSON.stringify(permanentes.map((r) => ({ id: r.id, error: r.error })))}::jsonb) AS r(id bigint, error text)
      WHERE d.id = r.id AND d.estado = 'enviando'`);
  }
}

export function startCampanaWorker(app: App, options: CampanaWorkerOptions = {}): CampanaWorker {
  const ownTransport = options.transport === undefined;
  const transport = ownTransport ? createMailTransport(app.config, { maxConnections: app.config.CAMPANAS_CONEXIONES }) : options.transport!;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const maxEnVuelo = Math.max(1, options.inFlight ?? IN_FLIGHT);
  const pollMs = options.pollMs ?? POLL_MS;
  const rate = options.ratePerMinute ?? app.config.CAMPANAS_POR_MINUTO;
  const base = appUrl(app.config);
  const listId = `<egresados.${new URL(base).hostname}>`;
  const plantillas = new Map<string, PlantillaCompilada>();
  const enVuelo = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let bombeando: Promise<void> | null = null;
  let deNuevo = false;
  let ultimoMantenimiento = 0;

  function compilada(campana: Lote['campana']): PlantillaCompilada {
    const key = `${campana.id}:${new Date(campana.updatedAt).getTime()}`;
    let plantilla = plantillas.get(key);
    if (!plantilla) {
      if (plantillas.size > 50) plantillas.clear();
      plantilla = compilarPlantilla({ asunto: campana.asunto ?? '', cuerpoHtml: campana.cuerpoHtml ?? '' });
      plantillas.set(key, plantilla);
    }
    return plantilla;
  }

  async function enviarUno(campanaId: number, plantilla: PlantillaCompilada, fila: Reclamado): Promise<Resultado> {
    try {
      const datos = { ...fila.datos };
      if (plantilla.usa('enlaceActualizacion') && fila.egresadoId) {
        datos.enlaceActualizacion = urlActualizacion(app, { id: fila.egresadoId, correo: fila.correo });
      }
      // Seguimiento invitations and reminders: the personal survey link, signed now (never stored in the queue).
      if (plantilla.usa('enlaceEncuesta') && fila.datos.invitacion) datos.enlaceEncuesta = urlEncuesta(app, Number(fila.datos.invitacion));
      const baja = enlacesBaja(app, fila.correo, campanaId);
      const mensaje = plantilla.render(datos, { enlaceBaja: baja.pagina });
      await transport!.send({
        to: fila.correo,
        subject: mensaje.asunto,
        html: mensaje.html,
        text: mensaje.text,
        headers: { 'List-Unsubscribe': `<${baja.post}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'List-Id': listId },
      });
      return { id: fila.id, ok: true };
    } catch (error) {
      const failure = classify(error);
      const agotado = fila.intentos >= MAX_ATTEMPTS;
      app.log.warn({ campanaId, destinatarioId: fila.id, intento: fila.intentos, permanente: failure.permanent, err: failure.message }, 'correo de campaña no enviado');
      if (failure.permanent || agotado) {
        const error = failure.permanent ? failure.message : `Se agotaron los ${MAX_ATTEMPTS} intentos. Último error: ${failure.message}`;
        return { id: fila.id, ok: false, permanente: true, error };
      }
      return { id: fila.id, ok: false, permanente: false, error: failure.message, espera: backoffSeconds(fila.intentos) };
    }
  }

  async function enviarLote(lote: Lote): Promise<void> {
    let plantilla: PlantillaCompilada;
    try {
      plantilla = compilada(lote.campana);
    } catch (error) {
      const mensaje = `La plantilla de la campaña no se pudo preparar: ${classify(error).message}`;
      await registrar(app.db, lote.filas.map((f) => ({ id: f.id, ok: false, permanente: true, error: mensaje })));
      return;
    }
    const resultados = await Promise.all(lote.filas.map((fila) => enviarUno(lote.campana.id, plantilla, fila)));
    await registrar(app.db, resultados);
  }

  async function mantenimiento(force = false): Promise<void> {
    if (!force && Date.now() - ultimoMantenimiento < MAINTENANCE_MS) return;
    ultimoMantenimiento = Date.now();
    await iniciarProgramadas(app.db);
    await vencerReclamos(app.db);
    await completar(app.db);
  }

  async function runOnce(): Promise<number> {
    if (stopped) return 0;
    await mantenimiento(true);
    if (!transport) return 0;
    let reclamo = await reclamar(app.db, rate, batchSize);
    for (let i = 0; i < 50 && 'ocupado' in reclamo; i++) {
      await new Promise((r) => setTimeout(r, BUSY_RETRY_MS));
      reclamo = await reclamar(app.db, rate, batchSize);
    }
    if (!('lote' in reclamo)) return 0;
    await enviarLote(reclamo.lote);
    await completar(app.db);
    return reclamo.lote.filas.length;
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void bombear(), ms);
    timer.unref();
  }

  /** Keeps up to maxEnVuelo batches on the wire; sleeps until the bucket refills, a poll, or a wake-up. */
  function bombear(): Promise<void> {
    if (bombeando) {
      deNuevo = true;
      return bombeando;
    }
    bombeando = bombearAhora().finally(() => {
      bombeando = null;
    });
    return bombeando;
  }

  async function bombearAhora(): Promise<void> {
    let siguiente = pollMs;
    try {
      do {
        deNuevo = false;
        await mantenimiento();
        if (!transport) break;
        while (!stopped && enVuelo.size < maxEnVuelo) {
          const reclamo = await reclamar(app.db, rate, batchSize);
          if ('lote' in reclamo) {
            const envio: Promise<void> = enviarLote(reclamo.lote)
              .catch((error) => app.log.error({ err: error }, 'un lote de la campaña falló; se reintentará'))
              .finally(() => {
                enVuelo.delete(envio);
                if (!stopped) void bombear();
              });
            enVuelo.add(envio);
            continue;
          }
          if ('ocupado' in reclamo) siguiente = BUSY_RETRY_MS;
          else if ('esperaMs' in reclamo) siguiente = reclamo.esperaMs;
          else {
            siguiente = pollMs;
            // Nothing left to send right now: a finished campaign is marked completed without waiting a poll.
            if (!enVuelo.size) await completar(app.db);
          }
          break;
        }
      } while (deNuevo && !stopped);
    } catch (error) {
      app.log.error({ err: error }, 'la cola de campañas falló; se reintentará');
      siguiente = pollMs;
    }
    // A batch in flight calls bombear when it ends; otherwise sleep until there may be work.
    if (!stopped && enVuelo.size < maxEnVuelo) schedule(siguiente);
  }

  const unsubscribe = options.poll === false ? () => {} : alAvisarCampanas(app.db, () => schedule(0));
  if (options.poll !== false) schedule(0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      // Batches on the wire finish and are recorded: a normal restart loses nothing and repeats nothing.
      while (bombeando || enVuelo.size) await Promise.allSettled([bombeando, ...enVuelo]);
      if (ownTransport) transport?.close();
    },
  };
}

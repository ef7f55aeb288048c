import pg from 'pg';

export interface NotifyHandlers {
  notify(payload: string): void;
  /** Listening (again): anything sent while it was not may have been missed. */
  up(): void;
  /** The listening connection is gone: notifications may be lost until `up`. */
  down(): void;
}

export interface Subscription {
  /** Resolves once every notification committed before the call has been handed to `notify`. */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

const PING_MS = 15_000;
const PING_TIMEOUT_MS = 5_000;
const MAX_RETRY_MS = 30_000;

/**
 * LISTEN on one dedicated connection per process, whatever the number of channels (the session cache, the
 * graduate list's marks, the reports' and the bolsa's figures), that reconnects with backoff. A connection that dies
 * silently (no FIN) is caught by a periodic ping, so `down` is never more than a ping interval late.
 */
export function escuchaPostgres(url: string): (channel: string, handlers: NotifyHandlers) => Promise<Subscription> {
  const canales = new Map<string, Set<NotifyHandlers>>();
  let client: pg.Client | undefined;
  /** The channels LISTENed on `client`. */
  let escuchados = new Set<string>();
  let conectando: Promise<void> | undefined;
  let retryMs = 500;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;
  const todos = () => [...canales.values()].flatMap((h) => [...h]);
  /** Subscribers told `up` since the connection last went down: each hears it once. */
  let arriba = new WeakSet<NotifyHandlers>();
  const avisarArriba = (channel: string) => {
    for (const h of canales.get(channel) ?? []) {
      if (arriba.has(h)) continue;
      arriba.add(h);
      h.up();
    }
  };
  // pg deprecates a query on a client that is still running another: LISTEN, the ping and sync() take turns.
  let turn: Promise<unknown> = Promise.resolve();
  const roundTrip = (c: pg.Client, text = 'SELECT 1') => {
    const next = turn.then(() => c.query(text));
    turn = next.catch(() => {});
    return next;
  };
  // Requests that ask for a sync while one is waiting for its turn share it: it is sent after all of them asked, so it
  // flushes what each committed. Twenty uploads finishing together then cost two round trips, not twenty in a row.
  let esperando: Promise<unknown> | undefined;
  const syncRoundTrip = (c: pg.Client) => {
    if (esperando) return esperando;
    const next: Promise<unknown> = turn.then(() => {
      if (esperando === next) esperando = undefined;
      return c.query('SELECT 1');
    });
    esperando = next;
    turn = next.catch(() => {});
    return next;
  };
  const listenSql = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`;

  const lost = (c: pg.Client) => {
    if (client === c) {
      client = undefined;
      escuchados = new Set();
      arriba = new WeakSet();
      for (const h of todos()) h.down();
    }
    c.removeAllListeners('error');
    c.on('error', () => {});
    void c.end().catch(() => {});
    if (canales.size === 0 || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void conectar();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const abrir = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'listen' });
    c.on('notification', (message) => {
      for (const h of canales.get(message.channel) ?? []) h.notify(message.payload ?? '');
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    const pedidos = [...canales.keys()];
    try {
      await c.connect();
      // One round trip for every channel asked for so far.
      if (pedidos.length) await c.query(pedidos.map(listenSql).join('; '));
    } catch {
      lost(c);
      return;
    }
    if (canales.size === 0) return void c.end().catch(() => {});
    client = c;
    escuchados = new Set(pedidos);
    retryMs = 500;
    for (const channel of pedidos) avisarArriba(channel);
  };
  const conectar = () => (conectando ??= abrir().finally(() => (conectando = undefined)));

  /** LISTENs in flight on `client`, by channel: a second subscriber waits for the same one. */
  const enCurso = new Map<string, Promise<void>>();
  /** LISTENs a channel asked for after the connection opened (or while it was opening); resolves once it listens. */
  const alcanzar = (channel: string): Promise<void> => {
    const c = client;
    if (!c || !canales.has(channel)) return Promise.resolve();
    if (escuchados.has(channel)) return enCurso.get(channel) ?? Promise.resolve();
    escuchados.add(channel);
    const listo = roundTrip(c, listenSql(channel)).then(() => {}, () => lost(c)).finally(() => enCurso.delete(channel));
    enCurso.set(channel, listo);
    return listo;
  };

  const cerrarSiSobra = async () => {
    if (canales.size > 0) return;
    if (ping) clearInterval(ping);
    ping = undefined;
    if (retry) clearTimeout(retry);
    retry = undefined;
    const c = client;
    client = undefined;
    escuchados = new Set();
    if (c) {
      c.removeAllListeners('end');
      await c.end().catch(() => {});
    }
  };

  return async (channel, handlers) => {
    let propios = canales.get(channel);
    if (!propios) canales.set(channel, (propios = new Set()));
    propios.add(handlers);
    if (!ping) {
      ping = setInterval(() => {
        const c = client;
        if (!c) return;
        const timeout = setTimeout(() => lost(c), PING_TIMEOUT_MS);
        roundTrip(c).then(
          () => clearTimeout(timeout),
          () => {
            clearTimeout(timeout);
            lost(c);
          },
        );
      }, PING_MS);
      ping.unref();
    }
    if (!client) await conectar();
    // LISTENed by the connection just opened, by another subscriber, or now; `up` only once it really listens.
    await alcanzar(channel);
    if (client) avisarArriba(channel);
    return {
      // PostgreSQL signals listeners while committing, and a listener sends what is pending before it answers
      // a query: a round trip on this connection flushes every notification committed before it.
      async sync() {
        if (client && escuchados.has(channel)) await syncRoundTrip(client).catch(() => {});
      },
      async stop() {
        const lista = canales.get(channel);
        if (!lista?.delete(handlers)) return;
        if (lista.size === 0) {
          canales.delete(channel);
          const c = client;
          if (c && escuchados.delete(channel)) await roundTrip(c, `UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        }
        await cerrarSiSobra();
      },
    };
  };
}

/** One channel on a connection of its own (tests; the server shares one per process through `escuchaPostgres`). */
export function listenPostgres(url: string, channel: string, handlers: NotifyHandlers): Promise<Subscription> {
  return escuchaPostgres(url)(channel, handlers);
}

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
 * LISTEN on a dedicated connection that reconnects with backoff. A connection that dies silently (no FIN) is
 * caught by a periodic ping, so `down` is never more than a ping interval late.
 */
export async function listenPostgres(url: string, channel: string, handlers: NotifyHandlers): Promise<Subscription> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = 500;
  let retry: NodeJS.Timeout | undefined;
  // pg deprecates a query on a client that is still running another: the ping and sync() take turns.
  let turn: Promise<unknown> = Promise.resolve();
  const roundTrip = (c: pg.Client) => {
    const next = turn.then(() => c.query('SELECT 1'));
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

  const lost = (c: pg.Client) => {
    if (client === c) {
      client = undefined;
      handlers.down();
    }
    c.removeAllListeners('error');
    c.on('error', () => {});
    void c.end().catch(() => {});
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: `listen ${channel}` });
    c.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      lost(c);
      return;
    }
    if (stopped) return void c.end().catch(() => {});
    client = c;
    retryMs = 500;
    handlers.up();
  };

  const ping = setInterval(() => {
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

  await connect();
  return {
    // PostgreSQL signals listeners while committing, and a listener sends what is pending before it answers
    // a query: a round trip on this connection flushes every notification committed before it.
    async sync() {
      if (client) await syncRoundTrip(client).catch(() => {});
    },
    async stop() {
      stopped = true;
      clearInterval(ping);
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => {});
      }
    },
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** The worker thread require()s it: a path, not a function (bench/visitante.cjs). */
const VISITANTE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'visitante.cjs');

export interface LoadResult {
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Autocannon's nearest percentile above p95 (it reports 90 and 97.5). */
  p97_5: number;
  total: number;
  /** Non-2xx answers, connection errors and timeouts together. */
  failures: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Hard cap on requests so a very fast target cannot run away. */
  maxRequests?: number;
  /** Each request from its own X-Forwarded-For address (a public route's per-address limit stays on). */
  visitantes?: boolean;
}

export async function measure(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    maxOverallRequests: options.maxRequests,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests: options.visitantes ? [{ setupRequest: VISITANTE }] : undefined,
    timeout: 10,
    // A worker thread generates the load so it does not compete with the server for this event loop.
    workers: 1,
  });
  return {
    connections: options.connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p97_5: result.latency.p97_5,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A short unreported run so JIT, pools and caches are warm before measuring. */
export async function warmUp(options: Omit<LoadOptions, 'seconds' | 'maxRequests'>, requests: number): Promise<void> {
  const { visitantes, ...resto } = options;
  await autocannon({ ...resto, method: resto.method ?? 'GET', amount: requests, timeout: 10, ...(visitantes ? { requests: [{ setupRequest: VISITANTE }], workers: 1 } : {}) });
}

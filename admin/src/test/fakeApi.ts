import { vi } from 'vitest';
import { ApiClient } from '../../../shared/api/client';
import { SessionStore, type SessionUser } from '../../../shared/auth/session';

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Route = (url: URL, init: RequestInit) => FakeResponse | undefined;

/** A fetch that answers from `route` (404 JSON otherwise) and records every call. */
export function fakeFetch(route: Route) {
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = route(url, init) ?? { status: 404, body: { message: 'No existe' } };
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  });
}

export function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { id: 1, name: 'Ana María López', email: 'ana@universidad.mx', roles: [], permissions: [], ...overrides };
}

/** An ApiClient over a fake fetch, signed in as `user` unless null. */
export function fakeClient(route: Route, user: SessionUser | null = buildUser()) {
  const session = new SessionStore(localStorage);
  if (user) session.set('token-de-prueba', user);
  const fetch = fakeFetch(route);
  const onUnauthorized = vi.fn();
  const client = new ApiClient({ session, fetch: fetch as unknown as typeof globalThis.fetch, onUnauthorized });
  return { client, fetch, session, onUnauthorized };
}

/** A list answer as ra-data-simple-rest expects it. */
export function listAnswer(resource: string, rows: unknown[]): FakeResponse {
  const end = Math.max(rows.length - 1, 0);
  return { body: rows, headers: { 'Content-Range': `${resource} 0-${end}/${rows.length}` } };
}

import { vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { TOKEN_KEY, USER_KEY, type SessionUser } from '../../../shared/auth/session';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { createApiClient } from '../lib/api-client';

// The first render of a lazy page compiles its chunk; on a busy machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
type Reply = { status: number; body?: unknown };
type Handler = Reply | ((req: FakeRequest) => Reply | Promise<Reply>);

/** A fetch that answers 'METHOD /api/path' from a table, records every call and 404s the rest. */
export function fakeApi(table: Record<string, Handler> = {}) {
  const calls: FakeRequest[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0];
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const req = { method, path, body, headers: (init.headers ?? {}) as Record<string, string> };
    calls.push(req);
    const handler = table[`${method} ${path}`] ?? (path === '/api/insights' ? { status: 204 } : { status: 404, body: { message: 'No existe' } });
    const reply = await (typeof handler === 'function' ? handler(req) : handler);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch: fetchImpl as unknown as typeof fetch, calls, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const staffUser: SessionUser = { id: 1, name: 'Ada Lovelace', email: 'ada@universidad.mx', roles: ['administrador'], permissions: [] };

export function storeSession(user: SessionUser = staffUser, token = 'token-valido') {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The real public app (providers, routes, layouts, lazy pages) at a path, over a fake API. */
export function renderApp(path: string, api = fakeApi()) {
  vi.stubGlobal('fetch', api.fetch); // page views go through the global fetch
  const client = createApiClient({ fetch: api.fetch });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider client={client}>
        <AppRoutes />
        <LocationProbe />
      </AppProvider>
    </MemoryRouter>,
  );
  return { ...view, api, client };
}

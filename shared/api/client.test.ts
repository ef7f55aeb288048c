import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, appendQuery } from './client';
import { ApiError, INVALID_RESPONSE } from './errors';
import { SessionStore, TOKEN_KEY, USER_KEY } from '../auth/session';
import { jsonEnScript } from './datos-iniciales';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const user = { id: 1, name: 'Ada', email: 'ada@universidad.mx', roles: ['administrador'], permissions: [] };

function reply(status: number, body: unknown, raw = false) {
  return new Response(raw ? (body as string) : JSON.stringify(body), { status });
}

describe('ApiClient', () => {
  let storage: MemoryStorage;
  let fetchMock: ReturnType<typeof vi.fn>;
  let onUnauthorized: ReturnType<typeof vi.fn>;
  let client: ApiClient;

  beforeEach(() => {
    storage = new MemoryStorage();
    fetchMock = vi.fn();
    onUnauthorized = vi.fn();
    client = new ApiClient({ session: new SessionStore(storage), fetch: fetchMock as unknown as typeof fetch, onUnauthorized: onUnauthorized as unknown as () => void });
  });

  it('sends JSON with the bearer token and skips null query parameters', async () => {
    client.session.set('tok', user);
    fetchMock.mockResolvedValue(reply(200, { ok: true }));
    await client.get('/cosas', { a: 1, b: null, c: undefined, d: 'x y' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/cosas?a=1&d=x+y');
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer tok' });
  });

  it('sends FormData without a JSON content type', async () => {
    fetchMock.mockResolvedValue(reply(200, {}));
    const form = new FormData();
    form.append('archivo', 'x');
    await client.request('/subir', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.body).toBe(form);
    expect(init.headers['Content-Type']).toBeUndefined();
  });

  it('stores token and user on login and verifies with GET /user', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { token: 't1', user })).mockResolvedValueOnce(reply(200, user));
    await client.login('ada@universidad.mx', 'secreto123');
    expect(storage.getItem(TOKEN_KEY)).toBe('t1');
    expect(JSON.parse(storage.getItem(USER_KEY)!)).toMatchObject({ id: 1, email: 'ada@universidad.mx' });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/user');
  });

  it("rejects a login answer without a token with 'Respuesta inválida del servidor'", async () => {
    fetchMock.mockResolvedValue(reply(200, { user }));
    await expect(client.login('a@b.mx', 'x')).rejects.toThrow(INVALID_RESPONSE);
    expect(client.session.get().isAuthenticated).toBe(false);
  });

  it('carries the server message, field errors and status', async () => {
    fetchMock.mockResolvedValue(reply(422, { message: 'Datos inválidos', errors: { email: ['Correo inválido'] } }));
    const error = (await client.post('/x', {}).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Datos inválidos');
    expect(error.errors).toEqual({ email: ['Correo inválido'] });
    expect(error.status).toBe(422);
  });

  it("uses 'HTTP error! status: N' when the body is not JSON, with empty errors", async () => {
    fetchMock.mockResolvedValue(reply(502, '<html>Bad gateway</html>', true));
    const error = (await client.get('/x').catch((e) => e)) as ApiError;
    expect(error.message).toBe('HTTP error! status: 502');
    expect(error.errors).toEqual({});
  });

  it('clears the session and calls onUnauthorized on any 401', async () => {
    client.session.set('tok', user);
    fetchMock.mockResolvedValue(reply(401, { message: 'No autenticado' }));
    await expect(client.get('/algo')).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('clears the local session on logout even when the server fails', async () => {
    client.session.set('tok', user);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('network down'));
    await client.logout();
    expect(client.session.get()).toEqual({ token: null, user: null, isAuthenticated: false });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('verify() answers false and clears the session when the token is rejected', async () => {
    client.session.set('tok', user);
    fetchMock.mockResolvedValue(reply(500, { message: 'falla' }));
    expect(await client.verify()).toBe(false);
    expect(client.session.token).toBeNull();
  });

  it('appendQuery keeps an existing query string', () => {
    expect(appendQuery('/api/x?sort=1', { range: '[0,9]', f: null })).toBe('/api/x?sort=1&range=%5B0%2C9%5D');
  });
});

describe('SessionStore', () => {
  it('restores token and user saved earlier', () => {
    const storage = new MemoryStorage();
    storage.setItem(TOKEN_KEY, 'abc');
    storage.setItem(USER_KEY, JSON.stringify(user));
    const session = new SessionStore(storage).get();
    expect(session).toMatchObject({ token: 'abc', isAuthenticated: true, user: { email: user.email } });
  });

  it('logs and removes an unparsable stored user', () => {
    const storage = new MemoryStorage();
    storage.setItem(TOKEN_KEY, 'abc');
    storage.setItem(USER_KEY, '{no es json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = new SessionStore(storage).get();
    expect(session.isAuthenticated).toBe(false);
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps a user only when id, name and email are present', () => {
    const storage = new MemoryStorage();
    storage.setItem(TOKEN_KEY, 'abc');
    storage.setItem(USER_KEY, JSON.stringify({ id: 1, name: '', email: 'a@b.mx' }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(new SessionStore(storage).get().user).toBeNull();
  });
});

describe('ApiClient.verify without an answer', () => {
  it('keeps the session when the request never reached the server', async () => {
    const storage = new MemoryStorage();
    const fetchMock = vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const client = new ApiClient({ session: new SessionStore(storage), fetch: fetchMock as unknown as typeof fetch });
    client.session.set('tok', user);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await client.verify()).toBe(true);
    expect(storage.getItem(TOKEN_KEY)).toBe('tok');
    warn.mockRestore();
  });
});

describe('ApiClient.inicial: the answers a page came with', () => {
  const iniciales = {
    '/postulaciones/convocatoria': { status: 200, body: { id: 7, nombre: 'Premio' } },
    '/postulaciones/ganadores': { status: 404, body: { message: 'No hay resultados', convocatoria: null } },
  };

  it('gives the data, or the ApiError a fetch would have thrown, without a request', () => {
    const fetchMock = vi.fn();
    const client = new ApiClient({ iniciales, fetch: fetchMock, session: new SessionStore(undefined) });
    expect(client.inicial('/postulaciones/convocatoria')).toEqual({ data: { id: 7, nombre: 'Premio' } });
    const fallida = client.inicial('/postulaciones/ganadores');
    expect(fallida && 'error' in fallida && fallida.error).toMatchObject({ status: 404, message: 'No hay resultados', body: { convocatoria: null } });
    expect(fallida && 'error' in fallida && fallida.error).toBeInstanceOf(ApiError);
    expect(client.inicial('/otra')).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is forgotten once the page has shown it: a later visit fetches', async () => {
    const fetchMock = vi.fn(async () => reply(200, { id: 8 }));
    const client = new ApiClient({ iniciales, fetch: fetchMock, session: new SessionStore(undefined) });
    client.olvidarInicial('/postulaciones/convocatoria');
    expect(client.inicial('/postulaciones/convocatoria')).toBeUndefined();
    expect(await client.get('/postulaciones/convocatoria')).toEqual({ id: 8 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('jsonEnScript', () => {
  it('cannot close or comment out the <script> that carries it, and reads back the same', () => {
    const datos = { texto: '</script><script>alert(1)</script><!-- \u2028' };
    const json = jsonEnScript(datos);
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual(datos);
  });
});

// The API client both apps (and react-admin's providers) use: the spec's request and session rules (§7, §8).
import { ApiError, INVALID_RESPONSE, type FieldErrors } from './errors';
import { SessionStore, normalizeUser, type SessionUser } from '../auth/session';
import { guardarFinInstitucional } from '../auth/fin-institucional';
import type { DatosIniciales, RespuestaInicial } from './datos-iniciales';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request finish after the page is gone (a draft saved as the person leaves). */
  keepalive?: boolean;
}

export interface RawResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

export interface ApiClientOptions {
  baseUrl?: string;
  session?: SessionStore;
  fetch?: typeof fetch;
  /** Called after a 401 cleared the session: the app sends the user to /login. */
  onUnauthorized?: () => void;
  /** Public configuration token used when there is no session (spec §7). */
  publicToken?: string;
  /** Answers the server put in the page (shared/api/datos-iniciales.ts), read with `inicial()`. */
  iniciales?: DatosIniciales;
}

/** Appends query parameters, skipping null and undefined values. */
export function appendQuery(url: string, query?: Record<string, QueryValue>): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  return appendQuery(`${baseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`, query);
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error of a non-OK answer: its Spanish message and field errors, or the status when the body has none. */
function apiError(status: number, json: unknown): ApiError {
  const data = (json && typeof json === 'object' ? json : {}) as { message?: string; errors?: FieldErrors };
  const message = json === undefined || !data.message ? `HTTP error! status: ${status}` : data.message;
  return new ApiError(message, status, data.errors ?? {}, data as Record<string, unknown>);
}

export class ApiClient {
  readonly baseUrl: string;
  readonly session: SessionStore;
  private readonly fetchImpl: typeof fetch;
  private readonly onUnauthorized?: () => void;
  private readonly publicToken?: string;
  private readonly iniciales: Map<string, RespuestaInicial>;

  constructor(options: ApiClientOptions = {}) {
    this.baseUrl = options.baseUrl ?? '/api';
    this.session = options.session ?? new SessionStore();
    this.fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.onUnauthorized = options.onUnauthorized;
    this.publicToken = options.publicToken;
    this.iniciales = new Map(Object.entries(options.iniciales ?? {}));
  }

  /**
   * The answer to GET `path` that came with the page, read synchronously so the page's first render already shows
   * it (and matches the HTML the server rendered with it): its JSON, or the ApiError a fetch would have thrown.
   * Undefined when the page brought none, or once `olvidarInicial` has been called: later visits fetch fresh data.
   */
  inicial<T>(path: string): { data: T } | { error: ApiError } | undefined {
    const respuesta = this.iniciales.get(path);
    if (!respuesta) return undefined;
    if (respuesta.status >= 200 && respuesta.status < 300) return { data: respuesta.body as T };
    return { error: apiError(respuesta.status, respuesta.body) };
  }

  /** Called by the page once it has shown `inicial(path)`: the data is as old as the page, not reused later. */
  olvidarInicial(path: string): void {
    this.iniciales.delete(path);
  }

  /** Sends a request and returns status, headers and parsed body; throws ApiError for non-OK answers. */
  async raw<T = unknown>(path: string, options: RequestOptions = {}): Promise<RawResponse<T>> {
    const method = (options.method ?? 'GET').toUpperCase();
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    // Every request declares JSON, except form-data bodies whose boundary the browser sets.
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (!isForm) headers['Content-Type'] = 'application/json';
    let body: BodyInit | undefined;
    if (method !== 'GET' && method !== 'HEAD' && options.body !== undefined) {
      body = isForm ? (options.body as FormData) : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const token = this.session.token ?? this.publicToken;
    if (token) headers.Authorization = `Bearer ${token}`;

    const absolute = /^https?:\/\//.test(path) || path.startsWith(`${this.baseUrl}/`);
    const url = absolute ? appendQuery(path, options.query) : buildUrl(this.baseUrl, path, options.query);
    const response = await this.fetchImpl(url, { method, headers, body, signal: options.signal, ...(options.keepalive ? { keepalive: true } : {}) });
    const text = await response.text();
    const json = parseJson(text);

    if (response.status === 401) {
      if (this.session.token) this.session.clear();
      this.onUnauthorized?.();
    }
    if (!response.ok) throw apiError(response.status, json);
    return { status: response.status, headers: response.headers, body: text, json: json as T };
  }

  async request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    return (await this.raw<T>(path, options)).json;
  }

  get<T = unknown>(path: string, query?: Record<string, QueryValue>): Promise<T> {
    return this.request<T>(path, { query });
  }

  post<T = unknown>(path: string, body?: unknown): Promise<T> {
    return this.request<T>(path, { method: 'POST', body });
  }

  put<T = unknown>(path: string, body?: unknown): Promise<T> {
    return this.request<T>(path, { method: 'PUT', body });
  }

  delete<T = unknown>(path: string): Promise<T> {
    return this.request<T>(path, { method: 'DELETE' });
  }

  /** POST /login; stores token and user. A response without a token is 'Respuesta inválida del servidor'. */
  async login(email: string, password: string): Promise<SessionUser> {
    return this.abrirSesion(await this.post<{ token?: string; user?: unknown }>('/login', { email, password }));
  }

  /**
   * Collects the session the institutional sign-in opened (POST /auth/oidc/entrega reads the HttpOnly cookie the
   * callback left), stores it as a password sign-in would, and answers where the server says to go next.
   */
  async loginInstitucional(): Promise<{ user: SessionUser; destino: string }> {
    const data = await this.post<{ token?: string; user?: unknown; destino?: string }>('/auth/oidc/entrega');
    const user = await this.abrirSesion(data);
    return { user, destino: typeof data?.destino === 'string' ? data.destino : '' };
  }

  /**
   * Exchanges a one-time sign-in link's token (server/acceso-enlace) at its portal's endpoint, e.g.
   * /egresados/acceso/canjear, and stores the session it answers as a password sign-in would.
   */
  async entrarConEnlace(canje: string, token: string): Promise<SessionUser> {
    return this.abrirSesion(await this.post<{ token?: string; user?: unknown }>(canje, { token }));
  }

  private abrirSesion(data: { token?: string; user?: unknown } | null): Promise<SessionUser> {
    const user = normalizeUser(data?.user);
    if (!data || typeof data.token !== 'string' || !data.token || !user) {
      throw new ApiError(INVALID_RESPONSE, 200);
    }
    this.session.set(data.token, user);
    return this.verify().then((ok) => (ok && this.session.user ? this.session.user : user));
  }

  /** POST /logout; the local session is cleared whatever the server answers. */
  async logout(): Promise<void> {
    try {
      if (this.session.token) {
        const data = await this.post<{ finSesionInstitucional?: string } | null>('/logout');
        // /login offers to end the institution's session too (shared/auth/institucional.ts).
        if (typeof data?.finSesionInstitucional === 'string') guardarFinInstitucional(data.finSesionInstitucional);
      }
    } catch (error) {
      console.warn('No se pudo cerrar la sesión en el servidor', error);
    } finally {
      this.session.clear();
    }
  }

  /**
   * GET /user; refreshes the stored user. A rejected token (any answer from the server that is not a valid user)
   * clears the session and answers false; a request that never got an answer (offline, aborted by navigation)
   * keeps the session, since nothing said the token is bad.
   */
  async verify(): Promise<boolean> {
    if (!this.session.token) return false;
    try {
      const user = normalizeUser(await this.get('/user'));
      if (!user) throw new ApiError(INVALID_RESPONSE, 200);
      this.session.setUser(user);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) {
        console.warn('No se pudo verificar la sesión con el servidor', error);
        return this.session.get().isAuthenticated;
      }
      this.session.clear();
      return false;
    }
  }
}

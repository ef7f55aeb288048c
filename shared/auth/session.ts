// The browser session (spec §3, §4): token and user under their own localStorage keys.

export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'auth_user';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  roles: string[];
  permissions: string[];
}

export interface Session {
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
}

type Listener = (session: Session) => void;

function isUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  // A user is kept only when id, name and email are all present.
  return u.id != null && typeof u.name === 'string' && u.name !== '' && typeof u.email === 'string' && u.email !== '';
}

export function normalizeUser(value: unknown): SessionUser | null {
  if (!isUser(value)) return null;
  const u = value as unknown as Record<string, unknown>;
  return {
    id: Number(u.id),
    name: String(u.name),
    email: String(u.email),
    roles: Array.isArray(u.roles) ? (u.roles as string[]) : [],
    permissions: Array.isArray(u.permissions) ? (u.permissions as string[]) : [],
  };
}

export class SessionStore {
  private session: Session = { token: null, user: null, isAuthenticated: false };
  private listeners = new Set<Listener>();

  constructor(private readonly storage: Storage | undefined = globalThis.localStorage) {
    this.restore();
  }

  /** Restores token and user saved by an earlier visit; an unparsable user is logged and removed. */
  restore(): Session {
    const token = this.storage?.getItem(TOKEN_KEY) ?? null;
    const rawUser = this.storage?.getItem(USER_KEY) ?? null;
    let user: SessionUser | null = null;
    if (rawUser) {
      try {
        user = normalizeUser(JSON.parse(rawUser));
        if (!user) throw new Error('usuario incompleto');
      } catch (error) {
        console.warn('Se descartó el usuario guardado porque no es válido', error);
        this.storage?.removeItem(USER_KEY);
        user = null;
      }
    }
    this.session = { token, user, isAuthenticated: !!token && !!user };
    return this.session;
  }

  get(): Session {
    return this.session;
  }

  get token(): string | null {
    return this.session.token;
  }

  get user(): SessionUser | null {
    return this.session.user;
  }

  set(token: string, user: SessionUser): void {
    this.storage?.setItem(TOKEN_KEY, token);
    this.storage?.setItem(USER_KEY, JSON.stringify(user));
    this.session = { token, user, isAuthenticated: true };
    this.emit();
  }

  setUser(user: SessionUser): void {
    if (!this.session.token) return;
    this.set(this.session.token, user);
  }

  clear(): void {
    this.storage?.removeItem(TOKEN_KEY);
    this.storage?.removeItem(USER_KEY);
    this.session = { token: null, user: null, isAuthenticated: false };
    this.emit();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const l of this.listeners) l(this.session);
  }
}

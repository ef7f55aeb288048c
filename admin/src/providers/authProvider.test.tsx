import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { buildUser, fakeClient } from '../test/fakeApi';
import { createAuthProvider } from './authProvider';

const signedOut = { redirectTo: '/login', message: false };

describe('authProvider', () => {
  it('checkAuth rejects towards /login without a token, and verifies a stored token once per load', async () => {
    const anonymous = fakeClient(() => undefined, null);
    await expect(createAuthProvider(anonymous.client).checkAuth({})).rejects.toEqual(signedOut);
    expect(anonymous.fetch).not.toHaveBeenCalled();

    const user = buildUser({ name: 'Ana María López', permissions: ['usuarios.ver'] });
    const { client, fetch } = fakeClient((url) => (url.pathname === '/api/user' ? { body: user } : undefined));
    const auth = createAuthProvider(client);
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toBe('/api/user');
  });

  it('checkAuth clears the session when the server no longer knows the token', async () => {
    const { client, session } = fakeClient((url) => (url.pathname === '/api/user' ? { status: 401, body: { message: 'Sesión expirada' } } : undefined));
    await expect(createAuthProvider(client).checkAuth({})).rejects.toEqual(signedOut);
    expect(session.token).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('checkError: a 401 clears the session and signs out; a 403 keeps the user on the page', async () => {
    const { client, session } = fakeClient(() => undefined);
    const auth = createAuthProvider(client);
    await expect(auth.checkError(new HttpError('Prohibido', 403))).resolves.toBeUndefined();
    expect(session.token).toBe('token-de-prueba');
    await expect(auth.checkError(new HttpError('Sesión expirada', 401))).rejects.toEqual(signedOut);
    expect(session.token).toBeNull();
    expect(localStorage.getItem('auth_user')).toBeNull();
  });

  it('logout ends the server session, clears the local one and goes to /login', async () => {
    const { client, fetch, session } = fakeClient((url) => (url.pathname === '/api/logout' ? { status: 204 } : undefined));
    const redirect = vi.fn();
    await expect(createAuthProvider(client, redirect).logout({})).resolves.toBe(false);
    expect(redirect).toHaveBeenCalledWith('/login');
    expect(fetch.mock.calls[0][1]?.method).toBe('POST');
    expect(session.token).toBeNull();
  });

  it('identity comes from the stored user, with initials for the avatar', async () => {
    const { client } = fakeClient(() => undefined, buildUser({ id: 7, name: 'Ana María López', email: 'ana@universidad.mx' }));
    await expect(createAuthProvider(client).getIdentity!()).resolves.toEqual({ id: 7, fullName: 'Ana María López', email: 'ana@universidad.mx', initials: 'AM' });
  });

  it('canAccess applies the shared rule to route-path resources', async () => {
    const { client } = fakeClient(() => undefined, buildUser({ permissions: ['usuarios.ver', 'roles.editar'] }));
    const auth = createAuthProvider(client);
    await expect(auth.canAccess!({ resource: 'egresados/usuarios', action: 'list' })).resolves.toBe(true);
    await expect(auth.canAccess!({ resource: 'servicio-social/administracion/usuarios', action: 'create' })).resolves.toBe(false);
    await expect(auth.canAccess!({ resource: 'egresados/roles', action: 'edit' })).resolves.toBe(true);
    await expect(auth.canAccess!({ resource: 'administracion/correos', action: 'list' })).resolves.toBe(false);

    const admin = fakeClient(() => undefined, buildUser({ roles: ['administrador'] }));
    await expect(createAuthProvider(admin.client).canAccess!({ resource: 'administracion/auditoria', action: 'show' })).resolves.toBe(true);
    await expect(auth.getPermissions!({})).resolves.toEqual({ roles: [], permissions: ['usuarios.ver', 'roles.editar'] });
  });

  it('sends a student or an institution to its own home instead of the back office, without signing out', async () => {
    for (const [role, home] of [['estudiante', '/servicio-social/estudiantes'], ['institucion', '/servicio-social/Institucion']] as const) {
      const user = buildUser({ roles: [role] });
      const { client, fetch } = fakeClient((url) => (url.pathname === '/api/user' ? { body: user } : undefined), user);
      const redirect = vi.fn();
      let settled = false;
      void createAuthProvider(client, redirect).checkAuth({}).finally(() => (settled = true));
      await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith(home));
      expect(settled).toBe(false);
      expect(fetch.mock.calls.some(([input]) => String(input).includes('/logout'))).toBe(false);
    }
    const staff = buildUser({ permissions: ['instituciones.ver'] });
    const { client } = fakeClient((url) => (url.pathname === '/api/user' ? { body: staff } : undefined), staff);
    const redirect = vi.fn();
    await createAuthProvider(client, redirect).checkAuth({});
    expect(redirect).not.toHaveBeenCalled();
  });
});

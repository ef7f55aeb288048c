import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_KEY, USER_KEY } from '../../../shared/auth/session';
import { fakeApi, renderApp, staffUser, storeSession } from '../test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const header = () => within(screen.getByRole('banner'));

describe('session restore on start', () => {
  it('an unparsable stored user is logged and removed; the visitor is signed out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(TOKEN_KEY, 'token-viejo');
    localStorage.setItem(USER_KEY, '{esto no es json');
    const { api } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Egresados, postulaciones y servicio social/ })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Se descartó el usuario guardado porque no es válido', expect.any(SyntaxError));
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(header().getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await waitFor(() => expect(api.called('GET /api/user')).toHaveLength(1));
  });

  it('a valid session is verified with GET /api/user and shows the name, Panel and Cerrar sesión', async () => {
    storeSession();
    const { api } = renderApp('/', fakeApi({ 'GET /api/user': { status: 200, body: { ...staffUser, name: 'Ada King' } } }));
    expect(await header().findByText('Ada King')).toBeInTheDocument();
    expect(api.called('GET /api/user')[0].headers.Authorization).toBe('Bearer token-valido');
    expect(header().getByRole('link', { name: 'Panel' })).toHaveAttribute('href', '/dashboard');
    expect(header().getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('a token the server no longer accepts is cleared, without pulling the visitor off an open page', async () => {
    storeSession();
    renderApp('/', fakeApi({ 'GET /api/user': { status: 401, body: { message: 'No autenticado.' } } }));
    expect(await header().findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await screen.findByText('Su sesión terminó')).toBeInTheDocument();
  });

  it('logout clears the session even if the server fails, says "Sesión cerrada" and goes to /login', async () => {
    storeSession();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = renderApp(
      '/',
      fakeApi({ 'GET /api/user': { status: 200, body: staffUser }, 'POST /api/logout': { status: 500, body: { message: 'Error' } } }),
    );
    await userEvent.setup().click(await header().findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
    expect(api.called('POST /api/logout')).toHaveLength(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { browser } from '../lib/navigation';
import { fakeApi, renderApp, staffUser, storeSession } from '../test/render-app';
import { AppProvider } from './provider';
import { RouteGuard } from './guards';
import { createApiClient } from '../lib/api-client';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const verified = (user = staffUser) => fakeApi({ 'GET /api/user': { status: 200, body: user } });

describe('guest guard', () => {
  it('sends a signed-in user from /login to their home, /dashboard, with a full page load', async () => {
    storeSession();
    const { api } = renderApp('/login', verified());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(api.called('GET /api/user')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });

  it('honours a safe next path, staying in the app for its own pages', async () => {
    storeSession();
    renderApp('/login?next=%2Femail%2Fverified-success', verified());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/email/verified-success'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('never follows a next that leaves the site', async () => {
    storeSession();
    renderApp('/login?next=%2F%2Fevil.example.com', verified());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
  });

  it('applies to /recuperar-contrasena too', async () => {
    storeSession();
    renderApp('/recuperar-contrasena', verified());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
  });

  it('lets guests in', async () => {
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a stored token the server rejects is cleared and the form is shown', async () => {
    storeSession();
    renderApp('/login', fakeApi({ 'GET /api/user': { status: 401, body: { message: 'No autenticado.' } } }));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderGuarded(guard: 'auth' | 'admin', api = fakeApi()) {
  vi.stubGlobal('fetch', api.fetch);
  render(
    <MemoryRouter initialEntries={['/privado?pestana=2']}>
      <AppProvider client={createApiClient({ fetch: api.fetch })}>
        <Routes>
          <Route path="/privado" element={<RouteGuard guard={guard}>Contenido privado</RouteGuard>} />
          <Route path="/login" element={<Where />} />
        </Routes>
      </AppProvider>
    </MemoryRouter>,
  );
}

describe('auth and admin guards', () => {
  it('auth: a visitor goes to /login with the page to come back to', async () => {
    renderGuarded('auth');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Fprivado%3Fpestana%3D2');
  });

  it('auth: a signed-in user sees the page once the token is verified', async () => {
    storeSession({ ...staffUser, roles: [] });
    renderGuarded('auth', verified({ ...staffUser, roles: [] }));
    expect(await screen.findByText('Contenido privado')).toBeInTheDocument();
  });

  it('admin: a signed-in user without the role gets 403', async () => {
    storeSession({ ...staffUser, roles: ['capturista'] });
    renderGuarded('admin', verified({ ...staffUser, roles: ['capturista'] }));
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('Error 403');
    expect(screen.queryByText('Contenido privado')).not.toBeInTheDocument();
  });

  it('admin: an administrator gets in', async () => {
    storeSession();
    renderGuarded('admin', verified());
    expect(await screen.findByText('Contenido privado')).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ApiClient } from '../../../shared/api/client';
import { createApiClient } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { fakeApi, storeSession, staffUser } from '../test/render-app';
import { AppProvider } from './provider';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect';

function Probe() {
  useUnauthorizedRedirect();
  const location = useLocation();
  const { status } = useAuth();
  return <output data-testid="where">{`${status} ${location.pathname}${location.search}`}</output>;
}

function setup(path: string) {
  const api = fakeApi({
    'GET /api/user': { status: 200, body: staffUser },
    'GET /api/usuarios': { status: 401, body: { message: 'No ha iniciado sesión o su sesión expiró' } },
  });
  vi.stubGlobal('fetch', api.fetch);
  const client: ApiClient = createApiClient({ fetch: api.fetch });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider client={client}>
        <Probe />
      </AppProvider>
    </MemoryRouter>,
  );
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('a 401 while using the site', () => {
  it('on a page that needs a session: back to /login with the way back, and a notice', async () => {
    storeSession();
    const client = setup('/dashboard?tab=1');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('ready /dashboard'));
    await act(() => client.get('/usuarios').catch(() => {}));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login?next=%2Fdashboard%3Ftab%3D1'));
    expect(await screen.findByText('Su sesión terminó')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('on an open page: stays, with a quiet notice', async () => {
    storeSession();
    const client = setup('/');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('ready /'));
    await act(() => client.get('/usuarios').catch(() => {}));
    expect(await screen.findByText('Su sesión terminó')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^ready \/$/);
  });

  it('without a session there is nothing to announce', async () => {
    const client = setup('/');
    await act(() => client.get('/usuarios').catch(() => {}));
    expect(screen.queryByText('Su sesión terminó')).not.toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ApiError } from '../api/errors';
import { RootErrorBoundary } from './RootErrorBoundary';
import { lazyWithReload } from './lazy-with-reload';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

afterEach(() => vi.restoreAllMocks());

describe('<RootErrorBoundary>', () => {
  it('logs a render error and shows the generic error page', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RootErrorBoundary>
        <Boom error={new Error('fallo')} />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Error interno del servidor' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('Error 500');
    expect(screen.getByRole('button', { name: 'Volver a intentar' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Error no controlado en la interfaz', expect.any(Error), expect.anything());
  });

  it('uses the status of an API error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RootErrorBoundary>
        <Boom error={new ApiError('No disponible', 503)} />
      </RootErrorBoundary>,
    );
    expect(screen.getByTestId('error-status')).toHaveTextContent('Error 503');
  });

  it('recovers when the reset key changes (the user navigated away)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RootErrorBoundary resetKey="/a">
        <Boom error={new Error('x')} />
      </RootErrorBoundary>,
    );
    rerender(
      <RootErrorBoundary resetKey="/b">
        <p>Otra página</p>
      </RootErrorBoundary>,
    );
    expect(screen.getByText('Otra página')).toBeInTheDocument();
  });

  it('shows the error page for an unhandled rejection outside React', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RootErrorBoundary>
        <p>Contenido</p>
      </RootErrorBoundary>,
    );
    act(() => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.assign(event, { reason: new Error('sin controlar') });
      window.dispatchEvent(event);
    });
    expect(screen.getByRole('heading', { name: 'Error interno del servidor' })).toBeInTheDocument();
  });

  it('a page that failed to load twice within the window reaches the boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn();
    sessionStorage.clear();
    const importer = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const First = lazyWithReload(importer, { reload });
    const { unmount } = render(
      <RootErrorBoundary>
        <Suspense fallback={<p>Cargando…</p>}>
          <First />
        </Suspense>
      </RootErrorBoundary>,
    );
    await act(async () => {});
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    unmount();

    const Second = lazyWithReload(importer, { reload });
    render(
      <RootErrorBoundary>
        <Suspense fallback={<p>Cargando…</p>}>
          <Second />
        </Suspense>
      </RootErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Error interno del servidor' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

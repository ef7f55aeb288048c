import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderApp } from '../../../test/render-app';
import { ErrorPage } from './ErrorPage';

afterEach(() => vi.unstubAllGlobals());

describe('404 page', () => {
  it('shows "Página no encontrada", the requested path, and records the view', async () => {
    const { api } = renderApp('/premios/no-existe?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByTestId('not-found-path')).toHaveTextContent('/premios/no-existe');
    expect(screen.getByTestId('error-status')).toHaveTextContent('Error 404');
    expect(document.title).toBe('Página no encontrada · Plataforma Universitaria');
    expect(api.called('POST /api/insights')[0].body).toEqual({ route: '*', path: '/premios/no-existe' });
    // Inside the public layout: the header is still there to move on.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});

describe('generic error page', () => {
  const renderPage = (props: Parameters<typeof ErrorPage>[0]) =>
    render(
      <MemoryRouter>
        <ErrorPage {...props} />
      </MemoryRouter>,
    );

  it('defaults to 500 "Error interno del servidor" with a description', () => {
    renderPage({});
    expect(screen.getByTestId('error-status')).toHaveTextContent('Error 500');
    expect(screen.getByRole('heading', { name: 'Error interno del servidor' })).toBeInTheDocument();
    expect(screen.getByText(/Ocurrió un problema inesperado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('any other status keeps the server-error message unless told otherwise', () => {
    renderPage({ status: 503 });
    expect(screen.getByTestId('error-status')).toHaveTextContent('Error 503');
    expect(screen.getByRole('heading', { name: 'Error interno del servidor' })).toBeInTheDocument();
  });

  it('404 defaults to "Página no encontrada"', () => {
    renderPage({ status: 404 });
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('offers a retry when given one', () => {
    const onRetry = vi.fn();
    renderPage({ status: 500, message: 'Servicio no disponible', description: 'Intente más tarde.', onRetry });
    screen.getByRole('button', { name: 'Volver a intentar' }).click();
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByText('Intente más tarde.')).toBeInTheDocument();
  });
});

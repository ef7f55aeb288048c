import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ErrorView, NotFoundView, defaultErrorMessage } from './ErrorView';

describe('error views', () => {
  it('default message: 404 is "Página no encontrada", everything else "Error interno del servidor"', () => {
    expect(defaultErrorMessage(404)).toBe('Página no encontrada');
    expect(defaultErrorMessage(500)).toBe('Error interno del servidor');
    expect(defaultErrorMessage(503)).toBe('Error interno del servidor');
  });

  it('the generic page shows status code, message and description (500 by default)', () => {
    render(<ErrorView />);
    expect(screen.getByTestId('error-status')).toHaveTextContent('Error 500');
    expect(screen.getByRole('heading', { level: 1, name: 'Error interno del servidor' })).toBeInTheDocument();
    expect(screen.getByText(/Ocurrió un problema inesperado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('shows the given status, message and description', () => {
    render(<ErrorView status={403} message="Acceso denegado" description="No tiene permiso para ver esta página." />);
    expect(screen.getByTestId('error-status')).toHaveTextContent('Error 403');
    expect(screen.getByRole('heading', { name: 'Acceso denegado' })).toBeInTheDocument();
    expect(screen.getByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
  });

  it('the 404 page shows the path', () => {
    render(<NotFoundView path="/no/existe" />);
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByTestId('not-found-path')).toHaveTextContent('/no/existe');
    expect(screen.getByTestId('error-status')).toHaveTextContent('Error 404');
  });
});

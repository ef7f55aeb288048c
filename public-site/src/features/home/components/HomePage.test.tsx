import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('public home', () => {
  it('presents the three areas with their entry points and sign-in', async () => {
    const { api } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const area = (name: string) => within(screen.getByRole('article', { name }));
    expect(area('Egresados').getByRole('link', { name: 'Registro de egresados' })).toHaveAttribute('href', '/egresados/registro');
    expect(area('Postulaciones').getByRole('link', { name: 'Registro de postulaciones' })).toHaveAttribute('href', '/postulaciones/registro');
    expect(area('Servicio social').getByRole('link', { name: 'Servicio social' })).toHaveAttribute('href', '/servicioSocial');
    expect(screen.getAllByRole('link', { name: 'Iniciar sesión' }).every((a) => a.getAttribute('href') === '/login')).toBe(true);
    const areasNav = within(within(screen.getByRole('banner')).getAllByRole('navigation', { name: 'Áreas' })[0]);
    expect(areasNav.getAllByRole('link').map((a) => a.textContent)).toEqual(['Egresados', 'Postulaciones', 'Servicio social']);
    expect(document.title).toBe('Inicio · Plataforma Universitaria');
    expect(api.called('POST /api/insights')[0].body).toEqual({ route: '/', path: '/' });
    expect(api.calls.every((c) => c.path.startsWith('/api/'))).toBe(true);
  });
});

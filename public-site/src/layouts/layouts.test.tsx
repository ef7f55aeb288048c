import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { createApiClient } from '../lib/api-client';
import type { SessionUser } from '../../../shared/auth/session';
import { fakeApi, storeSession } from '../test/render-app';
import { ROL_ESTUDIANTE, ROL_INSTITUCION } from '../../../shared/servicio-social/valores';
import { AwardsLayout, PublicGraduatesLayout, ServicioSocialLayout } from './index';

afterEach(() => vi.unstubAllGlobals());

function renderIn(Layout: () => React.JSX.Element, path: string, user?: SessionUser, answers: Parameters<typeof fakeApi>[0] = {}) {
  if (user) storeSession(user);
  const api = fakeApi(user ? { 'GET /api/user': { status: 200, body: user }, ...answers } : answers);
  vi.stubGlobal('fetch', api.fetch);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider client={createApiClient({ fetch: api.fetch })}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<h1>Página del área</h1>} />
          </Route>
        </Routes>
      </AppProvider>
    </MemoryRouter>,
  );
}

describe('area layouts', () => {
  it('awards-layout has the awards menu, marking the current page', async () => {
    renderIn(AwardsLayout, '/postulaciones/categorias');
    const menu = within(await screen.findByRole('navigation', { name: 'Menú de postulaciones' }));
    expect(menu.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Postulaciones', '/postulaciones'],
      ['Nuevo postulante', '/postulaciones/crear'],
      ['Categorías', '/postulaciones/categorias'],
      ['Evaluación', '/postulaciones/evaluacion'],
      ['Resultados', '/postulaciones/resultados'],
      ['Ganadores', '/postulaciones/ganadores'],
    ]);
    expect(menu.getByRole('link', { name: 'Categorías' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Página del área' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('publicgraduates carries the graduates branding around the page', async () => {
    renderIn(PublicGraduatesLayout, '/egresados/registro');
    expect(await screen.findByTestId('area-banner')).toHaveTextContent('Egresados');
    expect(screen.getByRole('heading', { name: 'Página del área' })).toBeInTheDocument();
  });

  it('servicio-social has its own menu', async () => {
    renderIn(ServicioSocialLayout, '/servicioSocial');
    const menu = within(await screen.findByRole('navigation', { name: 'Menú de servicio social' }));
    expect(menu.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Registro de estudiantes' })).toHaveAttribute('href', '/registro/estudiantes');
  });

  it('a student\'s portal menu reaches every part of their service, marking Documentos on any document', async () => {
    const estudiante = { id: 7, name: 'Luis Pérez', email: 'luis@alumnos.universidad.mx', roles: [ROL_ESTUDIANTE], permissions: [] };
    renderIn(ServicioSocialLayout, '/servicio-social/estudiantes/documentos/Informe-mensual', estudiante);
    const menu = within(await screen.findByRole('navigation', { name: 'Portal del estudiante' }));
    expect(menu.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Inicio', 'Buscar vacantes', 'Documentos', 'Horas', 'Autoevaluación', 'Mi perfil', 'Bolsa de trabajo', 'Información',
    ]);
    expect(menu.getByRole('link', { name: 'Bolsa de trabajo' })).toHaveAttribute('href', '/bolsa-de-trabajo');
    expect(menu.getByRole('link', { name: 'Documentos' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Horas' })).toHaveAttribute('href', '/servicio-social/estudiantes/horas');
    expect(menu.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  const institucion = { id: 8, name: 'Fundación', email: 'contacto@fundacion.org.mx', roles: [ROL_INSTITUCION], permissions: [] };
  const panel = (estado: string) => ({ 'GET /api/servicio-social/institucion': { status: 200, body: { institucion: { estado } } } });

  it('an institution\'s portal menu lists its students in service', async () => {
    renderIn(ServicioSocialLayout, '/servicio-social/Institucion/estudiantes/12', institucion, panel('aprobada'));
    const menu = within(await screen.findByRole('navigation', { name: 'Portal de la institución' }));
    expect(await menu.findByRole('link', { name: 'Estudiantes' })).toHaveAttribute('aria-current', 'page');
  });

  it('an institution not yet approved has only its status and profile in the menu', async () => {
    renderIn(ServicioSocialLayout, '/servicio-social/Institucion', institucion, panel('pendiente'));
    const menu = within(await screen.findByRole('navigation', { name: 'Portal de la institución' }));
    expect(menu.getAllByRole('link').map((a) => a.textContent)).toEqual(['Estado', 'Perfil', 'Información']);
  });

  it('an institution\'s last known approval is remembered in its browser, and the server\'s answer still decides', async () => {
    localStorage.setItem('ss.institucion-aprobada.8', '0');
    renderIn(ServicioSocialLayout, '/servicio-social/Institucion', institucion, panel('aprobada'));
    const menu = within(await screen.findByRole('navigation', { name: 'Portal de la institución' }));
    expect(await menu.findByRole('link', { name: 'Estudiantes' })).toBeInTheDocument();
    expect(localStorage.getItem('ss.institucion-aprobada.8')).toBe('1');
    localStorage.clear();
  });
});

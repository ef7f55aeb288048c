import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';
import { areaOf } from './menuEntries';

const empty = () => ({ body: {} });

/** The main menu with every group the user sees opened (groups start closed unless they hold the current page). */
async function openMenu(groups: string[]) {
  const menu = await screen.findByRole('menu', { name: 'Menú principal' });
  for (const name of groups) {
    const header = await within(menu).findByRole('menuitem', { name });
    if (header.getAttribute('aria-expanded') === 'false') fireEvent.click(header);
  }
  return menu;
}

describe('<AdminMenu>', () => {
  it('shows only the screens the user may open, each once, grouped by area', async () => {
    renderAdmin('/dashboard', buildUser({ permissions: ['correos.ver', 'roles.ver'] }), empty);
    const menu = await openMenu(['Plataforma']);
    expect(await within(menu).findByRole('menuitem', { name: /Bandeja de salida/ })).toHaveAttribute('href', '/administracion/correos');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem', { name: /^Roles/ }).map((item) => item.getAttribute('href'))).toEqual(['/egresados/roles']));
    expect(within(menu).getByRole('menuitem', { name: /Panel/ })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).queryByRole('menuitem', { name: /Usuarios/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /Permisos/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /Bitácora/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Egresados' })).toBeNull();
  });

  it('with the sidebar closed, an area is its icon, named for screen readers, not its name one letter per line', async () => {
    renderAdmin('/administracion/correos', buildUser({ permissions: ['correos.ver', 'niveles.ver'] }), empty);
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    expect(await within(menu).findByText('Egresados')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(within(menu).queryByText('Egresados')).toBeNull());
    expect(within(menu).getByRole('menuitem', { name: 'Egresados' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).getByRole('menuitem', { name: 'Plataforma' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('collapses a group and opens by itself the group of the current page', async () => {
    renderAdmin('/administracion/correos', buildUser({ permissions: ['correos.ver', 'niveles.ver'] }), empty);
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    const plataforma = await within(menu).findByRole('menuitem', { name: 'Plataforma' });
    expect(plataforma).toHaveAttribute('aria-expanded', 'true');
    expect(await within(menu).findByRole('menuitem', { name: /Bandeja de salida/ })).toBeInTheDocument();
    const egresados = within(menu).getByRole('menuitem', { name: 'Egresados' });
    expect(egresados).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('menuitem', { name: /^Niveles/ })).toBeNull();
    fireEvent.click(egresados);
    expect(await within(menu).findByRole('menuitem', { name: /^Niveles/ })).toHaveAttribute('href', '/egresados/niveles');
    fireEvent.click(plataforma);
    await waitFor(() => expect(within(menu).queryByRole('menuitem', { name: /Bandeja de salida/ })).toBeNull());
  });

  it('hides a whole area when none of its screens is allowed', async () => {
    renderAdmin('/dashboard', buildUser({ permissions: ['auditoria.ver'] }), empty);
    const menu = await openMenu(['Plataforma']);
    expect(await within(menu).findByRole('menuitem', { name: /Bitácora de cambios/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Egresados' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Servicio social' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Postulaciones' })).toBeNull();
  });

  it('gives administrators every entry, staff accounts once', async () => {
    renderAdmin('/dashboard', buildUser({ roles: ['administrador'] }), empty);
    const menu = await openMenu(['Plataforma', 'Egresados', 'Postulaciones', 'Servicio social']);
    await waitFor(() => expect(within(menu).getAllByRole('menuitem', { name: /^Usuarios/ })).toHaveLength(1));
    expect(within(menu).getAllByRole('menuitem', { name: /^Permisos/ })).toHaveLength(1);
    expect(within(menu).getAllByRole('menuitem', { name: /^Roles/ })).toHaveLength(1);
    expect(within(menu).getByRole('menuitem', { name: /Bitácora de cambios/ })).toBeInTheDocument();
    expect(await within(menu).findByRole('menuitem', { name: /^Programas académicos/ })).toHaveAttribute('href', '/egresados/programas');
    expect(await within(menu).findByRole('menuitem', { name: /^Programas de servicio social/ })).toHaveAttribute('href', '/servicio-social/administracion/programas');
    // Entries only: a group may hold a screen of its own name (Egresados › Egresados).
    const names = within(menu).getAllByRole('menuitem').filter((item) => item.hasAttribute('href')).map((item) => item.textContent);
    expect(new Set(names).size).toBe(names.length);
    // Role queries over every entry of every area are slow on a busy machine.
  }, 90_000);

  it('lists the egresados screens, the bulk upload included, each by its own permission', async () => {
    renderAdmin('/dashboard', buildUser({ permissions: ['importaciones.ver', 'programas.ver'] }), empty);
    const menu = await openMenu(['Egresados']);
    expect(await within(menu).findByRole('menuitem', { name: /Carga masiva/ })).toHaveAttribute('href', '/egresados/cargamasiva');
    expect(await within(menu).findByRole('menuitem', { name: /^Programas académicos/ })).toHaveAttribute('href', '/egresados/programas');
    expect(within(menu).queryByRole('menuitem', { name: /^Egresados/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).queryByRole('menuitem', { name: /^Niveles/ })).toBeNull();
  });

  it('lists every servicio social screen by its own permission, staff accounts under Plataforma', async () => {
    renderAdmin('/dashboard', buildUser({ permissions: ['instituciones.ver', 'ss-programas.ver', 'estudiantes.ver', 'estudiantes.editar', 'ajustes-ss.ver', 'periodos.ver', 'usuarios.ver'] }), empty);
    const menu = await openMenu(['Servicio social', 'Plataforma']);
    expect(await within(menu).findByRole('menuitem', { name: /^Instituciones/ })).toHaveAttribute('href', '/servicio-social/administracion/instituciones');
    expect(await within(menu).findByRole('menuitem', { name: /^Programas de servicio social/ })).toHaveAttribute('href', '/servicio-social/administracion/programas');
    expect(await within(menu).findByRole('menuitem', { name: /^Carga de estudiantes elegibles/ })).toHaveAttribute('href', '/servicio-social/administracion/estudiantes/elegibles');
    expect(await within(menu).findByRole('menuitem', { name: /^Ajustes/ })).toHaveAttribute('href', '/servicio-social/administracion/ajustes');
    expect(await within(menu).findByRole('menuitem', { name: /^Periodos/ })).toHaveAttribute('href', '/servicio-social/administracion/periodos');
    expect(await within(menu).findByRole('menuitem', { name: /^Usuarios/ })).toHaveAttribute('href', '/egresados/usuarios');
    expect(within(menu).queryByRole('menuitem', { name: /^Vacantes/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /^Proyectos destacados/ })).toBeNull();
    // The egresados catalog of programs is another permission (programas.ver).
    expect(within(menu).queryByRole('menuitem', { name: /^Programas académicos/ })).toBeNull();
  });

  it('hides the bulk upload of eligible students from staff who may only read students', async () => {
    renderAdmin('/dashboard', buildUser({ permissions: ['estudiantes.ver'] }), empty);
    const menu = await openMenu(['Servicio social']);
    expect(await within(menu).findByRole('menuitem', { name: /^Estudiantes/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Carga de estudiantes/ })).toBeNull();
  });
});

describe('areaOf', () => {
  it('places staff accounts under Plataforma whatever area their path names', () => {
    expect(areaOf('/egresados/usuarios/3')).toBe('plataforma');
    expect(areaOf('/servicio-social/administracion/roles')).toBe('plataforma');
    expect(areaOf('/egresados/niveles')).toBe('egresados');
    expect(areaOf('/servicio-social/administracion/vacantes')).toBe('servicio-social');
    expect(areaOf('/dashboard')).toBeUndefined();
  });
});

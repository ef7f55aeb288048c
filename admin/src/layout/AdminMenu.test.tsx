import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';

const empty = () => ({ body: {} });

describe('<AdminMenu>', () => {
  it('shows only the screens the user may open, grouped by area', async () => {
    renderAdmin('/dashboard', buildUser({ permissions: ['correos.ver', 'roles.ver'] }), empty);
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    expect(await within(menu).findByRole('menuitem', { name: /Bandeja de salida/ })).toHaveAttribute('href', '/administracion/correos');
    await waitFor(() =>
      expect(within(menu).getAllByRole('menuitem', { name: /^Roles/ }).map((item) => item.getAttribute('href'))).toEqual([
        '/egresados/roles',
        '/servicio-social/administracion/roles',
      ]),
    );
    expect(within(menu).getByRole('menuitem', { name: /Panel/ })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).queryByRole('menuitem', { name: /Usuarios/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /Permisos/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /Bitácora/ })).toBeNull();
    expect(within(menu).getByText('Plataforma')).toBeInTheDocument();
    expect(within(menu).getByText('Egresados')).toBeInTheDocument();
  });

  it('hides a whole area when none of its screens is allowed', async () => {
    renderAdmin('/dashboard', buildUser({ permissions: ['auditoria.ver'] }), empty);
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    expect(await within(menu).findByRole('menuitem', { name: /Bitácora de cambios/ })).toBeInTheDocument();
    expect(within(menu).queryByText('Egresados')).toBeNull();
    expect(within(menu).queryByText('Servicio social')).toBeNull();
  });

  it('gives administrators every entry', async () => {
    renderAdmin('/dashboard', buildUser({ roles: ['administrador'] }), empty);
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem', { name: /^Usuarios/ })).toHaveLength(2));
    expect(within(menu).getAllByRole('menuitem', { name: /^Permisos/ })).toHaveLength(2);
    expect(within(menu).getByRole('menuitem', { name: /Bitácora de cambios/ })).toBeInTheDocument();
    // Role queries over every entry of every area are slow on a busy machine.
  }, 90_000);

  it('lists the egresados screens, the bulk upload included, each by its own permission', async () => {
    renderAdmin('/dashboard', buildUser({ permissions: ['importaciones.ver', 'programas.ver'] }), empty);
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    expect(await within(menu).findByRole('menuitem', { name: /Carga masiva/ })).toHaveAttribute('href', '/egresados/cargamasiva');
    expect(await within(menu).findByRole('menuitem', { name: /^Programas/ })).toHaveAttribute('href', '/egresados/programas');
    expect(within(menu).queryByRole('menuitem', { name: /^Egresados/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /^Niveles/ })).toBeNull();
  });

  it('opens the egresados group with the graduates list for administrators', async () => {
    renderAdmin('/dashboard', buildUser({ roles: ['administrador'] }), empty);
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    const names = async () => (await within(menu).findAllByRole('menuitem')).map((item) => item.getAttribute('href'));
    await waitFor(async () =>
      expect((await names()).slice(3, 15)).toEqual([
        '/egresados/dashboard',
        '/egresados',
        '/egresados/cargamasiva',
        '/egresados/niveles',
        '/egresados/programas',
        '/egresados/reportes',
        '/egresados/cohortes',
        '/egresados/correo/plantillas',
        '/egresados/correo/enviar',
        '/egresados/usuarios',
        '/egresados/roles',
        '/egresados/permisos',
      ]),
    );
  });

  it('lists every servicio social screen by its own permission, the staff accounts screens included', async () => {
    renderAdmin('/dashboard', buildUser({ permissions: ['instituciones.ver', 'ss-programas.ver', 'estudiantes.ver', 'estudiantes.editar', 'ajustes-ss.ver', 'usuarios.ver'] }), empty);
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    expect(await within(menu).findByRole('menuitem', { name: /^Instituciones/ })).toHaveAttribute('href', '/servicio-social/administracion/instituciones');
    expect(await within(menu).findByRole('menuitem', { name: /^Programas de servicio social/ })).toHaveAttribute('href', '/servicio-social/administracion/programas');
    expect(await within(menu).findByRole('menuitem', { name: /^Carga de estudiantes elegibles/ })).toHaveAttribute('href', '/servicio-social/administracion/estudiantes/elegibles');
    expect(await within(menu).findByRole('menuitem', { name: /^Ajustes/ })).toHaveAttribute('href', '/servicio-social/administracion/ajustes');
    expect(await within(menu).findByRole('menuitem', { name: /^Periodos/ })).toHaveAttribute('href', '/servicio-social/administracion/periodos');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem', { name: /^Usuarios/ }).map((i) => i.getAttribute('href'))).toContain('/servicio-social/administracion/usuarios'));
    expect(within(menu).queryByRole('menuitem', { name: /^Vacantes/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /^Proyectos destacados/ })).toBeNull();
    // The egresados catalog of programs is another permission (programas.ver).
    expect(within(menu).queryByRole('menuitem', { name: /^Programas$/ })).toBeNull();
  });

  it('lists prestaciones and featured projects to staff holding their permissions', async () => {
    renderAdmin('/dashboard', buildUser({ permissions: ['prestaciones.ver', 'destacados.ver'] }), empty);
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    expect(await within(menu).findByRole('menuitem', { name: /^Prestaciones/ })).toHaveAttribute('href', '/servicio-social/administracion/prestaciones');
    expect(await within(menu).findByRole('menuitem', { name: /^Proyectos destacados/ })).toHaveAttribute('href', '/servicio-social/administracion/destacados');
    expect(within(menu).queryByRole('menuitem', { name: /^Carga de estudiantes elegibles/ })).toBeNull();
  });

  it('hides the bulk upload of eligible students from staff who may only read students', async () => {
    renderAdmin('/dashboard', buildUser({ permissions: ['estudiantes.ver'] }), empty);
    const menu = await screen.findByRole('menu', { name: 'Menú principal' });
    expect(await within(menu).findByRole('menuitem', { name: /^Estudiantes/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Carga de estudiantes/ })).toBeNull();
  });
});

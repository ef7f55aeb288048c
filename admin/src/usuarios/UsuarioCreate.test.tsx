import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../shared/test/fill';
import { buildUser, listAnswer, type Route } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';

const roles = [
  { id: 1, nombre: 'administrador', descripcion: '', area: 'plataforma', activo: true, sistema: true, permisoIds: [], usuarios: 1 },
  { id: 2, nombre: 'Coordinación de egresados', descripcion: '', area: 'egresados', activo: true, sistema: false, permisoIds: [], usuarios: 0 },
];

const api: Route = (url, init) => {
  if (url.pathname === '/api/roles') return listAnswer('roles', roles);
  if (url.pathname === '/api/usuarios' && init.method === 'POST') {
    return { status: 422, body: { message: 'Los datos no son válidos', errors: { email: ['Ya existe un usuario con este correo'] } } };
  }
  return undefined;
};

describe('<UsuarioCreate>', () => {
  it('labels every field in Spanish', async () => {
    renderAdmin('/egresados/usuarios/create', buildUser({ roles: ['administrador'] }), api);
    expect(await screen.findByLabelText(/^Nombre/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Roles')).toBeInTheDocument();
    expect(screen.getByLabelText('Activo')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('validates in Spanish before sending', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/egresados/usuarios/create', buildUser({ roles: ['administrador'] }), api);
    await user.type(await screen.findByLabelText(/^Contraseña/), 'corta');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByLabelText(/^Contraseña/)).toHaveAccessibleDescription(/al menos 8 caracteres/);
    expect(screen.getByLabelText(/^Nombre/)).toHaveAccessibleDescription('Obligatorio');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows a server 422 next to the field it is about', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/egresados/usuarios/create', buildUser({ roles: ['administrador'] }), api);
    await fill(user, await screen.findByLabelText(/^Nombre/), 'Ana María López');
    await fill(user, screen.getByLabelText(/^Correo electrónico/), 'ana@universidad.mx');
    await fill(user, screen.getByLabelText(/^Contraseña/), 'contrasena-segura');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription('Ya existe un usuario con este correo'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/usuarios');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ name: 'Ana María López', email: 'ana@universidad.mx', password: 'contrasena-segura', roleIds: [], activo: true });
    // Still on the form, with what was typed.
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Ana María López');
  });
});

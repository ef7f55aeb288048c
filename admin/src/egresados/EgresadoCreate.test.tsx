import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TELEFONO_SIN_CORREO } from '../../../shared/schemas/egresados';
import { fill } from '../../../shared/test/fill';
import { buildUser, listAnswer, type Route } from '../test/fakeApi';
import { choose } from '../test/choose';
import { renderAdmin } from '../test/renderAdmin';

const niveles = [{ id: 2, nombre: 'Licenciatura', clave: 'LIC', orden: 2, activo: true, programas: 1 }];
const programas = [{ id: 5, clave: 'LIC-INF', nombre: 'Ingeniería en Informática', nivelId: 2, nivel: 'Licenciatura', activo: true, egresados: 3 }];

const api: Route = (url, init) => {
  if (url.pathname === '/api/niveles') return listAnswer('niveles', niveles);
  if (url.pathname === '/api/programas') return listAnswer('programas', programas);
  if (url.pathname === '/api/egresados' && init.method === 'POST') {
    return {
      status: 422,
      body: {
        message: 'Ya existe un egresado con estos datos',
        errors: { matricula: ['Ya existe un egresado con esta matrícula'] },
        duplicados: [{ campo: 'matricula', id: 42 }],
      },
    };
  }
  return undefined;
};

const admin = buildUser({ roles: ['administrador'] });

async function fillRequired(user: ReturnType<typeof userEvent.setup>, correo = 'maria@correo.mx') {
  await fill(user, await screen.findByLabelText(/^Matrícula/), 'a0012345');
  await fill(user, screen.getByLabelText(/^Nombre\(s\)/), 'María José');
  await fill(user, screen.getByLabelText(/^Apellido paterno/), 'Núñez');
  if (correo) await fill(user, screen.getByLabelText(/^Correo electrónico/), correo);
  await choose(user, /^Nivel/, /Licenciatura/);
  await choose(user, /^Programa/, /Informática/);
  await fill(user, screen.getByLabelText(/^Año de egreso/), '2021');
}

describe('<EgresadoCreate> at /egresados/crear', () => {
  it('shows the shared schema messages next to each field and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/egresados/crear', admin, api);
    await fill(user, await screen.findByLabelText(/^CURP/), 'XXXX');
    await fill(user, screen.getByLabelText(/^Teléfono/), '123');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByLabelText(/^Matrícula/)).toHaveAccessibleDescription('La matrícula es obligatoria');
    expect(screen.getByLabelText(/^Apellido paterno/)).toHaveAccessibleDescription('El apellido paterno es obligatorio');
    expect(screen.getByLabelText(/^CURP/)).toHaveAccessibleDescription(/CURP/);
    expect(screen.getByLabelText(/^Teléfono/)).toHaveAccessibleDescription('El teléfono debe tener 10 dígitos');
    expect(screen.getByLabelText(/^Año de egreso/)).toHaveAccessibleDescription(/año de egreso es obligatorio/);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('refuses a duplicate with a link to the existing record', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/egresados/crear', admin, api);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const alert = await screen.findByRole('alert', { name: 'Ya existe un registro con estos datos' });
    expect(within(alert).getByText(/Ya existe un registro/)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Ver el registro existente' })).toHaveAttribute('href', '/egresados/42/show');
    await waitFor(() => expect(screen.getByLabelText(/^Matrícula/)).toHaveAccessibleDescription('Ya existe un egresado con esta matrícula'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    const sent = JSON.parse(String(post?.[1]?.body));
    expect(sent).toMatchObject({ matricula: 'a0012345', programaId: 5, anioEgreso: 2021, titulado: false });
    // Only the record's own fields: the level is how the form finds the program, not a column.
    expect(sent).not.toHaveProperty('nivelId');
  });

  it('takes dates as dd/mm/aaaa and checks them against the year with the shared rules', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/egresados/crear', admin, api);
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Fecha de titulación' }), '3102');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Fecha de titulación: escriba una fecha válida (dd/mm/aaaa)')).toBeInTheDocument();

    // The rules between fields run once each field is valid on its own, as on the server.
    await user.clear(screen.getByRole('textbox', { name: 'Fecha de titulación' }));
    await user.type(screen.getByRole('textbox', { name: 'Fecha de egreso' }), '30062020');
    expect(screen.getByRole('textbox', { name: 'Fecha de egreso' })).toHaveValue('30/06/2020');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La fecha de egreso no coincide con el año de egreso')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('takes a graduate without an email once the telephone is written (issue 34, item 5)', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/egresados/crear', admin, api);
    await fillRequired(user, '');
    const correo = screen.getByLabelText(/^Correo electrónico/);
    expect(correo).not.toBeRequired();
    expect(correo).toHaveAccessibleDescription('Si no lo tiene, deje el correo vacío y escriba el teléfono.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByLabelText(/^Teléfono/)).toHaveAccessibleDescription(TELEFONO_SIN_CORREO));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await fill(user, screen.getByLabelText(/^Teléfono/), '33 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    const sent = JSON.parse(String(post?.[1]?.body));
    expect(sent).toMatchObject({ matricula: 'a0012345', telefono: '33 1234 5678' });
    expect(sent.correo ?? '').toBe('');
  });

  it('is for administrators only', async () => {
    renderAdmin('/egresados/crear', buildUser({ permissions: ['egresados.ver', 'egresados.editar'] }), api);
    expect(await screen.findByText('No tiene los permisos necesarios para ver esta página')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('sends react-admin’s /egresados/create to /egresados/crear', async () => {
    renderAdmin('/egresados/create', admin, api);
    expect(await screen.findByLabelText(/^Matrícula/)).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../shared/test/fill';
import { buildUser, listAnswer, type Route } from '../test/fakeApi';
import { choose } from '../test/choose';
import { renderAdmin } from '../test/renderAdmin';
import { buildCampana, niveles, plantillas, programas } from './fixtures';

const staff = buildUser({ permissions: ['campanas.ver', 'campanas.crear', 'campanas.editar', 'plantillas.ver', 'egresados.ver'] });

function api(audiencias: unknown[]): Route {
  return (url, init) => {
    if (url.pathname === '/api/niveles') return listAnswer('niveles', niveles);
    if (url.pathname === '/api/programas') return listAnswer('programas', programas);
    if (url.pathname === '/api/plantillas') return listAnswer('plantillas', plantillas);
    if (url.pathname === '/api/campanas/audiencia') {
      audiencias.push(JSON.parse(String(init.body)));
      const { filtro } = JSON.parse(String(init.body));
      return { body: filtro.titulado ? { total: 316, bajas: 4, destinatarios: 312 } : { total: 1200, bajas: 0, destinatarios: 1200 } };
    }
    if (url.pathname === '/api/campanas' && init.method === 'POST') return { status: 201, body: buildCampana({ ...JSON.parse(String(init.body)), id: 9 }) };
    if (url.pathname === '/api/campanas/9') return { body: buildCampana() };
    if (url.pathname === '/api/campanas/9/destinatarios') return listAnswer('destinatarios', []);
    return undefined;
  };
}

describe('<CampanaCreate>', () => {
  it('counts the audience as the filters change and sends name, template, filter and schedule', async () => {
    const audiencias: unknown[] = [];
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/egresados/correo/enviar/create', staff, api(audiencias));

    expect(await screen.findByText('Llegará a 1,200 egresados', {}, { timeout: 5000 })).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Nombre/), 'Encuesta de seguimiento 2026');
    await choose(user, /^Plantilla/, /Encuesta anual/);
    await choose(user, /^Nivel/, /Licenciatura/);
    await choose(user, /^Titulado/, /^Sí$/);
    expect(await screen.findByText('Llegará a 312 egresados · 4 dieron de baja su correo')).toBeInTheDocument();
    expect(audiencias.at(-1)).toEqual({ filtro: { nivelId: 2, titulado: true } });

    await user.click(screen.getByRole('radio', { name: 'Programar' }));
    expect(screen.getByRole('textbox', { name: 'Fecha y hora de envío' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(fetch.mock.calls.some(([u, init]) => String(u).endsWith('/api/campanas') && init?.method === 'POST')).toBe(true));
    const post = fetch.mock.calls.find(([u, init]) => String(u).endsWith('/api/campanas') && init?.method === 'POST');
    const sent = JSON.parse(String(post?.[1]?.body));
    expect(sent).toMatchObject({ nombre: 'Encuesta de seguimiento 2026', plantillaId: 3, filtro: { nivelId: 2, titulado: true } });
    expect(Object.keys(sent).sort()).toEqual(['filtro', 'nombre', 'plantillaId', 'programadaPara']);
    expect(new Date(sent.programadaPara).getTime()).toBeGreaterThan(Date.now());
  });

  it('sends nothing without a name or template, and says so next to the fields', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/egresados/correo/enviar/create', staff, api([]));
    await screen.findByText('Llegará a 1,200 egresados', {}, { timeout: 5000 });
    // A pristine form keeps Guardar disabled: touch the template only.
    await choose(user, /^Plantilla/, /Encuesta anual/);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByLabelText(/^Nombre/)).toHaveAccessibleDescription('El nombre de la campaña es obligatorio');
    expect(fetch.mock.calls.some(([u, init]) => String(u).endsWith('/api/campanas') && init?.method === 'POST')).toBe(false);
  });

  it('shows a 422 from the server next to its field', async () => {
    const user = userEvent.setup();
    const base = api([]);
    renderAdmin('/egresados/correo/enviar/create', staff, (url, init) =>
      url.pathname === '/api/campanas' && init.method === 'POST'
        ? { status: 422, body: { message: 'Revise los datos', errors: { plantillaId: ['La plantilla ya no existe'] } } }
        : base(url, init),
    );
    await user.type(await screen.findByLabelText(/^Nombre/), 'Aviso');
    await choose(user, /^Plantilla/, /Encuesta anual/);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Plantilla/ })).toHaveAccessibleDescription('La plantilla ya no existe'));
  });
});

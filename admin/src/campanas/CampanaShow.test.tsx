import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campana } from '../../../shared/schemas/campanas';
import { buildUser, listAnswer, type Route } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';
import { buildCampana, buildDestinatario, niveles } from './fixtures';

const staff = buildUser({ permissions: ['campanas.ver', 'campanas.crear', 'campanas.editar', 'egresados.ver'] });

const destinatarios = [
  buildDestinatario({ id: 1, correo: 'ana@correo.mx', estado: 'enviado' }),
  buildDestinatario({ id: 2, correo: 'beto@correo.mx', nombre: 'Beto Ruiz', estado: 'fallido', intentos: 3, ultimoError: '550 buzón inexistente', enviadoEn: null }),
  buildDestinatario({ id: 3, correo: 'caro@correo.mx', nombre: 'Caro Díaz', estado: 'baja', intentos: 0, enviadoEn: null }),
  buildDestinatario({ id: 4, correo: 'dani@correo.mx', nombre: 'Dani Sol', estado: 'enviando', intentos: 1, enviadoEn: null }),
];

function api(campana: () => Campana, acciones: string[] = [], filtros: string[] = []): Route {
  return (url, init) => {
    if (url.pathname === '/api/niveles') return listAnswer('niveles', niveles);
    if (url.pathname === '/api/campanas/9') return { body: campana() };
    if (url.pathname === '/api/campanas/9/destinatarios') {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
      filtros.push(filter.estado ?? '');
      return listAnswer('destinatarios', filter.estado ? destinatarios.filter((d) => d.estado === filter.estado) : destinatarios);
    }
    if (url.pathname === '/api/campanas/audiencia') return { body: { total: 316, bajas: 4, destinatarios: 312 } };
    const accion = /^\/api\/campanas\/9\/(\w+)$/.exec(url.pathname)?.[1];
    if (accion && init.method === 'POST') {
      acciones.push(accion);
      return { body: campana() };
    }
    return undefined;
  };
}

describe('<CampanaShow>', () => {
  it('shows the counts and progress of a sending campaign and only the actions its state allows', async () => {
    const campana = buildCampana({ estado: 'enviando', total: 400, enviados: 250, fallidos: 10, bajas: 4, pendientes: 136, iniciadaEn: '2026-03-02T17:00:00.000Z' });
    const acciones: string[] = [];
    const user = userEvent.setup();
    renderAdmin('/egresados/correo/enviar/9/show', staff, api(() => campana, acciones));

    expect(await screen.findByText('264 de 400 procesados', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('cifra-enviados')).toHaveTextContent('250');
    expect(screen.getByTestId('cifra-fallidos')).toHaveTextContent('10');
    expect(screen.getByTestId('cifra-pendientes')).toHaveTextContent('136');
    expect(screen.getByTestId('cifra-bajas')).toHaveTextContent('4');
    expect(screen.getByRole('progressbar', { name: '264 de 400 procesados' })).toHaveAttribute('aria-valuenow', '66');
    expect(screen.getByText('Enviando')).toBeInTheDocument();
    expect(await screen.findByText('Egresados: nivel: Licenciatura, titulados')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar campaña' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reanudar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    await waitFor(() => expect(acciones).toEqual(['pausar']));
  });

  it('asks before sending a draft, naming how many it will reach, then calls the API', async () => {
    let campana = buildCampana();
    const acciones: string[] = [];
    const user = userEvent.setup();
    renderAdmin('/egresados/correo/enviar/9/show', staff, (url, init) => {
      const answer = api(() => campana, acciones)(url, init);
      if (acciones.length) campana = buildCampana({ estado: 'enviando', total: 312, pendientes: 312 });
      return answer;
    });

    expect(await screen.findByRole('link', { name: 'Editar' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pausar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Enviar la campaña «Encuesta de seguimiento 2026»?')).toBeInTheDocument();
    expect(await within(dialog).findByText(/Se enviará ahora a 312 destinatarios\. No se escribirá a 4 direcciones que dieron de baja su correo\./)).toBeInTheDocument();
    expect(acciones).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(acciones).toEqual(['enviar']));
    expect(await screen.findByRole('button', { name: 'Pausar' })).toBeInTheDocument();
  });

  it('offers Reanudar for a paused campaign and nothing for a finished one', async () => {
    const paused = renderAdmin('/egresados/correo/enviar/9/show', staff, api(() => buildCampana({ estado: 'pausada', total: 3, enviados: 1, pendientes: 2 })));
    expect(await screen.findByRole('button', { name: 'Reanudar' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pausar' })).toBeNull();
    paused.unmount();

    renderAdmin('/egresados/correo/enviar/9/show', staff, api(() => buildCampana({ estado: 'completada', total: 3, enviados: 3 })));
    expect(await screen.findByText('Completada', {}, { timeout: 5000 })).toBeInTheDocument();
    for (const name of ['Enviar', 'Pausar', 'Reanudar', 'Reintentar fallidos', 'Cancelar campaña']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('offers to retry the failed recipients of a finished campaign, warning that some may get the message twice', async () => {
    const acciones: string[] = [];
    const user = userEvent.setup();
    renderAdmin('/egresados/correo/enviar/9/show', staff, api(() => buildCampana({ estado: 'completada', total: 5, enviados: 3, fallidos: 2, pendientes: 0 }), acciones));
    await user.click(await screen.findByRole('button', { name: 'Reintentar fallidos' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Se volverán a intentar 2 envíos fallidos\. .*podrían recibir el mensaje dos veces\./)).toBeInTheDocument();
    expect(acciones).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar fallidos' }));
    await waitFor(() => expect(acciones).toEqual(['reintentar']));
  });

  it('lists each recipient with its state in Spanish and filters by state', async () => {
    const filtros: string[] = [];
    const user = userEvent.setup();
    renderAdmin('/egresados/correo/enviar/9/show', staff, api(() => buildCampana({ estado: 'completada', total: 4, enviados: 1, fallidos: 1, bajas: 1, pendientes: 1 }), [], filtros));

    const fila = async (correo: string) => (await screen.findByText(correo, {}, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(within(await fila('ana@correo.mx')).getByText('Enviado')).toBeInTheDocument();
    expect(within(await fila('beto@correo.mx')).getByText('Fallido')).toBeInTheDocument();
    expect(within(await fila('beto@correo.mx')).getByText('550 buzón inexistente')).toBeInTheDocument();
    expect(within(await fila('caro@correo.mx')).getByText('Baja')).toBeInTheDocument();
    expect(within(await fila('dani@correo.mx')).getByText('Pendiente')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Mostrar/ }));
    await user.click(await screen.findByRole('option', { name: 'Fallido' }));
    await waitFor(() => expect(screen.queryByText('ana@correo.mx')).toBeNull());
    expect(screen.getByText('beto@correo.mx')).toBeInTheDocument();
    expect(filtros).toContain('fallido');
  });

  it('keeps polling while sending, and the rows follow the numbers until the campaign is final', async () => {
    let lecturas = 0;
    let filas = [buildDestinatario({ estado: 'enviando', enviadoEn: null })];
    renderAdmin('/egresados/correo/enviar/9/show', staff, (url, init) => {
      if (url.pathname === '/api/campanas/9/destinatarios') return listAnswer('destinatarios', filas);
      if (url.pathname === '/api/campanas/9') {
        lecturas += 1;
        if (lecturas > 1) filas = [buildDestinatario({ estado: 'enviado' })];
        return { body: lecturas > 1 ? buildCampana({ estado: 'completada', total: 1, enviados: 1 }) : buildCampana({ estado: 'enviando', total: 1, pendientes: 1 }) };
      }
      return api(() => buildCampana())(url, init);
    });
    expect(await screen.findByText('Pendiente', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Completada', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(await screen.findByText('Enviado')).toBeInTheDocument();
    const despues = lecturas;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(lecturas).toBe(despues);
  }, 15_000);
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hoyEnMexico } from '../../../shared/egresados/fechas';
import { fill } from '../../../shared/test/fill';
import { buildUser, listAnswer, type Route } from '../test/fakeApi';
import { choose } from '../test/choose';
import { renderAdmin } from '../test/renderAdmin';
import type { SolicitudArco } from './types';

const RUTA = '/administracion/proteccion-datos';
const gestor = buildUser({ permissions: ['arco.ver', 'arco.gestionar'] });
const lector = buildUser({ permissions: ['arco.ver'] });

const buildSolicitud = (overrides: Partial<SolicitudArco> = {}): SolicitudArco => ({
  id: 7, folio: 'ARCO-2026-7KQ2MX', derecho: 'rectificacion', area: 'egresados', datos: 'Mi apellido está mal escrito', propositos: null, retiraOposicion: false, medio: 'correo',
  nombre: 'Juana Ruiz', correo: 'juana@correo.mx', curp: null, representante: null, usuarioId: null, egresadoId: null,
  via: 'ventanilla', identidad: 'INE cotejada en ventanilla', registradaPor: 'Ana María López', estado: 'recibida', recibida: '2026-11-20',
  prevenidaEn: null, prevencionRespondidaEn: null, ampliadaEn: null, decididaEn: null, procedente: null, efectivaEn: null, cerradaEn: null,
  createdAt: '2026-11-26T17:00:00.000Z', updatedAt: '2026-11-26T17:00:00.000Z', tieneDocumento: false,
  plazos: { limitePrevencion: '2026-11-27', limiteRespuestaPrevencion: null, limiteRespuesta: '2026-12-18', limiteEfectiva: null },
  plazo: 'respuesta', limite: '2026-12-18', restantes: 15, pasosPermitidos: ['prevencion', 'ampliacion', 'decision'], pasos: [],
  ...overrides,
});

/** The server refuses the first POST with a field error, and takes the second. */
function api(): Route {
  let intentos = 0;
  return (url, init) => {
    if (url.pathname === '/api/arco/solicitudes') return listAnswer('solicitudes', [buildSolicitud()]);
    if (url.pathname === '/api/arco/solicitudes/7') return { body: buildSolicitud() };
    if (url.pathname === '/api/arco/solicitudes/escrito' && init.method === 'POST') {
      if (++intentos === 1) {
        return { status: 422, body: { message: 'La fecha de recepción no puede ser posterior a hoy', errors: { recibida: ['La fecha de recepción no puede ser posterior a hoy'] } } };
      }
      return { status: 201, body: buildSolicitud() };
    }
    return undefined;
  };
}

describe('<ArcoCreate>: a request received in writing', () => {
  it('is offered from the list to whoever holds arco.gestionar only', async () => {
    renderAdmin(RUTA, gestor, api());
    expect(await screen.findByRole('link', { name: 'Registrar solicitud recibida por escrito' })).toHaveAttribute('href', `${RUTA}/create`);
  });

  it('is not offered to a reader of the requests', async () => {
    renderAdmin(RUTA, lector, api());
    expect(await screen.findByText('ARCO-2026-7KQ2MX', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrar solicitud recibida por escrito' })).toBeNull();
  });

  it('asks which mailings an oposición opposes only for an oposición, one or more of them', async () => {
    const user = userEvent.setup();
    renderAdmin(`${RUTA}/create`, gestor, api());
    expect(await screen.findByLabelText(/^Fecha de recepción/)).toHaveValue(hoyEnMexico().split('-').reverse().join('/'));
    expect(screen.queryByRole('checkbox', { name: /^Encuestas de seguimiento/ })).toBeNull();
    await choose(user, /^Derecho que ejerce/, /^Oposición/);
    for (const nombre of [/^Envíos masivos de correo/, /^Encuestas de seguimiento/, /^Alertas de vacantes de la bolsa/, /^Todos los envíos/]) {
      expect(await screen.findByRole('checkbox', { name: nombre })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elija a qué envíos se opone')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Cómo se acreditó la identidad/)).toHaveAccessibleDescription('Diga cómo se acreditó la identidad de la persona');
    await user.click(screen.getByRole('checkbox', { name: /^Encuestas de seguimiento/ }));
    await waitFor(() => expect(screen.queryByText('Elija a qué envíos se opone')).toBeNull());
    await choose(user, /^Derecho que ejerce/, /^Acceso/);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /^Encuestas de seguimiento/ })).toBeNull());
  });

  it('shows the server’s 422 next to its field, then saves and opens the request', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin(`${RUTA}/create`, gestor, api());
    await choose(user, /^Derecho que ejerce/, /^Rectificación/);
    await choose(user, /^Área que trata sus datos/, /^Egresados/);
    await fill(user, screen.getByLabelText(/^Sus datos y lo que pide/), 'Mi apellido está mal escrito');
    await fill(user, screen.getByLabelText(/^Nombre completo/), 'Juana Ruiz');
    await fill(user, screen.getByLabelText(/^Correo electrónico/), 'juana@correo.mx');
    await choose(user, /^Vía de recepción/, /^Entregada en ventanilla/);
    await fill(user, screen.getByLabelText(/^Cómo se acreditó la identidad/), 'INE cotejada en ventanilla');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.getByLabelText(/^Fecha de recepción/)).toHaveAccessibleDescription('La fecha de recepción no puede ser posterior a hoy'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      recibida: hoyEnMexico(), derecho: 'rectificacion', area: 'egresados', datos: 'Mi apellido está mal escrito', nombre: 'Juana Ruiz', correo: 'juana@correo.mx',
      via: 'ventanilla', identidad: 'INE cotejada en ventanilla',
    });

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Identidad acreditada')).toBeInTheDocument();
    expect(screen.getByText('Vía de recepción')).toBeInTheDocument();
    expect(screen.getByText('Entregada en ventanilla')).toBeInTheDocument();
    expect(screen.getByText('INE cotejada en ventanilla')).toBeInTheDocument();
    expect(screen.getByText(/^Recibida por escrito/)).toBeInTheDocument();
    expect(screen.queryByText(/sesión iniciada/)).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderApp } from '../../../test/render-app';
import { ENLACE_BAJA_INVALIDO } from './BajaPage';

afterEach(() => vi.unstubAllGlobals());

const CORREO = 'c***@dominio.mx';

describe('unsubscribe page', () => {
  it('asks first, unsubscribes with one button, and lets the graduate undo it', async () => {
    const api = fakeApi({
      'GET /api/correo/baja': { status: 200, body: { correo: CORREO, baja: false, oposicion: false } },
      'POST /api/correo/baja': { status: 200, body: { correo: CORREO, baja: true, oposicion: false } },
      'POST /api/correo/alta': { status: 200, body: { correo: CORREO, baja: false, oposicion: false } },
    });
    renderApp('/correo/baja?t=abc.123', api);
    const user = userEvent.setup();
    expect(await screen.findByText(/¿Desea dejar de recibir los correos de la oficina de egresados en/)).toHaveTextContent(CORREO);
    await user.click(screen.getByRole('button', { name: 'Dejar de recibir correos' }));
    expect(await screen.findByText(`Listo. Ya no enviaremos correos masivos de la oficina de egresados a ${CORREO}.`)).toBeInTheDocument();
    expect(api.called('POST /api/correo/baja')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Volver a suscribirme' }));
    expect(await screen.findByText(/Volverá a recibir los correos/)).toBeInTheDocument();
    expect(api.called('POST /api/correo/alta')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Dejar de recibir correos' })).toBeInTheDocument();
  });

  it('sends the token of the link on every request, without a session', async () => {
    const urls: string[] = [];
    const api = fakeApi({ 'GET /api/correo/baja': { status: 200, body: { correo: CORREO, baja: false, oposicion: false } } });
    const fetch = api.fetch;
    api.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input));
      return fetch(input, init);
    }) as typeof globalThis.fetch;
    renderApp('/correo/baja?t=abc.123', api);
    await screen.findByRole('button', { name: 'Dejar de recibir correos' });
    expect(urls.some((u) => u.includes('/api/correo/baja?t=abc.123'))).toBe(true);
  });

  it('says so when the address already unsubscribed, and still offers to undo it', async () => {
    renderApp('/correo/baja?t=abc.123', fakeApi({ 'GET /api/correo/baja': { status: 200, body: { correo: CORREO, baja: true, oposicion: false } } }));
    expect(await screen.findByText(`La dirección ${CORREO} ya no recibe los correos masivos de la oficina de egresados.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a suscribirme' })).toBeInTheDocument();
  });

  it('an ARCO opposition is explained, with the way to withdraw it, and no re-subscribe button that could not', async () => {
    renderApp('/correo/baja?t=abc.123', fakeApi({ 'GET /api/correo/baja': { status: 200, body: { correo: CORREO, baja: true, oposicion: true } } }));
    expect(await screen.findByText(/porque usted se opuso a ellos con una solicitud de derechos ARCO/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volver a suscribirme' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Presentar una solicitud ARCO' })).toHaveAttribute('href', '/privacidad/solicitudes');
  });

  it('explains a missing or invalid link in Spanish', async () => {
    const missing = renderApp('/correo/baja', fakeApi());
    expect(await screen.findByText(ENLACE_BAJA_INVALIDO)).toBeInTheDocument();
    missing.unmount();

    renderApp('/correo/baja?t=roto', fakeApi({ 'GET /api/correo/baja': { status: 400, body: { message: 'El enlace no es válido o ya caducó.' } } }));
    expect(await screen.findByText('El enlace no es válido o ya caducó.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enlace no válido' })).toBeInTheDocument();
  });
});

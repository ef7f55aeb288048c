import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '../../../../../shared/auth/session';
import { fakeApi, renderApp, storeSession } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const empleador: SessionUser = { id: 7, name: 'Lucía Herrera', email: 'rh@empresa.mx', roles: ['empleador'], permissions: [] };
const FRASE = 'La descripción pide «edad de 25 a 35 años»: la LFT (art. 133, fr. I y XIV) y la LFPED prohíben pedirlo.';

const ACTIVA = { razonSocial: 'Empresa SA de CV', estado: 'activo', puedeActuar: true, motivo: null };

function api(respuesta: { status: number; body: unknown }, estado: unknown = ACTIVA) {
  return fakeApi({
    'GET /api/user': { status: 200, body: empleador },
    'GET /api/bolsa/empleador/estado': { status: 200, body: estado },
    'GET /api/catalogos/programas': { status: 200, body: { niveles: [{ id: 1, nombre: 'Licenciatura', programas: [{ id: 10, clave: 'ISC', nombre: 'Ingeniería en Sistemas' }] }] } },
    'GET /api/servicio-social/municipios': { status: 200, body: ['Zapopan'] },
    'POST /api/bolsa/ofertas': respuesta,
  });
}

describe('the employer portal offer form', () => {
  it('shows the server\'s 422 next to its field, quoting the phrase, and marks the field invalid', async () => {
    storeSession(empleador);
    const user = userEvent.setup();
    const fake = api({ status: 422, body: { message: FRASE, errors: { descripcion: [FRASE], sueldoMin: ['El sueldo mínimo no llega al salario mínimo mensual'] } } });
    renderApp('/bolsa-de-trabajo/empleador?nueva=1', fake);
    const descripcion = await screen.findByLabelText(/^Descripción/, undefined, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Título del puesto'), 'Analista');
    await user.type(descripcion, 'Requisitos: edad de 25 a 35 años');
    await user.click(await screen.findByRole('checkbox', { name: /Ingeniería en Sistemas/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar a revisión' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Revise los campos marcados.');
    expect(descripcion).toHaveAttribute('aria-invalid', 'true');
    expect(descripcion).toHaveAccessibleDescription(FRASE);
    expect(screen.getByLabelText('Desde')).toHaveAccessibleDescription('El sueldo mínimo no llega al salario mínimo mensual');
    expect(screen.getByLabelText('Título del puesto')).not.toHaveAttribute('aria-invalid');
    const [enviado] = fake.called('POST /api/bolsa/ofertas');
    expect(enviado.body).toMatchObject({ titulo: 'Analista', descripcion: '<p>Requisitos: edad de 25 a 35 años</p>', programaIds: [10] });
  });

  it('sends the employer to the saved offer once the server accepts it', async () => {
    storeSession(empleador);
    const user = userEvent.setup();
    renderApp('/bolsa-de-trabajo/empleador?nueva=1', api({ status: 201, body: { id: 42, estado: 'en_revision' } }));
    await user.click(await screen.findByRole('button', { name: 'Enviar a revisión' }, { timeout: 10_000 }));
    expect(await within(screen.getByTestId('location')).findByText('/bolsa-de-trabajo/empleador?oferta=42&guardada=1')).toBeInTheDocument();
  });

  it('tells a company that may not act yet why, instead of the form', async () => {
    storeSession(empleador);
    const motivo = 'La oficina de vinculación está revisando los datos de su empresa; le avisaremos por correo.';
    const fake = api({ status: 201, body: {} }, { razonSocial: 'Empresa SA de CV', estado: 'pendiente', puedeActuar: false, motivo });
    renderApp('/bolsa-de-trabajo/empleador?nueva=1', fake);
    expect(await screen.findByText(motivo, undefined, { timeout: 10_000 })).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Enviar a revisión' })).not.toBeInTheDocument();
    expect(fake.called('POST /api/bolsa/ofertas')).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../../shared/test/fill';
import type { InstitucionSs } from '../../../../shared/schemas/servicio-social';
import { buildUser, listAnswer, type Route } from '../../test/fakeApi';
import { renderAdmin } from '../../test/renderAdmin';

const institucion: InstitucionSs = {
  id: 4,
  razonSocial: 'Fundación Ayuda Mutua A.C.',
  rfc: 'FAM0101019Q1',
  tipo: 'asociacion_civil',
  sector: 'social',
  entidadFederativa: 'JC',
  municipio: 'Guadalajara',
  domicilio: 'Av. Juárez 100, Centro',
  sitioWeb: 'https://ayuda.org.mx',
  responsable: { nombre: 'Marta Ríos', cargo: 'Directora', correo: 'marta@ayuda.org.mx', telefono: '3312345678' },
  estado: 'pendiente',
  motivoRechazo: null,
  validadaEn: null,
  correoVerificado: true,
  programas: 0,
  createdAt: '2026-11-20T16:00:00.000Z',
  updatedAt: '2026-11-20T16:00:00.000Z',
};

function api(answer: (body: Record<string, unknown>) => { status: number; body: unknown }): Route {
  let actual = institucion;
  return (url, init) => {
    if (url.pathname === '/api/servicio-social/instituciones') return listAnswer('instituciones', [actual]);
    if (url.pathname === '/api/servicio-social/instituciones/4') return { body: actual };
    if (url.pathname === '/api/servicio-social/instituciones/4/validacion' && init.method === 'PUT') {
      const result = answer(JSON.parse(String(init.body)));
      if (result.status === 200) actual = result.body as InstitucionSs;
      return result;
    }
    return undefined;
  };
}

const staff = buildUser({ permissions: ['instituciones.ver', 'instituciones.editar'] });
const puts = (fetch: ReturnType<typeof renderAdmin>['fetch']) => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');

async function abrirDialogo() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Fundación Ayuda Mutua A.C.' }, { timeout: 8000 });
  await user.click(await screen.findByRole('button', { name: 'Validar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Validar a Fundación Ayuda Mutua A.C.' });
  return { user, dialog };
}

describe('institution validation dialog', () => {
  it('asks for the reason before rejecting, then sends it and shows the new state', async () => {
    const { fetch } = renderAdmin('/servicio-social/administracion/instituciones/4/show', staff, api((body) => ({ status: 200, body: { ...institucion, estado: body.estado, motivoRechazo: body.motivo } })));
    const { user, dialog } = await abrirDialogo();
    await user.click(within(dialog).getByRole('radio', { name: 'Rechazar la institución' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar decisión' }));
    expect(await within(dialog).findByText('Escriba el motivo: se enviará por correo.')).toBeInTheDocument();
    expect(puts(fetch)).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'RFC ajeno');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar decisión' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(String(puts(fetch)[0][1]?.body))).toEqual({ estado: 'rechazada', motivo: 'RFC ajeno' });
    expect(await screen.findByText('Institución rechazada')).toBeInTheDocument();
    expect(await screen.findByText('Motivo del rechazo: RFC ajeno')).toBeInTheDocument();
  }, 45_000);

  it('approves without a reason', async () => {
    const { fetch } = renderAdmin('/servicio-social/administracion/instituciones/4/show', staff, api((body) => ({ status: 200, body: { ...institucion, estado: body.estado } })));
    const { user, dialog } = await abrirDialogo();
    await user.click(within(dialog).getByRole('radio', { name: 'Aprobar la institución' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar decisión' }));
    await waitFor(() => expect(puts(fetch)).toHaveLength(1));
    expect(JSON.parse(String(puts(fetch)[0][1]?.body))).toEqual({ estado: 'aprobada', motivo: null });
    expect(await screen.findByText('Institución aprobada')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message under the reason on a 422", async () => {
    renderAdmin(
      '/servicio-social/administracion/instituciones/4/show',
      staff,
      api(() => ({ status: 422, body: { message: 'Revise los datos', errors: { motivo: ['El motivo no puede contener saltos de línea ni caracteres de control'] } } })),
    );
    const { user, dialog } = await abrirDialogo();
    await user.click(within(dialog).getByRole('radio', { name: 'Rechazar la institución' }));
    await fill(user, within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'Datos incompletos');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar decisión' }));
    expect(await within(dialog).findByText('El motivo no puede contener saltos de línea ni caracteres de control')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers no validation to staff who may only read', async () => {
    renderAdmin('/servicio-social/administracion/instituciones/4/show', buildUser({ permissions: ['instituciones.ver'] }), api(() => ({ status: 200, body: institucion })));
    await screen.findByRole('heading', { name: 'Fundación Ayuda Mutua A.C.' }, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Validar' })).toBeNull();
  });
});

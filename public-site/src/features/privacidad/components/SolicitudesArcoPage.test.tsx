import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderApp, storeSession } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const RECHAZO = {
  status: 422,
  body: {
    message: 'Revise los datos marcados',
    errors: {
      derecho: ['Elija el derecho que desea ejercer'],
      nombre: ['El nombre es obligatorio'],
      correo: ['Escriba un correo válido'],
      documento: ['Adjunte una identificación oficial (PDF, JPG o PNG)'],
    },
  },
};

const ACUSE = { folio: 'ARCO-2026-7KQ2MX', recibida: '2026-11-27', limiteRespuesta: '2026-12-28', message: 'Su solicitud quedó registrada con el folio ARCO-2026-7KQ2MX.' };

describe('/privacidad/solicitudes', () => {
  it('shows the API’s Spanish messages next to each field it refused', async () => {
    const api = fakeApi({ 'POST /api/arco/solicitudes': RECHAZO });
    renderApp('/privacidad/solicitudes', api);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Presentar una solicitud ARCO' });
    await user.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Revise los datos marcados en el formulario.');
    expect(within(form).getByLabelText(/^Derecho que ejerce/)).toHaveAccessibleDescription('Elija el derecho que desea ejercer');
    expect(within(form).getByLabelText(/^Nombre completo/)).toHaveAccessibleDescription('El nombre es obligatorio');
    expect(within(form).getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription('Escriba un correo válido');
    const documento = within(form).getByLabelText(/^Identificación oficial/);
    expect(documento).toHaveAttribute('aria-invalid', 'true');
    expect(documento).toHaveAccessibleDescription(/Adjunte una identificación oficial \(PDF, JPG o PNG\)/);
    // A field the API did not refuse is not marked.
    expect(within(form).getByLabelText(/^Área que trata sus datos/)).not.toHaveAccessibleDescription(/./);
  });

  it('asks a person without a session for the document and sends it with the fields', async () => {
    const api = fakeApi({ 'POST /api/arco/solicitudes': { status: 201, body: ACUSE } });
    renderApp('/privacidad/solicitudes', api);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Presentar una solicitud ARCO' });
    await user.selectOptions(within(form).getByLabelText(/^Derecho que ejerce/), 'oposicion');
    const propositos = within(form).getByRole('group', { name: /^¿A qué envíos se opone\?/ });
    expect(within(propositos).getAllByRole('checkbox')).toHaveLength(4);
    await user.click(within(propositos).getByRole('checkbox', { name: /^Encuestas de seguimiento/ }));
    await user.click(within(propositos).getByRole('checkbox', { name: /^Alertas de vacantes de la bolsa/ }));
    await user.selectOptions(within(form).getByLabelText(/^Área que trata sus datos/), 'seguimiento');
    await user.type(within(form).getByLabelText(/^Sus datos y lo que pide/), 'No quiero más encuestas.');
    await user.type(within(form).getByLabelText(/^Nombre completo/), 'Lucía Ortega');
    await user.type(within(form).getByLabelText(/^Correo electrónico/), 'lucia@correo.mx');
    await user.upload(within(form).getByLabelText(/^Identificación oficial/), new File(['%PDF-1.4'], 'ine.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByText(/Guarde el folio/)).toHaveTextContent('Guarde el folio ARCO-2026-7KQ2MX');
    const [envio] = api.called('POST /api/arco/solicitudes');
    const datos = envio.body as FormData;
    expect(datos.get('derecho')).toBe('oposicion');
    expect(datos.get('propositos')).toBe('encuestas,alertas_bolsa');
    expect(datos.get('retiraOposicion')).toBe('false');
    expect(datos.get('correo')).toBe('lucia@correo.mx');
    expect((datos.get('documento') as File).name).toBe('ine.pdf');
    // Six fields typed, two boxes ticked and a file: slow on a busy machine.
  }, 45_000);

  it('an oposición can instead withdraw an earlier one, and the purposes then read as what comes back', async () => {
    renderApp('/privacidad/solicitudes', fakeApi({}));
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Presentar una solicitud ARCO' });
    await user.selectOptions(within(form).getByLabelText(/^Derecho que ejerce/), 'oposicion');
    await user.selectOptions(within(form).getByLabelText(/^¿Qué pide\?/), 'true');
    expect(within(form).getByRole('group', { name: /^¿Qué envíos quiere volver a recibir\?/ })).toBeInTheDocument();
  });

  it('a signed-in person files without an identity document: the session identifies them and sets the email', async () => {
    const mariana = { id: 7, name: 'Mariana Prueba', email: 'mariana@alumnos.mx', roles: ['estudiante'], permissions: [] };
    storeSession(mariana);
    const api = fakeApi({ 'GET /api/user': { status: 200, body: mariana }, 'POST /api/arco/solicitudes': { status: 201, body: ACUSE } });
    renderApp('/privacidad/solicitudes', api);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Presentar una solicitud ARCO' });
    expect(await within(form).findByText('mariana@alumnos.mx')).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Identificación oficial/)).toBeNull();
    expect(within(form).queryByLabelText(/^Correo electrónico/)).toBeNull();
    expect(within(form).getByRole('option', { name: 'En mi cuenta de la plataforma' })).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText(/^Derecho que ejerce/), 'acceso');
    await user.selectOptions(within(form).getByLabelText(/^Área que trata sus datos/), 'servicio-social');
    await user.type(within(form).getByLabelText(/^Sus datos y lo que pide/), 'Todo lo de mi servicio social.');
    await user.type(within(form).getByLabelText(/^Nombre completo/), 'Mariana Prueba');
    await user.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByText(/Guarde el folio/)).toHaveTextContent('ARCO-2026-7KQ2MX');
    const datos = api.called('POST /api/arco/solicitudes')[0].body as FormData;
    expect(datos.get('correo')).toBe('mariana@alumnos.mx');
    expect(datos.get('documento')).toBeNull();
  });

  it('the folio of the mailed link is filled in, and a prevented request can be answered from the follow-up', async () => {
    const prevenida = {
      encontrada: true, folio: 'ARCO-2026-7KQ2MX', derecho: 'rectificacion', estado: 'prevenida', recibida: '2026-11-27', limiteRespuesta: null,
      pasos: [{ tipo: 'Prevención', fecha: '2026-11-28', texto: 'Indique el domicilio correcto' }],
    };
    const api = fakeApi({
      'POST /api/arco/seguimiento': { status: 200, body: prevenida },
      'POST /api/arco/seguimiento/respuesta': {
        status: 200,
        body: { ...prevenida, estado: 'en_tramite', limiteRespuesta: '2026-12-29', pasos: [...prevenida.pasos, { tipo: 'Respuesta a la prevención', fecha: '2026-11-30', texto: 'Av. Juárez 100' }] },
      },
    });
    renderApp('/privacidad/solicitudes?folio=ARCO-2026-7KQ2MX', api);
    const user = userEvent.setup();
    const consulta = await screen.findByRole('form', { name: 'Consultar una solicitud ARCO' });
    expect(within(consulta).getByLabelText(/^Folio/)).toHaveValue('ARCO-2026-7KQ2MX');
    await user.type(within(consulta).getByLabelText(/^Correo con el que la presentó/), 'lucia@correo.mx');
    await user.click(within(consulta).getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('ARCO-2026-7KQ2MX: Prevenida (falta información)')).toBeInTheDocument();

    const respuesta = screen.getByRole('form', { name: 'Responder a la prevención' });
    await user.type(within(respuesta).getByLabelText(/^Su respuesta a la prevención/), 'Av. Juárez 100');
    await user.click(within(respuesta).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('ARCO-2026-7KQ2MX: En trámite')).toBeInTheDocument();
    expect(api.called('POST /api/arco/seguimiento/respuesta')[0].body).toEqual({ folio: 'ARCO-2026-7KQ2MX', correo: 'lucia@correo.mx', texto: 'Av. Juárez 100' });
    expect(screen.queryByRole('form', { name: 'Responder a la prevención' })).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { curpCheckDigit } from '../../../../../shared/egresados/curp';
import { AVISO_PRIVACIDAD_VERSION } from '../../../../../shared/egresados/valores';
import { REENVIO_SOLICITADO, REGISTRO_RECIBIDO, type CatalogoProgramas } from '../../../../../shared/schemas/registro';
import { fill } from '../../../../../shared/test/fill';
import { fakeApi, renderApp } from '../../../test/render-app';
import { REVISE_CAMPOS, SIN_PROGRAMAS } from './RegistroPage';

afterEach(() => vi.unstubAllGlobals());

const CATALOGO: CatalogoProgramas = {
  niveles: [
    { id: 2, nombre: 'Licenciatura', programas: [{ id: 10, clave: 'LENF', nombre: 'Licenciatura en Enfermería' }, { id: 11, clave: 'LADM', nombre: 'Licenciatura en Administración' }] },
    { id: 4, nombre: 'Maestría', programas: [{ id: 20, clave: 'MSP', nombre: 'Maestría en Salud Pública' }] },
  ],
};
const catalogo = { 'GET /api/catalogos/programas': { status: 200, body: CATALOGO } };
const first17 = 'NUHM970315MDFXRR0';
const CURP = `${first17}${curpCheckDigit(first17)}`;

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const select = (label: RegExp) => screen.getByLabelText(label, { selector: 'select' });
/** The form is on screen before the catalog: a person picks the level once the field is enabled. */
const nivelListo = () => waitFor(() => expect(select(/^Nivel de estudios/)).toBeEnabled());

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, await screen.findByLabelText(/^Nombre\(s\)/, { selector: 'input' }), 'María José');
  await fill(user, input(/^Apellido paterno/), 'Núñez');
  await fill(user, input(/^CURP/), CURP.toLowerCase());
  await fill(user, input(/^Matrícula/), 'a2019-0001');
  await nivelListo();
  await user.selectOptions(select(/^Nivel de estudios/), 'Licenciatura');
  await user.selectOptions(select(/^Programa/), 'Licenciatura en Enfermería');
  await fill(user, input(/^Año de egreso/), '2020');
  await fill(user, input(/^Correo electrónico/), 'Maria@Correo.mx');
  await fill(user, input(/^Teléfono celular/), '55 1234 5678');
  await user.click(screen.getByRole('checkbox', { name: /acepto el aviso de privacidad/ }));
}

describe('public registration form', () => {
  it('says registration is not open yet while no program is offered, instead of a form nobody can complete', async () => {
    renderApp('/egresados/registro', fakeApi({ 'GET /api/catalogos/programas': { status: 200, body: { niveles: [] } } }));
    expect(await screen.findByText(SIN_PROGRAMAS)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar registro' })).not.toBeInTheDocument();
  });

  it('shows the form before the catalog arrives, with the level field disabled until it does', async () => {
    let responder: (reply: { status: number; body: unknown }) => void = () => undefined;
    renderApp('/egresados/registro', fakeApi({ 'GET /api/catalogos/programas': () => new Promise((resolve) => (responder = resolve)) }));
    expect(await screen.findByRole('button', { name: 'Enviar registro' })).toBeInTheDocument();
    expect(select(/^Nivel de estudios/)).toBeDisabled();
    responder({ status: 200, body: CATALOGO });
    await nivelListo();
    expect(within(select(/^Nivel de estudios/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione…', 'Licenciatura', 'Maestría']);
  });

  it('keeps the form and offers to retry when the catalog cannot be loaded', async () => {
    const api = fakeApi({ 'GET /api/catalogos/programas': { status: 500, body: { message: 'Error interno' } } });
    renderApp('/egresados/registro', api);
    expect(await screen.findByText(/No se pudo cargar la lista de programas/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar registro' })).toBeInTheDocument();
    expect(select(/^Nivel de estudios/)).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('offers the programs of the chosen level only', async () => {
    renderApp('/egresados/registro', fakeApi(catalogo));
    const user = userEvent.setup();
    const programa = await screen.findByLabelText(/^Programa/, { selector: 'select' });
    expect(programa).toBeDisabled();
    await nivelListo();
    await user.selectOptions(select(/^Nivel de estudios/), 'Maestría');
    expect(within(programa).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione…', 'Maestría en Salud Pública']);
    await user.selectOptions(programa, 'Maestría en Salud Pública');
    await user.selectOptions(select(/^Nivel de estudios/), 'Licenciatura');
    expect(programa).toHaveValue('');
  });

  it('validates a field when it is left, with the shared Spanish rules', async () => {
    renderApp('/egresados/registro', fakeApi(catalogo));
    const user = userEvent.setup();
    const telefono = await screen.findByLabelText(/^Teléfono celular/, { selector: 'input' });
    expect(telefono).toHaveAttribute('inputmode', 'tel');
    await fill(user, telefono, '12345');
    expect(screen.queryByText('El teléfono debe tener 10 dígitos')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('El teléfono debe tener 10 dígitos')).toBeInTheDocument();
    await fill(user, input(/^CURP/), 'NUHM970315MDFXRR01');
    await user.tab();
    expect(await screen.findByText('La CURP no es válida: revise el dígito verificador')).toBeInTheDocument();
    expect(screen.queryByText('El nombre es obligatorio')).not.toBeInTheDocument();
  });

  it('on send shows every missing field and the consent, and sends nothing', async () => {
    const api = fakeApi(catalogo);
    renderApp('/egresados/registro', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar registro' }));
    expect(await screen.findByText(REVISE_CAMPOS)).toBeInTheDocument();
    for (const message of ['El nombre es obligatorio', 'La matrícula es obligatoria', 'El correo es obligatorio', 'Seleccione el programa', 'Debe leer y aceptar el aviso de privacidad']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.called('POST /api/egresados/registro')).toHaveLength(0);
    // The summary at the top takes the focus (GOV.UK), and its first link leads to the first field.
    await waitFor(() => expect(screen.getByRole('alert', { name: /datos por corregir/ })).toHaveFocus());
    expect(screen.getAllByRole('link', { name: /^Nombre\(s\): El nombre es obligatorio/ })[0]).toHaveAttribute('href', `#${input(/^Nombre\(s\)/).id}`);
  });

  it('sends the normalised data with consent and goes to the success page', async () => {
    const api = fakeApi({ ...catalogo, 'POST /api/egresados/registro': { status: 202, body: { message: REGISTRO_RECIBIDO } } });
    renderApp('/egresados/registro', api);
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enviar registro' }));
    expect(await screen.findByRole('heading', { name: 'Registro exitoso' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/egresados/resultado/exito');
    expect(screen.getByText('maria@correo.mx')).toBeInTheDocument();
    expect(api.called('POST /api/egresados/registro')[0].body).toMatchObject({
      matricula: 'A2019-0001',
      curp: CURP,
      correo: 'maria@correo.mx',
      telefono: '5512345678',
      programaId: 10,
      anioEgreso: 2020,
      titulado: false,
      avisoPrivacidad: true,
      sitioWeb: '',
      fechaNacimiento: null,
    });
  });

  it('puts the server 422 messages next to their fields', async () => {
    const api = fakeApi({
      ...catalogo,
      'POST /api/egresados/registro': { status: 422, body: { message: 'Seleccione un programa de la lista', errors: { programaId: ['Seleccione un programa de la lista'], correo: ['Revise el correo'] } } },
    });
    renderApp('/egresados/registro', api);
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enviar registro' }));
    expect(await screen.findByText('Seleccione un programa de la lista')).toBeInTheDocument();
    expect(select(/^Programa/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/^Correo electrónico/)).toHaveAccessibleDescription('Revise el correo');
    await waitFor(() => expect(screen.getByRole('alert', { name: /por corregir/ })).toHaveFocus());
    // Changing the field clears the server's message.
    await user.selectOptions(select(/^Programa/), 'Licenciatura en Administración');
    expect(screen.queryByText('Seleccione un programa de la lista')).not.toBeInTheDocument();
  });

  it('shows a rate-limit answer above the form', async () => {
    const api = fakeApi({ ...catalogo, 'POST /api/egresados/registro': { status: 429, body: { message: 'Demasiadas solicitudes. Intente de nuevo más tarde.' } } });
    renderApp('/egresados/registro', api);
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enviar registro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiadas solicitudes. Intente de nuevo más tarde.');
  });

  it('links the aviso de privacidad in a new tab and hides the honeypot from people', async () => {
    renderApp('/egresados/registro', fakeApi(catalogo));
    const link = await screen.findByRole('link', { name: /aviso de privacidad integral/ });
    expect(link).toHaveAttribute('href', '/aviso-de-privacidad');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(new RegExp(`Versión ${AVISO_PRIVACIDAD_VERSION}`))).toBeInTheDocument();
    const honeypot = document.querySelector('input[name="sitioWeb"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('a filled honeypot is sent as it is (the server decides)', async () => {
    const api = fakeApi({ ...catalogo, 'POST /api/egresados/registro': { status: 202, body: { message: REGISTRO_RECIBIDO } } });
    renderApp('/egresados/registro', api);
    const user = userEvent.setup();
    await fillValid(user);
    fireEvent.change(document.querySelector('input[name="sitioWeb"]')!, { target: { value: 'http://spam.example' } });
    await user.click(screen.getByRole('button', { name: 'Enviar registro' }));
    await screen.findByRole('heading', { name: 'Registro exitoso' });
    expect(api.called('POST /api/egresados/registro')[0].body).toMatchObject({ sitioWeb: 'http://spam.example' });
  });
});

describe('success page', () => {
  it('resends the confirmation and shows the neutral answer', async () => {
    const api = fakeApi({ 'POST /api/egresados/registro/reenviar': { status: 202, body: { message: REENVIO_SOLICITADO } } });
    renderApp('/egresados/resultado/exito', api);
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^Correo electrónico registrado/, { selector: 'input' }), 'Ana@Correo.mx');
    await user.click(screen.getByRole('button', { name: 'Reenviar correo de confirmación' }));
    expect(await screen.findByText(REENVIO_SOLICITADO)).toBeInTheDocument();
    expect(api.called('POST /api/egresados/registro/reenviar')[0].body).toEqual({ correo: 'ana@correo.mx' });
  });
});

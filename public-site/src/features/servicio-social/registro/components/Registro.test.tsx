import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { curpCheckDigit } from '../../../../../../shared/egresados/curp';
import { REGISTRO_RECIBIDO } from '../../../../../../shared/schemas/servicio-social';
import { fakeApi, renderApp } from '../../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());
// Whole forms of MUI inputs re-render on every change; jsdom on a shared machine needs time for them.
vi.setConfig({ testTimeout: 90_000 });

const catalogo = {
  'GET /api/catalogos/programas': {
    status: 200,
    body: { niveles: [{ id: 2, nombre: 'Licenciatura', programas: [{ id: 10, clave: 'LENF', nombre: 'Licenciatura en Enfermería' }] }] },
  },
};
const first17 = 'NUHM970315MDFXRR0';
const CURP = `${first17}${curpCheckDigit(first17)}`;
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
// fireEvent rather than typing key by key: the forms re-check on every change and the machine is slow.
const fill = (label: RegExp, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const choose = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'select' }), { target: { value } });

async function fillEstudiante(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByLabelText(/^Nombre\(s\)/, { selector: 'input' });
  fill(/^Nombre\(s\)/, 'María');
  fill(/^Apellido paterno/, 'Núñez');
  fill(/^CURP/, CURP);
  fill(/^Matrícula/, 'A123');
  choose(/^Nivel de estudios/, '2');
  choose(/^Programa/, '10');
  fill(/^Semestre/, '7');
  fill(/^Porcentaje de créditos/, '75');
  fill(/^Correo institucional/, 'maria@alumnos.universidad.mx');
  fill(/^Teléfono/, '5512345678');
  fill(/^Contraseña/, 'una-frase-larga-2027');
  fill(/^Confirme la contraseña/, 'una-frase-larga-2027');
  await user.click(screen.getByRole('checkbox', { name: /acepto el aviso de privacidad/ }));
}

describe('registro de estudiantes', () => {
  it('checks fields with the shared rules as they are left, and the confirmation against the password', async () => {
    const { api } = renderApp('/registro/estudiantes', fakeApi(catalogo));
    const user = userEvent.setup();
    const curp = await screen.findByLabelText(/^CURP/, { selector: 'input' });
    expect(curp).toBeInTheDocument();
    fill(/^CURP/, `${first17}${(curpCheckDigit(first17) + 1) % 10}`);
    expect(await screen.findByText(/dígito verificador/)).toBeInTheDocument();
    fill(/^Contraseña/, 'una-frase-larga');
    fill(/^Confirme la contraseña/, 'otra-cosa');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect(screen.getByText(/Revise los campos marcados/)).toBeInTheDocument();
    expect(screen.getByText(/Debe aceptar el aviso de privacidad/, { selector: 'p' })).toBeInTheDocument();
    expect(api.called('POST /api/servicio-social/registro/estudiantes')).toHaveLength(0);
  });

  it("puts the server's 422 next to its field", async () => {
    const api = fakeApi({
      ...catalogo,
      'POST /api/servicio-social/registro/estudiantes': { status: 422, body: { message: 'Datos inválidos', errors: { matricula: ['La matrícula no aparece en los registros escolares'] } } },
    });
    renderApp('/registro/estudiantes', api);
    const user = userEvent.setup();
    await fillEstudiante(user);
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    const matricula = input(/^Matrícula/);
    await waitFor(() => expect(matricula).toHaveAccessibleDescription('La matrícula no aparece en los registros escolares'));
    await waitFor(() => expect(screen.getByRole('alert', { name: /dato por corregir/ })).toHaveFocus());
  });

  it('on 202 says to check the mail, the same words for everyone, and sends the contract body', async () => {
    const api = fakeApi({ ...catalogo, 'POST /api/servicio-social/registro/estudiantes': { status: 202, body: { message: REGISTRO_RECIBIDO } } });
    renderApp('/registro/estudiantes', api);
    const user = userEvent.setup();
    await fillEstudiante(user);
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Revise su correo' })).toBeInTheDocument();
    expect(screen.getByText('maria@alumnos.universidad.mx')).toBeInTheDocument();
    const [call] = api.called('POST /api/servicio-social/registro/estudiantes');
    expect(call.body).toMatchObject({ matricula: 'A123', curp: CURP, programaId: 10, semestre: 7, creditos: 75, telefono: '5512345678', avisoPrivacidad: true });
    expect(call.body).not.toHaveProperty('confirmacion');
  });
});

describe('registro de instituciones', () => {
  it('loads the municipios of the chosen state and nests the responsable', async () => {
    const api = fakeApi({
      'GET /api/servicio-social/municipios': { status: 200, body: ['Guadalajara', 'Zapopan'] },
      'POST /api/servicio-social/registro/instituciones': { status: 422, body: { message: 'Datos inválidos', errors: { 'responsable.correo': ['Escriba un correo válido'] } } },
    });
    renderApp('/registro/instituciones', api);
    const user = userEvent.setup();
    await screen.findByLabelText(/^RFC/, { selector: 'input' });
    fill(/^RFC/, 'MAB9307148T5');
    expect(await screen.findByText(/RFC no es válido: revise el dígito verificador/)).toBeInTheDocument();
    fill(/^RFC/, 'MAB9307148T4');
    fill(/^Razón social/, 'Fundación Ejemplo A.C.');
    choose(/^Tipo de institución/, 'asociacion_civil');
    choose(/^Sector/, 'social');
    choose(/^Entidad federativa/, 'JC');
    const municipio = screen.getByLabelText(/^Municipio/, { selector: 'select' });
    await waitFor(() => expect(municipio).toBeEnabled());
    fireEvent.change(municipio, { target: { value: 'Zapopan' } });
    fill(/^Domicilio/, 'Av. Patria 100');
    fill(/^Nombre del responsable/, 'Laura Gómez');
    fill(/^Cargo/, 'Coordinadora');
    fill(/^Correo del responsable/, 'laura@ejemplo.org');
    fill(/^Teléfono del responsable/, '3312345678');
    fill(/^Contraseña/, 'una-frase-larga-2027');
    fill(/^Confirme la contraseña/, 'una-frase-larga-2027');
    await user.click(screen.getByRole('checkbox', { name: /acepto el aviso de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Registrar institución' }));
    await waitFor(() => expect(input(/^Correo del responsable/)).toHaveAccessibleDescription('Escriba un correo válido'));
    const [call] = api.called('POST /api/servicio-social/registro/instituciones');
    expect(call.body).toMatchObject({ rfc: 'MAB9307148T4', entidadFederativa: 'JC', municipio: 'Zapopan', responsable: { nombre: 'Laura Gómez', correo: 'laura@ejemplo.org' } });
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildUser, type Route } from '../../test/fakeApi';
import { renderAdmin } from '../../test/renderAdmin';

const plantilla = (logo: boolean) => ({
  id: 'constancia', tipo: 'constancia', etiqueta: 'Constancia de terminación', titulo: 'Constancia de terminación',
  encabezado: '<p>Universidad</p>', cuerpo: '<p>Se hace constar…</p>', pie: '<p>Atentamente</p>', limitePalabras: null, logo,
});
const RUTA = '/servicio-social/administracion/plantillas-documentos/constancia';
const LOGO = '/api/servicio-social/plantillas-documentos/constancia/logo';
const staff = buildUser({ permissions: ['ss-plantillas.ver', 'ss-plantillas.editar'] });

describe('the letterhead logo of a document template', () => {
  it('uploads the chosen image as `logo` and then offers to change or remove it', async () => {
    let logo = false;
    const api: Route = (url, init) => {
      if (url.pathname === '/api/servicio-social/plantillas-documentos/constancia') return { body: plantilla(logo) };
      if (url.pathname === LOGO && init.method === 'POST') {
        logo = true;
        return { body: plantilla(true) };
      }
      return undefined;
    };
    const { fetch } = renderAdmin(RUTA, staff, api);
    const user = userEvent.setup();
    expect(await screen.findByText('Sin logotipo: el PDF lleva solo el membrete de texto.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logotipo del membrete'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'escudo.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Cambiar logotipo' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar logotipo' })).toBeInTheDocument();
    const envio = fetch.mock.calls.find(([url, init]) => String(url).endsWith(LOGO) && init?.method === 'POST');
    expect(((envio?.[1]?.body as FormData).get('logo') as File).name).toBe('escudo.png');
  }, 45_000);

  it('shows the server’s Spanish reason next to the control when the image is refused', async () => {
    const api: Route = (url, init) => {
      if (url.pathname === '/api/servicio-social/plantillas-documentos/constancia') return { body: plantilla(false) };
      if (url.pathname === LOGO && init.method === 'POST') {
        return { status: 422, body: { message: 'Revise los datos', errors: { logo: ['El archivo no es una imagen PNG o JPG'] } } };
      }
      return undefined;
    };
    renderAdmin(RUTA, staff, api);
    const user = userEvent.setup();
    await screen.findByText('Sin logotipo: el PDF lleva solo el membrete de texto.', {}, { timeout: 10_000 });
    await user.upload(screen.getByLabelText('Logotipo del membrete'), new File(['%PDF-1.4'], 'escudo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El archivo no es una imagen PNG o JPG');
    expect(screen.getByRole('button', { name: 'Subir logotipo' })).toBeInTheDocument();
  }, 45_000);
});

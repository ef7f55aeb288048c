import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plantilla, VistaPrevia } from '../../../shared/schemas/plantillas';
import { buildUser, listAnswer, type Route } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';

const plantilla: Plantilla = {
  id: 7,
  nombre: 'Bienvenida',
  asunto: 'Hola {{nombre}}',
  cuerpoHtml: '<p>Estimado {{nombreCompleto}}:</p>',
  campanas: 2,
  createdAt: '2026-01-10T16:00:00.000Z',
  updatedAt: '2026-02-01T16:00:00.000Z',
};
const vista: VistaPrevia = {
  asunto: 'Hola Lucía',
  html: '<!doctype html><html><body><p>Estimada Lucía Pérez Gómez:</p></body></html>',
  text: 'Estimada Lucía Pérez Gómez:',
  egresado: { id: 3, nombreCompleto: 'Lucía Pérez Gómez' },
};

const api: Route = (url, init) => {
  if (url.pathname === '/api/plantillas') return listAnswer('plantillas', [plantilla]);
  if (url.pathname === '/api/plantillas/7') return { body: init.method === 'PUT' ? JSON.parse(String(init.body)) : plantilla };
  if (url.pathname === '/api/plantillas/vista-previa') return { body: vista };
  if (url.pathname === '/api/plantillas/prueba') return { status: 202, body: { enviadoA: 'ana@universidad.mx' } };
  return undefined;
};

/** The edit page once the record has loaded (the first render of the whole back office is slow). */
async function cargado() {
  const asunto = await screen.findByLabelText(/^Asunto/, {}, { timeout: 8000 });
  await waitFor(() => expect(asunto).toHaveValue('Hola {{nombre}}'));
  return asunto as HTMLInputElement;
}

const redactor = buildUser({ permissions: ['plantillas.ver', 'plantillas.editar', 'plantillas.crear'] });
const sent = (fetch: ReturnType<typeof renderAdmin>['fetch'], path: string) =>
  fetch.mock.calls.filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === path && init?.method === 'POST');

// jsdom has no layout: Quill scrolls the selection into view with Range geometry that jsdom does not implement.
beforeAll(() => {
  const rect = () => DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
  Range.prototype.getBoundingClientRect ??= rect;
  Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
});

describe('<PlantillaEdit>', () => {
  it('inserts a merge field from the menu at the subject cursor', async () => {
    const user = userEvent.setup();
    renderAdmin('/egresados/correo/plantillas/7', redactor, api);
    const asunto = await cargado();
    asunto.setSelectionRange(5, 5);
    await user.click(screen.getByRole('button', { name: 'Insertar campo en el asunto' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Año de egreso' }));
    await waitFor(() => expect(asunto).toHaveValue('Hola {{anioEgreso}}{{nombre}}'));
  });

  it('shows the shared schema message next to the subject for an unknown field and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/egresados/correo/plantillas/7', redactor, api);
    const asunto = await cargado();
    await user.clear(asunto);
    await user.type(asunto, 'Hola {{{{carrera}}');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El campo {{carrera}} no existe. Use uno del menú «Insertar campo».')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('previews the form on the server and shows its HTML in a sandboxed frame and its text', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/egresados/correo/plantillas/7', redactor, api);
    await cargado();
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa del correo' });
    expect(within(dialog).getByText(/Con los datos de Lucía Pérez Gómez/)).toBeInTheDocument();
    expect(within(dialog).getByText('Hola Lucía')).toBeInTheDocument();
    const frame = within(dialog).getByTitle('Contenido del correo de vista previa');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', vista.html);
    await user.click(within(dialog).getByRole('tab', { name: 'Texto simple' }));
    expect(within(dialog).getByText('Estimada Lucía Pérez Gómez:')).toBeVisible();
    const [[, init]] = sent(fetch, '/api/plantillas/vista-previa');
    expect(JSON.parse(String(init?.body))).toMatchObject({ asunto: 'Hola {{nombre}}', cuerpoHtml: plantilla.cuerpoHtml });
  });

  it('sends a test to the signed-in user and says where it went', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/egresados/correo/plantillas/7', redactor, api);
    await cargado();
    await user.click(screen.getByRole('button', { name: 'Enviarme una prueba' }));
    expect(await screen.findByText('Se envió una prueba a ana@universidad.mx')).toBeInTheDocument();
    expect(sent(fetch, '/api/plantillas/prueba')).toHaveLength(1);
  });

  it('inserts a merge field into the body editor', async () => {
    const user = userEvent.setup();
    renderAdmin('/egresados/correo/plantillas/7', redactor, api);
    await cargado();
    const editor = screen.getByRole('textbox', { name: 'Cuerpo del correo *' });
    await waitFor(() => expect(editor).toHaveTextContent('Estimado {{nombreCompleto}}:'));
    await user.click(screen.getByRole('button', { name: 'Insertar campo en el cuerpo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Matrícula' }));
    await waitFor(() => expect(editor).toHaveTextContent('{{matricula}}'));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Encuesta } from '../../../../../shared/schemas/seguimiento';
import { fakeApi, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const encuesta = (avisoAceptado: boolean): Encuesta => ({
  aplicacion: { nombre: 'Seguimiento 2026', cierre: '2026-12-31T23:59:00.000Z' },
  cuestionario: {
    nombre: 'Encuesta de egresados', tipo: 'egresados', descripcion: null,
    secciones: [
      { titulo: 'Perfil del egresado', preguntas: [{ clave: 'ciudad', texto: 'Ciudad donde vive', tipo: 'texto', requerida: false }] },
      { titulo: 'Pertinencia', preguntas: [{ clave: 'opinion', texto: 'Su opinión', tipo: 'texto', requerida: false }] },
    ],
  },
  respuestas: null,
  enviada: false,
  egresado: null,
  avisoAceptado,
});

// Issue 34, item 3: answers are saved as they are typed, so the notice cannot wait for the last step.
describe('/seguimiento/encuesta', () => {
  it('shows the privacy notice on the first screen, before the first answer is saved', async () => {
    const api = fakeApi({
      'GET /api/seguimiento/encuesta': { status: 200, body: encuesta(false) },
      'PUT /api/seguimiento/encuesta': { status: 200, body: { enviada: false, respuestas: {} } },
    });
    renderApp('/seguimiento/encuesta?token=abc', api);
    const aviso = await screen.findByRole('region', { name: 'Aviso de privacidad' }, { timeout: 20_000 });
    expect(aviso).toHaveTextContent(/seguimiento de egresados/);
    expect(within(aviso).getByRole('link', { name: /aviso de privacidad integral/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Perfil del egresado' })).toBeInTheDocument();
    expect(api.called('PUT /api/seguimiento/encuesta')).toHaveLength(0);

    // The consent itself is still given when sending, with the notice beside it.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Ciudad donde vive/), 'Puebla');
    await waitFor(() => expect(api.called('PUT /api/seguimiento/encuesta')).toHaveLength(1), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.queryByRole('region', { name: 'Aviso de privacidad' })).toBeNull();
  });

  it('does not repeat it to a person who already accepted it', async () => {
    renderApp('/seguimiento/encuesta?token=abc', fakeApi({ 'GET /api/seguimiento/encuesta': { status: 200, body: encuesta(true) } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Perfil del egresado' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aviso de privacidad' })).toBeNull();
  });
});

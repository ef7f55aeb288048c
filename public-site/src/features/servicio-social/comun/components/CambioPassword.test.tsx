import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '../../../../app/provider';
import { createApiClient } from '../../../../lib/api-client';
import { fakeApi } from '../../../../test/render-app';
import { CambioPassword } from './CambioPassword';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 60_000 });

const URL = 'PUT /api/servicio-social/cuenta/password';

function renderForm(api: ReturnType<typeof fakeApi>) {
  vi.stubGlobal('fetch', api.fetch);
  render(
    <MemoryRouter>
      <AppProvider client={createApiClient({ fetch: api.fetch })}>
        <CambioPassword />
      </AppProvider>
    </MemoryRouter>,
  );
}

const campo = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const escribir = (label: RegExp, value: string) => {
  fireEvent.change(campo(label), { target: { value } });
  fireEvent.blur(campo(label));
};

describe('cambio de contraseña del portal', () => {
  it('sends {actual, nueva} as PUT /cuenta/password reads them', async () => {
    const api = fakeApi({ [URL]: { status: 200, body: { message: 'Su contraseña se actualizó.' } } });
    renderForm(api);
    escribir(/^Contraseña actual/, 'la-de-antes-2026');
    escribir(/^Contraseña nueva/, 'una-frase-nueva-y-larga');
    escribir(/^Confirme la contraseña/, 'una-frase-nueva-y-larga');
    fireEvent.click(screen.getByRole('button', { name: /cambiar contraseña|guardar/i }));
    await waitFor(() => expect(api.called(URL)).toHaveLength(1));
    expect(api.called(URL)[0].body).toEqual({ actual: 'la-de-antes-2026', nueva: 'una-frase-nueva-y-larga' });
  });

  it("shows the server's 422 on «nueva» under the new password", async () => {
    const api = fakeApi({ [URL]: { status: 422, body: { message: 'Datos inválidos', errors: { nueva: ['La contraseña nueva debe ser distinta de la actual'] } } } });
    renderForm(api);
    escribir(/^Contraseña actual/, 'la-de-antes-2026');
    escribir(/^Contraseña nueva/, 'una-frase-nueva-y-larga');
    escribir(/^Confirme la contraseña/, 'una-frase-nueva-y-larga');
    fireEvent.click(screen.getByRole('button', { name: /cambiar contraseña|guardar/i }));
    await waitFor(() => expect(campo(/^Contraseña nueva/)).toHaveAccessibleDescription('La contraseña nueva debe ser distinta de la actual'));
  });
});

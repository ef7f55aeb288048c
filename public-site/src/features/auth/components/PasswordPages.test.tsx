import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../../../shared/test/fill';
import { fakeApi, renderApp } from '../../../test/render-app';
import { FORGOT_CONFIRMATION } from './ForgotPasswordPage';
import { RESET_LINK_INVALID } from './ResetPasswordPage';

afterEach(() => vi.unstubAllGlobals());

describe('forgot password', () => {
  it('sends the email and always shows the same confirmation, with a toast', async () => {
    const api = fakeApi({ 'POST /api/password/forgot': { status: 202, body: { message: 'otro texto del servidor' } } });
    renderApp('/recuperar-contrasena', api);
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/Correo electrónico/), 'Nadie@Universidad.mx');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(FORGOT_CONFIRMATION)).toBeInTheDocument();
    expect(await screen.findByText('Solicitud enviada')).toBeInTheDocument();
    expect(api.called('POST /api/password/forgot')[0].body).toEqual({ email: 'nadie@universidad.mx' });
  });

  it('validates the email first', async () => {
    const api = fakeApi();
    renderApp('/recuperar-contrasena', api);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('El correo es obligatorio')).toBeInTheDocument();
    expect(api.called('POST /api/password/forgot')).toHaveLength(0);
  });
});

describe('reset password', () => {
  it('without a token explains the link is not valid', async () => {
    renderApp('/restablecer-contrasena');
    expect(await screen.findByText(RESET_LINK_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute('href', '/recuperar-contrasena');
  });

  it('checks length and confirmation, then sends token and password', async () => {
    const api = fakeApi({ 'POST /api/password/reset': { status: 200, body: { message: 'ok' } } });
    renderApp('/restablecer-contrasena?token=abc123', api);
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Contraseña nueva/, { selector: 'input' });
    const confirmation = screen.getByLabelText(/^Confirmar contraseña/, { selector: 'input' });
    await fill(user, password, 'corta');
    await fill(user, confirmation, 'otra');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    await user.clear(password);
    await fill(user, password, 'una frase bastante larga');
    await user.clear(confirmation);
    await fill(user, confirmation, 'una frase bastante larga');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('heading', { name: 'Contraseña actualizada' })).toBeInTheDocument();
    expect(api.called('POST /api/password/reset')[0].body).toEqual({ token: 'abc123', password: 'una frase bastante larga' });
  });

  it('shows the server error for an expired token', async () => {
    const message = 'El enlace para restablecer la contraseña no es válido o ya venció. Solicite uno nuevo.';
    renderApp('/restablecer-contrasena?token=viejo', fakeApi({ 'POST /api/password/reset': { status: 422, body: { message, errors: { token: [message] } } } }));
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^Contraseña nueva/, { selector: 'input' }), 'una frase bastante larga');
    await fill(user, screen.getByLabelText(/^Confirmar contraseña/, { selector: 'input' }), 'una frase bastante larga');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enlace no válido' })).toBeInTheDocument();
  });
});

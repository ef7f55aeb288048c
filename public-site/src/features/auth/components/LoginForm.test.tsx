import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../../../shared/test/fill';
import { LOGIN_FAILED, LOGIN_THROTTLED } from '../../../../../shared/schemas/auth';
import { browser } from '../../../lib/navigation';
import { fakeApi, renderApp, staffUser } from '../../../test/render-app';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openLogin(api = fakeApi()) {
  const view = renderApp('/login', api);
  await screen.findByRole('heading', { name: 'Iniciar sesión' });
  return view;
}

const email = () => screen.getByLabelText(/Correo electrónico/);
const password = () => screen.getByLabelText(/^Contraseña/, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Iniciar sesión' });

describe('login form', () => {
  it('has labelled fields, the forgot-password link and the page title', async () => {
    await openLogin();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', '/recuperar-contrasena');
    expect(document.title).toBe('Iniciar sesión · Plataforma Universitaria');
  });

  it('validates in Spanish before sending anything', async () => {
    const { api } = await openLogin();
    const user = userEvent.setup();
    await user.click(submit());
    expect(await screen.findByText('El correo es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    await user.type(email(), 'ada@');
    expect(screen.getByText('Escriba un correo válido, por ejemplo nombre@universidad.mx')).toBeInTheDocument();
    expect(api.called('POST /api/login')).toHaveLength(0);
  });

  it('checks the email when the field is left', async () => {
    await openLogin();
    const user = userEvent.setup();
    await user.type(email(), 'sin-arroba');
    await user.tab();
    expect(await screen.findByText('Escriba un correo válido, por ejemplo nombre@universidad.mx')).toBeInTheDocument();
  });

  it('shows the server 422 next to the field it names', async () => {
    const api = fakeApi({ 'POST /api/login': { status: 422, body: { message: LOGIN_FAILED, errors: { email: [LOGIN_FAILED] } } } });
    await openLogin(api);
    const user = userEvent.setup();
    await fill(user, email(), 'Ada@Universidad.mx');
    await fill(user, password(), 'equivocada');
    await user.click(submit());
    const message = await screen.findByText(LOGIN_FAILED);
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email().getAttribute('aria-describedby')).toContain(message.id);
    expect(api.called('POST /api/login')[0].body).toEqual({ email: 'ada@universidad.mx', password: 'equivocada' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the throttling message on 429', async () => {
    await openLogin(fakeApi({ 'POST /api/login': { status: 429, body: { message: LOGIN_THROTTLED } } }));
    const user = userEvent.setup();
    await fill(user, email(), 'ada@universidad.mx');
    await fill(user, password(), 'equivocada');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_THROTTLED);
  });

  it('reports a network failure in Spanish', async () => {
    const api = fakeApi();
    const { fetch: base } = api;
    const failing = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/login') ? Promise.reject(new TypeError('Failed to fetch')) : base(input, init),
    );
    await openLogin({ ...api, fetch: failing as unknown as typeof fetch });
    const user = userEvent.setup();
    await fill(user, email(), 'ada@universidad.mx');
    await fill(user, password(), 'secreta-123');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo conectar con el servidor');
  });

  it('shows and hides the password', async () => {
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password()).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('on success stores the session and, once it is confirmed, sends staff to /dashboard with a full page load', async () => {
    let confirm!: () => void;
    const confirmed = new Promise<void>((resolve) => (confirm = resolve));
    const api = fakeApi({
      'POST /api/login': { status: 200, body: { token: 'nuevo-token', user: staffUser } },
      'GET /api/user': () => confirmed.then(() => ({ status: 200, body: staffUser })),
    });
    await openLogin(api);
    const user = userEvent.setup();
    await fill(user, email(), 'ada@universidad.mx');
    await fill(user, password(), 'secreta-123');
    await user.click(submit());
    await waitFor(() => expect(api.called('GET /api/user')).toHaveLength(1));
    // Leaving now would abort the confirmation and the client would drop the new session.
    expect(assign).not.toHaveBeenCalled();
    confirm();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('auth_token')).toBe('nuevo-token');
  });
});

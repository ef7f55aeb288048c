import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface SignedIn {
  token: string;
  user: { id: number; name: string; email: string; roles: string[]; permissions: string[] };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A separate session through the API, so a test may end it without touching the shared admin session. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<SignedIn> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), `inicio de sesión de ${email}`).toBe(200);
  return (await response.json()) as SignedIn;
}

/** Puts a session where the apps look for it (localStorage), from a same-origin page that loads no app. */
export async function storeSession(page: Page, session: SignedIn): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem('auth_user', JSON.stringify(user));
  }, session);
}

/** The same session as a context's storageState, so a new context starts signed in without loading a page. */
export function sessionState(origin: string, { token, user }: SignedIn) {
  const localStorage = [{ name: 'auth_token', value: token }, { name: 'auth_user', value: JSON.stringify(user) }];
  return { cookies: [], origins: [{ origin: new URL(origin).origin, localStorage }] };
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('auth_token'));
}

/** Signs in through the real /login form and waits for the staff home. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await fillLoginForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function fillLoginForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Correo electrónico').fill(email);
  // Not the "Mostrar contraseña" button, and the label reads "Contraseña *".
  await form.getByLabel(/^Contraseña/).fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** A name no other test run or project will pick. */
export function unique(prefix: string, projectName: string): string {
  return `${prefix}-${projectName}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

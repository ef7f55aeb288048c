// Values shared by the runner (which starts the server with them) and the specs (which sign in with them).

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@universidad.mx',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Clave-de-prueba-e2e-2024',
  name: 'Ada Administradora',
};

/** Set by e2e/run.ts (or by hand to test a running server). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) {
    throw new Error('Falta E2E_BASE_URL: ejecute las pruebas con "npm run test:e2e", que inicia el servidor.');
  }
  return url.replace(/\/$/, '');
}

/** The mail catcher's HTTP endpoint; absent when testing a server whose mail we cannot read. */
export const mailUrl = (): string | undefined => process.env.E2E_MAIL_URL;

export const AUTH_FILE = '.tmp/e2e/admin-storage.json';

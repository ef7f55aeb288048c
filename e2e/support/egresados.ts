import { expect, type APIRequestContext } from '@playwright/test';
import { bearer } from './session';

/** The seeded level a test's program hangs from (created once per installation by the seed). */
export async function nivelId(request: APIRequestContext, token: string, clave = 'LIC'): Promise<number> {
  const response = await request.get(`/api/niveles?filter=${encodeURIComponent(JSON.stringify({ q: clave }))}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  const nivel = ((await response.json()) as { id: number; clave: string }[]).find((n) => n.clave === clave);
  expect(nivel, `nivel ${clave}`).toBeTruthy();
  return nivel!.id;
}

export async function crearPrograma(request: APIRequestContext, token: string, clave: string, nombre: string): Promise<{ id: number; clave: string; nombre: string }> {
  const response = await request.post('/api/programas', {
    headers: bearer(token),
    data: { clave, nombre, nivelId: await nivelId(request, token), activo: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export async function crearEgresado(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<{ id: number; matricula: string }> {
  const response = await request.post('/api/egresados', { headers: bearer(token), data: { titulado: false, ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export async function buscarEgresados(request: APIRequestContext, token: string, q: string) {
  const query = `filter=${encodeURIComponent(JSON.stringify({ q }))}&range=${encodeURIComponent('[0,99]')}&sort=${encodeURIComponent('["matricula","ASC"]')}`;
  const response = await request.get(`/api/egresados?${query}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

/** A short token for unique matrículas and claves (letters and digits only, upper case). */
export function token(projectName: string): string {
  return `${projectName.slice(0, 1)}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
}

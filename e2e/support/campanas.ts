import { expect, type APIRequestContext } from '@playwright/test';
import type { CapturedMail } from './mime';
import { bearer } from './session';

export interface CampanaApi {
  id: number;
  estado: string;
  total: number;
  enviados: number;
  fallidos: number;
  pendientes: number;
  bajas: number;
}

/** A template whose subject and body use merge fields, so each message proves it carries its own values. */
export async function crearPlantilla(request: APIRequestContext, token: string, nombre: string): Promise<{ id: number; nombre: string }> {
  const response = await request.post('/api/plantillas', {
    headers: bearer(token),
    data: {
      nombre,
      asunto: 'Seguimiento de egresados, {{nombre}}',
      cuerpoHtml: '<p>Estimado(a) {{nombreCompleto}}:</p><p>Su matrícula es {{matricula}}, del programa {{programa}}.</p>',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export async function crearCampana(request: APIRequestContext, token: string, data: { nombre: string; plantillaId: number; filtro: Record<string, unknown> }) {
  const response = await request.post('/api/campanas', { headers: bearer(token), data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CampanaApi;
}

export async function accionCampana(request: APIRequestContext, token: string, id: number, accion: 'enviar' | 'pausar' | 'reanudar' | 'cancelar') {
  const response = await request.post(`/api/campanas/${id}/${accion}`, { headers: bearer(token), data: {} });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CampanaApi;
}

export async function leerCampana(request: APIRequestContext, token: string, id: number): Promise<CampanaApi> {
  const response = await request.get(`/api/campanas/${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return response.json();
}

export async function esperarEstado(request: APIRequestContext, token: string, id: number, estado: string, timeout = 60_000): Promise<CampanaApi> {
  await expect.poll(async () => (await leerCampana(request, token, id)).estado, { message: `campaña ${id} en ${estado}`, timeout, intervals: [500, 1000] }).toBe(estado);
  return leerCampana(request, token, id);
}

/** Everything the catcher got addressed to any of `correos`. */
export async function mensajesPara(mailUrl: string, correos: string[]): Promise<CapturedMail[]> {
  const response = await fetch(`${mailUrl}/messages`);
  const wanted = new Set(correos.map((c) => c.toLowerCase()));
  return ((await response.json()) as CapturedMail[]).filter((m) => m.to.some((to) => wanted.has(to)));
}

/** How many messages each address received. */
export function porDestinatario(messages: CapturedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of messages) for (const to of message.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

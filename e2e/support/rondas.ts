// Data for the rounds walk (e2e/rondas.spec.ts), set up through the API where the screens are not the point.
import { expect, type APIRequestContext } from '@playwright/test';
import { mailUrl } from './env';
import type { CapturedMail } from './mime';
import { bearer, type SignedIn } from './session';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A call to the API that must succeed; answers its JSON. */
export async function api<T = Record<string, unknown>>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<T> {
  const res = await request[method](url, { headers: bearer(token), ...(data === undefined ? {} : { data: data as Record<string, unknown> }) });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A nomination entered by staff, moved to «Elegible». `nominador` is a third party's address, or the nominee's own. */
export async function postulacionElegible(request: APIRequestContext, token: string, categoriaId: number, nombre: string, correo: string, nominador?: string) {
  const envio = await request.post('/api/postulaciones', {
    headers: bearer(token),
    multipart: {
      datos: JSON.stringify({
        categoriaId,
        postulante: { nombre, correo, telefono: '55 1234 5678', vinculo: 'externo' },
        nominador: nominador ? { tipo: 'tercero', nombre: 'Mtra. Lucía Ortega', correo: nominador, relacion: 'Colega' } : { tipo: 'propia' },
        semblanza: '<p>Trabajo comunitario de veinte años.</p>',
      }),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(envio.status(), await envio.text()).toBe(201);
  const { folio } = (await envio.json()) as { folio: string };
  const [fila] = await api<{ id: number }[]>(request, token, 'get', `/api/postulaciones?filter=${encodeURIComponent(JSON.stringify({ q: folio }))}`);
  for (const estado of ['en_revision', 'elegible']) await api(request, token, 'put', `/api/postulaciones/${fila.id}/estado`, { estado });
  return { id: fila.id, folio, nombre };
}

export interface Asignacion {
  id: number;
  postulacionId: number;
  estado: string;
}

/** A jurado's own assignments in one round, as their list reads them. */
export const asignaciones = (request: APIRequestContext, j: SignedIn, rondaId: number) =>
  api<Asignacion[]>(request, j.token, 'get', `/api/evaluaciones?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ rondaId }))}`);

/** Every message the SMTP catcher holds for `to` whose subject matches. */
export async function correosA(to: string, subject: RegExp): Promise<CapturedMail[]> {
  const res = await fetch(`${mailUrl()}/messages?to=${encodeURIComponent(to.toLowerCase())}`);
  return ((await res.json()) as CapturedMail[]).filter((m) => subject.test(m.subject));
}

// Issue 19, item 4: previews open the server's URL (sandbox CSP) with a short-lived link bound to the session
// and to one path, instead of a blob: of the site's origin.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, buildTestApp } from '../test/helper';
import { PDF, crearConvocatoria, multipart } from '../postulaciones/test-support';
import type { App } from '../types';
import { loadSecret } from '../db/settings';
import { ENLACE_SEGUNDOS, leerEnlace } from './enlaces';

let app: App;
let token: string;
let ruta: string;

beforeAll(async () => {
  app = await buildTestApp();
  token = await adminToken(app);
  const { id } = await crearConvocatoria(app, token);
  ruta = `/api/convocatorias/${id}/bases`;
  const { payload, headers } = await multipart({}, { bases: { data: PDF, name: 'bases.pdf' } });
  const subida = await app.inject({ method: 'PUT', url: ruta, payload, headers: { ...headers, ...bearer(token) } });
  expect(subida.statusCode, subida.body).toBe(200);
});

const pedirEnlace = (cuerpo: object, headers: Record<string, string> = bearer(token)) =>
  app.inject({ method: 'POST', url: '/api/archivos/enlace', headers, payload: cuerpo });

describe('enlaces de vista previa', () => {
  it('da un enlace que abre el archivo sin cabecera, con el CSP sandbox del servidor', async () => {
    const res = await pedirEnlace({ ruta });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url.startsWith(`${ruta}?token=`)).toBe(true);
    expect(url).not.toContain(token);
    const archivo = await app.inject({ url });
    expect(archivo.statusCode).toBe(200);
    expect(archivo.headers['content-type']).toBe('application/pdf');
    expect(archivo.headers['content-security-policy']).toContain('sandbox');
    expect(archivo.headers['content-disposition']).toMatch(/^inline/);
  });

  it('el enlace sirve solo para su ruta, solo para leer, y caduca en 60 s', async () => {
    const { url } = (await pedirEnlace({ ruta })).json() as { url: string };
    const enlace = new URL(url, 'http://x').searchParams.get('token')!;
    expect((await app.inject({ url: `/api/convocatorias?token=${enlace}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `/api/archivos/enlace?token=${enlace}`, payload: { ruta } })).statusCode).toBe(401);
    const secreto = app.config.APP_SECRET ?? (await loadSecret(app.db));
    expect(leerEnlace(secreto, enlace, ruta)).toBe(token);
    expect(leerEnlace(secreto, enlace, ruta, Date.now() + (ENLACE_SEGUNDOS + 1) * 1000)).toBeNull();
    expect((await app.inject({ url: `${ruta}?token=${enlace.slice(0, -2)}xx` })).statusCode).toBe(401);
  });

  it('muere con la sesión: tras cerrar sesión el enlace ya no abre nada', async () => {
    const otra = await adminToken(app);
    const { url } = (await pedirEnlace({ ruta }, bearer(otra))).json() as { url: string };
    await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(otra) });
    expect((await app.inject({ url })).statusCode).toBe(401);
  });

  it('pide sesión y una ruta de la API, con mensajes en español', async () => {
    expect((await pedirEnlace({ ruta }, {})).statusCode).toBe(401);
    const mala = await pedirEnlace({ ruta: 'https://otro.example/x' });
    expect(mala.statusCode).toBe(422);
    expect(mala.json().errors.ruta[0]).toMatch(/ruta/);
    expect((await pedirEnlace({ ruta: '/api/../secreto' })).statusCode).toBe(422);
  });
});

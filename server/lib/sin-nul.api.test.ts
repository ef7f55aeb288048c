// Issue 19, item 10: a NUL (U+0000) in any text input is a Spanish 422, never a 500 from the database. The list
// endpoints are found in the app itself (every GET route that answers a Content-Range), not listed by hand.
import { describe, expect, it } from 'vitest';
import { escenarioHoras } from '../servicio-social/horas/fixtures';
import { formulario } from '../servicio-social/test/fixtures';
import { adminToken, bearer, buildTestApp } from '../test/helper';
import type { App } from '../types';
import { MENSAJE_NUL } from './sin-nul';

/** The GET routes under /api, from Fastify's route tree (`├── /api/x (GET, HEAD)`, children indented 4 per level). */
function rutasGet(app: App): string[] {
  const rutas: string[] = [];
  const pila: string[] = [];
  for (const linea of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(linea);
    if (!m) continue;
    const nivel = m[1].length / 4;
    pila.length = nivel;
    pila.push(m[2]);
    const ruta = pila.join('');
    if (ruta.startsWith('/api/') && m[3]?.split(', ').includes('GET')) rutas.push(ruta);
  }
  return rutas;
}

const conFiltro = (ruta: string, filtro: object) =>
  `${ruta.replace(/:[A-Za-z]+/g, '1')}?range=${encodeURIComponent('[0,4]')}&filter=${encodeURIComponent(JSON.stringify(filtro))}`;

describe('issue 19: NUL bytes', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const esc = await escenarioHoras(app);
  const quienes = { admin, estudiante: esc.est1.token, institucion: esc.inst1.token };

  it('answer 422 with a Spanish message on every list endpoint, for staff and both portals, and 500 nowhere', async () => {
    const rutas = rutasGet(app);
    expect(rutas.length).toBeGreaterThan(80);
    const listas: string[] = [];
    const quinientos: string[] = [];
    for (const ruta of rutas) {
      for (const [quien, token] of Object.entries(quienes)) {
        const normal = await app.inject({ url: conFiltro(ruta, { q: 'x' }), headers: bearer(token) });
        const nul = await app.inject({ url: conFiltro(ruta, { q: 'x\u0000' }), headers: bearer(token) });
        if (nul.statusCode >= 500 || normal.statusCode >= 500) quinientos.push(`${quien} ${ruta} ${normal.statusCode}/${nul.statusCode}`);
        if (normal.statusCode !== 200 || !normal.headers['content-range']) continue;
        // A list that takes no filter (the questionnaires) ignores it whole; every other one refuses it.
        if (nul.statusCode === 200 && nul.body === normal.body) continue;
        listas.push(`${quien} ${ruta}`);
        expect(nul.statusCode, `${quien} ${ruta}`).toBe(422);
        expect(nul.json(), `${quien} ${ruta}`).toEqual({ message: MENSAJE_NUL, errors: { 'filter.q': [MENSAJE_NUL] } });
      }
    }
    expect(quinientos).toEqual([]);
    // The review found 22 list endpoints answering 500; staff alone reach more than that.
    expect(listas.filter((l) => l.startsWith('admin ')).length).toBeGreaterThanOrEqual(22);
    expect(listas.some((l) => l.startsWith('estudiante '))).toBe(true);
    expect(listas.some((l) => l.startsWith('institucion '))).toBe(true);
  }, 300_000);

  it('answer 422 in a sort or range too, and in any key of the filter', async () => {
    for (const query of [`sort=${encodeURIComponent('["id\\u0000","ASC"]')}`, `filter=${encodeURIComponent('{"q\\u0000":"x"}')}`]) {
      const res = await app.inject({ url: `/api/usuarios?${query}`, headers: bearer(admin) });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toBe(MENSAJE_NUL);
    }
  });

  it('answer 422 in a JSON body, a raw query string and a path, before any handler writes', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@universidad.mx', password: 'x\u0000y' } });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual({ message: MENSAJE_NUL, errors: { password: [MENSAJE_NUL] } });
    const anidado = await app.inject({
      method: 'PUT', url: '/api/servicio-social/institucion/perfil', headers: bearer(esc.inst1.token),
      payload: { razonSocial: 'Fundación', responsable: { nombre: 'Ana\u0000' } },
    });
    expect(anidado.json().errors).toEqual({ 'responsable.nombre': [MENSAJE_NUL] });
    const busqueda = await app.inject({ url: '/api/servicio-social/busqueda?q=x%00', headers: bearer(esc.est1.token) });
    expect(busqueda.statusCode).toBe(422);
    expect(busqueda.json().errors).toEqual({ q: [MENSAJE_NUL] });
    const ruta = await app.inject({ url: '/api/postulaciones/constancias/PMU%00', headers: bearer(admin) });
    expect(ruta.statusCode).toBe(422);
  });

  it('answer 422 in a multipart text field and in the JSON a multipart field carries', async () => {
    const { payload, contentType } = await formulario('cv', Buffer.from('%PDF-1.4\n%%EOF\n'), 'cv\u0000.pdf');
    const cv = await app.inject({ method: 'POST', url: '/api/servicio-social/estudiante/cv', headers: { ...bearer(esc.est1.token), 'content-type': contentType }, payload });
    expect(cv.statusCode).toBe(422);
    expect(cv.json().message).toBe(MENSAJE_NUL);

    for (const datos of ['{"categoriaId":1,"postulante":{"nombre":"x\\u0000"}}', 'texto\u0000']) {
      const form = new FormData();
      form.append('datos', datos);
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const res = await app.inject({
        method: 'POST', url: '/api/postulaciones', headers: { ...bearer(admin), 'content-type': request.headers.get('content-type')! }, payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(res.statusCode, datos).toBe(422);
      expect(res.json().message, datos).toBe(MENSAJE_NUL);
    }
  });
});

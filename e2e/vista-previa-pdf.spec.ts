import type { APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { ADMIN } from './support/env';
import { apiLogin, bearer, storeSession, unique } from './support/session';

// Issue 19, item 4: a nomination document is previewed from the server's URL (sandbox CSP) through a short-lived
// link, never as a blob: of the site, so a PDF's JavaScript never runs as the site. A PDF with JavaScript can no
// longer be uploaded; when the run knows the data directory, one is put in place of a stored clean document of
// the same size, as a file uploaded before the fix would be. Either way no dialog may appear.

const ACTIVO = '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const LIMPIO = ACTIVO.replace(/\/OpenAction<<.*?>>(?=>>endobj)/, (m) => ' '.repeat(m.length));

async function convocatoriaConCategoria(request: APIRequestContext, token: string, nombre: string): Promise<number> {
  let abierta = await request.get('/api/postulaciones/convocatoria');
  if (!((await abierta.json()) as { convocatoria: unknown }).convocatoria) {
    const dia = 86_400_000;
    const creada = await request.post('/api/convocatorias', {
      headers: bearer(token),
      data: {
        nombre: `Premio ${nombre}`, apertura: new Date(Date.now() - dia).toISOString(), cierre: new Date(Date.now() + 30 * dia).toISOString(),
        publicacionResultados: new Date(Date.now() + 60 * dia).toISOString(), estado: 'abierta', prefijo: 'VPDF',
      },
    });
    expect(creada.status(), await creada.text()).toBe(201);
    abierta = await request.get('/api/postulaciones/convocatoria');
  }
  const convocatoriaId = ((await abierta.json()) as { convocatoria: { id: number } }).convocatoria.id;
  const res = await request.post('/api/categorias', {
    headers: bearer(token),
    data: {
      convocatoriaId, nombre, ciega: false, elegibles: ['egresado', 'externo'], escalaMin: 1, escalaMax: 10, activa: true,
      criterios: [{ nombre: 'Trayectoria', descripcion: 'Logros', peso: 100 }],
      documentos: [{ clave: 'cv', nombre: 'Currículum', requerido: true, tipos: ['pdf'], maxMb: 2 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test('la vista previa de un documento PDF abre la URL del servidor y su JavaScript no corre', async ({ page, request }, testInfo) => {
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const categoriaId = await convocatoriaConCategoria(request, admin.token, unique('Vista previa', testInfo.project.name));
  const postulante = { nombre: 'Paula Prueba Previa', correo: `${unique('previa', testInfo.project.name)}@correo.mx`, telefono: '55 1234 5678', vinculo: 'externo' };
  const datos = JSON.stringify({ categoriaId, postulante, nominador: { tipo: 'propia' }, semblanza: '<p>Trayectoria.</p>', avisoPrivacidad: true });

  // The server refuses the PDF with JavaScript, in Spanish, next to the field.
  const rechazo = await request.post('/api/postulaciones/registro', { multipart: { datos, cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(ACTIVO, 'latin1') } } });
  expect(rechazo.status()).toBe(422);
  expect(((await rechazo.json()) as { errors: Record<string, string[]> }).errors.cv[0]).toContain('contenido activo');

  const res = await request.post('/api/postulaciones/registro', { multipart: { datos, cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(LIMPIO, 'latin1') } } });
  expect(res.status(), await res.text()).toBe(201);
  const { folio } = (await res.json()) as { folio: string };
  const lista = await request.get(`/api/postulaciones?filter=${encodeURIComponent(JSON.stringify({ q: folio }))}`, { headers: bearer(admin.token) });
  const [{ id }] = (await lista.json()) as { id: number }[];
  // The API no longer names the stored object, so the clean document is found by its bytes (unique to this spec).
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) {
    const guardados = fs.readdirSync(path.join(dataDir, 'archivos'), { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && fs.statSync(path.join(f.parentPath, f.name)).size === LIMPIO.length)
      .map((f) => path.join(f.parentPath, f.name))
      .filter((ruta) => fs.readFileSync(ruta, 'latin1') === LIMPIO);
    expect(guardados.length).toBeGreaterThan(0);
    for (const ruta of guardados) fs.writeFileSync(ruta, ACTIVO, 'latin1');
  }

  const dialogos: string[] = [];
  page.context().on('page', (p) => p.on('dialog', (d) => void (dialogos.push(d.message()), d.dismiss())));
  page.on('dialog', (d) => void (dialogos.push(d.message()), d.dismiss()));
  await storeSession(page, admin);
  await page.goto(`/postulaciones/${id}/show`);
  const [pestana] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: /Vista previa de Currículum \(PDF\)/ }).click()]);
  await pestana.waitForLoadState('domcontentloaded').catch(() => {});
  expect(pestana.url()).not.toMatch(/^blob:/);
  expect(pestana.url()).toMatch(/\/api\/postulaciones\/\d+\/documentos\/cv\?token=/);
  await page.waitForTimeout(1500);
  expect(dialogos).toEqual([]);
});

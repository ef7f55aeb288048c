// Issue 19, item 3: in a blind category the jurado never learns the nominee from a document's file name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postulaciones, usuarios } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { PDF, PNG, crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro } from '../postulaciones/test-support';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evaluacion-ciega-'));
const NOMBRE = 'Mariana Beltrán Oquendo';

describe('evaluación ciega: nombres de archivo neutros', async () => {
  const app = await buildTestApp({ FILES_DIR: filesDir });
  const admin = await adminToken(app);
  await createRole(app, admin, 'jurado de premios', ['evaluaciones.ver', 'evaluaciones.editar'], 'postulaciones');
  const jurado = await userWithRoles(app, 'jurado.ciego@universidad.mx', ['jurado de premios']);
  const [{ id: juradoId }] = await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'jurado.ciego@universidad.mx'));
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  const conv = await crearConvocatoria(app, admin);
  const ciega = await crearCategoria(app, admin, conv.id, { nombre: 'Egresado joven', ciega: true });
  const abierta = await crearCategoria(app, admin, conv.id, { nombre: 'Trayectoria' });

  async function evaluacionDe(categoriaId: number, correo: string) {
    const res = await enviarRegistro(
      app,
      datosPostulacion(categoriaId, { postulante: { ...datosPostulacion(categoriaId).postulante, nombre: NOMBRE, correo } }),
      { cv: { data: PDF, name: `CV ${NOMBRE}.pdf` }, foto: { data: PNG, name: `${NOMBRE} foto.png` } },
    );
    if (res.statusCode !== 201) throw new Error(res.body);
    const [p] = await app.db.select({ id: postulaciones.id }).from(postulaciones).where(eq(postulaciones.folio, res.json().folio));
    for (const estado of ['en_revision', 'elegible']) await api('PUT', `/postulaciones/${p.id}/estado`, admin, { estado });
    await api('PUT', `/categorias/${categoriaId}/jurados`, admin, { usuarioIds: [juradoId] });
    await api('POST', `/categorias/${categoriaId}/asignar`, admin, { modo: 'todos' });
    const lista = await api('GET', `/evaluaciones?filter=${encodeURIComponent(JSON.stringify({ categoriaId }))}`, jurado);
    return { postulacionId: p.id, evaluacion: await api('GET', `/evaluaciones/${lista.json()[0].id}`, jurado) };
  }

  it('la persona jurado ve «Documento N — <lo que pidió la categoría>» en el detalle y en la descarga', async () => {
    const { postulacionId, evaluacion } = await evaluacionDe(ciega.id, 'mariana@correo.mx');
    expect(evaluacion.statusCode).toBe(200);
    const docs = evaluacion.json().postulacion.documentos as { clave: string; archivo: { nombre: string }; url: string }[];
    expect(Object.fromEntries(docs.map((d) => [d.clave, d.archivo.nombre]))).toEqual({ cv: 'Documento 1 — Currículum.pdf', foto: 'Documento 2 — Fotografía.png' });
    expect(evaluacion.body).not.toMatch(/Mariana|Beltr/);
    for (const d of docs) {
      const archivo = await app.inject({ url: d.url, headers: bearer(jurado) });
      expect(archivo.statusCode).toBe(200);
      expect(archivo.headers['content-disposition']).toContain(encodeURIComponent(d.archivo.nombre));
      expect(String(archivo.headers['content-disposition'])).not.toMatch(/Mariana|Beltr/);
    }
    // Staff keep the name the nominator gave the file.
    const staff = await api('GET', `/postulaciones/${postulacionId}`, admin);
    expect(staff.json().documentos.map((d: { archivo: { nombre: string } }) => d.archivo.nombre)).toContain(`CV ${NOMBRE}.pdf`);
  });

  it('en una categoría no ciega el archivo conserva su nombre', async () => {
    const { evaluacion } = await evaluacionDe(abierta.id, 'mariana.abierta@correo.mx');
    const cv = evaluacion.json().postulacion.documentos.find((d: { clave: string }) => d.clave === 'cv');
    expect(cv.archivo.nombre).toBe(`CV ${NOMBRE}.pdf`);
  });
});

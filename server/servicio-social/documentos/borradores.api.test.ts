// Drafts belong to their writer: another party of the service (and anyone else) cannot open a draft never sent,
// by any route; lists show it «en preparación» without its text; after the first round the others read what was sent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENSAJES_DOCUMENTOS } from '../../../shared/schemas/servicio-social-documentos';
import { eq } from 'drizzle-orm';
import { ssPrestaciones } from '../../db/schema';
import { bearer, buildTestApp } from '../../test/helper';
import { escenario, URL } from '../liberacion/escenario.fixture';

describe('servicio social documents: drafts belong to their writer', async () => {
  const app = await buildTestApp({ FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ss-borradores-')) });
  const e = await escenario(app);
  const [a, x] = [bearer(e.a.token), bearer(e.x.token)];

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => app.inject({ method, url: `${URL}${url}`, headers, payload });
  const crear = async (headers: Record<string, string>, payload: object) => {
    const res = await req('POST', '/documentos', headers, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const escribir = async (headers: Record<string, string>, id: number, contenido: string) => {
    const actual = (await req('GET', `/documentos/${id}`, headers)).json();
    const res = await req('PUT', `/documentos/${id}/borrador`, headers, { contenido, revision: actual.revision });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Every read route of one document answers the caller 404 «El documento no existe», as for a foreign id. */
  const noLoAbre = async (headers: Record<string, string>, id: number) => {
    for (const ruta of [`/documentos/${id}`, `/documentos/${id}/cambios`, `/documentos/${id}/pdf`]) {
      const res = await req('GET', ruta, headers);
      expect(res.statusCode, ruta).toBe(404);
      expect(res.json().message, ruta).toBe(MENSAJES_DOCUMENTOS.noExiste);
    }
  };
  const lista = async (headers: Record<string, string>, filter: object) =>
    (await req('GET', `/documentos?filter=${encodeURIComponent(JSON.stringify(filter))}`, headers)).json() as Record<string, unknown>[];

  it('keeps the acceptance letter the institution is writing from its student, who sees it «en preparación» in the hub', async () => {
    const carta = await crear(x, { tipo: 'aceptacion', prestacionId: e.pa });
    await escribir(x, carta.id, '<p>Borrador interno: confirmar cupo con dirección.</p>');
    await noLoAbre(a, carta.id);
    expect((await req('PUT', `/documentos/${carta.id}/borrador`, a, { contenido: '<p>mío</p>', revision: 1 })).statusCode).toBe(404);
    expect((await req('POST', `/documentos/${carta.id}/enviar`, a)).statusCode).toBe(404);
    const [listada] = await lista(a, { tipo: 'aceptacion' });
    expect(listada).toMatchObject({ id: carta.id, estado: 'borrador', enPreparacion: 'institucion', palabras: 0, revision: 0, acciones: [] });
    expect(JSON.stringify(listada)).not.toContain('confirmar cupo');
    // Staff read drafts; a foreign student and the other institution never reach it.
    expect((await req('GET', `/documentos/${carta.id}`, e.consulta)).json().contenido).toContain('confirmar cupo');
    await noLoAbre(bearer(e.b.token), carta.id);
    await noLoAbre(bearer(e.y.token), carta.id);
    expect(await lista(bearer(e.b.token), { tipo: 'aceptacion' })).toEqual([]);

    expect((await req('POST', `/documentos/${carta.id}/enviar`, x)).json()).toMatchObject({ estado: 'aprobado', tienePdf: true });
    const emitida = await req('GET', `/documentos/${carta.id}`, a);
    expect(emitida.statusCode).toBe(200);
    expect(emitida.json()).toMatchObject({ enPreparacion: null, estado: 'aprobado' });
    expect(emitida.json().contenido).toContain('confirmar cupo');
    expect((await req('GET', `/documentos/${carta.id}/pdf`, a)).headers['content-type']).toBe('application/pdf');
  });

  it("keeps a student's commitment, monthly and final reports from the institution until sent; then it reads the rounds sent, not the corrections", async () => {
    const compromiso = await crear(a, { tipo: 'compromiso' });
    await app.db.update(ssPrestaciones).set({ fechaInicio: '2026-01-05' }).where(eq(ssPrestaciones.id, e.pa));
    const mensual = await crear(a, { tipo: 'informe_mensual', mes: '2026-01' });
    // The final report opens once the logged hours are complete.
    await app.db.update(ssPrestaciones).set({ horasRegistradas: 480 }).where(eq(ssPrestaciones.id, e.pa));
    const final = await crear(a, { tipo: 'informe_final' });
    for (const doc of [compromiso, mensual, final]) {
      await escribir(a, doc.id, `<p>Apuntes sin terminar del ${doc.tipo}.</p>`);
      await noLoAbre(x, doc.id);
      await noLoAbre(bearer(e.y.token), doc.id);
    }
    expect((await req('PUT', `/documentos/${compromiso.id}/borrador`, x, { contenido: '<p>x</p>', revision: 1 })).statusCode).toBe(404);
    const vistos = await lista(x, { prestacionId: e.pa });
    for (const doc of [compromiso, mensual, final]) expect(vistos.find((d) => d.id === doc.id)).toMatchObject({ enPreparacion: 'estudiante', palabras: 0 });
    expect(JSON.stringify(vistos)).not.toContain('Apuntes');

    expect((await req('POST', `/documentos/${compromiso.id}/enviar`, a)).json()).toMatchObject({ estado: 'enviado', version: 1 });
    expect((await req('GET', `/documentos/${compromiso.id}`, x)).json().contenido).toContain('Apuntes sin terminar del compromiso');
    expect((await req('POST', `/documentos/${compromiso.id}/revision`, e.admin, { decision: 'observar', comentarios: 'Agregue su horario.' })).statusCode).toBe(200);
    await escribir(a, compromiso.id, '<p>Versión corregida con horario de lunes a viernes.</p>');
    const contraparte = (await req('GET', `/documentos/${compromiso.id}`, x)).json();
    expect(contraparte).toMatchObject({ estado: 'con_observaciones', enPreparacion: null });
    expect(contraparte.contenido).toContain('Apuntes sin terminar del compromiso');
    expect(contraparte.contenido).not.toContain('corregida');
    expect((await req('GET', `/documentos/${compromiso.id}`, a)).json().contenido).toContain('corregida');
    expect((await req('GET', `/documentos/${compromiso.id}`, e.admin)).json().contenido).toContain('corregida');
    // Once visible, an edit by the party that does not write it is refused as such.
    expect((await req('PUT', `/documentos/${compromiso.id}/borrador`, x, { contenido: '<p>x</p>', revision: 9 })).statusCode).toBe(403);
  });

  it('shows a student the office letter they asked for «en preparación por la oficina» until the office issues it', async () => {
    const pedida = await crear(a, { tipo: 'situacion' });
    expect(pedida).toMatchObject({ tipo: 'situacion', enPreparacion: 'oficina', contenido: '', revisiones: [] });
    await noLoAbre(a, pedida.id);
    expect((await req('GET', `/documentos/${pedida.id}`, e.admin)).json().contenido).toContain('Estudiante 1');
    expect((await req('POST', `/documentos/${pedida.id}/enviar`, e.admin)).json()).toMatchObject({ estado: 'aprobado' });
    expect((await req('GET', `/documentos/${pedida.id}`, a)).json()).toMatchObject({ enPreparacion: null, estado: 'aprobado' });
  });
});

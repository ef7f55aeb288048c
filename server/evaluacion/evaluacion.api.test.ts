import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVALUACION_ENVIADA_BLOQUEADA, OCULTO_CIEGA } from '../../shared/schemas/postulaciones';
import { evaluaciones, postulacionHistorial, postulaciones, usuarios } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, loginAs, userWithRoles } from '../test/helper';
import { DEMO_PASSWORD } from '../cli/demo-data';
import { sembrarEvaluacionesDemo } from './demo';
import { PDF, crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro } from '../postulaciones/test-support';
import { EVALUACION_AJENA } from './jurado';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evaluacion-'));

describe('evaluación: jurados, asignación, calificaciones y ranking', async () => {
  const app = await buildTestApp({ FILES_DIR: filesDir });
  const admin = await adminToken(app);
  await createRole(app, admin, 'jurado de premios', ['evaluaciones.ver', 'evaluaciones.editar'], 'postulaciones');
  await createRole(app, admin, 'lector de postulaciones', ['postulaciones.ver'], 'postulaciones');
  const correos = ['j1@universidad.mx', 'j2@universidad.mx', 'j3@universidad.mx', 'j4@universidad.mx'];
  const tokens: string[] = [];
  for (const c of correos) tokens.push(await userWithRoles(app, c, ['jurado de premios']));
  const lectorToken = await userWithRoles(app, 'lector@universidad.mx', ['lector de postulaciones']);
  const idDe = async (email: string) => (await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)))[0].id;
  const ids = await Promise.all(correos.map(idDe));
  const lectorId = await idDe('lector@universidad.mx');
  const tokenDe = new Map(ids.map((id, i) => [id, tokens[i]]));

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  const conv = await crearConvocatoria(app, admin);
  const cat = await crearCategoria(app, admin, conv.id);
  const ciega = await crearCategoria(app, admin, conv.id, { nombre: 'Egresado joven', ciega: true });
  const unica = await crearCategoria(app, admin, conv.id, { nombre: 'Servicio a la comunidad', criterios: [{ nombre: 'Impacto social', peso: 100 }] });

  /** A nomination moved to elegible (or left where `hasta` says). */
  async function postulacion(categoriaId: number, n: number, hasta: 'recibida' | 'elegible' = 'elegible') {
    const res = await enviarRegistro(
      app,
      datosPostulacion(categoriaId, {
        postulante: { nombre: `Persona ${categoriaId}-${n}`, correo: `p${categoriaId}.${n}@correo.mx`, telefono: '55 1234 5678', vinculo: 'egresado', matricula: `M${categoriaId}${n}`, anio: 2010 },
        enlaces: ['https://perfil.example/persona'],
      }),
      { cv: { data: PDF, name: 'cv.pdf' } },
      { ip: `10.0.${categoriaId}.${n}` },
    );
    if (res.statusCode !== 201) throw new Error(res.body);
    const [p] = await app.db.select({ id: postulaciones.id }).from(postulaciones).where(eq(postulaciones.folio, res.json().folio));
    if (hasta === 'elegible') {
      for (const estado of ['en_revision', 'elegible']) {
        const r = await api('PUT', `/postulaciones/${p.id}/estado`, admin, { estado });
        if (r.statusCode !== 200) throw new Error(r.body);
      }
    }
    return p.id;
  }

  const generales: number[] = [];
  for (let i = 1; i <= 6; i++) generales.push(await postulacion(cat.id, i));
  const sinRevisar = await postulacion(cat.id, 7, 'recibida');
  const ciegaId = await postulacion(ciega.id, 1);
  const rankingIds = [await postulacion(unica.id, 1), await postulacion(unica.id, 2), await postulacion(unica.id, 3)];

  const asignacionesDe = (postulacionId: number) => app.db.select().from(evaluaciones).where(eq(evaluaciones.postulacionId, postulacionId));

  it('el pool de una categoría solo admite personas con el permiso de jurado', async () => {
    const mal = await api('PUT', `/categorias/${cat.id}/jurados`, admin, { usuarioIds: [ids[0], lectorId] });
    expect(mal.statusCode).toBe(422);
    expect(mal.json().errors.usuarioIds[0]).toContain('no tiene el permiso de jurado');
    const bien = await api('PUT', `/categorias/${cat.id}/jurados`, admin, { usuarioIds: ids });
    expect(bien.statusCode, bien.body).toBe(200);
    expect(bien.json()).toHaveLength(4);
    const disponibles = await api('GET', '/jurados', admin);
    expect(disponibles.json().map((j: { email: string }) => j.email).sort()).toEqual(correos);
    expect((await api('GET', '/jurados', tokens[0])).statusCode).toBe(403);
  });

  it('asigna N jurados al azar por postulación equilibrando la carga, y pasa a «en evaluación» (auditado)', async () => {
    const demasiados = await api('POST', `/categorias/${cat.id}/asignar`, admin, { modo: 'aleatoria', porPostulacion: 5 });
    expect(demasiados.statusCode).toBe(422);
    expect(demasiados.json().errors.porPostulacion[0]).toBe('La categoría tiene 4 jurados: no se pueden asignar 5 por postulación');
    const res = await api('POST', `/categorias/${cat.id}/asignar`, admin, { modo: 'aleatoria', porPostulacion: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ asignadas: 12 });
    const todas = await app.db.select().from(evaluaciones);
    const carga = ids.map((id) => todas.filter((e) => e.usuarioId === id).length);
    expect(carga).toEqual([3, 3, 3, 3]);
    for (const id of generales) expect((await asignacionesDe(id)).length).toBe(2);
    expect(await asignacionesDe(sinRevisar)).toHaveLength(0);
    const [p] = await app.db.select({ estado: postulaciones.estado }).from(postulaciones).where(eq(postulaciones.id, generales[0]));
    expect(p.estado).toBe('en_evaluacion');
    const hist = await app.db.select().from(postulacionHistorial).where(and(eq(postulacionHistorial.postulacionId, generales[0]), eq(postulacionHistorial.estado, 'en_evaluacion')));
    expect(hist).toHaveLength(1);
    // Running it again adds nothing: every nomination already has 2.
    expect((await api('POST', `/categorias/${cat.id}/asignar`, admin, { modo: 'aleatoria', porPostulacion: 2 })).json()).toEqual({ asignadas: 0 });
  });

  it('una persona jurado solo ve sus asignaciones: lo ajeno responde 404 con un mensaje en español, y la API del personal 403', async () => {
    const propias = await api('GET', '/evaluaciones', tokens[0]);
    expect(propias.statusCode).toBe(200);
    expect(propias.headers['content-range']).toBe('evaluaciones 0-2/3');
    const [ajena] = await app.db.select().from(evaluaciones).where(eq(evaluaciones.usuarioId, ids[1]));
    const res = await api('GET', `/evaluaciones/${ajena.id}`, tokens[0]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(EVALUACION_AJENA);
    expect((await api('PUT', `/evaluaciones/${ajena.id}`, tokens[0], { puntajes: {} })).statusCode).toBe(404);
    expect((await api('GET', `/evaluaciones/${ajena.id}/documentos/cv`, tokens[0])).statusCode).toBe(404);
    expect((await api('GET', `/postulaciones/${ajena.postulacionId}`, tokens[0])).statusCode).toBe(403);
    expect((await api('GET', `/postulaciones/${ajena.postulacionId}/asignaciones`, tokens[0])).statusCode).toBe(403);
    expect((await api('GET', `/categorias/${cat.id}/ranking`, tokens[0])).statusCode).toBe(403);
    // A nomination not yet eligible cannot be assigned by hand either.
    const manual = await api('POST', `/postulaciones/${sinRevisar}/asignaciones`, admin, { usuarioId: ids[0] });
    expect(manual.statusCode).toBe(409);
  });

  it('en una categoría ciega oculta nombre, correo, teléfono y enlaces, y entrega los archivos tal como se enviaron', async () => {
    await api('PUT', `/categorias/${ciega.id}/jurados`, admin, { usuarioIds: [ids[0], ids[1]] });
    expect((await api('POST', `/categorias/${ciega.id}/asignar`, admin, { modo: 'todos' })).json()).toEqual({ asignadas: 2 });
    const lista = await api('GET', `/evaluaciones?filter=${encodeURIComponent(JSON.stringify({ categoriaId: ciega.id }))}`, tokens[0]);
    expect(lista.json()).toHaveLength(1);
    expect(lista.json()[0].nombre).toBe(OCULTO_CIEGA);
    const detalle = await api('GET', `/evaluaciones/${lista.json()[0].id}`, tokens[0]);
    expect(detalle.statusCode).toBe(200);
    const body = detalle.json();
    expect(body.postulacion).toMatchObject({ nombre: null, correo: null, telefono: null, enlaces: null });
    expect(JSON.stringify(body)).not.toContain(`p${ciega.id}.1@correo.mx`);
    expect(JSON.stringify(body)).not.toContain(`Persona ${ciega.id}-1`);
    expect(body.postulacion.documentos[0].url).toBe(`/api/evaluaciones/${body.id}/documentos/cv`);
    const archivo = await api('GET', body.postulacion.documentos[0].url.replace('/api', ''), tokens[0]);
    expect(archivo.statusCode).toBe(200);
    expect(Buffer.compare(archivo.rawPayload, PDF)).toBe(0);
    // Staff still see who it is.
    const staff = await api('GET', `/postulaciones/${ciegaId}/asignaciones`, admin);
    expect(staff.json()).toHaveLength(2);
  });

  it('borrador, envío con pesos, bloqueo y desbloqueo por el personal', async () => {
    const asignacion = (await app.db.select().from(evaluaciones).where(eq(evaluaciones.usuarioId, ids[2]))).find((e) => e.postulacionId !== generales[1])!;
    const token = tokenDe.get(asignacion.usuarioId)!;
    const detalle = (await api('GET', `/evaluaciones/${asignacion.id}`, token)).json();
    const [impacto, trayectoria] = detalle.criterios as { id: string; peso: number }[];
    expect([impacto.peso, trayectoria.peso]).toEqual([60, 40]);

    const borrador = await api('PUT', `/evaluaciones/${asignacion.id}`, token, { puntajes: { [impacto.id]: 9 }, comentario: 'Falta revisar el CV' });
    expect(borrador.statusCode, borrador.body).toBe(200);
    expect(borrador.json()).toMatchObject({ estado: 'borrador', puntaje: null, comentario: 'Falta revisar el CV' });

    const fuera = await api('PUT', `/evaluaciones/${asignacion.id}`, token, { puntajes: { [impacto.id]: 11 } });
    expect(fuera.statusCode).toBe(422);
    expect(fuera.json().errors[`puntajes.${impacto.id}`][0]).toBe('La calificación de «Impacto» debe estar entre 1 y 10');

    const incompleta = await api('POST', `/evaluaciones/${asignacion.id}/enviar`, token, { puntajes: { [impacto.id]: 9 } });
    expect(incompleta.statusCode).toBe(422);
    expect(incompleta.json().errors[`puntajes.${trayectoria.id}`][0]).toBe('Califique «Trayectoria» antes de enviar');

    const enviada = await api('POST', `/evaluaciones/${asignacion.id}/enviar`, token, { puntajes: { [impacto.id]: 9, [trayectoria.id]: 4 }, comentario: 'Sólida' });
    expect(enviada.statusCode, enviada.body).toBe(200);
    expect(enviada.json().estado).toBe('enviada');
    expect(enviada.json().puntaje).toBeCloseTo(0.6 * 9 + 0.4 * 4, 10);

    const otra = await api('PUT', `/evaluaciones/${asignacion.id}`, token, { puntajes: { [impacto.id]: 1 } });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe(EVALUACION_ENVIADA_BLOQUEADA);
    expect((await api('DELETE', `/postulaciones/${asignacion.postulacionId}/asignaciones/${asignacion.id}`, admin)).statusCode).toBe(409);

    expect((await api('POST', `/evaluaciones/${asignacion.id}/desbloquear`, token)).statusCode).toBe(403);
    const desbloqueo = await api('POST', `/evaluaciones/${asignacion.id}/desbloquear`, admin);
    expect(desbloqueo.statusCode, desbloqueo.body).toBe(200);
    expect(desbloqueo.json()).toMatchObject({ estado: 'borrador', enviadaEn: null });
    expect((await api('PUT', `/evaluaciones/${asignacion.id}`, token, { puntajes: { [impacto.id]: 8, [trayectoria.id]: 4 } })).json().puntaje).toBeCloseTo(6.4, 10);
  });

  it('un conflicto de interés recusa a la persona y reasigna la postulación a la menos cargada del pool', async () => {
    const postulacionId = generales[1];
    const antes = await asignacionesDe(postulacionId);
    const [suya] = antes;
    const token = tokenDe.get(suya.usuarioId)!;
    const vacio = await api('POST', `/evaluaciones/${suya.id}/conflicto`, token, { motivo: '' });
    expect(vacio.statusCode).toBe(422);
    expect(vacio.json().errors.motivo[0]).toBe('Describa el conflicto de interés');
    const res = await api('POST', `/evaluaciones/${suya.id}/conflicto`, token, { motivo: 'Es mi hermana' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('se asignó a otra persona del jurado');
    const despues = await asignacionesDe(postulacionId);
    expect(despues).toHaveLength(3);
    expect(despues.find((e) => e.id === suya.id)).toMatchObject({ estado: 'recusada', conflictoMotivo: 'Es mi hermana' });
    const nueva = despues.find((e) => e.origen === 'reasignacion')!;
    expect(antes.map((e) => e.usuarioId)).not.toContain(nueva.usuarioId);
    // The recused jurado is never given it back, even by a new random run.
    await api('POST', `/categorias/${cat.id}/asignar`, admin, { modo: 'aleatoria', porPostulacion: 2 });
    expect((await asignacionesDe(postulacionId)).filter((e) => e.usuarioId === suya.usuarioId)).toHaveLength(1);
    expect((await api('PUT', `/evaluaciones/${suya.id}`, token, { puntajes: {} })).statusCode).toBe(409);

    const progreso = await api('GET', `/evaluacion/progreso?convocatoriaId=${conv.id}`, admin);
    expect(progreso.statusCode).toBe(200);
    const fila = progreso.json().porJurado.find((j: { usuarioId: number }) => j.usuarioId === suya.usuarioId);
    expect(fila.recusadas).toBe(1);
    expect(progreso.json().porCategoria.find((c: { categoriaId: number }) => c.categoriaId === cat.id)).toMatchObject({ postulaciones: 6, enviadas: 0 });
  });

  it('ranking: promedio (no suma), empates marcados, normalización y exportación XLSX/PDF', async () => {
    await api('PUT', `/categorias/${unica.id}/jurados`, admin, { usuarioIds: ids.slice(0, 3) });
    await api('POST', `/categorias/${unica.id}/asignar`, admin, { modo: 'todos' });
    const criterio = (await api('GET', `/categorias/${unica.id}`, admin)).json().criterios[0].id as string;
    const notas: [number, number, number | 'conflicto'][] = [[8, 6, 'conflicto'], [7, 7, 7], [5, 4, 6]];
    for (const [i, postulacionId] of rankingIds.entries()) {
      for (const [j, nota] of notas[i].entries()) {
        const [e] = await app.db.select().from(evaluaciones).where(and(eq(evaluaciones.postulacionId, postulacionId), eq(evaluaciones.usuarioId, ids[j])));
        const res = nota === 'conflicto'
          ? await api('POST', `/evaluaciones/${e.id}/conflicto`, tokens[j], { motivo: 'Fue mi alumna' })
          : await api('POST', `/evaluaciones/${e.id}/enviar`, tokens[j], { puntajes: { [criterio]: nota } });
        expect(res.statusCode, res.body).toBe(200);
        if (nota === 'conflicto') expect(res.json().message).toContain('No hay otra persona disponible');
      }
    }
    const ranking = await api('GET', `/categorias/${unica.id}/ranking`, admin);
    expect(ranking.statusCode, ranking.body).toBe(200);
    expect(ranking.json().filas.map((f: { postulacionId: number; puntaje: number; posicion: number; empate: boolean; recusaciones: number }) => [f.postulacionId, f.puntaje, f.posicion, f.empate, f.recusaciones])).toEqual([
      [rankingIds[0], 7, 1, true, 1],
      [rankingIds[1], 7, 1, true, 0],
      [rankingIds[2], 5, 3, false, 0],
    ]);
    const normal = await api('GET', `/categorias/${unica.id}/ranking?normalizar=true`, admin);
    expect(normal.json().normalizado).toBe(true);
    expect(normal.json().filas.map((f: { postulacionId: number; puntaje: number; promedio: number }) => [f.postulacionId, f.puntaje, f.promedio])).toEqual([
      [rankingIds[1], 7, 7],
      [rankingIds[0], 6.89, 7],
      [rankingIds[2], 5, 5],
    ]);

    expect((await app.inject({ url: `/api/categorias/${unica.id}/ranking/exportar?formato=xlsx` })).statusCode).toBe(401);
    expect((await api('POST', '/ranking/enlace', lectorToken)).statusCode).toBe(403);
    const { token } = (await api('POST', '/ranking/enlace', admin)).json();
    const xlsx = await app.inject({ url: `/api/categorias/${unica.id}/ranking/exportar?formato=xlsx&normalizar=true&token=${encodeURIComponent(token)}` });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.getWorksheet('Ranking')!;
    expect(hoja.getRow(4).values).toContain('Calificación normalizada');
    expect(hoja.getRow(5).getCell(2).value).toBe((await app.db.select({ folio: postulaciones.folio }).from(postulaciones).where(eq(postulaciones.id, rankingIds[1])))[0].folio);
    const pdf = await app.inject({ url: `/api/categorias/${unica.id}/ranking/exportar?formato=pdf&token=${encodeURIComponent(token)}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('siembra la evaluación de demostración: cuatro jurados, calificaciones enviadas y borradores, una recusación; sin duplicar', async () => {
    const resumen = await sembrarEvaluacionesDemo(app.db, conv.id);
    expect(resumen.jurados).toContain('jurado1@demo.universidad.mx');
    expect(resumen).toMatchObject({ recusadas: 1 });
    expect(resumen.enviadas).toBeGreaterThan(0);
    expect(resumen.asignadas).toBeGreaterThan(resumen.enviadas);
    const token = await loginAs(app, 'jurado1@demo.universidad.mx', DEMO_PASSWORD);
    const propias = await api('GET', '/evaluaciones', token);
    expect(propias.statusCode).toBe(200);
    expect(propias.json().length).toBeGreaterThan(0);
    expect(await sembrarEvaluacionesDemo(app.db, conv.id)).toMatchObject({ asignadas: 0, enviadas: 0 });
  });
});


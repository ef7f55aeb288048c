// Judging in rounds (issue 33) through the API: a category's three rounds (puntaje → si_no → ranking), each ranking
// against a hand count with the abstention excluded, promotion, the conflicts found before assignment, reminders,
// bad input with nothing half-stored, and a jurado of one round reading nothing of another's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, enlacesAcceso, evaluaciones, outbox, postulacionHistorial, postulaciones, rondaPostulaciones, rondas, sessions, usuarios } from '../db/schema';
import { createRole } from '../roles/test-support';
import { ENLACE_ACCESO_INVALIDO } from '../../shared/acceso-enlace/valores';
import { RETIRO_FUERA_DE_PLAZO } from '../../shared/schemas/mis-postulaciones';
import { CUERPO_DE_OTRO_MODO, RONDA_CERRADA, UN_SELECTOR, YA_SE_ABSTUVO } from '../../shared/schemas/rondas';
import { recordatoriosAutomaticos } from './recordatorios';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { PDF, crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro } from '../postulaciones/test-support';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rondas-'));
const hora = 3_600_000;

describe('rondas: puntaje, sí/no y ranking en una categoría', async () => {
  const app = await buildTestApp({ FILES_DIR: filesDir });
  const admin = await adminToken(app);
  await createRole(app, admin, 'jurado de rondas', ['evaluaciones.ver', 'evaluaciones.editar'], 'postulaciones');
  const correos = ['r1@universidad.mx', 'r2@universidad.mx', 'r3@universidad.mx', 'r4@universidad.mx', 'r5@universidad.mx', 'r6@universidad.mx', 'r7@universidad.mx'];
  const tokens: string[] = [];
  for (const c of correos) tokens.push(await userWithRoles(app, c, ['jurado de rondas']));
  const ids = await Promise.all(correos.map(async (email) => (await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)))[0].id));
  // r7 shares both surnames with one nominee: a conflict the platform must find.
  await app.db.update(usuarios).set({ name: 'Carlos Pérez Núñez' }).where(eq(usuarios.id, ids[6]));
  const tokenDe = new Map(ids.map((id, i) => [id, tokens[i]]));

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  const conv = await crearConvocatoria(app, admin);
  const cat = await crearCategoria(app, admin, conv.id);
  const [impacto, trayectoria] = cat.criterios;

  async function postulacion(n: number, nombre: string) {
    const res = await enviarRegistro(
      app,
      datosPostulacion(cat.id, { postulante: { nombre, correo: `n${n}@correo.mx`, telefono: '55 1234 5678', vinculo: 'egresado', matricula: `R${n}`, anio: 2010 } }),
      { cv: { data: PDF, name: 'cv.pdf' } },
      { ip: `10.9.0.${n}` },
    );
    if (res.statusCode !== 201) throw new Error(res.body);
    const [p] = await app.db.select({ id: postulaciones.id }).from(postulaciones).where(eq(postulaciones.folio, res.json().folio));
    for (const estado of ['en_revision', 'elegible']) {
      const r = await api('PUT', `/postulaciones/${p.id}/estado`, admin, { estado });
      if (r.statusCode !== 200) throw new Error(r.body);
    }
    return p.id;
  }
  const [pA, pB, pC, pD] = [await postulacion(1, 'Ana Sofía Pérez Núñez'), await postulacion(2, 'Bruno Díaz Ramos'), await postulacion(3, 'Celia Torres Gil'), await postulacion(4, 'Diego Luna Mora')];

  const asignacion = async (rondaId: number, postulacionId: number, usuarioId: number) =>
    (await app.db.select().from(evaluaciones).where(and(eq(evaluaciones.rondaId, rondaId), eq(evaluaciones.postulacionId, postulacionId), eq(evaluaciones.usuarioId, usuarioId))))[0];
  const valorDe = (ranking: { postulacionId: number }[], id: number) => ranking.find((f) => f.postulacionId === id);

  let r1 = 0;
  let r2 = 0;
  let r3 = 0;

  it('toda categoría tiene la ronda 1 (puntaje, con los criterios de la categoría); crear rondas valida modo, criterios y fechas', async () => {
    const lista = await api('GET', `/categorias/${cat.id}/rondas`, admin);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json()).toEqual([expect.objectContaining({ numero: 1, nombre: 'Ronda 1', modo: 'puntaje', estado: expect.any(String) })]);
    expect(lista.json()[0].criterios.map((c: { peso: number }) => c.peso)).toEqual([60, 40]);
    r1 = lista.json()[0].id;
    const inicio = new Date(Date.now() - hora).toISOString();
    const fin = new Date(Date.now() + 48 * hora).toISOString();
    const malos = [
      [{ nombre: 'Filtro', modo: 'si_no', criterios: [{ nombre: 'X', peso: 100 }], inicio, fin }, 'criterios'],
      [{ nombre: 'Puntaje', modo: 'puntaje', inicio, fin }, 'criterios'],
      [{ nombre: 'Puntaje', modo: 'puntaje', criterios: [{ nombre: 'X', peso: 90 }], inicio, fin }, 'criterios'],
      [{ nombre: 'Al revés', modo: 'si_no', inicio: fin, fin: inicio }, 'fin'],
      [{ nombre: 'Modo raro', modo: 'votacion', inicio, fin }, 'modo'],
    ] as const;
    for (const [body, campo] of malos) {
      const res = await api('POST', `/categorias/${cat.id}/rondas`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(campo);
    }
    expect(await app.db.select().from(rondas).where(eq(rondas.categoriaId, cat.id))).toHaveLength(1);
    const dos = await api('POST', `/categorias/${cat.id}/rondas`, admin, { nombre: 'Filtro de finalistas', modo: 'si_no', inicio, fin });
    expect(dos.statusCode, dos.body).toBe(201);
    expect(dos.json()).toMatchObject({ numero: 2, modo: 'si_no', criterios: [], estado: 'abierta' });
    r2 = dos.json().id;
    const tres = await api('POST', `/categorias/${cat.id}/rondas`, admin, { nombre: 'Deliberación final', modo: 'ranking', inicio, fin });
    expect(tres.statusCode, tres.body).toBe(201);
    r3 = tres.json().id;
    expect((await api('GET', `/categorias/${cat.id}/rondas`, tokens[0])).statusCode).toBe(403);
  });

  it('un conflicto de interés (ambos apellidos) se marca y nunca se asigna solo; a mano exige un motivo, que se audita', async () => {
    // The category's endpoint edits ronda 1's pool, as before rounds.
    expect((await api('PUT', `/categorias/${cat.id}/jurados`, admin, { usuarioIds: [ids[0], ids[1], ids[2], ids[6]] })).statusCode).toBe(200);
    const conflictos = await api('GET', `/rondas/${r1}/conflictos`, admin);
    expect(conflictos.json()).toEqual([expect.objectContaining({ postulacionId: pA, usuarioId: ids[6], motivo: 'Comparte ambos apellidos con la persona postulada' })]);
    const asignar = await api('POST', `/rondas/${r1}/asignar`, admin, { modo: 'todos' });
    expect(asignar.statusCode, asignar.body).toBe(200);
    expect(asignar.json()).toEqual({ asignadas: 15, omitidasPorConflicto: 1 });
    expect(await asignacion(r1, pA, ids[6])).toBeUndefined();
    const sinMotivo = await api('POST', `/postulaciones/${pA}/asignaciones`, admin, { usuarioId: ids[6] });
    expect(sinMotivo.statusCode).toBe(422);
    expect(sinMotivo.json().errors.motivoConflicto[0]).toContain('conflicto de interés');
    const conMotivo = await api('POST', `/postulaciones/${pA}/asignaciones`, admin, { usuarioId: ids[6], motivoConflicto: 'Sin parentesco: coincidencia de apellidos confirmada por la coordinación' });
    expect(conMotivo.statusCode, conMotivo.body).toBe(201);
    expect(conMotivo.json()).toMatchObject({ rondaId: r1, motivoConflictoAsignacion: expect.stringContaining('coincidencia') });
    const [registro] = await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'evaluaciones'), eq(auditLog.registroId, String(conMotivo.json().id))));
    expect(JSON.stringify(registro.despues)).toContain('conflictoDeInteres');
    // Staff remove it again: r7 takes no part in the hand count below.
    expect((await app.inject({ method: 'DELETE', url: `/api/postulaciones/${pA}/asignaciones/${conMotivo.json().id}`, headers: bearer(admin) })).statusCode).toBe(200);
    for (const p of [pB, pC, pD]) {
      const e = await asignacion(r1, p, ids[6]);
      expect((await app.inject({ method: 'DELETE', url: `/api/postulaciones/${p}/asignaciones/${e.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    }
  });

  it('ronda 1 (puntaje): la media ponderada excluye la abstención; un cuerpo sí/no o una segunda abstención son 4xx sin guardar nada', async () => {
    const calificar = async (j: number, p: number, a: number, b: number) => {
      const e = await asignacion(r1, p, ids[j]);
      const res = await api('POST', `/evaluaciones/${e.id}/enviar`, tokens[j], { puntajes: { [impacto.id]: a, [trayectoria.id]: b }, comentario: `Comentario de ${correos[j]}` });
      expect(res.statusCode, res.body).toBe(200);
    };
    const eA3 = await asignacion(r1, pA, ids[2]);
    const votoEnPuntaje = await api('PUT', `/evaluaciones/${eA3.id}`, tokens[2], { voto: 'si', comentario: 'no debe guardarse' });
    expect(votoEnPuntaje.statusCode).toBe(422);
    expect(votoEnPuntaje.json()).toMatchObject({ message: CUERPO_DE_OTRO_MODO, errors: { voto: [expect.stringContaining('con puntajes por criterio')] } });
    expect((await asignacion(r1, pA, ids[2])).comentario).toBe('');
    const abst = await api('POST', `/evaluaciones/${eA3.id}/abstener`, tokens[2], { motivo: 'Conozco su trabajo de cerca' });
    expect(abst.statusCode, abst.body).toBe(200);
    expect(abst.json().estado).toBe('abstenida');
    const otraVez = await api('POST', `/evaluaciones/${eA3.id}/abstener`, tokens[2], { motivo: 'otra vez' });
    expect([otraVez.statusCode, otraVez.json().message]).toEqual([409, YA_SE_ABSTUVO]);
    expect((await asignacion(r1, pA, ids[2])).abstencionMotivo).toBe('Conozco su trabajo de cerca');
    expect((await api('POST', `/evaluaciones/${eA3.id}/enviar`, tokens[2], { puntajes: { [impacto.id]: 1, [trayectoria.id]: 1 } })).statusCode).toBe(409);
    await calificar(0, pA, 9, 8); // 8.6
    await calificar(1, pA, 7, 7); // 7
    await calificar(0, pB, 6, 6);
    await calificar(1, pB, 8, 6); // 7.2
    await calificar(2, pB, 5, 10); // 7
    await calificar(0, pC, 10, 10);
    await calificar(1, pC, 9, 9);
    await calificar(2, pC, 8, 8);
    await calificar(0, pD, 2, 2);
    await calificar(1, pD, 3, 3);
    // r3 leaves pD pending.
    const ranking = await api('GET', `/rondas/${r1}/ranking?normalizar=false`, admin);
    expect(ranking.statusCode, ranking.body).toBe(200);
    // Hand count: A (8.6 + 7) / 2 = 7.8 with the abstention excluded; B (6 + 7.2 + 7) / 3 = 6.73; C 9; D 2.5.
    expect(ranking.json().map((f: { folio: string; valor: number; n: number }) => [f.valor, f.n])).toEqual([[9, 3], [7.8, 2], [6.73, 3], [2.5, 2]]);
    expect(valorDe(ranking.json(), pA)).toMatchObject({ valor: 7.8, n: 2, abstenciones: 1, empate: false });
    // The category's ranking (ronda 1) agrees.
    const deCategoria = await api('GET', `/categorias/${cat.id}/ranking`, admin);
    expect(deCategoria.json().filas.find((f: { postulacionId: number }) => f.postulacionId === pA).puntaje).toBe(7.8);
  });

  it('avance por jurado y recordatorio: solo a quien tiene pendientes, una vez al día', async () => {
    const progreso = await api('GET', `/rondas/${r1}/progreso`, admin);
    const tercero = progreso.json().find((f: { usuarioId: number }) => f.usuarioId === ids[2]);
    expect(tercero).toMatchObject({ asignadas: 4, enviadas: 2, abstenidas: 1, pendientes: 1 });
    const antes = (await app.db.select().from(outbox)).length;
    const res = await api('POST', `/rondas/${r1}/recordatorio`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enviados: 1 });
    const nuevos = (await app.db.select().from(outbox)).slice(antes);
    expect(nuevos.map((m) => m.to)).toEqual([correos[2]]);
    expect((await api('POST', `/rondas/${r1}/recordatorio`, admin)).json()).toEqual({ enviados: 0 });
    expect((await api('POST', `/rondas/${r1}/recordatorio`, tokens[0])).statusCode).toBe(403);

    // The automatic pass: tomorrow the round is past 80 % of its time; it reminds the same jurado, once that day.
    const manana = new Date(Date.now() + 24 * hora);
    await app.db.update(rondas).set({ inicio: new Date(Date.now() - 30 * 24 * hora), fin: new Date(Date.now() + 6 * 24 * hora) }).where(eq(rondas.id, r1));
    const desde = (await app.db.select().from(outbox)).length;
    expect(await recordatoriosAutomaticos(app, manana)).toBe(1);
    expect(await recordatoriosAutomaticos(app, manana)).toBe(0);
    expect((await app.db.select().from(outbox)).slice(desde).map((m) => m.to)).toEqual([correos[2]]);
  });

  it('promover: exactamente un selector; 409 con pendientes salvo forzar; las mejores 3 pasan a finalista con historial', async () => {
    const dos = await api('POST', `/rondas/${r1}/promover`, admin, { mejores: 3, minimo: 5 });
    expect(dos.statusCode).toBe(422);
    expect(dos.json().errors.postulacionIds).toEqual([UN_SELECTOR]);
    expect(await app.db.select().from(rondaPostulaciones)).toHaveLength(0);
    expect((await app.db.select({ estado: rondas.estado }).from(rondas).where(eq(rondas.id, r1)))[0].estado).toBe('abierta');
    expect((await api('POST', `/rondas/${r1}/promover`, admin, {})).statusCode).toBe(422);
    const pendiente = await api('POST', `/rondas/${r1}/promover`, admin, { mejores: 3 });
    expect(pendiente.statusCode).toBe(409);
    expect(await app.db.select().from(postulacionHistorial).where(eq(postulacionHistorial.estado, 'finalista'))).toHaveLength(0);
    const res = await api('POST', `/rondas/${r1}/promover`, admin, { mejores: 3, forzar: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ promovidas: 3 });
    const [d] = await app.db.select({ estado: postulaciones.estado }).from(postulaciones).where(eq(postulaciones.id, pD));
    expect(d.estado).toBe('en_evaluacion');
    const hist = await app.db.select().from(postulacionHistorial).where(and(eq(postulacionHistorial.postulacionId, pC), eq(postulacionHistorial.estado, 'finalista')));
    expect(hist.map((h) => h.motivo)).toEqual(['Finalista en la ronda 2']);
    expect((await api('GET', `/categorias/${cat.id}/rondas`, admin)).json()[0].estado).toBe('cerrada');
    // r3 left pD unsent on a round now closed: staff's to-do list shows it, the jurado's own list does not.
    const pendientes = (await api('GET', '/pendientes', admin)).json().pendientes;
    expect(pendientes.find((p: { clave: string }) => p.clave === 'postulaciones.jurados_con_pendientes')).toMatchObject({ cantidad: 1, enlace: expect.stringContaining('/postulaciones/evaluacion/jurados') });
    const suyos = (await api('GET', '/pendientes', tokens[2])).json().pendientes;
    expect(suyos.some((p: { clave: string }) => p.clave === 'postulaciones.jurados_con_pendientes')).toBe(false);
  });

  it('ronda 2 (sí/no): la proporción de «sí» excluye la abstención; la persona jurado de la ronda 2 no lee nada de la ronda 1', async () => {
    expect((await api('PUT', `/rondas/${r2}/jurados`, admin, { usuarioIds: [ids[3], ids[4], ids[5]] })).statusCode).toBe(200);
    const asignar = await api('POST', `/rondas/${r2}/asignar`, admin, { modo: 'n', n: 3 });
    expect(asignar.json()).toEqual({ asignadas: 9, omitidasPorConflicto: 0 });
    expect(await asignacion(r2, pD, ids[3])).toBeUndefined();
    const votar = async (j: number, p: number, voto: 'si' | 'no') => {
      const e = await asignacion(r2, p, ids[j]);
      const res = await api('POST', `/evaluaciones/${e.id}/enviar`, tokens[j], { voto, comentario: 'Voto razonado' });
      expect(res.statusCode, res.body).toBe(200);
    };
    const eB5 = await asignacion(r2, pB, ids[5]);
    const puntajesEnSiNo = await api('POST', `/evaluaciones/${eB5.id}/enviar`, tokens[5], { puntajes: { [impacto.id]: 9 } });
    expect(puntajesEnSiNo.statusCode).toBe(422);
    expect((await api('POST', `/evaluaciones/${eB5.id}/enviar`, tokens[5], { comentario: 'sin voto' })).statusCode).toBe(422);
    expect((await asignacion(r2, pB, ids[5])).estado).toBe('pendiente');
    expect((await api('POST', `/evaluaciones/${eB5.id}/abstener`, tokens[5], { motivo: 'Colaboramos en un proyecto' })).statusCode).toBe(200);
    await votar(3, pA, 'si');
    await votar(4, pA, 'si');
    await votar(5, pA, 'no');
    await votar(3, pB, 'si');
    await votar(4, pB, 'no');
    await votar(3, pC, 'no');
    await votar(4, pC, 'no');
    await votar(5, pC, 'no');
    const ranking = (await api('GET', `/rondas/${r2}/ranking`, admin)).json();
    // Hand count: A 2 of 3 = 66.67; B 1 of 2 = 50 (the abstention excluded); C 0 of 3.
    expect(ranking.map((f: { postulacionId: number; valor: number; n: number }) => [f.postulacionId, f.valor, f.n])).toEqual([[pA, 66.67, 3], [pB, 50, 2], [pC, 0, 3]]);

    // Round 2's jurado: round 1's assignments and staff routes do not exist for them.
    const ajena = await asignacion(r1, pA, ids[0]);
    expect((await api('GET', `/evaluaciones/${ajena.id}`, tokens[3])).statusCode).toBe(404);
    expect((await api('POST', `/evaluaciones/${ajena.id}/abstener`, tokens[3], { motivo: 'x' })).statusCode).toBe(404);
    const lista = await api('GET', '/evaluaciones', tokens[3]);
    expect(lista.json().every((e: { id: number }) => e.id !== ajena.id)).toBe(true);
    expect(lista.json()).toHaveLength(3);
    for (const url of [`/rondas/${r1}/ranking`, `/rondas/${r1}/progreso`, `/rondas/${r1}/conflictos`, `/rondas/${r1}/jurados`, `/categorias/${cat.id}/rondas`, `/postulaciones/${pA}/asignaciones`]) {
      expect((await api('GET', url, tokens[3])).statusCode, url).toBe(403);
    }
    expect((await api('PUT', `/rondas/${r1}/orden`, tokens[3], { postulacionIds: [pA] })).statusCode).toBe(404);
    expect((await api('POST', `/rondas/${r2}/promover`, tokens[3], { mejores: 1 })).statusCode).toBe(403);

    const promovidas = await api('POST', `/rondas/${r2}/promover`, admin, { minimo: 50 });
    expect(promovidas.json()).toEqual({ promovidas: 2 });
  });

  it('ronda 3 (ranking): Borda con empate marcado y la abstención excluida; un orden incompleto o repetido es 422 sin guardar nada', async () => {
    expect((await api('PUT', `/rondas/${r3}/jurados`, admin, { usuarioIds: [ids[0], ids[1], ids[2]] })).statusCode).toBe(200);
    expect((await api('POST', `/rondas/${r3}/asignar`, admin, { modo: 'todos' })).json()).toEqual({ asignadas: 6, omitidasPorConflicto: 0 });
    const e = await asignacion(r3, pA, ids[0]);
    expect((await api('PUT', `/evaluaciones/${e.id}`, tokens[0], { puntajes: {} })).statusCode).toBe(422);
    for (const orden of [[pA], [pA, pA], [pA, pB, pC]]) {
      const res = await api('PUT', `/rondas/${r3}/orden`, tokens[0], { postulacionIds: orden });
      expect(res.statusCode, JSON.stringify(orden)).toBe(422);
      expect(res.json().errors.postulacionIds[0]).toContain('Ordene todas');
    }
    expect((await asignacion(r3, pA, ids[0])).estado).toBe('pendiente');
    expect((await api('PUT', `/rondas/${r3}/orden`, tokens[0], { postulacionIds: [pA, pB] })).json()).toEqual({ enviadas: 2 });
    expect((await api('PUT', `/rondas/${r3}/orden`, tokens[0], { postulacionIds: [pA, pB] })).statusCode).toBe(409);
    // Past `fin` the round is closed: an order, a vote or an abstention is refused in Spanish, with nothing stored.
    const [{ fin }] = await app.db.select({ fin: rondas.fin }).from(rondas).where(eq(rondas.id, r3));
    await app.db.update(rondas).set({ fin: new Date(Date.now() - hora) }).where(eq(rondas.id, r3));
    const tarde = await api('PUT', `/rondas/${r3}/orden`, tokens[1], { postulacionIds: [pB, pA] });
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().message).toBe(RONDA_CERRADA);
    const pendienteB = await asignacion(r3, pB, ids[1]);
    expect((await api('POST', `/evaluaciones/${pendienteB.id}/abstener`, tokens[1], { motivo: 'Tarde' })).json().message).toBe(RONDA_CERRADA);
    expect((await api('PUT', `/evaluaciones/${pendienteB.id}`, tokens[1], { comentario: 'Tarde' })).json().message).toBe(RONDA_CERRADA);
    expect((await asignacion(r3, pB, ids[1])).estado).toBe('pendiente');
    await app.db.update(rondas).set({ fin }).where(eq(rondas.id, r3));
    expect((await api('PUT', `/rondas/${r3}/orden`, tokens[1], { postulacionIds: [pB, pA] })).statusCode).toBe(200);
    // r3 abstains from A: their order holds B alone, and A is no longer theirs to order.
    expect((await api('POST', `/evaluaciones/${(await asignacion(r3, pA, ids[2])).id}/abstener`, tokens[2], { motivo: 'Fue mi tesista' })).statusCode).toBe(200);
    const conAbstenida = await api('PUT', `/rondas/${r3}/orden`, tokens[2], { postulacionIds: [pB, pA] });
    expect(conAbstenida.statusCode).toBe(422);
    expect(conAbstenida.json().errors.postulacionIds).toContain('Hay postulaciones que no tiene asignadas en esta ronda');
    expect((await api('PUT', `/rondas/${r3}/orden`, tokens[2], { postulacionIds: [pB] })).json()).toEqual({ enviadas: 1 });
    // Hand count (k − place): r1 and r2 ordered 2, so first 1 point and last 0; r3 ordered 1, so 0. A 1 + 0 (r3's
    // abstention excluded), B 0 + 1 + 0: a tie, A with 2 evaluations and B with 3.
    const ranking = (await api('GET', `/rondas/${r3}/ranking`, admin)).json();
    expect(ranking.map((f: { postulacionId: number; valor: number; n: number; abstenciones: number; empate: boolean }) => [f.postulacionId, f.valor, f.n, f.abstenciones, f.empate])).toEqual([
      [pA, 1, 2, 1, true],
      [pB, 1, 3, 0, true],
    ]);
    // An ARCO cancellation made effective takes the nomination out of every round's ranking (and so of promotion).
    await app.db.update(postulaciones).set({ bloqueadoEn: new Date() }).where(eq(postulaciones.id, pB));
    expect((await api('GET', `/rondas/${r3}/ranking`, admin)).json().map((f: { postulacionId: number }) => f.postulacionId)).toEqual([pA]);
    await app.db.update(postulaciones).set({ bloqueadoEn: null }).where(eq(postulaciones.id, pB));
    expect(tokenDe.get(ids[0])).toBe(tokens[0]);
  });

  it('«Mis postulaciones»: enlace de un solo uso, solo las propias, retiro mientras está abierta y retroalimentación anónima al publicar', async () => {
    const ip = (() => { let n = 0; return () => `10.77.0.${++n}`; })();
    expect((await app.inject({ method: 'POST', url: '/api/postulaciones/acceso', payload: { correo: 'nadie@correo.mx' }, remoteAddress: ip() })).statusCode).toBe(202);
    const pedir = await app.inject({ method: 'POST', url: '/api/postulaciones/acceso', payload: { correo: 'LUIS.gomez@correo.mx' }, remoteAddress: ip() });
    expect(pedir.statusCode).toBe(202);
    const [mail] = (await app.db.select().from(outbox)).filter((m) => m.to === 'luis.gomez@correo.mx' && m.subject.includes('Mis postulaciones'));
    const token = /\/postulaciones\/mis-postulaciones\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token, mail.text).toBeTruthy();
    const canje = await app.inject({ method: 'POST', url: '/api/postulaciones/acceso/canjear', payload: { token }, remoteAddress: ip() });
    expect(canje.statusCode, canje.body).toBe(200);
    const reusado = await app.inject({ method: 'POST', url: '/api/postulaciones/acceso/canjear', payload: { token }, remoteAddress: ip() });
    expect([reusado.statusCode, reusado.json().message]).toEqual([422, ENLACE_ACCESO_INVALIDO]);
    // An expired link: the same Spanish 422, and no session opened.
    expect((await app.inject({ method: 'POST', url: '/api/postulaciones/acceso', payload: { correo: 'luis.gomez@correo.mx' }, remoteAddress: ip() })).statusCode).toBe(202);
    const [segundo] = (await app.db.select().from(outbox)).filter((m) => m.to === 'luis.gomez@correo.mx' && m.subject.includes('Mis postulaciones')).slice(-1);
    const vencido = /\/postulaciones\/mis-postulaciones\?token=([A-Za-z0-9_-]+)/.exec(segundo.text)![1];
    expect(vencido).not.toBe(token);
    await app.db.update(enlacesAcceso).set({ expiraEn: sql`now() - interval '1 second'` }).where(eq(enlacesAcceso.correo, 'luis.gomez@correo.mx'));
    const sesionesAntes = (await app.db.select().from(sessions)).length;
    const tarde = await app.inject({ method: 'POST', url: '/api/postulaciones/acceso/canjear', payload: { token: vencido }, remoteAddress: ip() });
    expect([tarde.statusCode, tarde.json().message]).toEqual([422, ENLACE_ACCESO_INVALIDO]);
    expect((await app.db.select().from(sessions)).length).toBe(sesionesAntes);
    const sesion = canje.json().token as string;
    const mias = await api('GET', '/postulaciones/mias', sesion);
    expect(mias.statusCode, mias.body).toBe(200);
    expect(mias.json().map((p: { id: number }) => p.id).sort()).toEqual([pA, pB, pC, pD].sort());
    const a = mias.json().find((p: { id: number }) => p.id === pA);
    expect(a.historial.map((h: { estado: string; ronda: number | null }) => [h.estado, h.ronda])).toEqual([['recibida', null], ['en_revision', null], ['elegible', null], ['en_evaluacion', null], ['finalista', 2], ['finalista', 3]]);
    expect(a.retroalimentacion).toBeNull();
    // A jurado's session, or none, reads nothing here; the nominator's session reads no staff route.
    expect((await api('GET', '/postulaciones/mias', tokens[0])).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/postulaciones/mias' })).statusCode).toBe(401);
    for (const url of [`/postulaciones/${pA}`, `/postulaciones/${pA}/asignaciones`, `/rondas/${r1}/ranking`, '/evaluaciones']) expect((await api('GET', url, sesion)).statusCode, url).toBe(403);

    const retiro = await api('POST', `/postulaciones/${pD}/retirar`, sesion);
    expect(retiro.statusCode, retiro.body).toBe(200);
    expect((await api('POST', `/postulaciones/${pD}/retirar`, sesion)).statusCode).toBe(409);
    expect((await app.db.select().from(outbox)).some((m) => m.to === 'n4@correo.mx' && m.subject.includes('Se retiró'))).toBe(true);
    const { convocatorias, categorias } = await import('../db/schema');
    await app.db.update(convocatorias).set({ estado: 'cerrada' }).where(eq(convocatorias.id, conv.id));
    const retiroTarde = await api('POST', `/postulaciones/${pC}/retirar`, sesion);
    expect([retiroTarde.statusCode, retiroTarde.json().message]).toEqual([409, RETIRO_FUERA_DE_PLAZO]);
    expect((await app.db.select({ estado: postulaciones.estado }).from(postulaciones).where(eq(postulaciones.id, pC)))[0].estado).toBe('finalista');

    await app.db.update(convocatorias).set({ estado: 'resultados_publicados' }).where(eq(convocatorias.id, conv.id));
    await app.db.update(categorias).set({ retroalimentacion: 'comentarios_y_puntajes' }).where(eq(categorias.id, cat.id));
    const publicada = (await api('GET', '/postulaciones/mias', sesion)).json().find((p: { id: number }) => p.id === pA);
    expect(publicada.retroalimentacion.comentarios.every((c: string) => /^Jurado \d: /.test(c))).toBe(true);
    expect(publicada.retroalimentacion.comentarios.some((c: string) => c.includes('Voto razonado'))).toBe(true);
    // The category's mean of ronda 1 by hand: (9 + 7.8 + 6.73) / 3, the withdrawn pD no longer counted.
    expect(publicada.retroalimentacion.rondas[0]).toEqual({ numero: 1, puntaje: 7.8, promedioCategoria: 7.84 });
  });
});

// The round ranking the route answers is aggregated in the database (./juicio); ./ranking's pure functions are the
// hand count. Both must give the same rows, in every mode, normalised or not, on scores drawn at random with
// abstentions, drafts, recusals and jurados who score everything alike (σ = 0).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evaluaciones, postulaciones, rondaJurados, rondaPostulaciones, usuarios } from '../db/schema';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { createRole } from '../roles/test-support';
import { PDF, crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro } from '../postulaciones/test-support';
import { rankingDeRondaGuardada } from './juicio';
import { rankingDeRonda, type EvaluacionRonda } from './ranking';
import type { ModoRonda } from '../../shared/schemas/rondas';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rondas-sql-'));
const DIA = 86_400_000;

function aleatorio(semilla: number) {
  let s = semilla >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('round ranking: the database aggregation matches the hand count', async () => {
  const app = await buildTestApp({ FILES_DIR: filesDir });
  const admin = await adminToken(app);
  await createRole(app, admin, 'jurado sql', ['evaluaciones.ver', 'evaluaciones.editar'], 'postulaciones');
  const jurados: number[] = [];
  for (let i = 0; i < 5; i++) {
    const email = `sql${i}@universidad.mx`;
    await userWithRoles(app, email, ['jurado sql']);
    jurados.push((await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)))[0].id);
  }
  const api = (method: 'POST' | 'PUT', url: string, payload: object) => app.inject({ method, url: `/api${url}`, headers: bearer(admin), payload });
  const conv = await crearConvocatoria(app, admin);
  const cat = await crearCategoria(app, admin, conv.id);
  const ids: number[] = [];
  for (let n = 1; n <= 9; n++) {
    const res = await enviarRegistro(
      app,
      datosPostulacion(cat.id, { postulante: { nombre: `Persona ${n} Prueba Sql`, correo: `sql${n}@correo.mx`, telefono: '55 1234 5678', vinculo: 'egresado', matricula: `S${n}`, anio: 2010 } }),
      { cv: { data: PDF, name: 'cv.pdf' } },
      { ip: `10.33.0.${n}` },
    );
    expect(res.statusCode).toBe(201);
    const [p] = await app.db.select({ id: postulaciones.id, folio: postulaciones.folio }).from(postulaciones).where(eq(postulaciones.folio, res.json().folio));
    for (const estado of ['en_revision', 'elegible']) expect((await api('PUT', `/postulaciones/${p.id}/estado`, { estado })).statusCode).toBe(200);
    ids.push(p.id);
  }
  const ventana = { inicio: new Date(Date.now() - DIA).toISOString(), fin: new Date(Date.now() + 30 * DIA).toISOString() };
  const ronda = async (modo: ModoRonda) => {
    const res = await api('POST', `/categorias/${cat.id}/rondas`, { nombre: `Ronda ${modo}`, modo, ...ventana, ...(modo === 'puntaje' ? { criterios: [{ nombre: 'Mérito', peso: 100 }] } : {}) });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const [{ id: rondaUno }] = (await app.inject({ url: `/api/categorias/${cat.id}/rondas`, headers: bearer(admin) })).json() as { id: number }[];
  const segunda = await ronda('si_no');
  const tercera = await ronda('ranking');
  const cuarta = await ronda('puntaje');
  // As a promotion leaves them: every nomination in each later round, its jurado pool set.
  for (const r of [segunda, tercera, cuarta]) {
    await app.db.insert(rondaJurados).values(jurados.map((usuarioId) => ({ rondaId: r, usuarioId })));
    await app.db.insert(rondaPostulaciones).values(ids.map((postulacionId) => ({ rondaId: r, postulacionId })));
  }

  const azar = aleatorio(2026);
  const estadoAlAzar = () => {
    const x = azar();
    return x < 0.1 ? 'abstenida' : x < 0.15 ? 'borrador' : x < 0.2 ? 'recusada' : 'enviada';
  };
  const base = { origen: 'aleatoria' } as const;
  // ronda 1: scores 0–10 with two decimals; the last jurado gives everyone 7 (σ = 0); one nomination has no score.
  const puntajes = ids.slice(0, -1).flatMap((postulacionId) => jurados.map((usuarioId, j) => {
    const estado = estadoAlAzar();
    return { ...base, rondaId: rondaUno, postulacionId, usuarioId, estado, puntaje: j === jurados.length - 1 ? 7 : Math.round(azar() * 1000) / 100 };
  }));
  await app.db.insert(evaluaciones).values(puntajes);
  await app.db.insert(evaluaciones).values(ids.flatMap((postulacionId) => jurados.map((usuarioId) => ({
    ...base, rondaId: segunda, postulacionId, usuarioId, estado: estadoAlAzar(), voto: azar() < 0.6 ? 'si' : 'no',
  }))));
  // Each jurado orders the nominations they kept (a recusal or abstention drops one from their order).
  await app.db.insert(evaluaciones).values(jurados.flatMap((usuarioId) => {
    const propias = ids.map((postulacionId) => ({ postulacionId, estado: estadoAlAzar(), visto: azar() })).sort((a, b) => b.visto - a.visto);
    let posicion = 0;
    return propias.map((p) => ({ ...base, rondaId: tercera, postulacionId: p.postulacionId, usuarioId, estado: p.estado, posicion: p.estado === 'enviada' ? ++posicion : null }));
  }));
  // ronda 4: every score equal, so every figure ties.
  await app.db.insert(evaluaciones).values(ids.slice(0, 4).flatMap((postulacionId) => jurados.map((usuarioId) => ({ ...base, rondaId: cuarta, postulacionId, usuarioId, estado: 'enviada', puntaje: 5 }))));

  const aMano = async (rondaId: number, modo: ModoRonda, normalizar: boolean, entradas: { postulacionId: number; folio: string }[]) => {
    const filas = (await app.db.select().from(evaluaciones).where(eq(evaluaciones.rondaId, rondaId))) as unknown as EvaluacionRonda[];
    return rankingDeRonda(modo, entradas, filas, { normalizar });
  };

  it.each([
    ['puntaje', false], ['puntaje', true], ['si_no', false], ['ranking', false], ['empates', false], ['empates', true],
  ] as const)('%s (normalizado: %s)', async (caso, normalizar) => {
    const rondaId = { puntaje: rondaUno, si_no: segunda, ranking: tercera, empates: cuarta }[caso];
    const modo: ModoRonda = caso === 'empates' ? 'puntaje' : caso;
    const guardado = await rankingDeRondaGuardada(app.db, rondaId, normalizar);
    const entradas = guardado.map((f) => ({ postulacionId: f.postulacionId, folio: f.folio }));
    expect(entradas.length).toBeGreaterThan(0);
    expect(guardado).toEqual(await aMano(rondaId, modo, normalizar, entradas));
    expect(guardado.some((f) => f.valor !== null)).toBe(true);
    if (caso === 'puntaje') expect(guardado.some((f) => f.abstenciones > 0)).toBe(true);
    if (caso === 'empates') expect(guardado.filter((f) => f.valor !== null).every((f) => f.empate)).toBe(true);
  });
});

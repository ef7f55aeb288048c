// The rounds of the `postulaciones` section of `npm run bench` (issue 33): after ronda 1 (puntaje, seeded by
// ./postulaciones-ranking), staff create ronda 2 (si_no) and ronda 3 (ranking) and promote every nomination into
// each through the API, as the admin screen does; the five jurados' complete work in each is written in bulk (votes;
// each jurado's full order of the 2,000, best first), as the jurado endpoints leave it. Votes and orders follow the
// nominations' hidden quality with each jurado's own noise, so the rankings are realistic (few exact ties).
import { sql } from 'drizzle-orm';
import { evaluaciones, rondaJurados } from '../server/db/schema';
import type { App } from '../server/types';
import { api } from './postulaciones-envios';
import type { Sembrado } from './postulaciones-ranking';

const DIA = 86_400_000;
const LOTE = 2_000;

export interface RondasSembradas {
  siNo: number;
  ranking: number;
}

function aleatorio(semilla: number) {
  let s = semilla >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function escribir(app: App, filas: (typeof evaluaciones.$inferInsert)[]) {
  for (let i = 0; i < filas.length; i += LOTE) await app.db.insert(evaluaciones).values(filas.slice(i, i + LOTE));
}

/** Creates rounds 2 and 3 and fills them; returns their ids. `token`: staff. */
export async function sembrarRondas(app: App, appUrl: string, token: string, s: Sembrado): Promise<RondasSembradas> {
  const azar = aleatorio(33);
  const ventana = { inicio: new Date(Date.now() - DIA).toISOString(), fin: new Date(Date.now() + 30 * DIA).toISOString() };
  const crear = (nombre: string, modo: string) => api<{ id: number }>(appUrl, token, 'POST', `/categorias/${s.categoriaId}/rondas`, { nombre, modo, ...ventana });
  const siNo = (await crear('Ronda 2: filtro de finalistas', 'si_no')).id;
  const ranking = (await crear('Ronda 3: deliberación final', 'ranking')).id;
  const todas = s.postulaciones.length;
  const enviada = { estado: 'enviada', origen: 'aleatoria', enviadaEn: new Date() } as const;
  const pool = (rondaId: number) => app.db.insert(rondaJurados).values(s.jurados.map((usuarioId) => ({ rondaId, usuarioId })));

  await api(appUrl, token, 'POST', `/rondas/${s.rondaUnoId}/promover`, { mejores: todas });
  await pool(siNo);
  // «Sí» when the nomination seems at least average to that jurado (quality 3–9, each jurado ±1.5).
  await escribir(app, s.postulaciones.flatMap((p) => s.jurados.map((usuarioId) => ({
    ...enviada, rondaId: siNo, postulacionId: p.id, usuarioId, voto: p.calidad + (azar() - 0.5) * 3 >= 6 ? 'si' : 'no',
  }))));
  await app.db.execute(sql`analyze evaluaciones`);

  await api(appUrl, token, 'POST', `/rondas/${siNo}/promover`, { mejores: todas });
  await pool(ranking);
  await escribir(app, s.jurados.flatMap((usuarioId) => {
    const orden = s.postulaciones.map((p) => ({ id: p.id, visto: p.calidad + (azar() - 0.5) * 2 })).sort((a, b) => b.visto - a.visto);
    return orden.map((p, i) => ({ ...enviada, rondaId: ranking, postulacionId: p.id, usuarioId, posicion: i + 1 }));
  }));
  await app.db.execute(sql`analyze evaluaciones`);
  await app.db.execute(sql`analyze ronda_postulaciones`);
  return { siNo, ranking };
}

// The judging part of the `postulaciones` section of `npm run bench`: the ranking of one category with 2,000
// nominations × 5 jurados (10,000 submitted scores on three criteria), through HTTP as the staff screen asks
// for it (raw means, then normalised), beside a baseline in the same run: the database alone computing each
// nomination's mean score (one GROUP BY over the same rows). The target: the ranking in < 300 ms (p50).
// Then issue 33's rounds (./postulaciones-rondas): the same category judged in three rounds — puntaje, sí/no and
// ranking (Borda) — of 2,000 nominations × 5 jurados each, every round's GET /api/rondas/:id/ranking beside one SQL
// statement computing the same values. Limit: p95 < 100 ms each. One request at a time, REPETICIONES times.
import { sql } from 'drizzle-orm';
import { categorias, convocatorias, evaluaciones, postulaciones, usuarios } from '../server/db/schema';
import type { App } from '../server/types';
import { rondaUno } from '../server/rondas/service';
import { sembrarRondas } from './postulaciones-rondas';

const POSTULACIONES = Number(process.env.BENCH_POSTULACIONES ?? 2_000);
const JURADOS = 5;
/** Forty: the p95 is the 38th time, not the slowest. */
const REPETICIONES = Number(process.env.BENCH_REPETICIONES_RANKING ?? 40);
export const LIMITE_RANKING_MS = 300;
export const LIMITE_RONDA_MS = 100;

interface Medida {
  p50: number;
  p95: number;
}

export interface FilaRanking {
  escenario: string;
  'p50 ms': number;
  'p95 ms': number;
  /** p50 against its baseline's p50 (null: the row is a baseline). */
  'vs. base': number | null;
  'p95 / base': number | null;
  /** Issue 33's limit on this round's ranking p95. */
  limite?: number;
}

export interface ResultadoRanking {
  postulaciones: number;
  calificaciones: number;
  filas: FilaRanking[];
  /** The slower of the two ranking requests' medians, against the limit. */
  peorMs: number;
}

/** Deterministic pseudo-random numbers: the same data every run. */
function aleatorio(semilla: number) {
  let s = semilla >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface Sembrado {
  categoriaId: number;
  rondaUnoId: number;
  jurados: number[];
  /** The nominations, with the hidden quality the jurados' scores, votes and orders follow. */
  postulaciones: { id: number; calidad: number }[];
}

async function sembrar(app: App): Promise<Sembrado> {
  const etiqueta = Date.now().toString(36).toUpperCase().replace(/[^A-Z]/g, 'Q').slice(-6).padStart(6, 'B');
  const ahora = Date.now();
  const [conv] = await app.db
    .insert(convocatorias)
    .values({
      nombre: `Banco de pruebas ${etiqueta}`, prefijo: `BR${etiqueta}`.slice(0, 10), anio: 2099, estado: 'en_evaluacion',
      apertura: new Date(ahora - 86_400_000), cierre: new Date(ahora - 3_600_000), publicacionResultados: new Date(ahora + 86_400_000),
    })
    .returning({ id: convocatorias.id });
  const criterios = [
    { id: 'trayectoria', nombre: 'Trayectoria', descripcion: '', peso: 50 },
    { id: 'impacto', nombre: 'Impacto', descripcion: '', peso: 30 },
    { id: 'innovacion', nombre: 'Innovación', descripcion: '', peso: 20 },
  ];
  const [cat] = await app.db
    .insert(categorias)
    .values({ convocatoriaId: conv.id, nombre: 'Trayectoria profesional', criterios, escalaMin: 1, escalaMax: 10 })
    .returning({ id: categorias.id });
  const jurados = await app.db
    .insert(usuarios)
    .values(Array.from({ length: JURADOS }, (_, i) => ({ name: `Jurado ${i + 1}`, email: `jurado${i + 1}.${etiqueta.toLowerCase()}@bench.mx`, passwordHash: 'sin-acceso' })))
    .returning({ id: usuarios.id });
  const azar = aleatorio(42);
  const ids: number[] = [];
  for (let i = 0; i < POSTULACIONES; i += 500) {
    const lote = Array.from({ length: Math.min(500, POSTULACIONES - i) }, (_, k) => {
      const n = i + k + 1;
      return {
        convocatoriaId: conv.id, categoriaId: cat.id, folio: `BR${etiqueta}-2099-${String(n).padStart(6, '0')}`, estado: 'en_evaluacion',
        nombre: `Persona postulada ${n}`, correo: `p${n}@bench.mx`, telefono: '5512345678', vinculo: 'egresado',
        nominadorTipo: 'propia', nominadorNombre: `Persona postulada ${n}`, nominadorCorreo: `p${n}@bench.mx`, semblanza: '<p>Semblanza.</p>',
      };
    });
    ids.push(...(await app.db.insert(postulaciones).values(lote).returning({ id: postulaciones.id })).map((r) => r.id));
  }
  const ronda = await rondaUno(app.db, cat.id);
  const calidades = ids.map((id) => ({ id, calidad: 3 + azar() * 6 }));
  const filas = calidades.flatMap(({ id: postulacionId, calidad }) => {
    return jurados.map((j, k) => {
      const puntajes = Object.fromEntries(criterios.map((c) => [c.id, Math.max(1, Math.min(10, Math.round(2 * (calidad + (k - 2) * 0.3 + (azar() - 0.5) * 2)) / 2))]));
      const puntaje = criterios.reduce((s, c) => s + (c.peso * puntajes[c.id]) / 100, 0);
      return { postulacionId, usuarioId: j.id, rondaId: ronda.id, origen: 'aleatoria', estado: 'enviada', puntajes, puntaje, enviadaEn: new Date() };
    });
  });
  for (let i = 0; i < filas.length; i += 1000) await app.db.insert(evaluaciones).values(filas.slice(i, i + 1000));
  await app.db.execute(sql`analyze evaluaciones`);
  await app.db.execute(sql`analyze postulaciones`);
  return { categoriaId: cat.id, rondaUnoId: ronda.id, jurados: jurados.map((j) => j.id), postulaciones: calidades };
}

async function medir(fn: () => Promise<void>): Promise<Medida> {
  for (let i = 0; i < 3; i++) await fn();
  const tiempos: number[] = [];
  for (let i = 0; i < REPETICIONES; i++) {
    const t0 = performance.now();
    await fn();
    tiempos.push(performance.now() - t0);
  }
  tiempos.sort((a, b) => a - b);
  const p = (q: number) => tiempos[Math.min(tiempos.length - 1, Math.ceil(q * tiempos.length) - 1)];
  return { p50: p(0.5), p95: p(0.95) };
}

export async function benchRankingPostulaciones(app: App, appUrl: string, token: string): Promise<ResultadoRanking> {
  process.stdout.write(`bench: postulaciones: sembrando ${POSTULACIONES} postulaciones × ${JURADOS} jurados…\n`);
  const sembrado = await sembrar(app);
  const { categoriaId } = sembrado;
  const sqlBase = (consulta: ReturnType<typeof sql>) => () => app.db.execute(consulta).then(() => undefined);
  const base = await medir(sqlBase(sql`select e.postulacion_id, avg(e.puntaje) as promedio from evaluaciones e
      join postulaciones p on p.id = e.postulacion_id
      where p.categoria_id = ${categoriaId} and e.estado = 'enviada'
      group by e.postulacion_id order by promedio desc`));
  const pedir = (ruta: string, filas: (cuerpo: unknown) => unknown[]) => async () => {
    const res = await fetch(`${appUrl}/api${ruta}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`ranking: ${res.status} ${await res.text()}`);
    const n = filas(await res.json()).length;
    if (n !== POSTULACIONES) throw new Error(`${ruta}: ${n} filas, se esperaban ${POSTULACIONES}`);
  };
  const deCategoria = (cuerpo: unknown) => (cuerpo as { filas: unknown[] }).filas;
  const crudo = await medir(pedir(`/categorias/${categoriaId}/ranking`, deCategoria));
  const normalizado = await medir(pedir(`/categorias/${categoriaId}/ranking?normalizar=true`, deCategoria));

  // Issue 33: every round of the category, each beside the database alone computing its values in one statement.
  process.stdout.write(`bench: postulaciones: rondas 2 (sí/no) y 3 (orden), ${POSTULACIONES} postulaciones × ${JURADOS} jurados cada una…\n`);
  const rondas = await sembrarRondas(app, appUrl, token, sembrado);
  const lista = (cuerpo: unknown) => cuerpo as unknown[];
  const r1 = sembrado.rondaUnoId;
  const baseR1 = await medir(sqlBase(sql`select postulacion_id, avg(puntaje) as valor from evaluaciones
      where ronda_id = ${r1} and estado = 'enviada' group by postulacion_id order by valor desc`));
  const ronda1 = await medir(pedir(`/rondas/${r1}/ranking`, lista));
  const ronda1Normalizada = await medir(pedir(`/rondas/${r1}/ranking?normalizar=true`, lista));
  const baseR2 = await medir(sqlBase(sql`select postulacion_id, 100.0 * count(*) filter (where voto = 'si') / count(*) as valor from evaluaciones
      where ronda_id = ${rondas.siNo} and estado = 'enviada' group by postulacion_id order by valor desc`));
  const ronda2 = await medir(pedir(`/rondas/${rondas.siNo}/ranking`, lista));
  const baseR3 = await medir(sqlBase(sql`select postulacion_id, sum(k - posicion) as valor from (
      select postulacion_id, posicion, count(*) over (partition by usuario_id) as k from evaluaciones
      where ronda_id = ${rondas.ranking} and estado = 'enviada' and posicion is not null) s group by postulacion_id order by valor desc`));
  const ronda3 = await medir(pedir(`/rondas/${rondas.ranking}/ranking`, lista));

  const fila = (escenario: string, m: Medida, b: Medida | null, limite?: number): FilaRanking =>
    ({ escenario, 'p50 ms': m.p50, 'p95 ms': m.p95, 'vs. base': b ? m.p50 / b.p50 : null, 'p95 / base': b ? m.p95 / b.p95 : null, limite });
  return {
    postulaciones: POSTULACIONES,
    calificaciones: POSTULACIONES * JURADOS,
    filas: [
      fila('SQL: promedio por postulación (base)', base, null),
      fila('GET /api/categorias/:id/ranking', crudo, base),
      fila('GET …/ranking?normalizar=true', normalizado, base),
      fila('Ronda 1 (puntaje) — SQL: promedio (base)', baseR1, null),
      fila('GET /api/rondas/:id/ranking, ronda 1', ronda1, baseR1, LIMITE_RONDA_MS),
      fila('GET …/ranking?normalizar=true, ronda 1', ronda1Normalizada, baseR1, LIMITE_RONDA_MS),
      fila('Ronda 2 (sí/no) — SQL: % de «sí» (base)', baseR2, null),
      fila('GET /api/rondas/:id/ranking, ronda 2', ronda2, baseR2, LIMITE_RONDA_MS),
      fila('Ronda 3 (orden) — SQL: puntos Borda (base)', baseR3, null),
      fila('GET /api/rondas/:id/ranking, ronda 3', ronda3, baseR3, LIMITE_RONDA_MS),
    ],
    peorMs: Math.max(crudo.p50, normalizado.p50),
  };
}

const razon = (x: number | null) => (x === null ? 'base' : `${x.toFixed(2)}×`);

export function tablaRankingPostulaciones(r: ResultadoRanking): string {
  const columnas = ['escenario', 'p50 ms', 'p95 ms', 'vs. base (p50)', 'p95 / base', 'límite p95'];
  const celdas = r.filas.map((f) => [f.escenario, f['p50 ms'].toFixed(1), f['p95 ms'].toFixed(1), razon(f['vs. base']), razon(f['p95 / base']), f.limite ? `${f.limite} ms` : '']);
  const anchos = columnas.map((c, i) => Math.max(c.length, ...celdas.map((f) => f[i].length)));
  const linea = (vs: string[]) => vs.map((v, i) => (i === 0 ? v.padEnd(anchos[i]) : v.padStart(anchos[i]))).join('  ');
  return [linea(columnas), anchos.map((w) => '-'.repeat(w)).join('  '), ...celdas.map(linea)].join('\n');
}

/** One line per round's ranking against issue 33's limit (p95). */
export function resumenRondas(r: ResultadoRanking): string[] {
  return r.filas.filter((f) => f.limite).map((f) =>
    `bench: ${f.escenario}: p95 ${f['p95 ms'].toFixed(1)} ms (límite ${f.limite} ms)${f['p95 ms'] >= f.limite! ? ' — EXCEDE EL LÍMITE' : ''}`);
}

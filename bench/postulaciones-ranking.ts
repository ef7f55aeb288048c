// The judging part of the `postulaciones` section of `npm run bench`: the ranking of one category with 2,000
// nominations × 5 jurados (10,000 submitted scores on three criteria), through HTTP as the staff screen asks
// for it (raw means, then normalised), beside a baseline in the same run: the database alone computing each
// nomination's mean score (one GROUP BY over the same rows). The target: the ranking in < 300 ms.
import { sql } from 'drizzle-orm';
import { categorias, convocatorias, evaluaciones, postulaciones, usuarios } from '../server/db/schema';
import type { App } from '../server/types';
import { rondaUno } from '../server/rondas/service';

const POSTULACIONES = Number(process.env.BENCH_POSTULACIONES ?? 2_000);
const JURADOS = 5;
const REPETICIONES = Number(process.env.BENCH_REPETICIONES_RANKING ?? 15);
export const LIMITE_RANKING_MS = 300;

export interface FilaRanking {
  escenario: string;
  'p50 ms': number;
  'p95 ms': number;
  'vs. base': number;
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

async function sembrar(app: App): Promise<number> {
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
  const filas = ids.flatMap((postulacionId) => {
    const calidad = 3 + azar() * 6;
    return jurados.map((j, k) => {
      const puntajes = Object.fromEntries(criterios.map((c) => [c.id, Math.max(1, Math.min(10, Math.round(2 * (calidad + (k - 2) * 0.3 + (azar() - 0.5) * 2)) / 2))]));
      const puntaje = criterios.reduce((s, c) => s + (c.peso * puntajes[c.id]) / 100, 0);
      return { postulacionId, usuarioId: j.id, rondaId: ronda.id, origen: 'aleatoria', estado: 'enviada', puntajes, puntaje, enviadaEn: new Date() };
    });
  });
  for (let i = 0; i < filas.length; i += 1000) await app.db.insert(evaluaciones).values(filas.slice(i, i + 1000));
  await app.db.execute(sql`analyze evaluaciones`);
  await app.db.execute(sql`analyze postulaciones`);
  return cat.id;
}

async function medir(fn: () => Promise<void>): Promise<{ p50: number; p95: number }> {
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
  const categoriaId = await sembrar(app);
  const base = await medir(async () => {
    await app.db.execute(sql`select e.postulacion_id, avg(e.puntaje) as promedio from evaluaciones e
      join postulaciones p on p.id = e.postulacion_id
      where p.categoria_id = ${categoriaId} and e.estado = 'enviada'
      group by e.postulacion_id order by promedio desc`);
  });
  const pedir = (normalizar: boolean) => async () => {
    const res = await fetch(`${appUrl}/api/categorias/${categoriaId}/ranking${normalizar ? '?normalizar=true' : ''}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`ranking: ${res.status} ${await res.text()}`);
    const cuerpo = (await res.json()) as { filas: unknown[] };
    if (cuerpo.filas.length !== POSTULACIONES) throw new Error(`ranking: ${cuerpo.filas.length} filas, se esperaban ${POSTULACIONES}`);
  };
  const crudo = await medir(pedir(false));
  const normalizado = await medir(pedir(true));
  const fila = (escenario: string, m: { p50: number; p95: number }): FilaRanking => ({ escenario, 'p50 ms': m.p50, 'p95 ms': m.p95, 'vs. base': m.p50 / base.p50 });
  return {
    postulaciones: POSTULACIONES,
    calificaciones: POSTULACIONES * JURADOS,
    filas: [
      fila('SQL: promedio por postulación (base)', base),
      fila('GET /api/categorias/:id/ranking', crudo),
      fila('GET …/ranking?normalizar=true', normalizado),
    ],
    peorMs: Math.max(crudo.p50, normalizado.p50),
  };
}

export function tablaRankingPostulaciones(r: ResultadoRanking): string {
  const columnas: (keyof FilaRanking)[] = ['escenario', 'p50 ms', 'p95 ms', 'vs. base'];
  const celdas = r.filas.map((f) => columnas.map((c) => (c === 'escenario' ? f[c] : c === 'vs. base' ? `${f[c].toFixed(2)}×` : (f[c] as number).toFixed(1))));
  const anchos = columnas.map((c, i) => Math.max(c.length, ...celdas.map((f) => f[i].length)));
  const linea = (vs: string[]) => vs.map((v, i) => (i === 0 ? v.padEnd(anchos[i]) : v.padStart(anchos[i]))).join('  ');
  return [linea(columnas), anchos.map((w) => '-'.repeat(w)).join('  '), ...celdas.map(linea)].join('\n');
}

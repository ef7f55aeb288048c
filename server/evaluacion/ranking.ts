// The ranking of a category, as pure functions over plain rows (the route reads them, the benchmark and the
// unit test feed them directly).
//
// An entry's score is the MEAN of the submitted weighted scores of the jurados who scored it, never the sum:
// a recusal or a missing jurado must not pull an entry down.
//
// Normalisation (Evalato's): a lenient jurado and a strict one score the same work differently. Each jurado's
// submitted scores in the category become z-scores (z = (x − μ) / σ, population σ over that jurado's own scores;
// a jurado whose scores are all equal, or who scored once, contributes z = 0: they expressed no preference).
// Each entry's mean z is then mapped linearly onto the range of the entries' raw means [min, max], so the
// normalised figure stays on the category's scale and reads like the raw one. When every mean z is equal the
// entries all get the mean of the raw means.
import type { Criterio, EstadoPostulacion, RankingFila } from '../../shared/schemas/postulaciones';

export interface EntradaRanking {
  postulacionId: number;
  folio: string;
  nombre: string;
  estado: EstadoPostulacion;
}

export interface CalificacionRanking {
  postulacionId: number;
  usuarioId: number;
  estado: string;
  /** Weighted score; only `enviada` rows with a score count. */
  puntaje: number | null;
  puntajes: Record<string, number>;
}

const media = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
/** Two decimals, as shown and compared for ties. */
export const centesimas = (x: number) => Math.round(x * 100) / 100;

/** Weighted score Σ peso × puntaje / 100 when every criterion is scored, else null. */
export function ponderar(criterios: Pick<Criterio, 'id' | 'peso'>[], puntajes: Record<string, number>): number | null {
  if (!criterios.length || criterios.some((c) => typeof puntajes[c.id] !== 'number')) return null;
  return criterios.reduce((s, c) => s + (c.peso * puntajes[c.id]) / 100, 0);
}

/** z-scores per jurado: usuarioId → (postulacionId → z). */
export function zPorJurado(calificaciones: { postulacionId: number; usuarioId: number; puntaje: number }[]): Map<number, Map<number, number>> {
  const porJurado = new Map<number, { postulacionId: number; puntaje: number }[]>();
  for (const c of calificaciones) {
    const lista = porJurado.get(c.usuarioId) ?? [];
    lista.push(c);
    porJurado.set(c.usuarioId, lista);
  }
  const resultado = new Map<number, Map<number, number>>();
  for (const [usuarioId, lista] of porJurado) {
    const mu = media(lista.map((c) => c.puntaje));
    const sigma = Math.sqrt(media(lista.map((c) => (c.puntaje - mu) ** 2)));
    resultado.set(usuarioId, new Map(lista.map((c) => [c.postulacionId, sigma > 1e-12 ? (c.puntaje - mu) / sigma : 0])));
  }
  return resultado;
}

/** Each entry's mean z-score over the jurados who scored it. */
export function mediasZ(calificaciones: { postulacionId: number; usuarioId: number; puntaje: number }[]): Map<number, number> {
  const sumas = new Map<number, { s: number; n: number }>();
  for (const porPostulacion of zPorJurado(calificaciones).values()) {
    for (const [postulacionId, valor] of porPostulacion) {
      const acc = sumas.get(postulacionId) ?? { s: 0, n: 0 };
      acc.s += valor;
      acc.n += 1;
      sumas.set(postulacionId, acc);
    }
  }
  return new Map([...sumas].map(([id, { s, n }]) => [id, s / n]));
}

/** Mean z-scores mapped linearly onto the range of the entries' raw means (`medias`). */
export function reescalar(mediaZ: Map<number, number>, medias: Map<number, number>): Map<number, number> {
  const crudas = [...medias.values()];
  const zs = [...mediaZ.values()];
  const resultado = new Map<number, number>();
  if (!zs.length) return resultado;
  let [zMin, zMax, rMin, rMax] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const z of zs) [zMin, zMax] = [Math.min(zMin, z), Math.max(zMax, z)];
  for (const r of crudas) [rMin, rMax] = [Math.min(rMin, r), Math.max(rMax, r)];
  for (const [id, valor] of mediaZ) {
    resultado.set(id, zMax - zMin > 1e-12 ? rMin + ((valor - zMin) / (zMax - zMin)) * (rMax - rMin) : media(crudas));
  }
  return resultado;
}

/**
 * Normalised scores: postulacionId → figure on the raw means' range. `medias` are the entries' raw means (only
 * entries with at least one score).
 */
export function normalizarPuntajes(
  calificaciones: { postulacionId: number; usuarioId: number; puntaje: number }[],
  medias: Map<number, number>,
): Map<number, number> {
  return reescalar(mediasZ(calificaciones), medias);
}

/** What the ranking needs of each entry's scores; the database computes it (GROUP BY), or `agregar` below. */
export interface Agregado {
  /** Mean of the submitted weighted scores. */
  promedio: number;
  evaluaciones: number;
  /** Mean per criterion id (raw). */
  criterios: Record<string, number>;
}

/** The per-entry aggregates from individual scores (pure path: unit tests). */
export function agregar(calificaciones: CalificacionRanking[], criterios: Pick<Criterio, 'id'>[]) {
  const porPostulacion = new Map<number, (CalificacionRanking & { puntaje: number })[]>();
  const recusaciones = new Map<number, number>();
  for (const c of calificaciones) {
    if (c.estado === 'recusada') recusaciones.set(c.postulacionId, (recusaciones.get(c.postulacionId) ?? 0) + 1);
    if (c.estado !== 'enviada' || typeof c.puntaje !== 'number') continue;
    const lista = porPostulacion.get(c.postulacionId) ?? [];
    lista.push(c as CalificacionRanking & { puntaje: number });
    porPostulacion.set(c.postulacionId, lista);
  }
  const agregados = new Map<number, Agregado>();
  for (const [id, lista] of porPostulacion) {
    const porCriterio: Record<string, number> = {};
    for (const c of criterios) {
      const valores = lista.map((x) => x.puntajes[c.id]).filter((v): v is number => typeof v === 'number');
      if (valores.length) porCriterio[c.id] = media(valores);
    }
    agregados.set(id, { promedio: media(lista.map((c) => c.puntaje)), evaluaciones: lista.length, criterios: porCriterio });
  }
  return { agregados, recusaciones };
}

/**
 * Rows ordered best first. Entries without a submitted score go last (posición after the scored ones). Equal
 * scores (to the hundredth) share the position and are flagged `empate`; the next position skips (1, 1, 3).
 * `mediaZ` (each entry's mean z-score, see mediasZ) is only read to normalise.
 */
export function ordenarRanking(
  entradas: EntradaRanking[],
  agregados: Map<number, Agregado>,
  recusaciones: Map<number, number>,
  opciones: { normalizar: boolean; mediaZ?: Map<number, number> },
): RankingFila[] {
  const medias = new Map([...agregados].map(([id, a]) => [id, a.promedio]));
  const puntajes = opciones.normalizar ? reescalar(opciones.mediaZ ?? new Map(), medias) : medias;
  const filas = entradas.map((e) => {
    const a = agregados.get(e.postulacionId);
    const puntaje = puntajes.get(e.postulacionId);
    return {
      posicion: 0,
      postulacionId: e.postulacionId,
      folio: e.folio,
      nombre: e.nombre,
      estado: e.estado,
      puntaje: puntaje === undefined ? null : centesimas(puntaje),
      promedio: a ? centesimas(a.promedio) : null,
      criterios: a ? Object.fromEntries(Object.entries(a.criterios).map(([k, v]) => [k, centesimas(v)])) : {},
      evaluaciones: a?.evaluaciones ?? 0,
      recusaciones: recusaciones.get(e.postulacionId) ?? 0,
      empate: false as boolean,
    } satisfies RankingFila;
  });
  filas.sort((a, b) => {
    if (a.puntaje === null || b.puntaje === null) return a.puntaje === b.puntaje ? a.folio.localeCompare(b.folio) : a.puntaje === null ? 1 : -1;
    return b.puntaje - a.puntaje || a.folio.localeCompare(b.folio);
  });
  const veces = new Map<number, number>();
  for (const f of filas) if (f.puntaje !== null) veces.set(f.puntaje, (veces.get(f.puntaje) ?? 0) + 1);
  filas.forEach((f, i) => {
    const anterior = filas[i - 1];
    f.posicion = anterior && f.puntaje !== null && anterior.puntaje === f.puntaje ? anterior.posicion : i + 1;
    f.empate = f.puntaje !== null && (veces.get(f.puntaje) ?? 0) > 1;
  });
  return filas;
}

/** The ranking from individual scores (the pure path the unit tests and the benchmark's check use). */
export function calcularRanking(
  entradas: EntradaRanking[],
  calificaciones: CalificacionRanking[],
  opciones: { normalizar: boolean; criterios: Pick<Criterio, 'id'>[] },
): RankingFila[] {
  const { agregados, recusaciones } = agregar(calificaciones, opciones.criterios);
  const enviadas = calificaciones.filter((c): c is CalificacionRanking & { puntaje: number } => c.estado === 'enviada' && typeof c.puntaje === 'number');
  return ordenarRanking(entradas, agregados, recusaciones, { normalizar: opciones.normalizar, mediaZ: opciones.normalizar ? mediasZ(enviadas) : undefined });
}

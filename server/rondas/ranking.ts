// A round's ranking, as pure functions over its assignments (the route reads them in one query; the unit test and
// the benchmark feed them directly). Only submitted evaluations count; abstentions, recusals and drafts never do.
//   puntaje: the mean weighted score, optionally z-score normalised over this round's scores (../evaluacion/ranking);
//   si_no:   the share of «sí» among the votes, 0–100;
//   ranking: Borda points — a jurado who ordered k nominations gives k − 1 to their first, k − 2 to the second, …, 0
//            to the last — summed over jurados.
// Equal values (to the hundredth) are flagged `empate`; best first, nominations without evaluations last.
import type { ModoRonda, RankingRondaFila } from '../../shared/schemas/rondas';
import { calcularRanking, centesimas } from '../evaluacion/ranking';

export interface EntradaRonda {
  postulacionId: number;
  folio: string;
}

export interface EvaluacionRonda {
  postulacionId: number;
  usuarioId: number;
  estado: string;
  puntaje: number | null;
  voto: string | null;
  posicion: number | null;
}

/** Per nomination: its round value before rounding, and how many evaluations it rests on. */
export type Valores = Map<number, { valor: number; n: number }>;

function porSiNo(filas: EvaluacionRonda[]): Valores {
  const cuentas = new Map<number, { si: number; n: number }>();
  for (const f of filas) {
    if (f.estado !== 'enviada' || (f.voto !== 'si' && f.voto !== 'no')) continue;
    const c = cuentas.get(f.postulacionId) ?? { si: 0, n: 0 };
    c.n += 1;
    if (f.voto === 'si') c.si += 1;
    cuentas.set(f.postulacionId, c);
  }
  return new Map([...cuentas].map(([id, c]) => [id, { valor: (100 * c.si) / c.n, n: c.n }]));
}

function porBorda(filas: EvaluacionRonda[]): Valores {
  const porJurado = new Map<number, EvaluacionRonda[]>();
  for (const f of filas) {
    if (f.estado !== 'enviada' || f.posicion === null) continue;
    // Appended in place: copying the list on every row was quadratic (about 90 ms for 5 jurados × 2,000).
    const lista = porJurado.get(f.usuarioId);
    if (lista) lista.push(f);
    else porJurado.set(f.usuarioId, [f]);
  }
  const valores: Valores = new Map();
  for (const lista of porJurado.values()) {
    for (const f of lista) {
      const v = valores.get(f.postulacionId) ?? { valor: 0, n: 0 };
      v.valor += lista.length - (f.posicion as number);
      v.n += 1;
      valores.set(f.postulacionId, v);
    }
  }
  return valores;
}

function porPuntaje(entradas: EntradaRonda[], filas: EvaluacionRonda[], normalizar: boolean): Valores {
  const ranking = calcularRanking(
    entradas.map((e) => ({ ...e, nombre: '', estado: 'en_evaluacion' as const })),
    filas.map((f) => ({ postulacionId: f.postulacionId, usuarioId: f.usuarioId, estado: f.estado, puntaje: f.puntaje, puntajes: {} })),
    { normalizar, criterios: [] },
  );
  return new Map(ranking.filter((r) => r.puntaje !== null).map((r) => [r.postulacionId, { valor: r.puntaje as number, n: r.evaluaciones }]));
}

export function rankingDeRonda(modo: ModoRonda, entradas: EntradaRonda[], filas: EvaluacionRonda[], opciones: { normalizar?: boolean } = {}): RankingRondaFila[] {
  const valores = modo === 'si_no' ? porSiNo(filas) : modo === 'ranking' ? porBorda(filas) : porPuntaje(entradas, filas, opciones.normalizar ?? false);
  const abstenciones = new Map<number, number>();
  for (const f of filas) if (f.estado === 'abstenida') abstenciones.set(f.postulacionId, (abstenciones.get(f.postulacionId) ?? 0) + 1);
  return ordenarRonda(entradas, valores, abstenciones);
}

/** The round's rows from each nomination's value (pure path above, or the database's aggregates): best first, ties flagged. */
export function ordenarRonda(entradas: EntradaRonda[], valores: Valores, abstenciones: Map<number, number>): RankingRondaFila[] {
  const resultado: RankingRondaFila[] = entradas.map((e) => {
    const v = valores.get(e.postulacionId);
    return { postulacionId: e.postulacionId, folio: e.folio, valor: v ? centesimas(v.valor) : null, n: v?.n ?? 0, abstenciones: abstenciones.get(e.postulacionId) ?? 0, empate: false };
  });
  resultado.sort((a, b) => {
    if (a.valor === null || b.valor === null) return a.valor === b.valor ? a.folio.localeCompare(b.folio) : a.valor === null ? 1 : -1;
    return b.valor - a.valor || a.folio.localeCompare(b.folio);
  });
  const veces = new Map<number, number>();
  for (const f of resultado) if (f.valor !== null) veces.set(f.valor, (veces.get(f.valor) ?? 0) + 1);
  for (const f of resultado) f.empate = f.valor !== null && (veces.get(f.valor) ?? 0) > 1;
  return resultado;
}

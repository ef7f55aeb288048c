import { describe, expect, it } from 'vitest';
import { menosCargados } from './asignacion';
import { calcularRanking, normalizarPuntajes, ponderar, zPorJurado, type CalificacionRanking } from './ranking';

const entradas = [1, 2, 3].map((id) => ({ postulacionId: id, folio: `PUM-2027-00000${id}`, nombre: `Persona ${id}`, estado: 'en_evaluacion' as const }));
const criterios = [{ id: 'c', peso: 100 }];
const enviada = (postulacionId: number, usuarioId: number, puntaje: number): CalificacionRanking => ({ postulacionId, usuarioId, estado: 'enviada', puntaje, puntajes: { c: puntaje } });

// Jurado 1 scores 8, 7, 5; jurado 2 scores 6, 7, 4; jurado 3 recused from #1 and scores 7, 6.
const datos: CalificacionRanking[] = [
  enviada(1, 1, 8), enviada(2, 1, 7), enviada(3, 1, 5),
  enviada(1, 2, 6), enviada(2, 2, 7), enviada(3, 2, 4),
  { postulacionId: 1, usuarioId: 3, estado: 'recusada', puntaje: null, puntajes: {} }, enviada(2, 3, 7), enviada(3, 3, 6),
];

describe('ranking de una categoría', () => {
  it('pondera los criterios por su peso y exige todos', () => {
    const cs = [{ id: 'a', peso: 60 }, { id: 'b', peso: 40 }];
    expect(ponderar(cs, { a: 9, b: 4 })).toBeCloseTo(0.6 * 9 + 0.4 * 4, 10);
    expect(ponderar(cs, { a: 9 })).toBeNull();
  });

  it('usa el promedio de quienes calificaron, no la suma: una recusación no penaliza; marca empates', () => {
    const filas = calcularRanking(entradas, datos, { normalizar: false, criterios });
    // Sums would be 14, 21, 15 (#2 alone first, #1 last); means are 7, 7, 5.
    expect(filas.map((f) => [f.postulacionId, f.puntaje, f.posicion, f.empate])).toEqual([
      [1, 7, 1, true],
      [2, 7, 1, true],
      [3, 5, 3, false],
    ]);
    expect(filas.find((f) => f.postulacionId === 1)).toMatchObject({ evaluaciones: 2, recusaciones: 1, criterios: { c: 7 } });
  });

  it('deja al final, sin posición compartida, las postulaciones sin calificaciones enviadas', () => {
    const filas = calcularRanking([...entradas, { postulacionId: 4, folio: 'PUM-2027-000004', nombre: 'Sin calificar', estado: 'elegible' }], [...datos, { postulacionId: 4, usuarioId: 1, estado: 'borrador', puntaje: 9, puntajes: { c: 9 } }], { normalizar: false, criterios });
    expect(filas[3]).toMatchObject({ postulacionId: 4, puntaje: null, posicion: 4, empate: false, evaluaciones: 0 });
  });

  it('normaliza con puntuaciones z por jurado y reescala al rango original (cifras calculadas a mano)', () => {
    // Jurado 1: μ = 20/3, σ = √(14/9) = 1.247219 → z(8) = 1.069045, z(7) = 0.267261, z(5) = −1.336306.
    // Jurado 2: μ = 17/3, same σ → z(6) = 0.267261, z(7) = 1.069045, z(4) = −1.336306.
    // Jurado 3: μ = 6.5, σ = 0.5 → z(7) = 1, z(6) = −1.
    const z = zPorJurado(datos.filter((d) => d.estado === 'enviada') as { postulacionId: number; usuarioId: number; puntaje: number }[]);
    expect(z.get(1)!.get(1)).toBeCloseTo(1.069045, 5);
    expect(z.get(2)!.get(3)).toBeCloseTo(-1.336306, 5);
    expect(z.get(3)!.get(2)).toBeCloseTo(1, 10);
    // Mean z: #1 = 0.668153, #2 = 0.778769, #3 = −1.224204. Raw means 7, 7, 5 → range [5, 7].
    // #1 → 5 + 2 × (0.668153 + 1.224204) / (0.778769 + 1.224204) = 6.889548; #2 → 7; #3 → 5.
    const medias = new Map([[1, 7], [2, 7], [3, 5]]);
    const n = normalizarPuntajes(datos.filter((d) => d.estado === 'enviada') as { postulacionId: number; usuarioId: number; puntaje: number }[], medias);
    expect(n.get(1)).toBeCloseTo(6.889548, 5);
    expect(n.get(2)).toBeCloseTo(7, 10);
    expect(n.get(3)).toBeCloseTo(5, 10);
    const filas = calcularRanking(entradas, datos, { normalizar: true, criterios });
    expect(filas.map((f) => [f.postulacionId, f.puntaje, f.promedio, f.empate])).toEqual([
      [2, 7, 7, false],
      [1, 6.89, 7, false],
      [3, 5, 5, false],
    ]);
  });

  it('un jurado que califica todo igual no mueve la normalización (z = 0)', () => {
    const z = zPorJurado([{ postulacionId: 1, usuarioId: 9, puntaje: 6 }, { postulacionId: 2, usuarioId: 9, puntaje: 6 }]);
    expect([...z.get(9)!.values()]).toEqual([0, 0]);
  });

  it('elige a los jurados con menos carga', () => {
    const carga = new Map([[1, 3], [2, 1], [3, 1], [4, 2]]);
    expect(menosCargados([1, 2, 3, 4], carga, 2).sort()).toEqual([2, 3]);
    expect(menosCargados([1, 2, 3, 4], carga, 3)).toContain(4);
  });
});

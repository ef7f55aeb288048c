// A round's ranking by hand count, per mode; the conflicts rule; when the automatic reminders fall.
import { describe, expect, it } from 'vitest';
import { apellidos, conflictoEntre } from './conflictos';
import { rankingDeRonda, type EvaluacionRonda } from './ranking';
import { momentosDeAviso } from './recordatorios';

const entradas = [{ postulacionId: 1, folio: 'F-1' }, { postulacionId: 2, folio: 'F-2' }, { postulacionId: 3, folio: 'F-3' }];
const ev = (postulacionId: number, usuarioId: number, o: Partial<EvaluacionRonda>): EvaluacionRonda =>
  ({ postulacionId, usuarioId, estado: 'enviada', puntaje: null, voto: null, posicion: null, ...o });

describe('rankingDeRonda', () => {
  it('puntaje: media de las enviadas; la abstención, el borrador y la recusación no cuentan', () => {
    const filas = [
      ev(1, 10, { puntaje: 8 }), ev(1, 11, { puntaje: 6 }), ev(1, 12, { estado: 'abstenida' }),
      ev(2, 10, { puntaje: 9 }), ev(2, 11, { estado: 'borrador', puntaje: 1 }), ev(2, 12, { estado: 'recusada' }),
    ];
    expect(rankingDeRonda('puntaje', entradas, filas)).toEqual([
      { postulacionId: 2, folio: 'F-2', valor: 9, n: 1, abstenciones: 0, empate: false },
      { postulacionId: 1, folio: 'F-1', valor: 7, n: 2, abstenciones: 1, empate: false },
      { postulacionId: 3, folio: 'F-3', valor: null, n: 0, abstenciones: 0, empate: false },
    ]);
  });

  it('si_no: proporción de «sí» de 0 a 100 entre los votos enviados', () => {
    const filas = [ev(1, 10, { voto: 'si' }), ev(1, 11, { voto: 'no' }), ev(1, 12, { voto: 'si' }), ev(2, 10, { voto: 'no' }), ev(2, 11, { estado: 'abstenida' }), ev(3, 10, { estado: 'borrador', voto: 'si' })];
    expect(rankingDeRonda('si_no', entradas, filas).map((f) => [f.postulacionId, f.valor, f.n])).toEqual([[1, 66.67, 3], [2, 0, 1], [3, null, 0]]);
  });

  it('ranking: Borda (k − posición por jurado), empates marcados', () => {
    // Jurado 10 ordered 3: 1 → 2 points, 2 → 1, 3 → 0. Jurado 11 ordered 3: 3, 2, 1. Jurado 12 abstained from 1, ordered 2: 2, 3.
    const filas = [
      ev(1, 10, { posicion: 1 }), ev(2, 10, { posicion: 2 }), ev(3, 10, { posicion: 3 }),
      ev(3, 11, { posicion: 1 }), ev(2, 11, { posicion: 2 }), ev(1, 11, { posicion: 3 }),
      ev(1, 12, { estado: 'abstenida' }), ev(2, 12, { posicion: 1 }), ev(3, 12, { posicion: 2 }),
    ];
    expect(rankingDeRonda('ranking', entradas, filas).map((f) => [f.postulacionId, f.valor, f.n, f.empate])).toEqual([[2, 3, 3, false], [1, 2, 2, true], [3, 2, 3, true]]);
  });
});

describe('conflictos de interés', () => {
  const p = { correo: 'ana@correo.mx', nombre: 'Ana Sofía Pérez Núñez', nominadorCorreo: 'luis@correo.mx', nominadorNombre: 'Luis Gómez Ruiz', programaId: 7 };
  const j = (o: Partial<Parameters<typeof conflictoEntre>[0]>) => ({ id: 1, name: 'Marta Solís Vega', email: 'marta@u.mx', adscripcionProgramaId: null, ...o });
  it('mismo correo, ambos apellidos (sin acentos ni mayúsculas) o el programa de la persona postulada', () => {
    expect(apellidos('Carlos PEREZ nuñez')).toBe('perez nunez');
    expect(apellidos('Cher')).toBeNull();
    expect(conflictoEntre(j({ email: 'ANA@correo.mx' }), p)).toContain('Es la persona postulada');
    expect(conflictoEntre(j({ email: 'luis@correo.mx' }), p)).toContain('quien hizo la postulación');
    expect(conflictoEntre(j({ name: 'Carlos Pérez Núñez' }), p)).toBe('Comparte ambos apellidos con la persona postulada');
    expect(conflictoEntre(j({ name: 'Rosa Gómez Ruiz' }), p)).toBe('Comparte ambos apellidos con quien hizo la postulación');
    expect(conflictoEntre(j({ adscripcionProgramaId: 7 }), p)).toContain('programa');
    expect(conflictoEntre(j({ name: 'Carlos Pérez Vega' }), p)).toBeNull();
    expect(conflictoEntre(j({}), p)).toBeNull();
  });
});

describe('momentos de los recordatorios automáticos', () => {
  it('al 80 % del tiempo, y 2 días hábiles antes del fin (fines de semana, descansos y cierres propios no cuentan)', () => {
    // 1–11 dic 2026 (Mexico City): 80 % of 10 days is 9 dic 00:00. 11 dic is a Friday: 2 working days before, 9 dic.
    const r = { inicio: new Date('2026-12-01T06:00:00Z'), fin: new Date('2026-12-11T06:00:00Z') };
    expect(momentosDeAviso(r, new Set()).ochenta.toISOString()).toBe('2026-12-09T06:00:00.000Z');
    expect(momentosDeAviso(r, new Set()).dosDias).toBe('2026-12-09');
    // A closure on 10 dic pushes it back one working day.
    expect(momentosDeAviso(r, new Set(['2026-12-10'])).dosDias).toBe('2026-12-08');
    // Ending on Monday 14 dic: the weekend does not count → Thursday 10 dic.
    expect(momentosDeAviso({ ...r, fin: new Date('2026-12-14T18:00:00Z') }, new Set()).dosDias).toBe('2026-12-10');
  });
});

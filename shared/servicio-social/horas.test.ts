import { describe, expect, it } from 'vitest';
import { calcularProgreso, diasHabilesEntre, esCuartoDeHora, informeMensualDesde, mesAnterior, mesSiguiente, sumarMesesFecha } from './horas';

describe('hour log rules', () => {
  it('accepts whole, half and quarter hours only', () => {
    expect([1, 0.5, 0.25, 4.75].every(esCuartoDeHora)).toBe(true);
    expect([0.3, 1.1, Number.NaN].some(esCuartoDeHora)).toBe(false);
  });

  it('counts working days Monday to Friday after the day sent', () => {
    expect(diasHabilesEntre('2027-02-26', '2027-03-05')).toBe(5); // Friday to Friday
    expect(diasHabilesEntre('2027-02-26', '2027-03-07')).toBe(5); // the weekend adds nothing
    expect(diasHabilesEntre('2027-02-26', '2027-03-08')).toBe(6);
  });

  it('moves across months and years', () => {
    expect([mesAnterior('2027-01'), mesSiguiente('2027-12')]).toEqual(['2026-12', '2028-01']);
    expect(sumarMesesFecha('2027-01-31', 1)).toBe('2027-02-28');
  });

  it('projects the end at the current pace and flags the maximum duration', () => {
    const base = { horasRequeridas: 480, fechaInicio: '2027-01-01', duracionMaximaMeses: 6, hoy: '2027-01-14' };
    // 14 days, 40 h → 20 h a week; 440 h left → 154 days.
    expect(calcularProgreso({ ...base, horasAprobadas: 20, horasRegistradas: 40 })).toEqual({
      requeridas: 480, aprobadas: 20, pendientes: 20, porcentaje: 4.2, porcentajeConPendientes: 8.3, horasPorSemana: 20,
      fechaEstimadaFin: '2027-06-17', fechaLimite: '2027-07-01', excedeDuracionMaxima: false,
    });
    expect(calcularProgreso({ ...base, duracionMaximaMeses: 5, horasAprobadas: 20, horasRegistradas: 40 }).excedeDuracionMaxima).toBe(true);
    expect(calcularProgreso({ ...base, horasAprobadas: 0, horasRegistradas: 0 })).toMatchObject({ fechaEstimadaFin: null, horasPorSemana: null, porcentaje: 0 });
    expect(calcularProgreso({ ...base, hoy: '2026-12-31', horasAprobadas: 0, horasRegistradas: 0 }).fechaEstimadaFin).toBeNull();
    expect(calcularProgreso({ ...base, horasAprobadas: 480, horasRegistradas: 500 })).toMatchObject({ porcentaje: 100, pendientes: 20, fechaEstimadaFin: '2027-01-14' });
  });

  it('opens a month\'s report in its last 5 days, leap years and December included', () => {
    expect(informeMensualDesde('2026-11')).toBe('2026-11-26');
    expect(informeMensualDesde('2027-02')).toBe('2027-02-24');
    expect(informeMensualDesde('2028-02')).toBe('2028-02-25');
    expect(informeMensualDesde('2026-12')).toBe('2026-12-27');
  });
});

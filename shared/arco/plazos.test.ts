import { describe, expect, it } from 'vitest';
import { descansosObligatorios, diasHabilesEntre, esDiaHabil, restarDiasHabiles, sumarDiasHabiles } from './dias-habiles';
import { calcularPlazos, plazoVigente, puedeAmpliar, puedePrevenir } from './plazos';

describe('descansos obligatorios (LFT art. 74)', () => {
  it('lists the fixed days and the Mondays of February, March and November', () => {
    expect(descansosObligatorios(2026)).toEqual([
      '2026-01-01', '2026-02-02', '2026-03-16', '2026-05-01', '2026-09-16', '2026-11-16', '2026-12-25',
    ]);
  });

  it('adds 1 October only in the years of the transmisión del Poder Ejecutivo', () => {
    expect(descansosObligatorios(2024)).toContain('2024-10-01');
    expect(descansosObligatorios(2030)).toContain('2030-10-01');
    expect(descansosObligatorios(2026)).not.toContain('2026-10-01');
    expect(descansosObligatorios(2018)).not.toContain('2018-10-01');
  });
});

describe('días hábiles', () => {
  it('skips weekends and the rest days', () => {
    expect(esDiaHabil('2026-07-04')).toBe(false); // sábado
    expect(esDiaHabil('2026-09-16')).toBe(false);
    expect(esDiaHabil('2026-09-17')).toBe(true);
    // Jueves 30 de abril + 1: el viernes 1 de mayo es descanso.
    expect(sumarDiasHabiles('2026-04-30', 1)).toBe('2026-05-04');
  });

  it('a rest day on a weekend moves nothing (no substitute day)', () => {
    // 2027: 1 de mayo y 25 de diciembre caen en sábado.
    expect(sumarDiasHabiles('2027-04-30', 1)).toBe('2027-05-03');
    expect(sumarDiasHabiles('2027-04-30', 5)).toBe('2027-05-07');
    expect(sumarDiasHabiles('2027-12-24', 1)).toBe('2027-12-27');
    expect(diasHabilesEntre('2027-12-24', '2027-12-31')).toBe(5);
  });

  it('counts back to a working day n working days before, whatever day it is counted from', () => {
    // Lunes 4 de mayo de 2026, after the 1 May rest day: one working day back is Thursday 30 April.
    expect(restarDiasHabiles('2026-05-04', 1)).toBe('2026-04-30');
    expect(restarDiasHabiles('2026-11-28', 16)).toBe('2026-11-04'); // from a Saturday, over the 16 November rest day
    for (const hasta of ['2026-11-28', '2026-11-30', '2026-12-28', '2027-01-04']) {
      for (const n of [0, 1, 15, 16]) {
        const desde = restarDiasHabiles(hasta, n);
        expect(esDiaHabil(desde)).toBe(true);
        expect(diasHabilesEntre(desde, hasta)).toBe(n);
      }
    }
  });

  it('skips the institution’s own closures', () => {
    expect(sumarDiasHabiles('2026-07-06', 20)).toBe('2026-08-03');
    const vacaciones = new Set(['2026-07-20', '2026-07-21', '2026-07-22', '2026-07-23', '2026-07-24']);
    expect(sumarDiasHabiles('2026-07-06', 20, vacaciones)).toBe('2026-08-10');
    expect(esDiaHabil('2026-07-22', vacaciones)).toBe(false);
  });

  it('counts working days left, negative when overdue', () => {
    expect(diasHabilesEntre('2026-07-31', '2026-08-03')).toBe(1);
    expect(diasHabilesEntre('2026-08-03', '2026-08-03')).toBe(0);
    expect(diasHabilesEntre('2026-08-05', '2026-08-03')).toBe(-2);
  });
});

describe('plazos de una solicitud ARCO', () => {
  const recibida = '2026-07-06';

  it('answers within 20 working days, prevención within 5', () => {
    expect(calcularPlazos({ recibida })).toEqual({
      limitePrevencion: '2026-07-13',
      limiteRespuestaPrevencion: null,
      limiteRespuesta: '2026-08-03',
      limiteEfectiva: null,
    });
  });

  it('the one extension adds 10 working days, only before the term runs out and before the decision', () => {
    expect(calcularPlazos({ recibida, ampliadaEn: '2026-07-30' }).limiteRespuesta).toBe('2026-08-17');
    expect(puedeAmpliar({ recibida }, '2026-08-03')).toBe(true);
    expect(puedeAmpliar({ recibida }, '2026-08-04')).toBe(false);
    expect(puedeAmpliar({ recibida, ampliadaEn: '2026-07-30' }, '2026-07-31')).toBe(false);
    expect(puedeAmpliar({ recibida, decididaEn: '2026-07-30' }, '2026-07-31')).toBe(false);
  });

  it('a prevención stops the clock; it counts again from the day after the person answers', () => {
    const prevenida = { recibida, prevenidaEn: '2026-07-08' };
    expect(calcularPlazos(prevenida)).toMatchObject({ limiteRespuesta: null, limiteRespuestaPrevencion: '2026-07-22' });
    expect(plazoVigente(prevenida, '2026-07-20')).toEqual({ tipo: 'respuesta_prevencion', limite: '2026-07-22', restantes: 2 });
    const respondida = { ...prevenida, prevencionRespondidaEn: '2026-07-15' };
    expect(calcularPlazos(respondida).limiteRespuesta).toBe('2026-08-12');
    expect(plazoVigente(respondida, '2026-08-10')).toEqual({ tipo: 'respuesta', limite: '2026-08-12', restantes: 2 });
    // The closures still count while the clock runs again.
    expect(calcularPlazos(respondida, new Set(['2026-08-10'])).limiteRespuesta).toBe('2026-08-13');
  });

  it('one prevención, within its 5 days', () => {
    expect(puedePrevenir({ recibida }, '2026-07-13')).toBe(true);
    expect(puedePrevenir({ recibida }, '2026-07-14')).toBe(false);
    expect(puedePrevenir({ recibida, prevenidaEn: '2026-07-08' }, '2026-07-09')).toBe(false);
  });

  it('a favourable decision runs 15 working days to be made effective; none runs after that', () => {
    const decidida = { recibida, decididaEn: '2026-07-24', procedente: true };
    expect(plazoVigente(decidida, '2026-07-24')).toEqual({ tipo: 'efectiva', limite: '2026-08-14', restantes: 15 });
    expect(plazoVigente({ ...decidida, procedente: false }, '2026-07-24')).toBeNull();
    expect(plazoVigente({ ...decidida, efectivaEn: '2026-07-27' }, '2026-07-27')).toBeNull();
    expect(plazoVigente({ recibida }, '2026-08-05')).toEqual({ tipo: 'respuesta', limite: '2026-08-03', restantes: -2 });
  });
});

import { describe, expect, it } from 'vitest';
import { diasEntre, fechaHoraEnMexico, inicioDelDia, iniciosDeDias, mesesHasta, sumarDias } from './calendario';

describe('calendario de la Ciudad de México', () => {
  it('la medianoche local es las 06:00 UTC desde que no hay horario de verano, y las 05:00 en el verano de 2021', () => {
    expect(inicioDelDia('2026-11-22').toISOString()).toBe('2026-11-22T06:00:00.000Z');
    expect(inicioDelDia('2021-07-01').toISOString()).toBe('2021-07-01T05:00:00.000Z');
  });

  it('suma días y meses cruzando fin de mes y de año', () => {
    expect(sumarDias('2026-03-01', -1)).toBe('2026-02-28');
    expect(diasEntre('2025-12-30', '2026-01-02')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    expect(mesesHasta('2026-02-15', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(mesesHasta('2026-11-22', 12)[0]).toBe('2025-12');
  });

  it('fecha y hora como se leen en México', () => {
    expect(fechaHoraEnMexico(new Date('2026-11-22T04:30:00Z'))).toBe('21/11/2026 22:30');
  });

  it('las medianoches de muchos días coinciden con las calculadas una por una, con y sin horario de verano', () => {
    for (const [desde, hasta] of [['2024-11-23', '2026-11-22'], ['2020-11-01', '2022-12-31']]) {
      const dias = diasEntre(desde, hasta);
      expect(iniciosDeDias(dias)).toEqual(dias.map((d) => inicioDelDia(d).getTime()));
    }
    expect(iniciosDeDias([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { normalizarRfc, rfcDigitoVerificador, rfcProblema } from './rfc';

describe('RFC', () => {
  it('accepts valid RFCs of personas morales and físicas', () => {
    expect(rfcProblema('MAB9307148T4')).toBeNull();
    expect(rfcProblema('GODE561231GR8')).toBeNull();
    expect(rfcProblema(normalizarRfc('gode 561231-gr8'))).toBeNull();
  });

  it('computes the check digit, A included', () => {
    expect(rfcDigitoVerificador('MAB9307148T')).toBe('4');
    expect(rfcDigitoVerificador('GODE561231GR')).toBe('8');
    const conA = ['AAA010101AA', 'AAA010101AB', 'AAA010101AC', 'AAA010101AD', 'AAA010101AE', 'AAA010101AF']
      .map((base) => base + rfcDigitoVerificador(base))
      .filter((rfc) => rfc.endsWith('A'));
    for (const rfc of conA) expect(rfcProblema(rfc)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(rfcProblema('MAB9307148T')).toBe('longitud');
    expect(rfcProblema('MAB9307148T45')).toBe('formato');
    expect(rfcProblema('M1B9307148T4')).toBe('formato');
    expect(rfcProblema('MAB9313148T4')).toBe('fecha');
    expect(rfcProblema('MAB9302308T4')).toBe('fecha');
    expect(rfcProblema('MAB9307148T5')).toBe('verificador');
    expect(rfcProblema('GODE561231GR9')).toBe('verificador');
  });
});

import { describe, expect, it } from 'vitest';
import { CURP_PATTERN, curpCheckDigit, curpProblem } from './curp';

describe('CURP', () => {
  it('computes RENAPO’s check digit (a published sample validates, a changed character does not)', () => {
    expect(curpCheckDigit('MAHJ280603MSPRRV0')).toBe(9);
    expect(curpProblem('MAHJ280603MSPRRV09')).toBeNull();
    expect(curpProblem('MAHJ280603MSPRRV08')).toBe('verificador');
    expect(curpProblem('MAHJ280603MSPRRW09')).toBe('verificador');
  });

  it('weighs Ñ in its own place of the dictionary (after N)', () => {
    expect(curpCheckDigit('AAAA000101HDFÑÑÑ0')).not.toBe(curpCheckDigit('AAAA000101HDFNNN0'));
  });

  it('homoclave letters (born in 2000 or later) are accepted', () => {
    const first17 = 'GAPA050912HJCRRNA';
    expect(curpProblem(`${first17}${curpCheckDigit(first17)}`)).toBeNull();
  });

  it('tells length, format and check digit problems apart', () => {
    expect(curpProblem('MAHJ280603MSPRRV0')).toBe('longitud');
    expect(curpProblem('MAHJ281303MSPRRV09')).toBe('formato'); // month 13
    expect(curpProblem('MAHJ280632MSPRRV09')).toBe('formato'); // day 32
    expect(curpProblem('MAHJ280603ZSPRRV09')).toBe('formato'); // sex
    expect(curpProblem('MAHJ280603MXXRRV09')).toBe('formato'); // state
    expect(curpProblem('MBHJ280603MSPRRV09')).toBe('formato'); // second letter must be a vowel
    expect(curpProblem('MAHJ280603MSPARV09')).toBe('formato'); // inner consonants
    expect(CURP_PATTERN.test('MAHJ280603MNERRV09')).toBe(true); // born abroad
  });
});

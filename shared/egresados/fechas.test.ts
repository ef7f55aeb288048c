import { describe, expect, it } from 'vitest';
import { excelSerialToIso, hoyEnMexico, parseFecha } from './fechas';

describe('parseFecha', () => {
  it('reads dd/mm/yyyy with / - or . and one-digit parts', () => {
    expect(parseFecha('15/06/2021')).toBe('2021-06-15');
    expect(parseFecha('5-6-2021')).toBe('2021-06-05');
    expect(parseFecha('05.06.2021')).toBe('2021-06-05');
    expect(parseFecha(' 15/06/2021 00:00 ')).toBe('2021-06-15');
  });

  it('reads ISO dates, with or without a time', () => {
    expect(parseFecha('2021-06-15')).toBe('2021-06-15');
    expect(parseFecha('2021-6-5')).toBe('2021-06-05');
    expect(parseFecha('2021-06-15T10:30:00Z')).toBe('2021-06-15');
    expect(parseFecha('2021-06-15 10:30:00-06:00')).toBe('2021-06-15');
  });

  it('refuses impossible dates, two-digit years and mm/dd confusion past 12', () => {
    expect(parseFecha('31/02/2021')).toBeNull();
    expect(parseFecha('29/02/2023')).toBeNull();
    expect(parseFecha('29/02/2024')).toBe('2024-02-29');
    expect(parseFecha('15/06/21')).toBeNull();
    expect(parseFecha('06/15/2021')).toBeNull();
    expect(parseFecha('ayer')).toBeNull();
    expect(parseFecha('')).toBeNull();
  });

  it('reads Excel serial numbers only when asked to', () => {
    expect(parseFecha('45000')).toBeNull();
    expect(parseFecha('45000', { serials: true })).toBe('2023-03-15');
    expect(parseFecha('44927.75', { serials: true })).toBe('2023-01-01');
  });
});

describe('excelSerialToIso', () => {
  it('counts from 1900-01-01 and skips Excel’s 29 February 1900', () => {
    expect(excelSerialToIso(1)).toBe('1900-01-01');
    expect(excelSerialToIso(59)).toBe('1900-02-28');
    expect(excelSerialToIso(61)).toBe('1900-03-01');
    expect(excelSerialToIso(36526)).toBe('2000-01-01');
    expect(excelSerialToIso(0)).toBeNull();
    expect(excelSerialToIso(Number.NaN)).toBeNull();
    expect(excelSerialToIso(3_000_000)).toBeNull();
  });
});

describe('hoyEnMexico', () => {
  it('is the calendar day in Mexico City, not in UTC', () => {
    expect(hoyEnMexico(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
    expect(hoyEnMexico(new Date('2026-01-01T07:00:00Z'))).toBe('2026-01-01');
  });
});

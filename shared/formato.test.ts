import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayOf, formatNumber, formatScore } from './formato';

describe('one es-MX format for dates and numbers', () => {
  it('writes a calendar day without shifting it across time zones', () => {
    expect(formatDate('2026-11-21')).toBe('21 nov 2026');
    expect(formatDate('2026-01-01T03:00:00Z')).toBe('1 ene 2026');
    expect(formatDate(null)).toBe('—');
  });

  it('reads moments in Mexico City', () => {
    // 03:00 UTC on the 22nd is still the 21st in Mexico City (UTC−6).
    expect(formatDayOf('2026-11-22T03:00:00Z')).toBe('21 nov 2026');
    expect(formatDateTime('2026-11-22T03:00:00Z')).toMatch(/^21 nov 2026, 9:00\s?p\.\s?m\.$/);
  });

  it('groups thousands and keeps two decimals on scores', () => {
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1661)).toBe('1,661');
    expect(formatScore(87.5)).toBe('87.50');
  });
});

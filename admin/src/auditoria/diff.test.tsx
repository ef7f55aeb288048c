import { describe, expect, it } from 'vitest';
import { display } from './diff';

const siNo = (flag: boolean) => (flag ? 'Sí' : 'No');

describe('display: the audit detail reads dates as people write them', () => {
  it('a calendar day is «6 dic 2026», never aaaa-mm-dd', () => {
    expect(display('2026-12-06', siNo)).toBe('6 dic 2026');
    expect(display('2026-12-06', siNo)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('a moment is its day and time in Mexico City', () => {
    expect(display('2026-12-06T18:30:00.000Z', siNo)).toMatch(/^6 dic 2026, 12:30/);
  });
});

import { describe, expect, it } from 'vitest';
import { cohorteInputSchema } from './reportes';

describe('cohorteInputSchema', () => {
  it('reads a blank number as missing, not as zero', () => {
    const result = cohorteInputSchema.safeParse({ programaId: 1, anioEgreso: 2024, esperados: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['esperados']);
    expect(cohorteInputSchema.safeParse({ programaId: '', anioEgreso: 2024, esperados: 3 }).success).toBe(false);
  });

  it('accepts numbers sent as text, as forms do', () => {
    expect(cohorteInputSchema.parse({ programaId: '4', anioEgreso: '2023', esperados: '0' })).toEqual({ programaId: 4, anioEgreso: 2023, esperados: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { CURP_PATTERN } from './curp';
import { choices, ENTIDADES_FEDERATIVAS, ORIGENES } from './valores';

describe('closed lists', () => {
  it('has the 32 states, each keyed by a code the CURP accepts', () => {
    const codes = Object.keys(ENTIDADES_FEDERATIVAS);
    expect(codes).toHaveLength(32);
    for (const code of codes) expect(CURP_PATTERN.test(`MAHJ280603M${code}RRV09`), code).toBe(true);
  });

  it('turns labels into select choices in their order', () => {
    expect(choices(ORIGENES)).toEqual([
      { id: 'registro', name: 'Registro' },
      { id: 'carga_masiva', name: 'Carga masiva' },
      { id: 'captura', name: 'Captura' },
    ]);
  });
});

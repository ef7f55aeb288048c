import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tieneCaracteresDeControl, unaLinea, z } from './validation';

const nombre = z.string().trim().min(1).superRefine(unaLinea('El nombre'));

describe('unaLinea', () => {
  it.each([
    ['Eva\r\nBcc: x@y'],
    ['Eva\nLuna'],
    ['Eva\tLuna'],
    ['Eva\u0000'],
    ['Eva\u007fLuna'],
    ['Eva\u0085Luna'],
    ['Eva\u2028Luna'],
    ['Eva\u2029Luna'],
    ['Eva\u001bLuna'],
  ])('refuses %j with a Spanish message', (texto) => {
    const result = nombre.safeParse(texto);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toBe('El nombre no puede contener saltos de línea ni caracteres de control');
  });

  it.each([['María José Ñúñez-Ávila'], ["O'Connor"], ['李小龍'], ['Zoë  de la Peña'], ['Ana\u00a0María']])('accepts %j', (texto) => {
    expect(nombre.safeParse(texto).success).toBe(true);
  });

  it('drops surrounding whitespace first, so a trailing line break from a spreadsheet cell is not an error', () => {
    expect(nombre.parse('  Eva\r\n')).toBe('Eva');
  });

  it('tieneCaracteresDeControl looks at every code point', () => {
    expect(tieneCaracteresDeControl('a\u0009b')).toBe(true);
    expect(tieneCaracteresDeControl('sin control')).toBe(false);
  });
});

describe('zod in the browser', () => {
  it('is imported through shared/validation, which turns eval off before any schema is built (the CSP forbids it)', () => {
    const archivos = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? archivos(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
      );
    const directos = ['shared', 'public-site/src', 'admin/src']
      .flatMap(archivos)
      .filter((f) => f !== path.join('shared', 'validation.ts'))
      .filter((f) => /^import (?!type )[^;]*from 'zod'/m.test(fs.readFileSync(f, 'utf8')));
    expect(directos).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { es } from './es';

type Tree = { [key: string]: Tree | string | undefined };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value) leaves(value, path).forEach((v, k) => out.set(k, v));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('Spanish catalog', () => {
  const english = leaves(englishMessages as unknown as Tree);
  const spanish = leaves(es as unknown as Tree);

  it('translates every key of ra-language-english', () => {
    const missing = [...english.keys()].filter((key) => !spanish.has(key));
    expect(missing).toEqual([]);
    expect(english.size).toBeGreaterThan(150);
  });

  it('keeps the placeholders and plural forms of each English message', () => {
    for (const [key, text] of english) {
      const translated = spanish.get(key)!;
      expect({ key, placeholders: placeholders(translated) }).toEqual({ key, placeholders: placeholders(text) });
      expect({ key, plural: translated.includes('||||') }).toEqual({ key, plural: text.includes('||||') });
    }
  });

  it('is actually Spanish, not the English text copied over', () => {
    const words = (text: string) => text.replace(/%\{\w+\}/g, '').replace(/[^\p{L}]/gu, '');
    const copied = [...english].filter(([key, text]) => words(text).length > 3 && spanish.get(key) === text).map(([key]) => key);
    // 'Inspector' is the same word in both languages.
    expect(copied).toEqual(['ra.configurable.inspector.title']);
  });

  it('labels the resources by key', () => {
    expect(es.resources.usuarios.fields.email).toBe('Correo electrónico');
    expect(es.resources['egresados/usuarios'].fields.email).toBe('Correo electrónico');
    expect(es.ra.auth.logout).toBe('Cerrar sesión');
  });
});

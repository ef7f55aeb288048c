import { describe, expect, it, vi } from 'vitest';
import { MARCA_CADA, MarcasDePagina, PROFUNDO_DESDE, type Marca } from './marcas';

const marcas = (n: number): Marca[] => Array.from({ length: n }, (_, i) => ({ key: String(i), id: (i + 1) * MARCA_CADA }));

describe('MarcasDePagina', () => {
  it('is not used before it listens, nor for shallow pages', async () => {
    const cache = new MarcasDePagina();
    const construir = vi.fn(async () => marcas(10));
    expect(await cache.antesDe('q', PROFUNDO_DESDE + 10, construir)).toBeUndefined();
    cache.up();
    expect(await cache.antesDe('q', PROFUNDO_DESDE - 1, construir)).toBeUndefined();
    expect(construir).not.toHaveBeenCalled();
  });

  it('picks the last mark at or before the offset and how far past it the page starts', async () => {
    const cache = new MarcasDePagina();
    cache.up();
    const construir = vi.fn(async () => marcas(10));
    // Mark i is the row at position (i + 1) · MARCA_CADA - 1.
    expect(await cache.antesDe('q', 6 * MARCA_CADA - 1, construir)).toEqual({ marca: marcas(10)[5], resto: 0 });
    expect(await cache.antesDe('q', 6 * MARCA_CADA + 300, construir)).toEqual({ marca: marcas(10)[5], resto: 301 });
    // Past the last mark: the last one.
    expect(await cache.antesDe('q', 50 * MARCA_CADA, construir)).toEqual({ marca: marcas(10)[9], resto: 40 * MARCA_CADA + 1 });
    expect(construir).toHaveBeenCalledTimes(1);
  });

  it('builds again after a change, and drops marks built while the change came in', async () => {
    const cache = new MarcasDePagina();
    cache.up();
    let soltar!: (m: Marca[]) => void;
    const lenta = vi.fn(() => new Promise<Marca[]>((resolve) => (soltar = resolve)));
    const pendiente = cache.antesDe('q', PROFUNDO_DESDE, lenta);
    cache.invalidate();
    soltar(marcas(10));
    expect(await pendiente).toBeDefined();
    const nueva = vi.fn(async () => marcas(10));
    await cache.antesDe('q', PROFUNDO_DESDE, nueva);
    expect(nueva).toHaveBeenCalledTimes(1);
    await cache.antesDe('q', PROFUNDO_DESDE, nueva);
    expect(nueva).toHaveBeenCalledTimes(1);
  });

  it('empties and stays out of the way while the LISTEN connection is down', async () => {
    const cache = new MarcasDePagina();
    cache.up();
    await cache.antesDe('q', PROFUNDO_DESDE, async () => marcas(10));
    expect(cache.size).toBe(1);
    cache.down();
    expect(cache.size).toBe(0);
    expect(await cache.antesDe('q', PROFUNDO_DESDE, async () => marcas(10))).toBeUndefined();
  });

  it('forgets a failed build', async () => {
    const cache = new MarcasDePagina();
    cache.up();
    await expect(cache.antesDe('q', PROFUNDO_DESDE, () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(cache.size).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { readImageMeta } from './read-image-meta';

afterEach(() => vi.restoreAllMocks());

describe('readImageMeta', () => {
  it('answers width, height and ratio', async () => {
    await expect(readImageMeta('/a.png', async () => ({ width: 1600, height: 900 }))).resolves.toEqual({ width: 1600, height: 900, ratio: 1600 / 900 });
  });

  it('logs a failure and answers zeros', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(readImageMeta('/falta.png', () => Promise.reject(new Error('404')))).resolves.toEqual({ width: 0, height: 0, ratio: 0 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/falta.png'), expect.any(Error));
  });

  it('treats an image without dimensions as a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(readImageMeta('/vacia.svg', async () => ({ width: 0, height: 0 }))).resolves.toEqual({ width: 0, height: 0, ratio: 0 });
    expect(warn).toHaveBeenCalledOnce();
  });
});

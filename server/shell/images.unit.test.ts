import { describe, expect, it } from 'vitest';
import { parseModifiers } from './images';

describe('image modifiers', () => {
  it('defaults to webp', () => {
    expect(parseModifiers('_')).toEqual({ f: 'webp' });
    expect(parseModifiers('w_200,h_100')).toEqual({ w: '200', h: '100', f: 'webp' });
  });

  it('keeps an explicit format and the allowed modifiers only', () => {
    expect(parseModifiers('format_png&fit_cover&q_80&b_ffffff&evil_1')).toEqual({ format: 'png', fit: 'cover', q: '80', b: 'ffffff' });
  });
});

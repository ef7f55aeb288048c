import { describe, expect, it } from 'vitest';
import { IMAGE_DEFAULT_FORMAT, IMAGE_DENSITIES } from '../../constants';
import { ipxModifiers, ipxSrcSet, ipxUrl } from './ipx-url';

describe('ipxUrl', () => {
  it('builds same-origin /_ipx/<modifiers>/<path> URLs, webp by default', () => {
    expect(IMAGE_DEFAULT_FORMAT).toBe('webp');
    expect(ipxUrl('/images/campus.jpg', { width: 200, height: 100 })).toBe('/_ipx/w_200,h_100,f_webp/images/campus.jpg');
    expect(ipxUrl('logo.png')).toBe('/_ipx/f_webp/logo.png');
  });

  it('writes every modifier the server knows, in a fixed order', () => {
    expect(
      ipxModifiers({ format: 'png', fit: 'cover', width: 64.4, height: 48, resize: '64x48', quality: 120, background: '#ffffff' }),
    ).toBe('w_64,h_48,s_64x48,fit_cover,q_100,b_ffffff,f_png');
    expect(ipxModifiers({ width: 0, height: -1, quality: Number.NaN })).toBe('f_webp');
  });

  it('escapes path segments but keeps the folders', () => {
    expect(ipxUrl('/fotos/generación 2024.jpg')).toBe('/_ipx/f_webp/fotos/generaci%C3%B3n%202024.jpg');
  });

  it('never points to another host', () => {
    expect(() => ipxUrl('https://cdn.example.com/a.png')).toThrow(/mismo sitio/);
    expect(() => ipxUrl('//cdn.example.com/a.png')).toThrow(/mismo sitio/);
    expect(ipxUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});

describe('ipxSrcSet', () => {
  it('offers 1x and 2x densities', () => {
    expect(IMAGE_DENSITIES).toEqual([1, 2]);
    expect(ipxSrcSet('/a.jpg', { width: 100, height: 50, fit: 'cover' })).toBe(
      '/_ipx/w_100,h_50,fit_cover,f_webp/a.jpg 1x, /_ipx/w_200,h_100,fit_cover,f_webp/a.jpg 2x',
    );
    expect(ipxSrcSet('/a.jpg', { width: 80 })).toBe('/_ipx/w_80,f_webp/a.jpg 1x, /_ipx/w_160,f_webp/a.jpg 2x');
  });

  it('has nothing to scale without a size', () => {
    expect(ipxSrcSet('/a.jpg')).toBeUndefined();
  });
});

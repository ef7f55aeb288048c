import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Img } from './Img';
import { readImageMeta } from './read-image-meta';

afterEach(() => vi.unstubAllGlobals());

describe('<Img>', () => {
  it('loads an optimised webp with 1x and 2x sources, lazily', () => {
    render(<Img src="/images/campus.jpg" alt="Campus central" width={320} height={180} fit="cover" />);
    const img = screen.getByRole('img', { name: 'Campus central' });
    expect(img).toHaveAttribute('src', '/_ipx/w_320,h_180,fit_cover,f_webp/images/campus.jpg');
    expect(img).toHaveAttribute('srcset', '/_ipx/w_320,h_180,fit_cover,f_webp/images/campus.jpg 1x, /_ipx/w_640,h_360,fit_cover,f_webp/images/campus.jpg 2x');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '320');
  });

  it('keeps an explicit format', () => {
    render(<Img src="/logo.svg" alt="" format="png" />);
    expect(document.querySelector('img')).toHaveAttribute('src', '/_ipx/f_png/logo.svg');
  });
});

describe('readImageMeta in the browser', () => {
  it('reads the natural size of a loaded image, and zeros when it fails', async () => {
    class FakeImage {
      naturalWidth = 640;
      naturalHeight = 320;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(value: string) {
        queueMicrotask(() => (value.includes('falta') ? this.onerror?.() : this.onload?.()));
      }
    }
    vi.stubGlobal('Image', FakeImage);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(readImageMeta('/ok.png')).resolves.toEqual({ width: 640, height: 320, ratio: 2 });
    await expect(readImageMeta('/falta.png')).resolves.toEqual({ width: 0, height: 0, ratio: 0 });
  });
});

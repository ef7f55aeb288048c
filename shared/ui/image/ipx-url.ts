// Same-origin optimised images (spec §7): /_ipx/<modifiers>/<path under public/>, served by server/shell/images.ts.
import { IMAGE_DEFAULT_FORMAT, IMAGE_DENSITIES } from '../../constants';

export type ImageFormat = 'webp' | 'avif' | 'png' | 'jpeg' | 'jpg' | 'gif' | 'svg';
export type ImageFit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';

export interface IpxOptions {
  format?: ImageFormat;
  fit?: ImageFit;
  width?: number;
  height?: number;
  /** Both sides at once, 'WIDTHxHEIGHT'. */
  resize?: string;
  quality?: number;
  /** Fill colour for transparent areas or 'contain' bars, e.g. '#ffffff'. */
  background?: string;
}

function positive(n: number | undefined): number | undefined {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : undefined;
}

/** 'w_200,h_100,f_webp': the order is fixed so one image always has one URL (and one cache entry). */
export function ipxModifiers(options: IpxOptions = {}): string {
  const parts: string[] = [];
  const width = positive(options.width);
  const height = positive(options.height);
  if (width) parts.push(`w_${width}`);
  if (height) parts.push(`h_${height}`);
  if (options.resize) parts.push(`s_${options.resize}`);
  if (options.fit) parts.push(`fit_${options.fit}`);
  const quality = positive(options.quality);
  if (quality) parts.push(`q_${Math.min(quality, 100)}`);
  if (options.background) parts.push(`b_${options.background.replace(/^#/, '')}`);
  parts.push(`f_${options.format ?? IMAGE_DEFAULT_FORMAT}`);
  return parts.join(',');
}

export function ipxUrl(src: string, options: IpxOptions = {}): string {
  if (/^(data|blob):/i.test(src)) return src;
  // Images never come from another host: the product makes no third-party requests.
  if (/^[a-z][a-z\d+.-]*:/i.test(src) || src.startsWith('//')) {
    throw new Error(`Las imágenes deben ser del mismo sitio (ruta bajo public/), no "${src}".`);
  }
  const path = src
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `/_ipx/${ipxModifiers(options)}/${path}`;
}

/** '… 1x, … 2x' for screens with denser pixels; nothing to scale without a width or height. */
export function ipxSrcSet(src: string, options: IpxOptions = {}): string | undefined {
  if (!positive(options.width) && !positive(options.height)) return undefined;
  return IMAGE_DENSITIES.map((density) => {
    const scaled = {
      ...options,
      width: options.width ? options.width * density : undefined,
      height: options.height ? options.height * density : undefined,
    };
    return `${ipxUrl(src, scaled)} ${density}x`;
  }).join(', ');
}

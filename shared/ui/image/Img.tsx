import type { ImgHTMLAttributes } from 'react';
import { ipxSrcSet, ipxUrl, type IpxOptions } from './ipx-url';

type NativeProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'>;

interface ImgProps extends NativeProps, Omit<IpxOptions, 'width' | 'height'> {
  /** Path under public/, e.g. '/images/campus.jpg'. */
  src: string;
  /** Required: describe the image, or '' when it is decorative. */
  alt: string;
  width?: number;
  height?: number;
}

/** An optimised same-origin image (webp unless told otherwise) with 1x and 2x sources. */
export function Img({ src, alt, width, height, format, fit, resize, quality, background, loading = 'lazy', decoding = 'async', ...rest }: ImgProps) {
  const options: IpxOptions = { width, height, format, fit, resize, quality, background };
  return (
    <img
      {...rest}
      src={ipxUrl(src, options)}
      srcSet={ipxSrcSet(src, options)}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding={decoding}
    />
  );
}

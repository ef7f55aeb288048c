export { Img } from './Img';
export { ipxUrl, ipxSrcSet, ipxModifiers, type IpxOptions, type ImageFormat, type ImageFit } from './ipx-url';
export { readImageMeta, type ImageMeta, type ImageLoader } from './read-image-meta';

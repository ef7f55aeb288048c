export interface ImageMeta {
  width: number;
  height: number;
  ratio: number;
}

export type ImageLoader = (src: string) => Promise<{ width: number; height: number }>;

function loadInBrowser(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error(`No se pudo cargar ${src}`));
    img.src = src;
  });
}

/** Width, height and ratio of an image; a failure is logged and answers zeros (spec §8) so layouts never break. */
export async function readImageMeta(src: string, load: ImageLoader = loadInBrowser): Promise<ImageMeta> {
  try {
    const { width, height } = await load(src);
    if (!(width > 0) || !(height > 0)) throw new Error('la imagen no tiene dimensiones');
    return { width, height, ratio: width / height };
  } catch (error) {
    console.warn(`No se pudieron leer las dimensiones de la imagen ${src}`, error);
    return { width: 0, height: 0, ratio: 0 };
  }
}

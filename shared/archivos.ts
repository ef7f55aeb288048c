// File types the platform accepts for uploads, as the browser and the server both name them.
export const TIPOS_ARCHIVO = ['pdf', 'jpg', 'png'] as const;
export type TipoArchivo = (typeof TIPOS_ARCHIVO)[number];

export const MIME_ARCHIVO: Record<TipoArchivo, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export const ETIQUETA_ARCHIVO: Record<TipoArchivo, string> = { pdf: 'PDF', jpg: 'JPG', png: 'PNG' };

/** For an `<input type="file" accept>`: extensions and MIME types. */
export function acceptDe(tipos: readonly TipoArchivo[]): string {
  return tipos.flatMap((t) => (t === 'jpg' ? ['.jpg', '.jpeg', MIME_ARCHIVO[t]] : [`.${t}`, MIME_ARCHIVO[t]])).join(',');
}

export const MB = 1024 * 1024;

export function mensajeTipoNoPermitido(tipos: readonly TipoArchivo[]): string {
  const lista = tipos.map((t) => ETIQUETA_ARCHIVO[t]);
  const texto = lista.length > 1 ? `${lista.slice(0, -1).join(', ')} o ${lista[lista.length - 1]}` : lista[0];
  return `El archivo debe ser ${texto}; su contenido no corresponde a ese tipo`;
}

export function mensajeDemasiadoGrande(maxMb: number): string {
  return `El archivo supera el tamaño máximo de ${maxMb} MB`;
}

import { z } from '../validation';

/** A protected file's API path, for a short-lived link that a new tab can open (issue 19). */
export const enlaceArchivoSchema = z.object({
  ruta: z
    .string()
    .max(300, 'La ruta es demasiado larga')
    .regex(/^\/api\/[A-Za-z0-9/_.-]+$/, 'La ruta debe ser la de un archivo de la API')
    .refine((ruta) => !ruta.includes('..') && !ruta.includes('//'), 'La ruta debe ser la de un archivo de la API'),
});

export type EnlaceArchivoInput = z.infer<typeof enlaceArchivoSchema>;

/** The link: the path with `?token=` (valid `expiraEn` seconds) for a bearer session, the bare path for a cookie one. */
export const enlaceArchivoRespuestaSchema = z.object({ url: z.string(), expiraEn: z.number().int().optional() });

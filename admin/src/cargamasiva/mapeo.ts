import { CAMPOS_IMPORTACION, IGNORAR, faltantesDelMapeo, type CampoImportacion, type Mapeo } from '../../../shared/schemas/importaciones';

export const CAMPOS = Object.keys(CAMPOS_IMPORTACION) as CampoImportacion[];

/** The names of the required fields no column points to (the server refuses the same). */
export function faltantes(mapeo: Mapeo): string[] {
  return faltantesDelMapeo(new Set(Object.values(mapeo))).map((f) => f.etiqueta);
}

/** Fields two or more columns point to. */
export function repetidos(mapeo: Mapeo): CampoImportacion[] {
  const vistos = new Map<string, number>();
  for (const campo of Object.values(mapeo)) if (campo !== IGNORAR) vistos.set(campo, (vistos.get(campo) ?? 0) + 1);
  return [...vistos].filter(([, n]) => n > 1).map(([c]) => c as CampoImportacion);
}

export const etiquetaCampo = (campo: string): string => CAMPOS_IMPORTACION[campo as CampoImportacion]?.etiqueta ?? campo;

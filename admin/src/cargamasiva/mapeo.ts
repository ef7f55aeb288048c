import { CAMPOS_IMPORTACION, IGNORAR, type CampoImportacion, type Mapeo } from '../../../shared/schemas/importaciones';

export const CAMPOS = Object.keys(CAMPOS_IMPORTACION) as CampoImportacion[];

/** Required fields no column points to. */
export function faltantes(mapeo: Mapeo): CampoImportacion[] {
  const usados = new Set(Object.values(mapeo));
  return CAMPOS.filter((c) => CAMPOS_IMPORTACION[c].obligatorio && !usados.has(c));
}

/** Fields two or more columns point to. */
export function repetidos(mapeo: Mapeo): CampoImportacion[] {
  const vistos = new Map<string, number>();
  for (const campo of Object.values(mapeo)) if (campo !== IGNORAR) vistos.set(campo, (vistos.get(campo) ?? 0) + 1);
  return [...vistos].filter(([, n]) => n > 1).map(([c]) => c as CampoImportacion);
}

export const etiquetaCampo = (campo: string): string => CAMPOS_IMPORTACION[campo as CampoImportacion]?.etiqueta ?? campo;

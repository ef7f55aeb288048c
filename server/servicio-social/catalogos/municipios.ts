import { readFileSync } from 'node:fs';
import { fold } from '../../../shared/text';
import type { EntidadFederativa } from '../../../shared/egresados/valores';

type Lista = Record<EntidadFederativa, string[]>;

let cache: Lista | null = null;

/** The municipios per entidad, read once from the JSON data file beside this module (never bundled in the browser). */
function lista(): Lista {
  if (!cache) {
    const raw = JSON.parse(readFileSync(new URL('./municipios.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    cache = Object.fromEntries(Object.entries(raw).filter(([k, v]) => /^[A-Z]{2}$/.test(k) && Array.isArray(v))) as Lista;
  }
  return cache;
}

export function municipiosDe(entidad: string): string[] {
  return lista()[entidad as EntidadFederativa] ?? [];
}

/** The municipio as the list spells it when `nombre` names one of `entidad` (ignoring case and accents), else null. */
export function municipioCanonico(entidad: string, nombre: string): string | null {
  const buscado = fold(nombre).trim();
  return municipiosDe(entidad).find((m) => fold(m) === buscado) ?? null;
}

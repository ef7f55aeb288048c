import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../lib/root';
import { fold } from '../../../shared/text';
import type { EntidadFederativa } from '../../../shared/egresados/valores';

type Lista = Record<EntidadFederativa, string[]>;

/**
 * Names the earlier partial list (or common use) gave to municipios INEGI spells otherwise, so a record saved with
 * them, or a person typing them, still lands on the catalogue's name.
 */
const ALIAS: Partial<Record<EntidadFederativa, Record<string, string>>> = {
  OC: { 'Heroica Ciudad de Juchitán de Zaragoza': 'Juchitán de Zaragoza' },
  PL: { 'Cholula de Rivadavia': 'San Pedro Cholula' },
  QR: { Chetumal: 'Othón P. Blanco', Solidaridad: 'Playa del Carmen' },
};

let cache: Lista | null = null;
const indices = new Map<string, Map<string, string>>();

/** The municipios per entidad (INEGI's catalogue), read once from the JSON data file beside this module (never bundled in the browser). */
function lista(): Lista {
  if (!cache) {
    const raw = JSON.parse(readFileSync(path.join(ROOT, 'server/servicio-social/catalogos/municipios.json'), 'utf8')) as Record<string, unknown>;
    cache = Object.fromEntries(Object.entries(raw).filter(([k, v]) => /^[A-Z]{2}$/.test(k) && Array.isArray(v))) as Lista;
  }
  return cache;
}

export function municipiosDe(entidad: string): string[] {
  return lista()[entidad as EntidadFederativa] ?? [];
}

/** Folded name → catalogue name for one entidad (Oaxaca has 570: a lookup, not a scan, per validation). */
function indice(entidad: string): Map<string, string> {
  let mapa = indices.get(entidad);
  if (!mapa) {
    mapa = new Map(municipiosDe(entidad).map((m) => [fold(m), m]));
    for (const [alias, nombre] of Object.entries(ALIAS[entidad as EntidadFederativa] ?? {})) mapa.set(fold(alias), nombre);
    indices.set(entidad, mapa);
  }
  return mapa;
}

/** The municipio as the list spells it when `nombre` names one of `entidad` (ignoring case and accents), else null. */
export function municipioCanonico(entidad: string, nombre: string): string | null {
  if (!Object.hasOwn(lista(), entidad)) return null;
  return indice(entidad).get(fold(nombre).trim()) ?? null;
}

import type { EgresadoFiltro } from '../../../shared/schemas/egresados';

/** The audience inputs as the API takes them: empty choices ('' or null) mean "any", so they are left out. */
export function limpiarFiltro(filtro: unknown): EgresadoFiltro {
  if (!filtro || typeof filtro !== 'object') return {};
  const limpio: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filtro)) {
    if (value === '' || value === null || value === undefined) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed) limpio[key] = trimmed;
      continue;
    }
    if (Array.isArray(value) && value.length === 0) continue;
    limpio[key] = value;
  }
  return limpio as EgresadoFiltro;
}

import type { Kpi } from '../../../shared/schemas/reportes';

export type Cambio = { tipo: 'sube' | 'baja'; pct: number } | { tipo: 'igual' | 'sin_base' };

/** The change against the previous period of equal length, rounded to whole percent; null when it does not apply. */
export function cambio({ valor, anterior }: Kpi): Cambio | null {
  if (anterior == null) return null;
  if (anterior === 0) return valor === 0 ? { tipo: 'igual' } : { tipo: 'sin_base' };
  const pct = Math.round(((valor - anterior) / anterior) * 100);
  if (pct === 0) return { tipo: 'igual' };
  return pct > 0 ? { tipo: 'sube', pct } : { tipo: 'baja', pct: -pct };
}

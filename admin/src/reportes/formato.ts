/** «12.5 %»: es-MX digits, one decimal at most; null reads as the catalog's "sin dato". */
export const porcentaje = (valor: number | null | undefined): string | null =>
  valor == null ? null : `${valor.toLocaleString('es-MX', { maximumFractionDigits: 1 })} %`;

export { formatNumber as entero } from '../../../shared/formato';

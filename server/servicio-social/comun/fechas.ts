import { hoyEnMexico } from '../../../shared/egresados/fechas';

/**
 * Today in America/Mexico_City as yyyy-mm-dd: publication windows and service dates are Mexican calendar days. One
 * cached formatter (building an Intl.DateTimeFormat costs about as much as a small query, and lists ask per row).
 */
export function hoyMexico(now = new Date()): string {
  return hoyEnMexico(now);
}

/** yyyy-mm-dd plus whole months (end of month clamps): the hour log's rule in shared, one copy for both sides. */
export { sumarMesesFecha as sumarMeses } from '../../../shared/servicio-social/horas';

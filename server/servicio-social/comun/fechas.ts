/** Today in America/Mexico_City as yyyy-mm-dd: publication windows and service dates are Mexican calendar days. */
export function hoyMexico(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** yyyy-mm-dd plus whole months (end of month clamps): the hour log's rule in shared, one copy for both sides. */
export { sumarMesesFecha as sumarMeses } from '../../../shared/servicio-social/horas';

const ZONA = 'America/Mexico_City';

const FECHA_HORA = new Intl.DateTimeFormat('es-MX', { timeZone: ZONA, dateStyle: 'long', timeStyle: 'short' });
const FECHA = new Intl.DateTimeFormat('es-MX', { timeZone: ZONA, dateStyle: 'long' });

/** A server instant as the office's local date and time ("15 de marzo de 2027, 23:59"). */
export const fechaHora = (iso: string) => `${FECHA_HORA.format(new Date(iso))} (hora del centro de México)`;
export const fecha = (iso: string) => FECHA.format(new Date(iso));

/** "quedan 3 días", "quedan 5 horas", "quedan 20 minutos": the time left before an instant. */
export function tiempoRestante(hasta: string, ahora = Date.now()): string {
  const minutos = Math.floor((new Date(hasta).getTime() - ahora) / 60_000);
  if (minutos <= 0) return 'el plazo ha terminado';
  const dias = Math.floor(minutos / 1440);
  if (dias >= 2) return `quedan ${dias} días`;
  const horas = Math.floor(minutos / 60);
  if (horas >= 2) return `quedan ${horas} horas`;
  return minutos === 1 ? 'queda 1 minuto' : `quedan ${minutos} minutos`;
}

// Server dates are calendar days ('2026-11-05') or months ('2026-11'): read them in UTC so no time zone shifts them.
const fecha = (texto: string) => {
  const [y, m = 1, d = 1] = texto.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

export const mesCorto = (mes: string) => fecha(mes).toLocaleDateString('es-MX', { month: 'short', year: 'numeric', timeZone: 'UTC' });
export const diaCorto = (dia: string) => fecha(dia).toLocaleDateString('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const diaLargo = (dia: string) => fecha(dia).toLocaleDateString('es-MX', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

// Calendar days and months as Mexico City lives them: the dashboard's periods start at local midnight.
const ZONA = 'America/Mexico_City';
const reloj = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONA, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

function partes(instante: Date) {
  return Object.fromEntries(reloj.formatToParts(instante).filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
}

/** yyyy-mm-dd moved by whole days. */
export function sumarDias(dia: string, dias: number): string {
  const [y, m, d] = dia.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + dias)).toISOString().slice(0, 10);
}

/** The instant Mexico City's clocks read 00:00 on that day. */
export function inicioDelDia(dia: string): Date {
  const [y, m, d] = dia.split('-').map(Number);
  const supuesto = Date.UTC(y, m - 1, d);
  const p = partes(new Date(supuesto));
  const comoSeLee = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return new Date(supuesto - (comoSeLee - supuesto));
}

/** The days from `desde` to `hasta`, both included. */
export function diasEntre(desde: string, hasta: string): string[] {
  const dias: string[] = [];
  for (let dia = desde; dia <= hasta; dia = sumarDias(dia, 1)) dias.push(dia);
  return dias;
}

/** The `cuantos` months ending with the one of `dia`, oldest first, as yyyy-mm. */
export function mesesHasta(dia: string, cuantos: number): string[] {
  const [y, m] = dia.split('-').map(Number);
  return Array.from({ length: cuantos }, (_, i) => new Date(Date.UTC(y, m - 1 - (cuantos - 1 - i), 1)).toISOString().slice(0, 7));
}

/** «22/11/2026 10:31» in Mexico City. */
export function fechaHoraEnMexico(instante: Date): string {
  const p = partes(instante);
  const dos = (n: number) => String(n).padStart(2, '0');
  return `${dos(p.day)}/${dos(p.month)}/${p.year} ${dos(p.hour)}:${dos(p.minute)}`;
}

const DIA_MS = 86_400_000;

/**
 * The local midnights of consecutive days. Asking Intl for each of 730 days costs ~20 ms of the event loop; the
 * offset is sampled every 30 days instead (a DST change and its return are months apart), and each day is
 * computed on its own only when the samples disagree.
 */
export function iniciosDeDias(dias: string[]): number[] {
  if (!dias.length) return [];
  const primero = inicioDelDia(dias[0]).getTime();
  const desfase = (i: number) => inicioDelDia(dias[i]).getTime() - (primero + i * DIA_MS);
  for (let i = 30; i < dias.length + 29; i += 30) {
    if (desfase(Math.min(i, dias.length - 1)) !== 0) return dias.map((d) => inicioDelDia(d).getTime());
  }
  return dias.map((_, i) => primero + i * DIA_MS);
}

// Working days (días hábiles) for the ARCO deadlines. Pure: days are calendar days in Mexico City written
// aaaa-mm-dd, and callers pass «today» and the institution's own closures; nothing here reads a clock or the DB.

/** A calendar day aaaa-mm-dd. */
export type Dia = string;

const MS_DIA = 86_400_000;

function aUtc(dia: Dia): number {
  const [y, m, d] = dia.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

function deUtc(ms: number): Dia {
  return new Date(ms).toISOString().slice(0, 10);
}

export function sumarDias(dia: Dia, n: number): Dia {
  return deUtc(aUtc(dia) + n * MS_DIA);
}

function diaSemana(dia: Dia): number {
  return new Date(aUtc(dia)).getUTCDay();
}

/** The n-th Monday (n ≥ 1) of a month (1-12). */
function lunes(anio: number, mes: number, n: number): Dia {
  const primero = deUtc(Date.UTC(anio, mes - 1, 1));
  const hastaLunes = (8 - diaSemana(primero)) % 7;
  return sumarDias(primero, hastaLunes + 7 * (n - 1));
}

const cache = new Map<number, Dia[]>();

/**
 * The official rest days of the Ley Federal del Trabajo, art. 74, for a year. Computed rather than listed, so every
 * coming year is «pre-loaded». Fraction IX (election days) is not fixed in advance: staff add it as a closure.
 */
export function descansosObligatorios(anio: number): Dia[] {
  let dias = cache.get(anio);
  if (!dias) {
    dias = [
      `${anio}-01-01`,
      lunes(anio, 2, 1), // 5 de febrero
      lunes(anio, 3, 3), // 21 de marzo
      `${anio}-05-01`,
      `${anio}-09-16`,
      lunes(anio, 11, 3), // 20 de noviembre
      `${anio}-12-25`,
    ];
    // Transmisión del Poder Ejecutivo Federal: 1 de octubre cada seis años desde 2024.
    if (anio >= 2024 && (anio - 2024) % 6 === 0) dias.push(`${anio}-10-01`);
    dias.sort();
    cache.set(anio, dias);
  }
  return dias;
}

/** The institution's own closures (días inhábiles propios), as staff keep them. */
export type Cierres = ReadonlySet<Dia>;

export function esDiaHabil(dia: Dia, cierres: Cierres = new Set()): boolean {
  const semana = diaSemana(dia);
  if (semana === 0 || semana === 6) return false;
  if (cierres.has(dia)) return false;
  return !descansosObligatorios(Number(dia.slice(0, 4))).includes(dia);
}

/**
 * The n-th working day after `desde` (a term starts counting the working day after the act that opens it; the day
 * itself never counts, working or not).
 */
export function sumarDiasHabiles(desde: Dia, n: number, cierres: Cierres = new Set()): Dia {
  let dia = desde;
  let contados = 0;
  while (contados < n) {
    dia = sumarDias(dia, 1);
    if (esDiaHabil(dia, cierres)) contados++;
  }
  return dia;
}

/** Working days in (desde, hasta]; negative when hasta is before desde (the days already overdue). */
export function diasHabilesEntre(desde: Dia, hasta: Dia, cierres: Cierres = new Set()): number {
  if (hasta < desde) return -diasHabilesEntre(hasta, desde, cierres);
  let n = 0;
  for (let dia = sumarDias(desde, 1); dia <= hasta; dia = sumarDias(dia, 1)) if (esDiaHabil(dia, cierres)) n++;
  return n;
}

/**
 * The working day n working days before `hasta`, so that diasHabilesEntre(it, hasta) is n: the receipt day of a
 * request that has been running n working days (tests and the e2e walk date one this way).
 */
export function restarDiasHabiles(hasta: Dia, n: number, cierres: Cierres = new Set()): Dia {
  let dia = hasta;
  for (let contados = 0; contados < n; dia = sumarDias(dia, -1)) if (esDiaHabil(dia, cierres)) contados++;
  while (!esDiaHabil(dia, cierres)) dia = sumarDias(dia, -1);
  return dia;
}

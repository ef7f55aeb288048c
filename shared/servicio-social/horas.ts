// The hour log's pure rules (issue 12): calendar arithmetic on yyyy-mm-dd strings, the month of an entry, the
// progress of a service and its expected end at the current pace. Shared so the server computes and the portal
// shows the same numbers; nothing here reads a clock (callers pass «today» in America/Mexico_City).

const DIA_MS = 86_400_000;
const aUtc = (fecha: string) => Date.UTC(Number(fecha.slice(0, 4)), Number(fecha.slice(5, 7)) - 1, Number(fecha.slice(8, 10)));
const deUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whole days from `desde` to `hasta` (negative when hasta is earlier). */
export const diasEntre = (desde: string, hasta: string) => Math.round((aUtc(hasta) - aUtc(desde)) / DIA_MS);
export const sumarDias = (fecha: string, dias: number) => deUtc(aUtc(fecha) + dias * DIA_MS);

/** yyyy-mm-dd plus whole months (end of month clamps: 31 Jan + 1 → 28/29 Feb). */
export function sumarMesesFecha(fecha: string, meses: number): string {
  const [y, m, d] = fecha.split('-').map(Number);
  const total = y * 12 + (m - 1) + meses;
  const anio = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  const ultimo = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  return `${anio}-${String(mes).padStart(2, '0')}-${String(Math.min(d, ultimo)).padStart(2, '0')}`;
}

/** «2027-03» of a date or a month. */
export const mesDe = (fecha: string) => fecha.slice(0, 7);
/** First day of a month «2027-03» → «2027-03-01»; the first day of the next one. */
export const inicioMes = (mes: string) => `${mes}-01`;
export const inicioMesSiguiente = (mes: string) => sumarMesesFecha(inicioMes(mes), 1);
export const mesAnterior = (mes: string) => mesDe(sumarMesesFecha(inicioMes(mes), -1));
export const mesSiguiente = (mes: string) => mesDe(inicioMesSiguiente(mes));

/** A month's report can be started in the month's last days (its hours are nearly all in), not before. */
export const DIAS_INFORME_ANTES_DEL_CIERRE = 5;
/** The first day the report of `mes` («2027-03») can be created: «2027-03-27». */
export const informeMensualDesde = (mes: string) => sumarDias(inicioMesSiguiente(mes), -DIAS_INFORME_ANTES_DEL_CIERRE);

/** 0 Sunday … 6 Saturday. */
export const diaSemana = (fecha: string) => new Date(aUtc(fecha)).getUTCDay();

/** Working days (Mon–Fri) after `desde` up to and including `hasta`: sent on a Friday, the next Friday is 5. */
export function diasHabilesEntre(desde: string, hasta: string): number {
  let n = 0;
  for (let f = sumarDias(desde, 1); f <= hasta; f = sumarDias(f, 1)) {
    const d = diaSemana(f);
    if (d !== 0 && d !== 6) n++;
  }
  return n;
}

/** Quarter hours: 0.25, 0.5, 0.75, 1… */
/** The hours of a month's log entries, as a report and its reviewers read them. */
export const totalHoras = (entradas: readonly { horas: number }[]) => entradas.reduce((s, e) => s + e.horas, 0);

export const esCuartoDeHora = (horas: number) => Number.isFinite(horas) && Math.abs(horas * 4 - Math.round(horas * 4)) < 1e-9;

export interface ProgresoEntrada {
  horasRequeridas: number;
  horasAprobadas: number;
  /** Every hour logged, approved or not. */
  horasRegistradas: number;
  fechaInicio: string;
  duracionMaximaMeses: number;
  /** Today in America/Mexico_City. */
  hoy: string;
}

export interface ProgresoHoras {
  requeridas: number;
  aprobadas: number;
  /** Logged and not yet approved (registered or in review). */
  pendientes: number;
  /** Approved hours over required, 0–100, one decimal. */
  porcentaje: number;
  /** Approved + pending over required, 0–100, one decimal (the bar's second segment ends here). */
  porcentajeConPendientes: number;
  /** Approved + pending hours per week since the start (null before any hour or before the start). */
  horasPorSemana: number | null;
  /** The day the required hours are reached at that pace; null without data. */
  fechaEstimadaFin: string | null;
  /** The start plus the office's maximum duration. */
  fechaLimite: string;
  /** The expected end comes after the maximum duration. */
  excedeDuracionMaxima: boolean;
}

const unDecimal = (n: number) => Math.round(n * 10) / 10;
const redondear2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Progress at the current pace: (approved + pending) hours over the days since the start (the first day counts
 * as one), projected over the hours still missing. Complete services end «today»; no hours, no estimate.
 */
export function calcularProgreso(e: ProgresoEntrada): ProgresoHoras {
  const requeridas = e.horasRequeridas;
  const aprobadas = redondear2(e.horasAprobadas);
  const pendientes = redondear2(Math.max(0, e.horasRegistradas - e.horasAprobadas));
  const hechas = aprobadas + pendientes;
  const pct = (h: number) => (requeridas > 0 ? unDecimal(Math.min(100, (h / requeridas) * 100)) : 100);
  const fechaLimite = sumarMesesFecha(e.fechaInicio, e.duracionMaximaMeses);
  const dias = diasEntre(e.fechaInicio, e.hoy) + 1;
  let horasPorSemana: number | null = null;
  let fechaEstimadaFin: string | null = null;
  if (hechas >= requeridas && hechas > 0) {
    horasPorSemana = dias > 0 ? unDecimal((hechas / dias) * 7) : null;
    fechaEstimadaFin = e.hoy;
  } else if (dias > 0 && hechas > 0) {
    const porDia = hechas / dias;
    horasPorSemana = unDecimal(porDia * 7);
    fechaEstimadaFin = sumarDias(e.hoy, Math.ceil((requeridas - hechas) / porDia));
  }
  return {
    requeridas, aprobadas, pendientes,
    porcentaje: pct(aprobadas), porcentajeConPendientes: pct(hechas),
    horasPorSemana, fechaEstimadaFin, fechaLimite,
    excedeDuracionMaxima: fechaEstimadaFin !== null && fechaEstimadaFin > fechaLimite,
  };
}

export interface MesDeInforme {
  /** «2027-03». */
  mes: string;
  /** The month already has a report (any state): it is not started again. */
  reportado: boolean;
}

/**
 * The months a service owes a monthly report for, oldest first: from its start's month to the last month whose report
 * can be started today (informeMensualDesde), and not after its end. `sugerido` is the oldest one without a report
 * (the most overdue), or null when every month has one.
 */
export function mesesDeInforme(d: { fechaInicio: string; fechaFin: string | null; hoy: string; reportados: Iterable<string> }): { meses: MesDeInforme[]; sugerido: string | null } {
  const reportados = new Set(d.reportados);
  const ultimo = d.fechaFin && mesDe(d.fechaFin) < mesDe(d.hoy) ? mesDe(d.fechaFin) : mesDe(d.hoy);
  const meses: MesDeInforme[] = [];
  for (let mes = mesDe(d.fechaInicio); mes <= ultimo && informeMensualDesde(mes) <= d.hoy; mes = mesSiguiente(mes)) {
    meses.push({ mes, reportado: reportados.has(mes) });
  }
  return { meses, sugerido: meses.find((m) => !m.reportado)?.mes ?? null };
}

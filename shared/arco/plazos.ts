// The legal deadlines of an ARCO request (LGPDPPSO arts. 51-52; LFPDPPP 2025 has the same terms), counted in días
// hábiles from the facts recorded on the request.
import { type Cierres, type Dia, diasHabilesEntre, sumarDiasHabiles } from './dias-habiles';

export const PLAZOS = {
  /** The answer (decision) to the request. */
  respuesta: 20,
  /** The one extension, with reasons notified before the answer's term runs out. */
  ampliacion: 10,
  /** Making a decision in the person's favour effective. */
  efectiva: 15,
  /** The one prevención, when the request lacks something. */
  prevencion: 5,
  /** The person's answer to the prevención; after it the request is tenida por no presentada. */
  respuestaPrevencion: 10,
} as const;

/** The dated facts of a request that move its clock (days in Mexico City). */
export interface HechosPlazo {
  recibida: Dia;
  prevenidaEn?: Dia | null;
  prevencionRespondidaEn?: Dia | null;
  ampliadaEn?: Dia | null;
  decididaEn?: Dia | null;
  efectivaEn?: Dia | null;
}

export interface Plazos {
  /** Last day to send the prevención (only while none was sent). */
  limitePrevencion: Dia | null;
  /** Last day for the person to answer the prevención. */
  limiteRespuestaPrevencion: Dia | null;
  /** Last day to answer; null while the clock is stopped by an unanswered prevención. */
  limiteRespuesta: Dia | null;
  /** Last day to make the decision effective (from the decision). */
  limiteEfectiva: Dia | null;
}

export function calcularPlazos(h: HechosPlazo, cierres: Cierres = new Set()): Plazos {
  const prevenida = !!h.prevenidaEn;
  // The prevención interrupts the term: it stops, and counts again from the day after the person's answer
  // (LGPDPPSO art. 52). While unanswered there is no answer deadline at all.
  const inicio = prevenida ? (h.prevencionRespondidaEn ?? null) : h.recibida;
  const dias = PLAZOS.respuesta + (h.ampliadaEn ? PLAZOS.ampliacion : 0);
  return {
    limitePrevencion: prevenida ? null : sumarDiasHabiles(h.recibida, PLAZOS.prevencion, cierres),
    limiteRespuestaPrevencion: h.prevenidaEn ? sumarDiasHabiles(h.prevenidaEn, PLAZOS.respuestaPrevencion, cierres) : null,
    limiteRespuesta: inicio ? sumarDiasHabiles(inicio, dias, cierres) : null,
    limiteEfectiva: h.decididaEn ? sumarDiasHabiles(h.decididaEn, PLAZOS.efectiva, cierres) : null,
  };
}

export type TipoPlazo = 'respuesta' | 'respuesta_prevencion' | 'efectiva';

export const TIPO_PLAZO_LABELS: Record<TipoPlazo, string> = {
  respuesta: 'Responder la solicitud',
  respuesta_prevencion: 'Respuesta de la persona a la prevención',
  efectiva: 'Hacer efectiva la decisión',
};

export interface PlazoVigente {
  tipo: TipoPlazo;
  limite: Dia;
  /** Working days from today to the limit (0: it is due today; negative: overdue by that many). */
  restantes: number;
}

/**
 * The deadline now running, and how many working days are left. A decided request runs to «effective» only when
 * the decision was in the person's favour; an effective or closed one has none.
 */
export function plazoVigente(
  h: HechosPlazo & { procedente?: boolean | null; cerrada?: boolean },
  hoy: Dia,
  cierres: Cierres = new Set(),
): PlazoVigente | null {
  if (h.cerrada || h.efectivaEn) return null;
  const p = calcularPlazos(h, cierres);
  let vigente: { tipo: TipoPlazo; limite: Dia } | null = null;
  if (h.decididaEn) vigente = h.procedente && p.limiteEfectiva ? { tipo: 'efectiva', limite: p.limiteEfectiva } : null;
  else if (p.limiteRespuesta) vigente = { tipo: 'respuesta', limite: p.limiteRespuesta };
  else if (p.limiteRespuestaPrevencion) vigente = { tipo: 'respuesta_prevencion', limite: p.limiteRespuestaPrevencion };
  return vigente && { ...vigente, restantes: diasHabilesEntre(hoy, vigente.limite, cierres) };
}

/** An extension is allowed once, before the answer's original term runs out and before the decision. */
export function puedeAmpliar(h: HechosPlazo, hoy: Dia, cierres: Cierres = new Set()): boolean {
  if (h.ampliadaEn || h.decididaEn) return false;
  const { limiteRespuesta } = calcularPlazos(h, cierres);
  return !!limiteRespuesta && hoy <= limiteRespuesta;
}

/** A prevención is allowed once, within its 5 working days and before any decision. */
export function puedePrevenir(h: HechosPlazo, hoy: Dia, cierres: Cierres = new Set()): boolean {
  if (h.prevenidaEn || h.decididaEn) return false;
  const { limitePrevencion } = calcularPlazos(h, cierres);
  return !!limitePrevencion && hoy <= limitePrevencion;
}

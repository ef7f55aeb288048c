// Which step a request may take next: one rule for the server (refuses the rest with its message) and for the
// staff screen (offers only these).
import type { Cierres, Dia } from './dias-habiles';
import { calcularPlazos, puedeAmpliar, puedePrevenir, type HechosPlazo } from './plazos';
import type { EstadoArco, Paso } from '../schemas/arco';

export interface SolicitudEnCurso extends HechosPlazo {
  estado: EstadoArco | string;
  procedente?: boolean | null;
}

export const SIN_DECISION = 'No se puede concluir una solicitud sin una decisión fechada y motivada';

/** Null when the step may be taken today; otherwise why not (Spanish, for the 422). */
export function motivoParaNegar(s: SolicitudEnCurso, paso: Paso, hoy: Dia, cierres: Cierres = new Set()): string | null {
  const abierta = s.estado === 'recibida' || s.estado === 'en_tramite';
  switch (paso) {
    case 'prevencion':
      if (s.estado !== 'recibida') return 'Solo se previene una solicitud recién recibida, una sola vez';
      return puedePrevenir(s, hoy, cierres) ? null : 'Pasaron los 5 días hábiles para prevenir';
    case 'respuesta_prevencion':
      return s.estado === 'prevenida' ? null : 'La solicitud no espera respuesta a una prevención';
    case 'no_presentada': {
      if (s.estado !== 'prevenida') return 'Solo una solicitud prevenida puede tenerse por no presentada';
      const limite = calcularPlazos(s, cierres).limiteRespuestaPrevencion;
      return limite && hoy > limite ? null : 'La persona aún está en plazo para responder la prevención';
    }
    case 'ampliacion':
      if (!abierta) return 'Solo se amplía el plazo de una solicitud en trámite';
      return puedeAmpliar(s, hoy, cierres) ? null : 'El plazo ya se amplió una vez o ya venció';
    case 'decision':
      return abierta ? null : 'La solicitud no está en trámite';
    case 'efectiva':
      if (s.estado !== 'resuelta') return 'Primero registre la decisión';
      return s.procedente ? null : 'Una decisión que no procede no se hace efectiva';
    case 'cierre':
      if (!s.decididaEn) return SIN_DECISION;
      if (s.estado === 'efectiva' || (s.estado === 'resuelta' && !s.procedente)) return null;
      return s.estado === 'resuelta' ? 'Primero haga efectiva la decisión' : 'La solicitud ya está concluida';
  }
}

const ORDEN: Paso[] = ['prevencion', 'respuesta_prevencion', 'no_presentada', 'ampliacion', 'decision', 'efectiva', 'cierre'];

export function pasosPermitidos(s: SolicitudEnCurso, hoy: Dia, cierres: Cierres = new Set()): Paso[] {
  return ORDEN.filter((p) => motivoParaNegar(s, p, hoy, cierres) === null);
}

/** The state a step leaves the request in. */
export const ESTADO_TRAS: Record<Paso, EstadoArco> = {
  prevencion: 'prevenida',
  respuesta_prevencion: 'en_tramite',
  no_presentada: 'no_presentada',
  ampliacion: 'en_tramite',
  decision: 'resuelta',
  efectiva: 'efectiva',
  cierre: 'cerrada',
};

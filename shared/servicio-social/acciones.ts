// What a student may do next, as the rules that refuse it decide (issue 20, item 6). The server applies these
// same functions in its guards and answers their result with the student's home, so the portal shows an action
// disabled with its reason instead of letting the student write a motivation that is then refused.
import { MENSAJES_SS } from '../schemas/servicio-social';

export interface AccionPortal {
  permitida: boolean;
  /** Why not, in the words of the refusal; null when allowed. */
  motivo: string | null;
}

export const accion = (motivo: string | null): AccionPortal => ({ permitida: motivo === null, motivo });

export interface SituacionSolicitud {
  correoVerificado: boolean;
  elegible: boolean | null;
  /** A service in progress, concluded or released: one per student. */
  sirviendo: boolean;
  solicitudesAbiertas: number;
  maximoSolicitudes: number;
}

/** The checks of «Solicitar» that do not depend on the vacancy; null when the student may apply. */
export function motivoNoSolicitar(s: SituacionSolicitud): string | null {
  if (!s.correoVerificado) return MENSAJES_SS.correoSinVerificar;
  if (s.elegible !== true) return MENSAJES_SS.noElegible;
  if (s.sirviendo) return MENSAJES_SS.yaPrestando;
  if (s.solicitudesAbiertas >= s.maximoSolicitudes) return MENSAJES_SS.limiteSolicitudes(s.maximoSolicitudes);
  return null;
}

export interface SituacionInformeFinal {
  estado: string;
  horasRequeridas: number;
  /** Every hour logged, approved or still in review: the last month's are not approved while the report is written. */
  horasRegistradas: number;
}

const horas = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));

/** The final report is written once the logged hours cover the required ones; null when it may be started. */
export function motivoSinInformeFinal(s: SituacionInformeFinal): string | null {
  if (s.estado !== 'en_curso' && s.estado !== 'concluida') return 'El informe final se escribe durante el servicio social.';
  if (s.horasRegistradas < s.horasRequeridas) {
    return `El informe final se comienza al completar las ${horas(s.horasRequeridas)} horas (lleva ${horas(s.horasRegistradas)} registradas).`;
  }
  return null;
}

export interface AccionesEstudiante {
  solicitar: AccionPortal;
  /** null while the student has no service. */
  informeFinal: AccionPortal | null;
}

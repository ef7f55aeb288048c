// The closed lists of the servicio social area, with the labels users read. Stored values are the keys.

export const TIPOS_INSTITUCION = {
  dependencia_federal: 'Dependencia federal',
  dependencia_estatal: 'Dependencia estatal',
  dependencia_municipal: 'Dependencia municipal',
  organismo_descentralizado: 'Organismo descentralizado',
  asociacion_civil: 'Asociación civil u OSC',
  institucion_educativa: 'Institución educativa',
} as const;
export type TipoInstitucion = keyof typeof TIPOS_INSTITUCION;

export const SECTORES = {
  publico: 'Público',
  social: 'Social',
  educativo: 'Educativo',
  salud: 'Salud',
  medio_ambiente: 'Medio ambiente',
  cultura: 'Cultura',
  desarrollo_comunitario: 'Desarrollo comunitario',
  otro: 'Otro',
} as const;
export type Sector = keyof typeof SECTORES;

export const MODALIDADES = { presencial: 'Presencial', a_distancia: 'A distancia', mixta: 'Mixta' } as const;
export type Modalidad = keyof typeof MODALIDADES;

export const HORARIOS = { matutino: 'Matutino', vespertino: 'Vespertino', flexible: 'Flexible' } as const;
export type Horario = keyof typeof HORARIOS;

export const ESTADOS_INSTITUCION = {
  pendiente: 'Pendiente de validación',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
} as const;
export type EstadoInstitucion = keyof typeof ESTADOS_INSTITUCION;

export const ESTADOS_PROGRAMA = {
  borrador: 'Borrador',
  enviado: 'Enviado a revisión',
  aprobado: 'Aprobado',
  con_observaciones: 'Con observaciones',
  rechazado: 'Rechazado',
} as const;
export type EstadoPrograma = keyof typeof ESTADOS_PROGRAMA;
/** The states in which the institution may still edit its program. */
export const PROGRAMA_EDITABLE: readonly EstadoPrograma[] = ['borrador', 'con_observaciones'];

export const ESTADOS_VACANTE = { abierta: 'Abierta', cerrada: 'Cerrada' } as const;
export type EstadoVacante = keyof typeof ESTADOS_VACANTE;

export const ESTADOS_SOLICITUD = {
  pendiente: 'Pendiente',
  aceptada: 'Aceptada',
  rechazada: 'Rechazada',
  retirada: 'Retirada',
  cancelada: 'Cancelada (aceptado en otra vacante)',
} as const;
export type EstadoSolicitud = keyof typeof ESTADOS_SOLICITUD;

/** Issue 12 moves a service on from en_curso. */
export const ESTADOS_PRESTACION = {
  en_curso: 'En curso',
  concluida: 'Concluida',
  liberada: 'Liberada',
  baja: 'Baja',
} as const;
export type EstadoPrestacion = keyof typeof ESTADOS_PRESTACION;

/** Where a student stands, as the student's home shows it. */
export const ESTADOS_ELEGIBILIDAD = {
  pendiente: 'En revisión por la oficina de servicio social',
  elegible: 'Elegible',
  no_elegible: 'No elegible',
} as const;
export type EstadoElegibilidad = keyof typeof ESTADOS_ELEGIBILIDAD;

import { ROL_ESTUDIANTE, ROL_INSTITUCION } from './roles-portal';
import { ROL_EGRESADO, ROL_POSTULANTE } from '../acceso-enlace/roles';

import { ROL_EMPLEADOR } from '../bolsa/valores';

export { ROL_ESTUDIANTE, ROL_INSTITUCION };
/**
 * System roles of the portals: never granted to staff accounts, never carry staff permissions. Egresado and
 * postulante come with a one-time sign-in link (server/acceso-enlace); empleador is the bolsa de trabajo's companies.
 */
export const ROLES_PORTAL = [ROL_ESTUDIANTE, ROL_INSTITUCION, ROL_EGRESADO, ROL_POSTULANTE, ROL_EMPLEADOR] as const;
export const ROL_PORTAL_NO_ASIGNABLE =
  'Los roles de estudiante, institución, egresado y postulante se obtienen en su portal (registro o enlace de acceso); no se asignan a cuentas del personal';
export const ROL_PORTAL_SIN_PERMISOS = 'Los roles de estudiante, institución, egresado y postulante no pueden tener permisos del personal';

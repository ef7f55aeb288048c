// The closed lists of the bolsa de trabajo (issue 32), with the labels people read. Stored values are the keys.

/** The portal role of a company's account (an enabled servicio social institution keeps its own role). */
export const ROL_EMPLEADOR = 'empleador';
/** The graduate's portal role: the one a one-time sign-in link's session holds (server/acceso-enlace). */
export { ROL_EGRESADO } from '../acceso-enlace/roles';

export const ESTADOS_EMPLEADOR = { pendiente: 'Pendiente', aprobado: 'Aprobado', rechazado: 'Rechazado' } as const;
export type EstadoEmpleador = keyof typeof ESTADOS_EMPLEADOR;

export const ESTADOS_OFERTA = {
  en_revision: 'En revisión',
  publicada: 'Publicada',
  con_observaciones: 'Con observaciones',
  rechazada: 'Rechazada',
  cerrada: 'Cerrada',
} as const;
export type EstadoOferta = keyof typeof ESTADOS_OFERTA;

export const MODALIDADES = { presencial: 'Presencial', hibrido: 'Híbrido', remoto: 'Remoto' } as const;
export type Modalidad = keyof typeof MODALIDADES;

export const JORNADAS = {
  tiempo_completo: 'Tiempo completo',
  medio_tiempo: 'Medio tiempo',
  por_proyecto: 'Por proyecto',
  practicas: 'Prácticas profesionales',
} as const;
export type Jornada = keyof typeof JORNADAS;

export const ESTADOS_CANDIDATURA = {
  enviada: 'Enviada',
  vista: 'Vista por el empleador',
  en_proceso: 'En proceso',
  contratada: 'Contratada',
  no_seleccionada: 'No seleccionada',
  retirada: 'Retirada',
} as const;
export type EstadoCandidatura = keyof typeof ESTADOS_CANDIDATURA;

/** Open applications: the ones a closing offer turns into no_seleccionada and the clocks run on. */
export const CANDIDATURA_ABIERTA: readonly EstadoCandidatura[] = ['enviada', 'vista', 'en_proceso'];

/** Where each estado may go next (the employer only moves forward; retirada is the applicant's). */
export const SIGUIENTES_CANDIDATURA: Record<EstadoCandidatura, readonly EstadoCandidatura[]> = {
  enviada: ['vista', 'en_proceso', 'contratada', 'no_seleccionada'],
  vista: ['en_proceso', 'contratada', 'no_seleccionada'],
  en_proceso: ['contratada', 'no_seleccionada'],
  contratada: [],
  no_seleccionada: [],
  retirada: [],
};

/** Days an offer may stay open after publication, and the most a single renewal adds. */
export const DIAS_MAXIMOS_OFERTA = 60;

/** Working days after which an untouched application reminds the employer, and goes to staff's to-do list. */
export const DIAS_HABILES_RECORDATORIO = 10;
export const DIAS_HABILES_PENDIENTE = 20;

/** The version of the consent to share one's data with an employer; bump it when its text changes. */
export const CONSENTIMIENTO_VERSION = '2026-12';

/** CONASAMI's monthly figure: the daily minimum wage times 30.4 days. */
export const DIAS_POR_MES = 30.4;
export function salarioMensual(diario: number): number {
  return Math.round(diario * DIAS_POR_MES * 100) / 100;
}

/** Free-mail domains: an employer may register with one, but staff see a warning. */
export const DOMINIOS_CORREO_GRATUITO = [
  'gmail.com', 'googlemail.com', 'hotmail.com', 'hotmail.es', 'outlook.com', 'outlook.es', 'live.com', 'live.com.mx',
  'msn.com', 'yahoo.com', 'yahoo.com.mx', 'yahoo.es', 'icloud.com', 'me.com', 'aol.com', 'protonmail.com', 'proton.me',
  'gmx.com', 'zoho.com', 'yandex.com', 'mail.com', 'prodigy.net.mx',
];

export function esCorreoGratuito(correo: string): boolean {
  const dominio = correo.slice(correo.lastIndexOf('@') + 1).toLowerCase();
  return DOMINIOS_CORREO_GRATUITO.includes(dominio);
}

export const LEGAL_NO_DISCRIMINACION =
  'La Ley Federal del Trabajo (art. 133, fr. I y XIV) y la Ley Federal para Prevenir y Eliminar la Discriminación (art. 1, fr. III) prohíben negar un empleo por edad, sexo, estado civil, embarazo, apariencia, religión, salud u otra condición semejante.';

// «Mis postulaciones» (issue 33): the texts both sides show, without zod (the response schema is in
// shared/schemas/mis-postulaciones.ts).
import { ENLACE_ACCESO_MINUTOS } from '../acceso-enlace/textos';

export const ACCESO_POSTULANTE_ENVIADO = `Si el correo tiene postulaciones, le enviamos un enlace para entrar. Revise su bandeja de entrada (y la carpeta de correo no deseado); el enlace vence en ${ENLACE_ACCESO_MINUTOS} minutos y sirve una sola vez.`;
export const RETIRO_FUERA_DE_PLAZO = 'La convocatoria ya cerró: la postulación ya no puede retirarse';
export const RETIRO_HECHO = 'Retiramos la postulación. Avisamos a la persona postulada.';
export const RUTA_MIS_POSTULACIONES = '/postulaciones/mis-postulaciones';
/** Where the link's token is exchanged for a session. */
export const CANJE_POSTULANTE = '/postulaciones/acceso/canjear';

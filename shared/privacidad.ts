// The privacy notices (issue 20, item 8): one integral notice per area, each with its version and the simplified
// notice shown beside the area's forms (LFPDPPP 2025: simplified beside the form, integral one link away). The
// version a person accepted is recorded with their consent. Another area (e.g. «seguimiento») adds its entry here.
// Bump an area's version whenever its notice's text changes.

import { AVISO_PRIVACIDAD_VERSION } from './egresados/valores';
import { ARCO_URL, AVISO_URL } from './privacidad-enlaces';

export type AreaAviso = 'egresados' | 'postulaciones' | 'servicio-social' | 'bolsa';

export interface AvisoArea {
  area: AreaAviso;
  /** «Registro y seguimiento de egresados»: what the notice covers, as its heading says. */
  tratamiento: string;
  /** The office that handles the data, after «por conducto de». */
  oficina: string;
  version: string;
  /** The integral notice's page. */
  url: string;
  /** The purposes the service needs, in one phrase (the simplified notice). */
  finalidades: string;
  /** The purposes a person may refuse, in one phrase; null when there are none. */
  adicionales: string | null;
}

export { ARCO_URL, AVISO_URL };

export const AVISOS: Record<AreaAviso, AvisoArea> = {
  egresados: {
    area: 'egresados', tratamiento: 'Registro y seguimiento de egresados', oficina: 'su oficina de egresados', version: AVISO_PRIVACIDAD_VERSION, url: AVISO_URL,
    finalidades: 'integrar el registro institucional de egresados, confirmar su identidad y elaborar estudios de seguimiento y estadísticas',
    adicionales: 'enviarle ofertas de empleo, invitaciones a eventos, encuestas y avisos de educación continua',
  },
  postulaciones: {
    area: 'postulaciones', tratamiento: 'Postulaciones a reconocimientos universitarios', oficina: 'su comité de reconocimientos', version: '2026-11',
    url: `${AVISO_URL}?area=postulaciones`,
    finalidades: 'registrar y evaluar la postulación, confirmar la aceptación de la persona postulada y comunicar los resultados',
    adicionales: 'publicar el nombre, la fotografía y la semblanza de quienes resulten ganadores',
  },
  'servicio-social': {
    area: 'servicio-social', tratamiento: 'Servicio social', oficina: 'su oficina de servicio social', version: '2026-11',
    url: `${AVISO_URL}?area=servicio-social`,
    finalidades: 'gestionar su registro, sus solicitudes a vacantes, sus horas, sus documentos y la liberación de su servicio social',
    adicionales: 'publicar, con su autorización, el proyecto en que participó entre los proyectos destacados',
  },
  bolsa: {
    area: 'bolsa', tratamiento: 'Bolsa de trabajo', oficina: 'su oficina de egresados', version: '2026-12',
    url: `${AVISO_URL}?area=bolsa`,
    finalidades: 'registrar a los empleadores y sus ofertas, hacer llegar su CV y su mensaje al empleador que usted elija, informarle del avance de sus candidaturas y elaborar indicadores de colocación',
    adicionales: 'enviarle por correo un resumen semanal de ofertas nuevas (alertas de empleo)',
  },
};

/** The area of `?area=` (the graduates' notice when absent or unknown). */
export const avisoDe = (area: string | null | undefined): AvisoArea => (area && area in AVISOS ? AVISOS[area as AreaAviso] : AVISOS.egresados);

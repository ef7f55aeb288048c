import type { AreaAviso } from '../../../../../shared/privacidad';

/** What each area's integral notice says beyond the common parts: the data it collects and why. */
export interface ContenidoAviso {
  datos: string[];
  sensibles: string;
  finalidades: string[];
  /** The purposes a person may refuse, as a paragraph; null when there are none. */
  adicionales: string | null;
  conservacion: string;
}

export const CONTENIDO_AVISOS: Record<AreaAviso, ContenidoAviso> = {
  egresados: {
    datos: [
      'De identificación: nombre, apellidos, CURP, sexo y fecha de nacimiento.',
      'Académicos: matrícula o número de control, nivel, programa, año y fecha de egreso, y titulación.',
      'Laborales: situación laboral, empresa o institución y puesto.',
      'De contacto: correo electrónico, teléfono y entidad federativa de residencia.',
    ],
    sensibles: 'No recabamos datos personales sensibles.',
    finalidades: [
      'Integrar y mantener actualizado el registro institucional de egresados.',
      'Confirmar su identidad y su correo electrónico, y atender sus solicitudes de actualización.',
      'Elaborar estudios de seguimiento de egresados y estadísticas institucionales; los resultados se publican de forma agregada, sin identificar a ninguna persona.',
      'Atender los informes que la normativa educativa exige a la institución.',
    ],
    adicionales:
      'De manera adicional, y solo si usted no se opone, usaremos su correo y su teléfono para enviarle ofertas de empleo, invitaciones a eventos, encuestas de satisfacción y avisos de educación continua. Puede negarse a estas finalidades en cualquier momento escribiendo a la oficina de egresados o a la Unidad de Transparencia, sin que ello afecte su registro.',
    conservacion: 'Conservamos sus datos mientras forme parte del registro de egresados y durante los plazos que establezcan las disposiciones de archivo aplicables.',
  },
  postulaciones: {
    datos: [
      'De la persona postulada: nombre, correo electrónico, teléfono, vínculo con la universidad, matrícula, programa y año, semblanza, fotografía y los documentos que pida la categoría.',
      'De quien postula a otra persona: nombre, correo electrónico y su relación con la persona postulada.',
    ],
    sensibles: 'No solicitamos datos personales sensibles; le pedimos no incluirlos en la semblanza ni en los documentos.',
    finalidades: [
      'Registrar la postulación, asignarle un folio y confirmar su recepción por correo.',
      'Pedir a la persona postulada por un tercero que acepte o rechace su postulación.',
      'Revisar que cumpla los requisitos de la convocatoria y que el jurado la evalúe; en las categorías ciegas el jurado no conoce el nombre.',
      'Comunicar los resultados y emitir las constancias de quienes resulten ganadores.',
    ],
    adicionales:
      'De manera adicional, y solo si usted no se opone, publicaremos el nombre, la fotografía y la semblanza de quienes resulten ganadores en la página de ganadores y en los medios de la universidad. Puede negarse escribiendo al comité de reconocimientos o a la Unidad de Transparencia, sin que ello afecte la evaluación.',
    conservacion: 'Conservamos las postulaciones durante la convocatoria y los plazos que establezcan las disposiciones de archivo; las de quienes resulten ganadores, como parte de la memoria institucional.',
  },
  'servicio-social': {
    datos: [
      'De estudiantes: nombre, apellidos, CURP, matrícula, carrera, semestre, porcentaje de créditos, correo, teléfono, domicilio, CV y fotografía opcional.',
      'Del servicio: solicitudes, horas registradas, informes, evaluaciones y cartas, con las firmas de quienes los aprueban.',
      'De instituciones receptoras: razón social, RFC, domicilio y los datos de contacto de la persona responsable y de quien supervisa.',
    ],
    sensibles: 'No recabamos datos personales sensibles.',
    finalidades: [
      'Verificar su elegibilidad y registrar su cuenta en el portal de servicio social.',
      'Hacer llegar sus solicitudes a las instituciones receptoras, que ven su perfil y su CV.',
      'Llevar el registro de horas, informes y evaluaciones, y emitir las cartas y la constancia de liberación con folio verificable.',
      'Elaborar estadísticas institucionales del servicio social sin identificar a ninguna persona.',
    ],
    adicionales:
      'De manera adicional, y solo con su autorización, publicaremos el proyecto en que participó entre los proyectos destacados. Puede negarse escribiendo a la oficina de servicio social o a la Unidad de Transparencia.',
    conservacion: 'Conservamos el expediente de su servicio social durante los plazos que establezcan las disposiciones de archivo escolar; la constancia de liberación, de forma permanente.',
  },
  bolsa: {
    datos: [
      'De empleadores: razón social, RFC, giro, entidad y municipio, y el nombre, correo y teléfono de la persona de contacto.',
      'De egresados y estudiantes que se postulan: nombre, correo, teléfono, CV, el mensaje que escriben, el programa y la generación.',
      'De las candidaturas: la oferta, su estado y las fechas de cada cambio; las alertas de empleo que usted configure.',
    ],
    sensibles: 'No recabamos datos personales sensibles. El empleador nunca ve su CURP, su fecha de nacimiento ni su sexo.',
    finalidades: [
      'Verificar a los empleadores y revisar que sus ofertas no discriminen (LFT art. 133, fr. I y XIV; LFPED art. 1, fr. III).',
      'Hacer llegar su CV, su mensaje y sus datos de contacto solo al empleador de la oferta a la que usted se postula, con su consentimiento.',
      'Avisarle por correo de cada cambio en sus candidaturas y, si lo contratan, registrar el empleo en su expediente de egresado.',
      'Elaborar indicadores de colocación por programa y generación sin identificar a ninguna persona.',
    ],
    adicionales:
      'De manera adicional, y solo si usted la activa, le enviaremos una alerta semanal con ofertas nuevas. Puede darla de baja con un clic desde cada correo o desde «Mi espacio».',
    conservacion: 'Conservamos las candidaturas mientras la oferta esté vigente y dos años después de su cierre; el registro de un empleo, mientras exista su expediente de egresado.',
  },
};

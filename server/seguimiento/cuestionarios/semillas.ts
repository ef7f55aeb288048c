// The two questionnaires an office can launch on day one: the graduate one modelled on TecNM's seven sections
// («Cuestionario de seguimiento de egresados»), and the employer one in three sections. Claves and option
// values are part of the API contract (indicators read them).
import type { CuestionarioValues, Pregunta } from '../../../shared/schemas/seguimiento';

type Opciones = [string, string][];
const op = (opciones: Opciones) => opciones.map(([valor, etiqueta]) => ({ valor, etiqueta }));
const TRABAJA = { clave: 'actividad_actual', valores: ['trabaja', 'estudia_y_trabaja'] };

const unica = (clave: string, texto: string, opciones: Opciones, extra: Partial<Pregunta> = {}): Pregunta => ({
  clave, texto, tipo: 'opcion_unica', opciones: op(opciones), requerida: true, ...extra,
});
const multiple = (clave: string, texto: string, opciones: Opciones, extra: Partial<Pregunta> = {}): Pregunta => ({
  clave, texto, tipo: 'opcion_multiple', opciones: op(opciones), requerida: false, ...extra,
});
const escala = (clave: string, texto: string, extra: Partial<Pregunta> = {}): Pregunta => ({
  clave, texto, tipo: 'escala', escalaMin: 1, escalaMax: 5, requerida: true, ...extra,
});
const abierta = (clave: string, texto: string, extra: Partial<Pregunta> = {}): Pregunta => ({ clave, texto, tipo: 'texto', requerida: false, ...extra });
const laboral = (p: Pregunta): Pregunta => ({ ...p, mostrarSi: TRABAJA });

const SI_NO: Opciones = [['si', 'Sí'], ['no', 'No']];
const CALIDAD: Opciones = [['muy_buena', 'Muy buena'], ['buena', 'Buena'], ['regular', 'Regular'], ['mala', 'Mala']];
const NIVEL: Opciones = [['mucho', 'Mucho'], ['poco', 'Poco'], ['nada', 'Nada']];

export const CUESTIONARIO_EGRESADOS: CuestionarioValues = {
  nombre: 'Seguimiento de egresados (modelo TecNM)',
  tipo: 'egresados',
  descripcion: 'Cuestionario de seguimiento de egresados en siete secciones, con el bloque laboral solo para quienes trabajan.',
  secciones: [
    {
      titulo: 'Perfil del egresado',
      preguntas: [
        unica('estado_civil', 'Estado civil', [['soltero', 'Soltero(a)'], ['casado', 'Casado(a)'], ['union_libre', 'Unión libre'], ['otro', 'Otro']], { requerida: false }),
        unica('titulado_encuesta', '¿Ya obtuvo su título?', SI_NO),
        unica('dominio_ingles', 'Dominio del idioma inglés', [['nulo', 'Nulo'], ['basico', 'Básico'], ['intermedio', 'Intermedio'], ['avanzado', 'Avanzado']]),
        abierta('otro_idioma', 'Otro idioma que domine (si aplica)'),
        multiple('paquetes_computacionales', 'Paquetes computacionales que maneja', [['ofimatica', 'Ofimática'], ['diseno', 'Diseño asistido'], ['programacion', 'Programación'], ['estadistica', 'Estadística'], ['otro', 'Otro']]),
        { clave: 'anio_nacimiento', texto: 'Año de nacimiento', tipo: 'numero', requerida: false },
      ],
    },
    {
      titulo: 'Pertinencia y disponibilidad de medios y recursos para el aprendizaje',
      preguntas: [
        unica('calidad_docentes', 'Calidad de los docentes', CALIDAD),
        unica('plan_estudios', 'Plan de estudios', CALIDAD),
        unica('oportunidad_proyectos', 'Oportunidad de participar en proyectos de investigación y desarrollo', CALIDAD),
        unica('enfasis_investigacion', 'Énfasis que se le prestaba a la investigación dentro del proceso de enseñanza', CALIDAD),
        unica('satisfaccion_infraestructura', 'Satisfacción con las condiciones de estudio (infraestructura)', CALIDAD),
        unica('experiencia_residencia', 'Experiencia obtenida a través de la residencia profesional', CALIDAD),
        escala('satisfaccion_formacion', 'En general, ¿qué tan satisfecho está con la formación que recibió? (1 = nada, 5 = totalmente)'),
      ],
    },
    {
      titulo: 'Ubicación laboral de los egresados',
      preguntas: [
        unica('actividad_actual', 'Actividad a la que se dedica actualmente', [['trabaja', 'Trabaja'], ['estudia', 'Estudia'], ['estudia_y_trabaja', 'Estudia y trabaja'], ['ninguna', 'No estudia ni trabaja']]),
        unica('tipo_estudio', '¿Qué estudia?', [['especialidad', 'Especialidad'], ['maestria', 'Maestría'], ['doctorado', 'Doctorado'], ['idiomas', 'Idiomas'], ['otra', 'Otra']], {
          requerida: false, mostrarSi: { clave: 'actividad_actual', valores: ['estudia', 'estudia_y_trabaja'] },
        }),
        laboral(unica('tiempo_primer_empleo', 'Tiempo transcurrido para obtener el primer empleo', [['antes_de_egresar', 'Antes de egresar'], ['menos_6_meses', 'Menos de seis meses'], ['6_a_12_meses', 'Entre seis meses y un año'], ['mas_de_un_anio', 'Más de un año']])),
        laboral(multiple('medio_empleo', 'Medio para obtener el empleo', [['bolsa_institucion', 'Bolsa de trabajo de la institución'], ['contactos', 'Contactos personales'], ['residencia', 'Residencia profesional'], ['medios', 'Medios masivos de comunicación'], ['otro', 'Otro']])),
        laboral(multiple('requisitos_contratacion', 'Requisitos de contratación', [['competencias', 'Competencias laborales'], ['titulo', 'Título profesional'], ['examen', 'Examen de selección'], ['idioma', 'Idioma extranjero'], ['actitudes', 'Actitudes y habilidades socio-comunicativas'], ['otro', 'Otro']])),
        laboral(unica('idioma_trabajo', 'Idioma que utiliza en su trabajo', [['ingles', 'Inglés'], ['frances', 'Francés'], ['aleman', 'Alemán'], ['otro', 'Otro'], ['ninguno', 'Ninguno']], { requerida: false })),
        laboral(unica('antiguedad_empleo', 'Antigüedad en el empleo', [['menos_1', 'Menos de un año'], ['1_a_2', 'Un año'], ['2_a_3', 'Dos años'], ['3_a_4', 'Tres años'], ['mas_4', 'Más de tres años']])),
        laboral(unica('ingreso_mensual', 'Ingreso mensual, en salarios mínimos', [['menos_1', 'Menos de un salario mínimo'], ['1_a_3', 'Entre uno y tres'], ['3_a_5', 'Entre tres y cinco'], ['mas_de_5', 'Más de cinco']])),
        laboral(unica('nivel_jerarquico', 'Nivel jerárquico en el trabajo', [['tecnico', 'Técnico'], ['supervisor', 'Supervisor'], ['jefe_area', 'Jefe de área'], ['funcionario', 'Funcionario'], ['directivo', 'Directivo'], ['empresario', 'Empresario']])),
        laboral(unica('condicion_trabajo', 'Condición de trabajo', [['base', 'Base'], ['eventual', 'Eventual'], ['contrato', 'Contrato'], ['otro', 'Otro']])),
        laboral(unica('relacion_estudios', 'Relación del trabajo con su área de formación', [['nula', 'Nula (0 %)'], ['baja', 'Baja (20 %)'], ['media', 'Media (40–60 %)'], ['alta', 'Alta (80 %)'], ['total', 'Total (100 %)']])),
        laboral(abierta('empresa', 'Organismo o empresa donde trabaja')),
        laboral(abierta('puesto', 'Puesto que ocupa')),
        laboral(unica('giro_empresa', 'Giro o actividad principal de la empresa', [['agricola', 'Agrícola-ganadero-silvícola'], ['industrial', 'Industrial'], ['construccion', 'Construcción'], ['servicios', 'Servicios'], ['comercio', 'Comercio'], ['educacion', 'Educación'], ['gobierno', 'Gobierno'], ['otro', 'Otro']])),
        laboral(unica('sector_empresa', 'Sector económico de la empresa', [['publico', 'Público'], ['privado', 'Privado'], ['social', 'Social']])),
        laboral(unica('tamano_empresa', 'Tamaño de la empresa', [['micro', 'Micro (hasta 30)'], ['pequena', 'Pequeña (31 a 100)'], ['mediana', 'Mediana (101 a 500)'], ['grande', 'Grande (más de 500)']])),
        laboral(abierta('empleador_correo', 'Correo de su jefe inmediato, para la encuesta a empleadores (opcional)')),
        laboral(unica('empleador_autoriza', '¿Autoriza que invitemos a su jefe inmediato a opinar sobre su desempeño?', SI_NO, { requerida: false })),
      ],
    },
    {
      titulo: 'Desempeño profesional de los egresados',
      descripcion: 'Solo para quienes trabajan.',
      preguntas: [
        laboral(unica('eficiencia_actividades', 'Eficiencia para realizar las actividades laborales, en relación con su formación', [['muy_eficiente', 'Muy eficiente'], ['eficiente', 'Eficiente'], ['poco_eficiente', 'Poco eficiente'], ['deficiente', 'Deficiente']])),
        laboral(unica('formacion_academica_desempeno', 'Cómo califica su formación académica con respecto a su desempeño laboral', [['excelente', 'Excelente'], ['bueno', 'Bueno'], ['regular', 'Regular'], ['malo', 'Malo'], ['pesimo', 'Pésimo']])),
        laboral(unica('utilidad_residencia', 'Utilidad de las residencias profesionales para su desarrollo laboral', [['excelente', 'Excelente'], ['bueno', 'Bueno'], ['regular', 'Regular'], ['malo', 'Malo'], ['pesimo', 'Pésimo']])),
        laboral(escala('aspecto_area_estudio', 'Importancia para contratarle: área o campo de estudio (1 = poco, 5 = mucho)')),
        laboral(escala('aspecto_titulacion', 'Importancia para contratarle: titulación')),
        laboral(escala('aspecto_experiencia', 'Importancia para contratarle: experiencia laboral o práctica')),
        laboral(escala('aspecto_competencia', 'Importancia para contratarle: competencia laboral')),
        laboral(escala('aspecto_idiomas', 'Importancia para contratarle: conocimiento de lenguas extranjeras')),
        laboral(escala('aspecto_recomendaciones', 'Importancia para contratarle: recomendaciones o referencias')),
        laboral(escala('aspecto_personalidad', 'Importancia para contratarle: personalidad y actitudes')),
        laboral(escala('aspecto_liderazgo', 'Importancia para contratarle: capacidad de liderazgo')),
      ],
    },
    {
      titulo: 'Expectativas de desarrollo, superación profesional y de actualización',
      preguntas: [
        unica('interes_cursos', '¿Le gustaría tomar cursos de actualización?', SI_NO),
        abierta('cursos_cuales', '¿Cuáles cursos?', { mostrarSi: { clave: 'interes_cursos', valores: ['si'] } }),
        unica('interes_posgrado', '¿Le gustaría tomar algún posgrado?', SI_NO),
        abierta('posgrado_cual', '¿Cuál posgrado?', { mostrarSi: { clave: 'interes_posgrado', valores: ['si'] } }),
        unica('recomendaria_institucion', '¿Recomendaría la institución a otras personas?', SI_NO),
      ],
    },
    {
      titulo: 'Participación social de los egresados',
      preguntas: [
        unica('organizaciones_sociales', '¿Pertenece a organizaciones sociales?', SI_NO),
        abierta('organizaciones_cuales', '¿Cuáles?', { mostrarSi: { clave: 'organizaciones_sociales', valores: ['si'] } }),
        unica('organismos_profesionistas', '¿Pertenece a organismos de profesionistas?', SI_NO),
        abierta('organismos_cuales', '¿Cuáles?', { mostrarSi: { clave: 'organismos_profesionistas', valores: ['si'] } }),
        unica('asociacion_egresados', '¿Pertenece a la asociación de egresados?', SI_NO),
        unica('participacion_eventos', '¿Le interesa participar en eventos para egresados?', NIVEL),
      ],
    },
    {
      titulo: 'Comentarios y sugerencias',
      preguntas: [
        abierta('comentarios', 'Opinión o recomendación para mejorar la formación profesional de un egresado de su carrera'),
        abierta('sugerencias_institucion', 'Sugerencias para la institución'),
      ],
    },
  ],
};

const DESEMPENO: Opciones = [['excelente', 'Excelente'], ['muy_bueno', 'Muy bueno'], ['bueno', 'Bueno'], ['regular', 'Regular'], ['deficiente', 'Deficiente']];

export const CUESTIONARIO_EMPLEADORES: CuestionarioValues = {
  nombre: 'Encuesta a empleadores',
  tipo: 'empleadores',
  descripcion: 'Opinión de los empleadores sobre el desempeño de nuestros egresados.',
  secciones: [
    {
      titulo: 'Datos de la organización',
      preguntas: [
        abierta('organizacion', 'Nombre de la organización o empresa', { requerida: true }),
        unica('sector', 'Sector', [['publico', 'Público'], ['privado', 'Privado'], ['social', 'Social']]),
        unica('tamano', 'Tamaño de la organización', [['micro', 'Micro (hasta 30)'], ['pequena', 'Pequeña (31 a 100)'], ['mediana', 'Mediana (101 a 500)'], ['grande', 'Grande (más de 500)']]),
        abierta('puesto_evaluador', 'Su puesto'),
      ],
    },
    {
      titulo: 'Ubicación laboral del egresado',
      preguntas: [
        unica('nivel_jerarquico', 'Nivel jerárquico que ocupa el egresado', [['tecnico', 'Técnico'], ['supervisor', 'Supervisor'], ['jefe_area', 'Jefe de área'], ['funcionario', 'Funcionario'], ['directivo', 'Directivo']]),
        unica('congruencia_puesto', 'Congruencia entre su perfil profesional y las funciones que desempeña', [['nula', 'Nula'], ['baja', 'Baja'], ['media', 'Media'], ['alta', 'Alta'], ['total', 'Total']]),
        unica('requisitos_seleccion', '¿Qué requisito pesó más para contratarle?', [['titulo', 'Título profesional'], ['experiencia', 'Experiencia'], ['competencias', 'Competencias'], ['recomendaciones', 'Recomendaciones'], ['otro', 'Otro']], { requerida: false }),
      ],
    },
    {
      titulo: 'Competencias y desempeño laboral',
      preguntas: [
        unica('habilidad_problemas', 'Habilidad para resolver conflictos y problemas', DESEMPENO),
        unica('trabajo_equipo', 'Trabajo en equipo', DESEMPENO),
        unica('comunicacion', 'Comunicación oral y escrita', DESEMPENO),
        unica('liderazgo', 'Liderazgo y toma de decisiones', DESEMPENO),
        unica('conocimientos_area', 'Conocimientos del área de estudio', DESEMPENO),
        escala('desempeno_general', 'En general, ¿cómo califica el desempeño del egresado? (1 = deficiente, 5 = excelente)'),
        unica('contrataria_otro', '¿Contrataría a otro egresado de nuestra institución?', SI_NO),
        abierta('sugerencias', 'Sugerencias para mejorar la formación de nuestros egresados'),
      ],
    },
  ],
};

// The demo's servicio social office: institutions in every validation state, their programs in every review
// state, vacancies (open, closed, full), students (eligible, not eligible, not reviewed) and applications in
// every state, with the services (prestaciones) the accepted ones started. Two portal accounts to try it:
// estudiante@demo.universidad.mx and institucion@demo.universidad.mx, with the demo password.
// Generated from a fixed seed and written once (remembered in settings), in one transaction.
import { eq, inArray, sql } from 'drizzle-orm';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import type { EntidadFederativa } from '../../shared/egresados/valores';
import { AVISOS } from '../../shared/privacidad';
import { rfcDigitoVerificador } from '../../shared/servicio-social/rfc';
import {
  ROL_ESTUDIANTE, ROL_INSTITUCION, type EstadoInstitucion, type EstadoPrestacion, type EstadoPrograma, type EstadoSolicitud, type Horario,
  type Modalidad, type Sector, type TipoInstitucion,
} from '../../shared/servicio-social/valores';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  auditLog, programas, roles, settings, ssAjustes, ssEstudiantes, ssInstitucionUsuarios, ssInstituciones, ssPrestaciones, ssProgramas, ssSolicitudes,
  ssVacantes, usuarioRoles, usuarios,
} from '../db/schema';
import { municipioCanonico } from '../servicio-social/catalogos/municipios';
import { refrescarBusqueda } from '../servicio-social/vacantes/busqueda-texto';
import { demoCurp, random } from './demo-egresados';
import { avanzarEtapasDemo, type DemoEtapasReport, type EtapaDemo, type PrestacionDemo } from './demo-servicio-social-etapas';

const CLAVE = 'demo_servicio_social';
export const DEMO_ESTUDIANTE = 'estudiante@demo.universidad.mx';
export const DEMO_INSTITUCION = 'institucion@demo.universidad.mx';
/** An eligible student with no application yet: the account to try searching and applying with. */
export const DEMO_ASPIRANTE = 'aspirante@demo.universidad.mx';
export const DEMO_SS_ESTUDIANTES = 49;

export interface DemoServicioSocialReport extends DemoEtapasReport {
  instituciones: number;
  programas: number;
  vacantes: number;
  estudiantes: number;
  solicitudes: number;
  prestaciones: number;
}

/**
 * The demo institution's services walked to a stage (by vacancy, in order of acceptance): the closed campaign's
 * three (started 240 days ago) liberated, concluded and at 480 h with the final report in review; the homework
 * vacancy's two just started and dropped; the psychology vacancy's two (and the demo student's) mid-way.
 */
const ETAPAS_POR_VACANTE: Record<number, EtapaDemo[]> = {
  0: ['intermedia_a', 'intermedia_b'],
  1: ['iniciada', 'baja'],
  2: ['liberada', 'concluida', 'horas_completas'],
};

interface DemoInstitucion {
  razonSocial: string;
  siglas: string;
  /** yymmdd of its constitution: the RFC's date. */
  fecha: string;
  homoclave: string;
  tipo: TipoInstitucion;
  sector: Sector;
  entidad: EntidadFederativa;
  municipio: string;
  domicilio: string;
  sitioWeb: string | null;
  responsable: { nombre: string; cargo: string; correo: string; telefono: string };
  estado: EstadoInstitucion;
  motivoRechazo?: string;
}

const INSTITUCIONES: DemoInstitucion[] = [
  {
    razonSocial: 'Fundación Hogar y Esperanza, A.C.', siglas: 'FHE', fecha: '980312', homoclave: 'K7', tipo: 'asociacion_civil', sector: 'social', entidad: 'JC',
    municipio: 'Guadalajara', domicilio: 'Calle Manuel Acuña 1245, Col. Santa Tere', sitioWeb: 'https://hogaryesperanza.org.mx',
    responsable: { nombre: 'Laura Gómez Villaseñor', cargo: 'Directora de programas', correo: DEMO_INSTITUCION, telefono: '3336151820' }, estado: 'aprobada',
  },
  {
    razonSocial: 'Hospital Comunitario de Tlajomulco', siglas: 'HCT', fecha: '050621', homoclave: 'R2', tipo: 'organismo_descentralizado', sector: 'salud', entidad: 'JC',
    municipio: 'Tlajomulco de Zúñiga', domicilio: 'Av. López Mateos Sur 4550, Col. Centro', sitioWeb: null,
    responsable: { nombre: 'Dr. Ernesto Salcedo Ibarra', cargo: 'Jefe de enseñanza', correo: 'ensenanza@hctlajomulco.gob.mx', telefono: '3337981200' }, estado: 'aprobada',
  },
  {
    razonSocial: 'Instituto Municipal de las Mujeres de Zapopan', siglas: 'IMM', fecha: '110208', homoclave: 'PQ', tipo: 'dependencia_municipal', sector: 'publico', entidad: 'JC',
    municipio: 'Zapopan', domicilio: 'Av. Hidalgo 151, Zapopan Centro', sitioWeb: 'https://mujeres.zapopan.gob.mx',
    responsable: { nombre: 'Mtra. Rosa Elena Partida Núñez', cargo: 'Coordinadora de vinculación', correo: 'vinculacion@mujeres.zapopan.gob.mx', telefono: '3338182200' }, estado: 'aprobada',
  },
  {
    razonSocial: 'Museo Comunitario de Tonalá, A.C.', siglas: 'MCT', fecha: '030915', homoclave: '4B', tipo: 'asociacion_civil', sector: 'cultura', entidad: 'JC',
    municipio: 'Tonalá', domicilio: 'Calle Benito Juárez 94, Tonalá Centro', sitioWeb: 'museotonala.org.mx',
    responsable: { nombre: 'Arq. Tomás Cervantes Loza', cargo: 'Director', correo: 'direccion@museotonala.org.mx', telefono: '3336830411' }, estado: 'aprobada',
  },
  {
    razonSocial: 'Protectores del Bosque La Primavera, A.C.', siglas: 'PBP', fecha: '150430', homoclave: 'H9', tipo: 'asociacion_civil', sector: 'medio_ambiente', entidad: 'JC',
    municipio: 'Zapopan', domicilio: 'Carretera a Tala km 14.5, La Venta del Astillero', sitioWeb: 'https://bosqueprimavera.org.mx',
    responsable: { nombre: 'Biól. Itzel Navarro Robles', cargo: 'Coordinadora de voluntariado', correo: 'voluntariado@bosqueprimavera.org.mx', telefono: '3331104455' }, estado: 'aprobada',
  },
  {
    razonSocial: 'Escuela Primaria Federal Niños Héroes', siglas: 'EPF', fecha: '720901', homoclave: 'J3', tipo: 'institucion_educativa', sector: 'educativo', entidad: 'JC',
    municipio: 'San Pedro Tlaquepaque', domicilio: 'Calle Independencia 310, Col. San Martín de las Flores', sitioWeb: null,
    responsable: { nombre: 'Profa. Beatriz Ochoa Camarena', cargo: 'Directora', correo: 'direccion.ninosheroes@sej.jalisco.gob.mx', telefono: '3336353012' }, estado: 'aprobada',
  },
  {
    razonSocial: 'Banco de Alimentos de Tlaquepaque, A.C.', siglas: 'BAT', fecha: '190111', homoclave: 'W5', tipo: 'asociacion_civil', sector: 'desarrollo_comunitario', entidad: 'JC',
    municipio: 'San Pedro Tlaquepaque', domicilio: 'Periférico Sur 7980, Col. Santa María Tequepexpan', sitioWeb: 'bancodealimentostlaquepaque.org',
    responsable: { nombre: 'Lic. Jorge Anaya Villalobos', cargo: 'Presidente', correo: 'contacto@bancodealimentostlaquepaque.org', telefono: '3312345098' }, estado: 'pendiente',
  },
  {
    razonSocial: 'Consultores Educativos del Bajío, S.C.', siglas: 'CEB', fecha: '170822', homoclave: 'M1', tipo: 'institucion_educativa', sector: 'educativo', entidad: 'GT',
    municipio: 'León', domicilio: 'Blvd. Adolfo López Mateos 2103, Col. Jardines del Moral', sitioWeb: 'consultoresbajio.com.mx',
    responsable: { nombre: 'Ing. Ricardo Muñoz Padilla', cargo: 'Socio director', correo: 'rmunoz@consultoresbajio.com.mx', telefono: '4777710099' }, estado: 'rechazada',
    motivoRechazo: 'Es una empresa con fines de lucro: el reglamento solo admite instituciones públicas y organizaciones sin fines de lucro.',
  },
];

interface DemoPrograma {
  inst: number;
  nombre: string;
  objetivo: string;
  actividades: string;
  carreras: string[];
  modalidad: Modalidad;
  lugar: string;
  horario: Horario;
  periodo: string;
  responsable: string;
  apoyo: number;
  estado: EstadoPrograma;
  observaciones?: string;
}

const PROGRAMAS: DemoPrograma[] = [
  {
    inst: 0, nombre: 'Acompañamiento psicológico a niñas, niños y adolescentes en casa hogar', estado: 'aprobado', periodo: '2027-1', horario: 'vespertino', modalidad: 'presencial',
    objetivo: 'Brindar acompañamiento emocional y apoyo escolar a las niñas, niños y adolescentes que viven en la casa hogar.',
    actividades: 'Talleres de manejo de emociones.\nAsesoría de tareas.\nRegistro de avances en el expediente de cada menor.', carreras: ['LPSI', 'LENF', 'LCC'],
    lugar: 'Casa hogar Santa Tere, Guadalajara', responsable: 'Psic. Mariana Zúñiga Ortega', apoyo: 1200,
  },
  {
    inst: 0, nombre: 'Campaña de difusión y procuración de fondos', estado: 'aprobado', periodo: '2026-2', horario: 'flexible', modalidad: 'mixta',
    objetivo: 'Dar a conocer el trabajo de la fundación y conseguir donativos recurrentes para la casa hogar.',
    actividades: 'Diseño de materiales para redes sociales.\nOrganización de la colecta anual.\nInformes para donantes.', carreras: ['LCC', 'LADM', 'LCP'],
    lugar: 'Oficinas de la fundación y a distancia', responsable: 'Lic. Daniela Vázquez Ruiz', apoyo: 0,
  },
  {
    inst: 0, nombre: 'Taller de lectura para madres y padres de familia', estado: 'borrador', periodo: '2027-1', horario: 'matutino', modalidad: 'presencial',
    objetivo: 'Fomentar la lectura en familia entre las madres y padres de la colonia Santa Tere.',
    actividades: 'Sesiones semanales de lectura en voz alta.', carreras: ['LCC'], lugar: 'Biblioteca de la fundación', responsable: 'Laura Gómez Villaseñor', apoyo: 0,
  },
  {
    inst: 0, nombre: 'Asesoría contable a cooperativas de mujeres', estado: 'enviado', periodo: '2027-1', horario: 'matutino', modalidad: 'presencial',
    objetivo: 'Ayudar a tres cooperativas de mujeres a llevar su contabilidad y cumplir con sus obligaciones fiscales.',
    actividades: 'Registro de ingresos y egresos.\nDeclaraciones mensuales.\nCapacitación básica en finanzas.', carreras: ['LCP', 'LADM'],
    lugar: 'Centro comunitario Santa Tere', responsable: 'C.P. Héctor Ramírez Solís', apoyo: 800,
  },
  {
    inst: 0, nombre: 'Mantenimiento de las instalaciones de la casa hogar', estado: 'con_observaciones', periodo: '2027-1', horario: 'matutino', modalidad: 'presencial',
    objetivo: 'Mantener en buen estado las instalaciones eléctricas e hidráulicas de la casa hogar.',
    actividades: 'Revisión de instalaciones.\nReparaciones menores.', carreras: ['IIND', 'LARQ'], lugar: 'Casa hogar Santa Tere, Guadalajara', responsable: 'Laura Gómez Villaseñor', apoyo: 0,
    observaciones: 'Describa qué actividades realizará cada carrera y quién supervisará los trabajos de mantenimiento; el servicio social no sustituye a personal de obra.',
  },
  {
    inst: 0, nombre: 'Atención en la tienda de la fundación', estado: 'rechazado', periodo: '2027-1', horario: 'vespertino', modalidad: 'presencial',
    objetivo: 'Atender la tienda de artículos donados de la fundación.', actividades: 'Cobro en caja.\nAcomodo de mercancía.', carreras: ['LADM'],
    lugar: 'Tienda de la fundación', responsable: 'Laura Gómez Villaseñor', apoyo: 0,
    observaciones: 'Las actividades son de ventas y no guardan relación con la formación profesional de ninguna carrera.',
  },
  {
    inst: 1, nombre: 'Promoción de la salud en comunidades rurales', estado: 'aprobado', periodo: '2027-1', horario: 'matutino', modalidad: 'presencial',
    objetivo: 'Llevar pláticas de prevención y jornadas de detección de diabetes e hipertensión a las comunidades del municipio.',
    actividades: 'Toma de signos vitales.\nPláticas de nutrición.\nCaptura de resultados en el sistema del hospital.', carreras: ['LENF', 'LPSI'],
    lugar: 'Hospital Comunitario y comunidades de Tlajomulco', responsable: 'Lic. Enf. Adriana Ruelas Soto', apoyo: 1500,
  },
  {
    inst: 1, nombre: 'Sistema de citas del área de consulta externa', estado: 'aprobado', periodo: '2027-1', horario: 'vespertino', modalidad: 'mixta',
    objetivo: 'Desarrollar y poner en marcha un sistema de citas en línea para la consulta externa.',
    actividades: 'Levantamiento de requerimientos.\nDesarrollo web.\nCapacitación al personal de recepción.', carreras: ['ISC', 'IIND'],
    lugar: 'Departamento de informática del hospital', responsable: 'Ing. Óscar Medina Flores', apoyo: 2000,
  },
  {
    inst: 1, nombre: 'Archivo clínico digital', estado: 'enviado', periodo: '2027-2', horario: 'matutino', modalidad: 'presencial',
    objetivo: 'Digitalizar los expedientes clínicos de los últimos cinco años.', actividades: 'Escaneo y clasificación de expedientes.', carreras: ['ISC', 'LADM'],
    lugar: 'Archivo del hospital', responsable: 'Lic. Rubén Ávila Castro', apoyo: 0,
  },
  {
    inst: 2, nombre: 'Asesoría jurídica a mujeres en situación de violencia', estado: 'aprobado', periodo: '2027-1', horario: 'matutino', modalidad: 'presencial',
    objetivo: 'Orientar a las mujeres que acuden al instituto sobre sus derechos y acompañarlas en sus trámites.',
    actividades: 'Entrevistas iniciales.\nIntegración de carpetas.\nAcompañamiento a audiencias.', carreras: ['LDER', 'LPSI'],
    lugar: 'Instituto Municipal de las Mujeres, Zapopan Centro', responsable: 'Lic. Verónica Saldaña Peña', apoyo: 1000,
  },
  {
    inst: 3, nombre: 'Catalogación del acervo de alfarería tonalteca', estado: 'aprobado', periodo: '2027-1', horario: 'flexible', modalidad: 'presencial',
    objetivo: 'Registrar, fotografiar y catalogar las 800 piezas de barro bruñido del acervo del museo.',
    actividades: 'Fichas de registro.\nFotografía de piezas.\nCaptura en la base de datos del museo.', carreras: ['LARQ', 'LCC', 'ISC'],
    lugar: 'Museo Comunitario de Tonalá', responsable: 'Arq. Tomás Cervantes Loza', apoyo: 0,
  },
  {
    inst: 4, nombre: 'Monitoreo de fauna y prevención de incendios', estado: 'aprobado', periodo: '2027-1', horario: 'matutino', modalidad: 'presencial',
    objetivo: 'Apoyar el monitoreo de fauna silvestre y las brigadas de prevención de incendios forestales.',
    actividades: 'Revisión de cámaras trampa.\nBrechas cortafuego.\nEducación ambiental con visitantes.', carreras: ['IIND', 'LCC', 'LADM'],
    lugar: 'Bosque La Primavera, Zapopan', responsable: 'Biól. Itzel Navarro Robles', apoyo: 500,
  },
  {
    inst: 5, nombre: 'Regularización escolar en matemáticas y lectura', estado: 'aprobado', periodo: '2027-1', horario: 'vespertino', modalidad: 'presencial',
    objetivo: 'Reducir el rezago en matemáticas y comprensión lectora de los alumnos de tercero a sexto grado.',
    actividades: 'Clases de regularización.\nElaboración de material didáctico.\nReportes para los maestros de grupo.', carreras: ['LPSI', 'LCC', 'ISC', 'LADM'],
    lugar: 'Escuela Primaria Federal Niños Héroes, Tlaquepaque', responsable: 'Profa. Beatriz Ochoa Camarena', apoyo: 0,
  },
];

interface DemoVacante {
  prog: number;
  titulo: string;
  descripcion: string;
  cupo: number;
  estado: 'abierta' | 'cerrada';
  /** Days from today: the publication window. */
  desde: number;
  hasta: number;
  /** How many applications of each state it gets (students picked by career). */
  solicitudes: Partial<Record<EstadoSolicitud, number>>;
}

const VACANTES: DemoVacante[] = [
  { prog: 0, titulo: 'Acompañamiento psicológico vespertino', descripcion: 'Para estudiantes de Psicología o Enfermería que disfruten trabajar con adolescentes.', cupo: 3, estado: 'abierta', desde: -130, hasta: 70, solicitudes: { aceptada: 2, pendiente: 3, rechazada: 1, retirada: 1 } },
  { prog: 0, titulo: 'Asesoría de tareas para primaria', descripcion: 'Apoyo escolar de lunes a jueves por la tarde.', cupo: 2, estado: 'abierta', desde: -35, hasta: 40, solicitudes: { aceptada: 2, pendiente: 1 } },
  { prog: 1, titulo: 'Diseño de campaña en redes sociales', descripcion: 'Contenidos para Facebook e Instagram de la colecta anual.', cupo: 3, estado: 'cerrada', desde: -120, hasta: -10, solicitudes: { aceptada: 3, rechazada: 1 } },
  { prog: 6, titulo: 'Brigadas de detección de diabetes', descripcion: 'Salidas a comunidades de martes a viernes; el hospital cubre el transporte.', cupo: 6, estado: 'abierta', desde: -10, hasta: 80, solicitudes: { aceptada: 1, pendiente: 3 } },
  { prog: 6, titulo: 'Pláticas de salud mental en secundarias', descripcion: 'Talleres de prevención de adicciones y manejo del estrés.', cupo: 2, estado: 'abierta', desde: -5, hasta: 90, solicitudes: { pendiente: 2 } },
  { prog: 7, titulo: 'Desarrollo web del sistema de citas', descripcion: 'React y PostgreSQL; trabajo mixto con dos visitas semanales al hospital.', cupo: 3, estado: 'abierta', desde: -15, hasta: 60, solicitudes: { aceptada: 1, pendiente: 2, retirada: 1 } },
  { prog: 9, titulo: 'Orientación jurídica a usuarias', descripcion: 'Entrevistas iniciales e integración de carpetas, con supervisión de una abogada.', cupo: 3, estado: 'abierta', desde: -25, hasta: 50, solicitudes: { aceptada: 1, pendiente: 2, rechazada: 1 } },
  { prog: 10, titulo: 'Fotografía y registro de piezas de barro', descripcion: 'Horario flexible de lunes a sábado.', cupo: 2, estado: 'abierta', desde: -8, hasta: 100, solicitudes: { pendiente: 1 } },
  { prog: 11, titulo: 'Brigadista de prevención de incendios', descripcion: 'Temporada de estiaje; se requiere buena condición física.', cupo: 5, estado: 'abierta', desde: -3, hasta: 120, solicitudes: { pendiente: 2 } },
  { prog: 11, titulo: 'Educación ambiental con visitantes', descripcion: 'Recorridos guiados los fines de semana.', cupo: 2, estado: 'cerrada', desde: -60, hasta: 30, solicitudes: { aceptada: 1 } },
  { prog: 12, titulo: 'Regularización en matemáticas', descripcion: 'Grupos de cinco alumnos de cuarto a sexto grado.', cupo: 4, estado: 'abierta', desde: -12, hasta: 75, solicitudes: { aceptada: 2, pendiente: 2 } },
  { prog: 12, titulo: 'Círculo de lectura infantil', descripcion: 'Lectura en voz alta y comprensión lectora para tercero y cuarto.', cupo: 2, estado: 'abierta', desde: -2, hasta: 85, solicitudes: {} },
];

const MUJERES = ['Ximena', 'Fernanda', 'Sofía', 'Valeria', 'Camila', 'Andrea', 'Daniela', 'Mariana', 'Itzel', 'Citlali', 'Renata', 'Regina', 'Nayeli', 'Abril', 'María José', 'Ana Paula'];
const HOMBRES = ['José Luis', 'Juan Pablo', 'Luis Ángel', 'Jesús', 'Emiliano', 'Sebastián', 'Diego', 'Iván', 'Óscar', 'Adrián', 'Joaquín', 'Santiago', 'Ángel', 'Julián', 'Rodrigo', 'Mateo'];
const APELLIDOS = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales',
  'Vázquez', 'Jiménez', 'Reyes', 'Díaz', 'Torres', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz', 'Castillo', 'Romero', 'Álvarez', 'Chávez', 'Núñez',
  'Domínguez', 'Muñoz', 'Ibáñez', 'Peña', 'Zúñiga', 'Ávila', 'Velázquez', 'Solís', 'Ríos', 'Cervantes', 'Ordóñez', 'Quiñones'];
const CARRERAS = ['LPSI', 'LPSI', 'LENF', 'LENF', 'ISC', 'ISC', 'LCC', 'LADM', 'LCP', 'LDER', 'LDER', 'IIND', 'LARQ'];
const ESTADOS_NACIMIENTO = ['JC', 'JC', 'JC', 'JC', 'MN', 'NT', 'GT', 'ZS', 'CL', 'DF'];
const MOTIVACIONES = [
  'Me interesa aplicar lo que he aprendido en la carrera con personas que lo necesitan.',
  'Vivo cerca y conozco la comunidad; quiero aportar algo útil durante mi servicio.',
  'Ya colaboré como voluntario en un proyecto parecido y quiero seguir aprendiendo.',
  'El horario se ajusta a mis clases y el proyecto tiene que ver con el área en la que quiero especializarme.',
];

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

function sumarDias(fecha: string, dias: number): string {
  const d = new Date(`${fecha}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

export function demoRfc(siglas: string, fecha: string, homoclave: string): string {
  const base = `${siglas}${fecha}${homoclave}`;
  return base + rfcDigitoVerificador(base);
}

interface EstudianteDemo {
  correo: string;
  nombre: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  curp: string;
  matricula: string;
  telefono: string;
  carrera: string;
  semestre: number;
  creditos: number;
  elegible: boolean | null;
  motivo: string | null;
  presentacion: string;
}

/** The demo students, the first one being estudiante@demo.universidad.mx (eligible, Psicología). */
export function demoEstudiantes(anio: number): EstudianteDemo[] {
  const next = random(20_261_111);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const curps = new Set<string>();
  const lista: EstudianteDemo[] = [];
  // The last one is the aspirante, added after the others so that their pseudo-random draws stay the same.
  for (let i = 0; i < DEMO_SS_ESTUDIANTES - 1; i++) {
    const demo = i === 0;
    const sexo = demo ? 'M' : next() < 0.55 ? 'M' : 'H';
    const nombre = demo ? 'Ximena' : pick(sexo === 'M' ? MUJERES : HOMBRES);
    const apellidoPaterno = demo ? 'Ramírez' : pick(APELLIDOS);
    const apellidoMaterno = demo ? 'Solís' : pick(APELLIDOS);
    const nacimiento = `${anio - 21 - Math.floor(next() * 3)}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`;
    let curp = demoCurp(nombre, apellidoPaterno, apellidoMaterno, nacimiento, sexo, demo ? 'JC' : pick(ESTADOS_NACIMIENTO), 'A');
    if (curps.has(curp)) curp = demoCurp(nombre, apellidoPaterno, apellidoMaterno, nacimiento, sexo, 'JC', 'B');
    curps.add(curp);
    // Most were reviewed and are eligible; one in six lacks credits; one in eight has not been reviewed.
    const tipo = demo ? 'elegible' : i % 8 === 7 ? 'pendiente' : i % 6 === 5 ? 'no_elegible' : 'elegible';
    const creditos = tipo === 'no_elegible' ? 45 + Math.floor(next() * 20) : 72 + Math.floor(next() * 25);
    const usuario = `${nombre.split(' ')[0]}.${apellidoPaterno}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    lista.push({
      correo: demo ? DEMO_ESTUDIANTE : `${usuario}${i}@alumnos.universidad.mx`,
      nombre, apellidoPaterno, apellidoMaterno, curp,
      matricula: `${pad((anio - 4) % 100)}L${pad(3000 + i, 4)}`,
      telefono: `33${String(Math.floor(10_000_000 + next() * 89_999_999))}`,
      carrera: demo ? 'LPSI' : CARRERAS[i % CARRERAS.length],
      semestre: tipo === 'no_elegible' ? 5 + Math.floor(next() * 2) : 7 + Math.floor(next() * 3),
      creditos: demo ? 78 : creditos,
      elegible: tipo === 'pendiente' ? null : tipo === 'elegible',
      motivo: tipo === 'no_elegible' ? 'Aún no cubre el 70 % de los créditos de su plan de estudios.' : null,
      presentacion: demo
        ? 'Estudiante de Psicología con interés en el trabajo con adolescentes. Hice prácticas en un centro de atención juvenil.'
        : next() < 0.6 ? 'Responsable, puntual y con ganas de aprender. Disponible por las tardes.' : '',
    });
  }
  lista.push({
    correo: DEMO_ASPIRANTE, nombre: 'Mariana', apellidoPaterno: 'Luna', apellidoMaterno: 'Cortés',
    curp: demoCurp('Mariana', 'Luna', 'Cortés', `${anio - 22}-03-14`, 'M', 'JC', 'A'),
    matricula: `${pad((anio - 4) % 100)}L${pad(3000 + DEMO_SS_ESTUDIANTES - 1, 4)}`, telefono: '3331234567', carrera: 'LPSI', semestre: 8, creditos: 82,
    elegible: true, motivo: null, presentacion: 'Estudiante de Psicología; me interesa la salud mental comunitaria.',
  });
  return lista;
}

/**
 * Loads the servicio social demo once. Needs the demo careers (loadEgresados) and the portal roles (seed).
 * Returns null when it was already loaded, or when an address or RFC it would use is taken.
 */
export async function loadServicioSocialDemo(db: Db, config: Config, password: string, ahora: Date = new Date()): Promise<DemoServicioSocialReport | null> {
  const hoy = hoyEnMexico(ahora);
  const [ya] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, CLAVE));
  if (ya) return null;
  const estudiantes = demoEstudiantes(Number(hoy.slice(0, 4)));
  const correos = [...INSTITUCIONES.map((i) => i.responsable.correo), ...estudiantes.map((e) => e.correo)];
  const ocupados = await db.select({ id: usuarios.id }).from(usuarios).where(inArray(sql`lower(${usuarios.email})`, correos));
  const rfcs = INSTITUCIONES.map((i) => demoRfc(i.siglas, i.fecha, i.homoclave));
  const rfcOcupado = await db.select({ id: ssInstituciones.id }).from(ssInstituciones).where(inArray(ssInstituciones.rfc, rfcs));
  if (ocupados.length || rfcOcupado.length) return null;

  const carreras = await db.select({ id: programas.id, clave: programas.clave }).from(programas);
  const carreraId = new Map(carreras.map((c) => [c.clave.toUpperCase(), c.id]));
  const idsDe = (claves: string[]) => claves.map((c) => carreraId.get(c)).filter((id): id is number => id !== undefined);
  if (!carreraId.has('LPSI')) return null;
  const [ajustes] = await db.select().from(ssAjustes).where(eq(ssAjustes.id, 1));
  const passwordHash = await hashPassword(password);
  const haceDias = (d: number) => new Date(ahora.getTime() - d * 86_400_000);

  const cargado = await db.transaction(async (tx) => {
    const claimed = await tx.insert(settings).values({ key: CLAVE, value: ahora.toISOString() }).onConflictDoNothing().returning();
    if (!claimed.length) return null;
    const [rolEst] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.nombre, ROL_ESTUDIANTE));
    const [rolInst] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.nombre, ROL_INSTITUCION));
    const cuenta = async (name: string, email: string, rolId: number) => {
      const [u] = await tx.insert(usuarios).values({ name, email, passwordHash, emailVerifiedAt: haceDias(60) }).returning({ id: usuarios.id });
      await tx.insert(usuarioRoles).values({ usuarioId: u.id, rolId });
      return u.id;
    };
    const [admin] = await tx.select({ id: usuarios.id }).from(usuarios).orderBy(usuarios.id).limit(1);

    // Institutions and their responsables' accounts.
    const instIds: number[] = [];
    for (const [n, i] of INSTITUCIONES.entries()) {
      const usuarioId = await cuenta(i.responsable.nombre, i.responsable.correo, rolInst.id);
      const creada = haceDias(200 - n * 15);
      const [row] = await tx
        .insert(ssInstituciones)
        .values({
          razonSocial: i.razonSocial, rfc: rfcs[n], tipo: i.tipo, sector: i.sector, entidadFederativa: i.entidad,
          municipio: municipioCanonico(i.entidad, i.municipio) ?? i.municipio, domicilio: i.domicilio,
          sitioWeb: i.sitioWeb && !/^https?:/.test(i.sitioWeb) ? `https://${i.sitioWeb}` : i.sitioWeb,
          responsableNombre: i.responsable.nombre, responsableCargo: i.responsable.cargo, responsableCorreo: i.responsable.correo, responsableTelefono: i.responsable.telefono,
          estado: i.estado, motivoRechazo: i.motivoRechazo ?? null, validadaEn: i.estado === 'pendiente' ? null : new Date(creada.getTime() + 2 * 86_400_000),
          validadaPor: i.estado === 'pendiente' ? null : admin?.id ?? null,
          avisoPrivacidadVersion: AVISOS['servicio-social'].version, avisoPrivacidadAceptadoEn: creada, createdAt: creada, updatedAt: creada,
        })
        .returning({ id: ssInstituciones.id });
      await tx.insert(ssInstitucionUsuarios).values({ usuarioId, institucionId: row.id, responsable: true, createdAt: creada });
      instIds.push(row.id);
    }

    // Programs in every review state.
    const progIds: number[] = [];
    for (const [n, p] of PROGRAMAS.entries()) {
      const enviado = p.estado === 'borrador' ? null : haceDias(120 - n * 6);
      const revisado = ['aprobado', 'con_observaciones', 'rechazado'].includes(p.estado) && enviado ? new Date(enviado.getTime() + 3 * 86_400_000) : null;
      const [row] = await tx
        .insert(ssProgramas)
        .values({
          institucionId: instIds[p.inst], nombre: p.nombre, objetivo: p.objetivo, actividades: p.actividades, carreras: idsDe(p.carreras), modalidad: p.modalidad,
          lugar: p.lugar, horario: p.horario, periodo: p.periodo, responsable: p.responsable, apoyoEconomico: p.apoyo, estado: p.estado,
          observaciones: p.observaciones ?? null, enviadoEn: enviado, revisadoEn: revisado, revisadoPor: revisado ? admin?.id ?? null : null,
          createdAt: haceDias(130 - n * 6), updatedAt: revisado ?? enviado ?? haceDias(130 - n * 6),
        })
        .returning({ id: ssProgramas.id });
      progIds.push(row.id);
    }

    // Students and their accounts.
    const estIds: number[] = [];
    for (const [n, e] of estudiantes.entries()) {
      const usuarioId = await cuenta(`${e.nombre} ${e.apellidoPaterno}`, e.correo, rolEst.id);
      const creado = haceDias(90 - n);
      const [row] = await tx
        .insert(ssEstudiantes)
        .values({
          usuarioId, matricula: e.matricula, nombre: e.nombre, apellidoPaterno: e.apellidoPaterno, apellidoMaterno: e.apellidoMaterno, curp: e.curp, correo: e.correo,
          telefono: e.telefono, presentacion: e.presentacion, programaId: carreraId.get(e.carrera) ?? carreraId.get('LPSI')!, semestre: e.semestre, creditos: e.creditos,
          elegible: e.elegible, elegibilidadMotivo: e.motivo, elegibilidadEn: e.elegible === null ? null : new Date(creado.getTime() + 86_400_000),
          avisoPrivacidadVersion: AVISOS['servicio-social'].version, avisoPrivacidadAceptadoEn: creado, createdAt: creado, updatedAt: creado,
        })
        .returning({ id: ssEstudiantes.id });
      estIds.push(row.id);
    }

    // Vacancies, then applications: each vacancy takes the eligible students of its careers in turn. An accepted
    // student starts a service and their other pending applications are cancelled, as the real flow does.
    type Sol = { vacante: number; estudiante: number; estado: EstadoSolicitud; motivo: string | null; creada: Date };
    const solicitudes: Sol[] = [];
    const sirviendo = new Set<number>();
    const usadas = new Map<number, number>();
    let prestaciones = 0;
    const etapas: PrestacionDemo[] = [];
    const vacIds: number[] = [];
    for (const [n, v] of VACANTES.entries()) {
      const p = PROGRAMAS[v.prog];
      const creada = haceDias(-v.desde + 1);
      const [row] = await tx
        .insert(ssVacantes)
        .values({
          programaId: progIds[v.prog], institucionId: instIds[p.inst], titulo: v.titulo, descripcion: v.descripcion, carreras: idsDe(p.carreras), cupo: v.cupo,
          publicacionDesde: sumarDias(hoy, v.desde), publicacionHasta: sumarDias(hoy, v.hasta), horario: p.horario,
          estado: v.estado, createdAt: creada, updatedAt: creada,
        })
        .returning({ id: ssVacantes.id });
      vacIds.push(row.id);
      const aqui = new Set<number>();
      // Acceptances go to the students already waiting elsewhere (so some of those become «cancelada»), the rest to
      // the students with the fewest applications.
      const elegir = (estado: EstadoSolicitud) =>
        estudiantes
          .map((e, i) => ({ e, i }))
          .filter(({ e, i }) => i !== 0 && e.correo !== DEMO_ASPIRANTE && e.elegible === true && p.carreras.includes(e.carrera) && !sirviendo.has(i) && !aqui.has(i))
          .sort((a, b) => ((usadas.get(a.i) ?? 0) - (usadas.get(b.i) ?? 0)) * (estado === 'aceptada' ? -1 : 1) || a.i - b.i)[0]?.i;
      for (const estado of ['aceptada', 'pendiente', 'rechazada', 'retirada'] as const) {
        for (let j = 0; j < (v.solicitudes[estado] ?? 0); j++) {
          const i = elegir(estado);
          if (i === undefined) break;
          aqui.add(i);
          usadas.set(i, (usadas.get(i) ?? 0) + 1);
          const fecha = haceDias(Math.max(1, -v.desde - 2 - j));
          if (estado === 'aceptada') {
            sirviendo.add(i);
            for (const s of solicitudes) if (s.estudiante === i && s.estado === 'pendiente') Object.assign(s, { estado: 'cancelada', motivo: 'Aceptado en otra vacante' });
          }
          solicitudes.push({ vacante: n, estudiante: i, estado, motivo: estado === 'rechazada' ? 'El horario de la vacante no coincide con su disponibilidad.' : null, creada: fecha });
        }
      }
    }
    // The demo student: accepted at the demo institution's vacancy (a service in its fourth month), one rejected,
    // one withdrawn.
    solicitudes.push(
      { vacante: 0, estudiante: 0, estado: 'aceptada', motivo: null, creada: haceDias(127) },
      { vacante: 6, estudiante: 0, estado: 'rechazada', motivo: 'Buscamos estudiantes de Derecho para esta vacante.', creada: haceDias(15) },
      { vacante: 4, estudiante: 0, estado: 'retirada', motivo: null, creada: haceDias(9) },
    );

    for (const s of solicitudes) {
      const v = VACANTES[s.vacante];
      const p = PROGRAMAS[v.prog];
      const resuelta = s.estado === 'pendiente' ? null : new Date(s.creada.getTime() + 2 * 86_400_000);
      const [row] = await tx
        .insert(ssSolicitudes)
        .values({
          vacanteId: vacIds[s.vacante], estudianteId: estIds[s.estudiante], motivacion: MOTIVACIONES[(s.estudiante + s.vacante) % MOTIVACIONES.length], estado: s.estado,
          motivo: s.motivo, resueltaEn: resuelta, resueltaPor: null, createdAt: s.creada, updatedAt: resuelta ?? s.creada,
        })
        .returning({ id: ssSolicitudes.id });
      if (s.estado !== 'aceptada') continue;
      // The closed campaign's services started 240 days ago. All start «en curso»: the demo institution's are then
      // walked to their stage by the real services (demo-servicio-social-etapas.ts).
      const cerrada = v.estado === 'cerrada' && v.prog === 1;
      const orden = solicitudes.filter((o) => o.vacante === s.vacante && o.estado === 'aceptada').indexOf(s);
      const inicio = sumarDias(hoy, cerrada ? -240 : -Math.max(1, -v.desde - 5));
      const finEstimada = sumarDias(inicio, 30 * ajustes.duracionMinimaMeses);
      const [prestacion] = await tx.insert(ssPrestaciones).values({
        estudianteId: estIds[s.estudiante], solicitudId: row.id, vacanteId: vacIds[s.vacante], programaId: progIds[v.prog], institucionId: instIds[p.inst], periodo: p.periodo,
        estado: 'en_curso' satisfies EstadoPrestacion, fechaInicio: inicio, fechaFinEstimada: finEstimada,
        horasRequeridas: ajustes.horasRequeridas, duracionMinimaMeses: ajustes.duracionMinimaMeses, duracionMaximaMeses: ajustes.duracionMaximaMeses, maxHorasDia: ajustes.maxHorasDia,
        supervisorNombre: p.responsable, supervisorCorreo: INSTITUCIONES[p.inst].responsable.correo, createdAt: resuelta!, updatedAt: resuelta!,
      }).returning({ id: ssPrestaciones.id });
      const etapa = s.estudiante === 0 ? 'intermedia_demo' : ETAPAS_POR_VACANTE[s.vacante]?.[orden];
      if (etapa) etapas.push({ id: prestacion.id, etapa });
      prestaciones += 1;
    }

    // A vacancy's places taken are its accepted applications (fewer than planned when a career ran out of students).
    await tx
      .update(ssVacantes)
      .set({ ocupados: sql`(select count(*)::int from ss_solicitudes s where s.vacante_id = ss_vacantes.id and s.estado = 'aceptada')` })
      .where(inArray(ssVacantes.id, vacIds));
    for (const id of new Set(instIds)) await refrescarBusqueda(tx as unknown as Db, { institucionId: id });
    await tx.insert(auditLog).values({
      accion: 'crear', recurso: 'ss-demo', registroId: CLAVE,
      despues: { instituciones: instIds.length, programas: progIds.length, vacantes: vacIds.length, estudiantes: estIds.length, solicitudes: solicitudes.length },
    });
    return {
      report: { instituciones: instIds.length, programas: progIds.length, vacantes: vacIds.length, estudiantes: estIds.length, solicitudes: solicitudes.length, prestaciones },
      etapas,
    };
  });
  if (!cargado) return null;
  return { ...cargado.report, ...(await avanzarEtapasDemo(db, config, ahora, cargado.etapas)) };
}

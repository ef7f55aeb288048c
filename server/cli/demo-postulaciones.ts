// `npm run db:demo`, awards part: an open call «Premio al Mérito Universitario 2027» with four categories and
// nominations in every estado (each with small real PDF documents stored through server/archivos), and the
// past edition «… 2026» with its results published, a winner per category with a photo and a certificate
// folio. Loaded once: a call already there (same prefix and year) is left as it is.
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { EstadoPostulacion } from '../../shared/schemas/postulaciones';
import type { TipoArchivo } from '../../shared/archivos';
import { conArchivos, type ArchivoTemporal } from '../archivos/almacen';
import type { Config } from '../config';
import { almacenDe, type Almacen } from '../archivos/almacenamiento';
import type { Db } from '../db/client';
import { categorias, convocatorias, postulacionDocumentos, postulacionHistorial, postulaciones } from '../db/schema';
import { sembrarEvaluacionesDemo } from '../evaluacion/demo';
import { sembrarSegundaRondaDemo } from '../rondas/demo';
import { sanitizarHtml } from '../plantillas/sanitizar';
import { aleatorio } from '../postulaciones/resultados';
import { folioDe } from '../postulaciones/registro';

const PREFIJO = 'PMU';
const NOMBRE = 'Premio al Mérito Universitario';
const DIA = 86_400_000;

export interface DemoPostulacionesReport {
  convocatorias: { nombre: string; creada: boolean; postulaciones: number }[];
}

const CRITERIOS = {
  trayectoria: [
    { id: 'impacto', nombre: 'Impacto profesional', descripcion: 'Alcance y relevancia de sus logros en su campo', peso: 40 },
    { id: 'trayectoria', nombre: 'Trayectoria', descripcion: 'Constancia y crecimiento a lo largo de su carrera', peso: 35 },
    { id: 'vinculo', nombre: 'Vínculo con la universidad', descripcion: 'Participación con su comunidad universitaria', peso: 25 },
  ],
  excelencia: [
    { id: 'desempeno', nombre: 'Desempeño académico', descripcion: 'Promedio y reconocimientos escolares', peso: 50 },
    { id: 'investigacion', nombre: 'Participación en investigación', descripcion: 'Proyectos, congresos y publicaciones', peso: 30 },
    { id: 'liderazgo', nombre: 'Liderazgo', descripcion: 'Representación estudiantil y trabajo en equipo', peso: 20 },
  ],
  docencia: [
    { id: 'docencia', nombre: 'Calidad docente', descripcion: 'Evaluaciones, materiales y formación de estudiantes', peso: 40 },
    { id: 'produccion', nombre: 'Producción científica', descripcion: 'Publicaciones arbitradas y proyectos financiados', peso: 40 },
    { id: 'difusion', nombre: 'Difusión', descripcion: 'Divulgación del conocimiento fuera del aula', peso: 20 },
  ],
  social: [
    { id: 'beneficio', nombre: 'Beneficio a la comunidad', descripcion: 'Personas y comunidades alcanzadas', peso: 50 },
    { id: 'sostenibilidad', nombre: 'Sostenibilidad', descripcion: 'Permanencia del proyecto en el tiempo', peso: 30 },
    { id: 'innovacion', nombre: 'Innovación', descripcion: 'Originalidad de la propuesta', peso: 20 },
  ],
};

const DOCUMENTOS = [
  { clave: 'cv', nombre: 'Currículum vitae', requerido: true, tipos: ['pdf' as const], maxMb: 5 },
  { clave: 'carta', nombre: 'Carta de exposición de motivos', requerido: true, tipos: ['pdf' as const], maxMb: 5 },
  { clave: 'evidencias', nombre: 'Evidencias (constancias, publicaciones)', requerido: false, tipos: ['pdf' as const], maxMb: 10 },
];

const CATEGORIAS = [
  {
    clave: 'trayectoria', nombre: 'Trayectoria profesional', elegibles: ['egresado'], aniosMinimosEgreso: 10, ciega: false, requiereAceptacion: false,
    descripcion: 'Reconoce a egresados cuya carrera profesional ha sido ejemplar y ha dado prestigio a la universidad.',
    requisitos: 'Haber egresado hace al menos diez años. Currículum y carta de exposición de motivos.',
  },
  {
    clave: 'excelencia', nombre: 'Excelencia académica', elegibles: ['estudiante'], aniosMinimosEgreso: null, ciega: false, requiereAceptacion: false,
    descripcion: 'Para estudiantes con un desempeño académico sobresaliente y participación en investigación.',
    requisitos: 'Estar inscrito en el periodo vigente con promedio mínimo de 9.0.',
  },
  {
    clave: 'docencia', nombre: 'Docencia e investigación', elegibles: ['academico'], aniosMinimosEgreso: null, ciega: true, requiereAceptacion: false,
    descripcion: 'Distingue al personal académico por la calidad de su docencia y su producción científica. Evaluación ciega.',
    requisitos: 'Cinco años o más de antigüedad como personal académico.',
  },
  {
    clave: 'social', nombre: 'Compromiso social', elegibles: ['egresado', 'estudiante', 'externo'], aniosMinimosEgreso: null, ciega: false, requiereAceptacion: true,
    descripcion: 'Para quienes encabezan proyectos con impacto comprobable en comunidades vulnerables.',
    requisitos: 'Un proyecto social vigente con al menos dos años de operación. La persona postulada debe aceptar la postulación.',
  },
] as const;

type ClaveCategoria = (typeof CATEGORIAS)[number]['clave'];

interface Persona {
  categoria: ClaveCategoria;
  estado: EstadoPostulacion;
  nombre: string;
  correo: string;
  vinculo: 'egresado' | 'estudiante' | 'academico' | 'externo';
  matricula?: string;
  anio?: number;
  semblanza: string;
  nominador?: { nombre: string; correo: string; relacion: string };
  motivo?: string;
  color?: string;
}

const EDICION_2027: Persona[] = [
  { categoria: 'trayectoria', estado: 'recibida', nombre: 'Gabriela Ortiz Mendoza', correo: 'gabriela.ortiz@correo.mx', vinculo: 'egresado', matricula: 'A0098231', anio: 2009,
    semblanza: 'Ingeniera civil especializada en infraestructura hidráulica; dirige la modernización de la red de agua potable de tres municipios.',
    nominador: { nombre: 'Héctor Salinas', correo: 'hector.salinas@correo.mx', relacion: 'Exjefe directo' } },
  { categoria: 'trayectoria', estado: 'en_revision', nombre: 'Ricardo Lozano Peña', correo: 'ricardo.lozano@correo.mx', vinculo: 'egresado', matricula: 'A0087112', anio: 2006,
    semblanza: 'Contador público y fundador de una firma de auditoría con presencia en cinco estados; mentor de egresados recientes.' },
  { categoria: 'trayectoria', estado: 'elegible', nombre: 'Verónica Ibarra Castillo', correo: 'veronica.ibarra@correo.mx', vinculo: 'egresado', matricula: 'A0079345', anio: 2004,
    semblanza: 'Médica cirujana, jefa del servicio de pediatría del hospital regional y coordinadora de brigadas de salud rural.',
    nominador: { nombre: 'Colegio de Médicos de la Región', correo: 'contacto@colegiomedico.mx', relacion: 'Asociación profesional' } },
  { categoria: 'trayectoria', estado: 'no_elegible', nombre: 'Óscar Navarro Ruiz', correo: 'oscar.navarro@correo.mx', vinculo: 'egresado', matricula: 'A0151020', anio: 2019,
    semblanza: 'Desarrollador de software y emprendedor en tecnología financiera.', motivo: 'Egresó en 2019: la categoría pide al menos diez años desde el egreso.' },
  { categoria: 'excelencia', estado: 'en_evaluacion', nombre: 'Fernanda Ríos Aguilar', correo: 'fernanda.rios@correo.mx', vinculo: 'estudiante', matricula: 'A0234567', anio: 2022,
    semblanza: 'Estudiante de Biotecnología con promedio de 9.8; coautora de dos artículos sobre bioplásticos a partir de residuos agrícolas.',
    nominador: { nombre: 'Dra. Laura Benítez', correo: 'laura.benitez@universidad.mx', relacion: 'Directora de tesis' } },
  { categoria: 'excelencia', estado: 'finalista', nombre: 'Diego Hernández Soto', correo: 'diego.hernandez@correo.mx', vinculo: 'estudiante', matricula: 'A0229981', anio: 2021,
    semblanza: 'Estudiante de Física, medalla de plata en la olimpiada iberoamericana y representante estudiantil de su facultad.' },
  { categoria: 'docencia', estado: 'ganadora', nombre: 'Dra. Patricia Villaseñor Gil', correo: 'patricia.villasenor@universidad.mx', vinculo: 'academico',
    semblanza: 'Profesora investigadora en Química con más de cuarenta artículos arbitrados; formó a doce doctores en ciencias.',
    nominador: { nombre: 'Mtro. Jorge Cárdenas', correo: 'jorge.cardenas@universidad.mx', relacion: 'Coordinador del posgrado' } },
  { categoria: 'docencia', estado: 'no_seleccionada', nombre: 'Mtro. Alberto Fuentes Lara', correo: 'alberto.fuentes@universidad.mx', vinculo: 'academico',
    semblanza: 'Profesor de Matemáticas con veinte años de docencia y autor de materiales abiertos de cálculo diferencial.' },
  { categoria: 'social', estado: 'recibida', nombre: 'Mariana Cruz Delgado', correo: 'mariana.cruz@correo.mx', vinculo: 'externo',
    semblanza: 'Fundadora de una red de bibliotecas comunitarias en la sierra que atiende a más de dos mil niñas y niños.',
    nominador: { nombre: 'Tomás Herrera', correo: 'tomas.herrera@correo.mx', relacion: 'Voluntario de la red' } },
  { categoria: 'social', estado: 'en_revision', nombre: 'Luis Alberto Campos', correo: 'luis.campos@correo.mx', vinculo: 'egresado', matricula: 'A0112233', anio: 2012,
    semblanza: 'Ingeniero agrónomo; coordina cooperativas de café que exportan con comercio justo.',
    nominador: { nombre: 'Cooperativa Tierra Alta', correo: 'contacto@tierraalta.org.mx', relacion: 'Organización beneficiada' } },
  // Withdrawn by its nominator from «Mis postulaciones» while the call was open.
  { categoria: 'social', estado: 'retirada', nombre: 'Paola Jiménez Ríos', correo: 'paola.jimenez@correo.mx', vinculo: 'externo',
    semblanza: 'Coordinadora de un programa de alfabetización digital para personas mayores en su colonia.',
    nominador: { nombre: 'Héctor Salas', correo: 'hector.salas@correo.mx', relacion: 'Vecino y voluntario' } },
];

const EDICION_2026: Persona[] = [
  { categoria: 'trayectoria', estado: 'ganadora', nombre: 'Arq. Sofía Martínez Robles', correo: 'sofia.martinez@correo.mx', vinculo: 'egresado', matricula: 'A0061234', anio: 2001, color: '#7c3aed',
    semblanza: 'Arquitecta egresada en 2001; su despacho diseñó el nuevo hospital general y ha recibido la Bienal Nacional de Arquitectura por su trabajo en vivienda social sostenible.',
    nominador: { nombre: 'Colegio de Arquitectos', correo: 'colegio@arquitectos.mx', relacion: 'Asociación profesional' } },
  { categoria: 'trayectoria', estado: 'no_seleccionada', nombre: 'Jaime Olvera Treviño', correo: 'jaime.olvera@correo.mx', vinculo: 'egresado', matricula: 'A0058800', anio: 1999,
    semblanza: 'Abogado litigante y profesor de asignatura en derecho mercantil.' },
  { categoria: 'excelencia', estado: 'ganadora', nombre: 'Andrea Paredes Luna', correo: 'andrea.paredes@correo.mx', vinculo: 'estudiante', matricula: 'A0201456', anio: 2020, color: '#0e7490',
    semblanza: 'Estudiante de Ingeniería Biomédica con promedio de 9.9; desarrolló una prótesis de mano de bajo costo que hoy usan quince niños de la región.',
    nominador: { nombre: 'Dr. Ernesto Vidal', correo: 'ernesto.vidal@universidad.mx', relacion: 'Asesor académico' } },
  { categoria: 'excelencia', estado: 'no_seleccionada', nombre: 'Carlos Esquivel Mora', correo: 'carlos.esquivel@correo.mx', vinculo: 'estudiante', matricula: 'A0203311', anio: 2020,
    semblanza: 'Estudiante de Economía, primer lugar del concurso nacional de ensayo económico.' },
  { categoria: 'docencia', estado: 'ganadora', nombre: 'Dr. Manuel Quintero Sáenz', correo: 'manuel.quintero@universidad.mx', vinculo: 'academico', color: '#b45309',
    semblanza: 'Investigador en ciencias del agua, miembro del sistema nacional de investigadores nivel III; su laboratorio monitorea la calidad del agua de la cuenca desde 2010.' },
  { categoria: 'social', estado: 'ganadora', nombre: 'Rosa María Juárez', correo: 'rosa.juarez@correo.mx', vinculo: 'externo', color: '#be123c',
    semblanza: 'Promotora comunitaria que fundó un comedor y centro de tareas para ciento veinte familias; alianza con la universidad para el servicio social desde 2018.',
    nominador: { nombre: 'Centro Comunitario Esperanza', correo: 'contacto@cc-esperanza.org.mx', relacion: 'Organización' } },
  { categoria: 'social', estado: 'no_elegible', nombre: 'Iván Reyes Campos', correo: 'ivan.reyes@correo.mx', vinculo: 'externo',
    semblanza: 'Organizador de carreras con causa.', motivo: 'El proyecto tiene menos de dos años de operación.' },
];

// The call in its second round: six students scored in ronda 1; the best three are finalists in ronda 2.
const EDICION_RONDAS: Persona[] = [
  { categoria: 'excelencia', estado: 'en_evaluacion', nombre: 'Valeria Montes Ochoa', correo: 'valeria.montes@correo.mx', vinculo: 'estudiante', matricula: 'A0241101', anio: 2022,
    semblanza: 'Estudiante de Química con promedio de 9.7; estudia catalizadores para tratar aguas residuales textiles.',
    nominador: { nombre: 'Dr. Raúl Estrada', correo: 'raul.estrada@universidad.mx', relacion: 'Director de tesis' } },
  { categoria: 'excelencia', estado: 'en_evaluacion', nombre: 'Emilio Sandoval Reyna', correo: 'emilio.sandoval@correo.mx', vinculo: 'estudiante', matricula: 'A0239876', anio: 2021,
    semblanza: 'Estudiante de Matemáticas Aplicadas; modeló la propagación del dengue en la región con datos de la secretaría de salud.' },
  { categoria: 'excelencia', estado: 'en_evaluacion', nombre: 'Natalia Guerrero Pineda', correo: 'natalia.guerrero@correo.mx', vinculo: 'estudiante', matricula: 'A0245530', anio: 2022,
    semblanza: 'Estudiante de Psicología; coordina un estudio sobre salud mental de estudiantes de primer ingreso.',
    nominador: { nombre: 'Mtra. Silvia Cortés', correo: 'silvia.cortes@universidad.mx', relacion: 'Profesora de investigación' } },
  { categoria: 'excelencia', estado: 'en_evaluacion', nombre: 'Adrián Castañeda Vélez', correo: 'adrian.castaneda@correo.mx', vinculo: 'estudiante', matricula: 'A0237742', anio: 2021,
    semblanza: 'Estudiante de Ingeniería Mecatrónica; su equipo construyó un brazo robótico para el laboratorio de rehabilitación.' },
  { categoria: 'excelencia', estado: 'en_evaluacion', nombre: 'Lucía Franco Medina', correo: 'lucia.franco@correo.mx', vinculo: 'estudiante', matricula: 'A0248815', anio: 2023,
    semblanza: 'Estudiante de Historia; rescató y catalogó el archivo parroquial de su municipio.' },
  { categoria: 'excelencia', estado: 'en_evaluacion', nombre: 'Samuel Orozco Ibáñez', correo: 'samuel.orozco@correo.mx', vinculo: 'estudiante', matricula: 'A0236604', anio: 2021,
    semblanza: 'Estudiante de Agronomía; prueba variedades de maíz nativo resistentes a la sequía en parcelas ejidales.',
    nominador: { nombre: 'Ing. Tomás Beltrán', correo: 'tomas.beltran@correo.mx', relacion: 'Asesor de campo' } },
];

/** The estados a nomination went through to reach `estado` (recibida first). */
const CAMINO: Record<EstadoPostulacion, EstadoPostulacion[]> = {
  recibida: ['recibida'],
  en_revision: ['recibida', 'en_revision'],
  elegible: ['recibida', 'en_revision', 'elegible'],
  no_elegible: ['recibida', 'en_revision', 'no_elegible'],
  en_evaluacion: ['recibida', 'en_revision', 'elegible', 'en_evaluacion'],
  finalista: ['recibida', 'en_revision', 'elegible', 'en_evaluacion', 'finalista'],
  ganadora: ['recibida', 'en_revision', 'elegible', 'en_evaluacion', 'finalista', 'ganadora'],
  no_seleccionada: ['recibida', 'en_revision', 'elegible', 'en_evaluacion', 'no_seleccionada'],
  retirada: ['recibida', 'retirada'],
};

/** A one-page PDF (a real document a viewer opens) with the person's name. */
function pdf(titulo: string, persona: Persona): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: `${titulo} · ${persona.nombre}` }, lang: 'es-MX' });
    const partes: Buffer[] = [];
    doc.on('data', (c: Buffer) => partes.push(c));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text(titulo);
    doc.moveDown(0.5).font('Helvetica').fontSize(13).text(persona.nombre);
    doc.moveDown().fontSize(11).text(persona.semblanza, { align: 'justify' });
    doc.moveDown().fillColor('#555555').fontSize(9).text('Documento de demostración generado por npm run db:demo.');
    doc.end();
  });
}

/** The call's bases, so that «Consulte las bases» in its description has a document behind it. */
function basesPdf(nombre: string, anio: number, cats: readonly (typeof CATEGORIAS)[number][]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: `Bases · ${nombre} ${anio}` }, lang: 'es-MX' });
    const partes: Buffer[] = [];
    doc.on('data', (c: Buffer) => partes.push(c));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text(`Bases del ${nombre} ${anio}`);
    doc.moveDown().font('Helvetica').fontSize(11);
    for (const [i, k] of cats.entries()) {
      doc.font('Helvetica-Bold').text(`${i + 1}. ${k.nombre}`).font('Helvetica').text(k.requisitos, { align: 'justify' }).moveDown(0.5);
    }
    doc.text('Cada postulación se registra en línea con los documentos que pide su categoría. El jurado califica con los criterios de la categoría y su fallo es inapelable.', { align: 'justify' });
    doc.moveDown().fillColor('#555555').fontSize(9).text('Documento de demostración generado por npm run db:demo.');
    doc.end();
  });
}

/** A square portrait placeholder: the initials on a coloured background, as a PNG. */
function retrato(nombre: string, color: string): Promise<Buffer> {
  const iniciales = nombre.replace(/^(Dra?\.|Mtro\.|Arq\.)\s+/, '').split(/\s+/).slice(0, 2).map((p) => p[0]).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><rect width="480" height="480" fill="${color}"/>
<circle cx="240" cy="190" r="90" fill="rgba(255,255,255,0.22)"/><rect x="110" y="300" width="260" height="180" rx="120" fill="rgba(255,255,255,0.22)"/>
<text x="240" y="215" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#ffffff" text-anchor="middle">${iniciales}</text></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** A buffer as a received upload in FILES_DIR/.tmp, ready for `guardar`. */
export function temporal(dir: string, data: Buffer, nombre: string, tipo: TipoArchivo): ArchivoTemporal {
  const tmp = path.join(dir, '.tmp');
  fs.mkdirSync(tmp, { recursive: true });
  const ruta = path.join(tmp, randomUUID());
  fs.writeFileSync(ruta, data);
  return { ruta, nombre, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex'), tipo, excedido: false };
}

interface Edicion {
  prefijo: string;
  nombre: string;
  anio: number;
  estado: 'abierta' | 'en_evaluacion' | 'resultados_publicados';
  /** Its categories (all four unless said) and what their nominators read once results are out. */
  categorias?: readonly ClaveCategoria[];
  retroalimentacion?: 'ninguna' | 'comentarios_y_puntajes';
  apertura: Date;
  cierre: Date;
  publicacionResultados: Date;
  personas: Persona[];
  /** When the demo is loaded: nothing in its history is dated after it. */
  ahora: number;
}

function ediciones(now: number): Edicion[] {
  // The open call: opened ten days ago, closes in about three months (never in the past, whenever it is loaded).
  const apertura2027 = new Date(now - 10 * DIA);
  const cierre2027 = new Date(Math.max(Date.parse('2027-02-27T05:59:00Z'), now + 30 * DIA));
  return [
    { prefijo: PREFIJO, nombre: NOMBRE, anio: 2026, estado: 'resultados_publicados', retroalimentacion: 'comentarios_y_puntajes', apertura: new Date('2026-02-02T06:00:00Z'), cierre: new Date('2026-04-30T05:59:00Z'),
      publicacionResultados: new Date('2026-06-15T16:00:00Z'), personas: EDICION_2026, ahora: now },
    { prefijo: PREFIJO, nombre: NOMBRE, anio: 2027, estado: 'abierta', apertura: apertura2027, cierre: cierre2027, publicacionResultados: new Date(cierre2027.getTime() + 45 * DIA), personas: EDICION_2027, ahora: now },
    // A call in its second round: closed forty days ago, ronda 1 scored and promoted, ronda 2 (sí o no) under way.
    { prefijo: 'PEA', nombre: 'Premio a la Excelencia en Investigación Estudiantil', anio: 2026, estado: 'en_evaluacion', categorias: ['excelencia'],
      apertura: new Date(now - 100 * DIA), cierre: new Date(now - 40 * DIA), publicacionResultados: new Date(now + 30 * DIA), personas: EDICION_RONDAS, ahora: now },
  ];
}

async function cargarEdicion(db: Db, almacen: Almacen, e: Edicion): Promise<DemoPostulacionesReport['convocatorias'][number]> {
  const nombre = `${e.nombre} ${e.anio}`;
  const [existe] = await db.select({ id: convocatorias.id }).from(convocatorias).where(and(eq(convocatorias.prefijo, e.prefijo), eq(convocatorias.anio, e.anio)));
  if (existe) return { nombre, creada: false, postulaciones: 0 };

  // Files are made before the transaction; `conArchivos` removes the moved ones if anything fails.
  const archivosPorPersona = await Promise.all(
    e.personas.map(async (p) => ({
      cv: await pdf('Currículum vitae', p),
      carta: await pdf('Carta de exposición de motivos', p),
      foto: p.estado === 'ganadora' ? await retrato(p.nombre, p.color ?? '#1e3a8a') : null,
    })),
  );
  const publicada = e.estado === 'resultados_publicados';
  const cats = CATEGORIAS.filter((x) => !e.categorias || e.categorias.includes(x.clave));
  const bases = await basesPdf(e.nombre, e.anio, cats);
  const convocatoriaId = await conArchivos(db, almacen, async (tx, guardar) => {
    const [c] = await tx
      .insert(convocatorias)
      .values({
        nombre,
        descripcion: sanitizarHtml(
          `<p>La universidad reconoce a las personas de su comunidad que se han distinguido por su trayectoria, su excelencia académica, su labor docente y de investigación, y su compromiso social.</p><p>Edición ${e.anio}. Consulte las bases antes de postular.</p>`,
        ),
        prefijo: e.prefijo,
        anio: e.anio,
        apertura: e.apertura,
        cierre: e.cierre,
        publicacionResultados: e.publicacionResultados,
        estado: e.estado,
        folioSiguiente: e.personas.length + 1,
        resultadosPublicadosEn: publicada ? e.publicacionResultados : null,
      })
      .returning({ id: convocatorias.id });
    const basesArchivoId = await guardar(temporal(almacen.dir, bases, `bases-${e.prefijo.toLowerCase()}-${e.anio}.pdf`, 'pdf'), { area: 'postulaciones' });
    await tx.update(convocatorias).set({ basesArchivoId }).where(eq(convocatorias.id, c.id));
    const catIds = new Map<ClaveCategoria, number>();
    for (const [orden, k] of cats.entries()) {
      const [cat] = await tx
        .insert(categorias)
        .values({
          convocatoriaId: c.id, nombre: k.nombre, descripcion: k.descripcion, requisitos: k.requisitos, elegibles: [...k.elegibles],
          aniosMinimosEgreso: k.aniosMinimosEgreso, criterios: CRITERIOS[k.clave], escalaMin: 1, escalaMax: 10, ciega: k.ciega,
          documentos: DOCUMENTOS, requiereAceptacion: k.requiereAceptacion, orden, retroalimentacion: e.retroalimentacion ?? 'ninguna',
        })
        .returning({ id: categorias.id });
      catIds.set(k.clave, cat.id);
    }
    for (const [i, p] of e.personas.entries()) {
      // Received in order between the opening and the close (or an hour ago, for the call still open), and each
      // later step at most three days apart, so that no date of the history falls after the demo was loaded.
      const limite = e.ahora - 3600_000;
      const hasta = Math.min(limite, e.cierre.getTime());
      const recibida = new Date(e.apertura.getTime() + ((i + 1) * (hasta - e.apertura.getTime())) / (e.personas.length + 1));
      const camino = CAMINO[p.estado];
      const pasoHistorial = Math.min(3 * DIA, (limite - recibida.getTime()) / camino.length);
      // A third party's nominee is asked to accept; past the first step they have.
      const aceptacion = !p.nominador ? 'no_requerida' : p.estado === 'recibida' ? 'pendiente' : 'aceptada';
      const folio = folioDe(e.prefijo, e.anio, i + 1);
      const [row] = await tx
        .insert(postulaciones)
        .values({
          convocatoriaId: c.id,
          categoriaId: catIds.get(p.categoria)!,
          folio,
          estado: p.estado,
          motivo: p.motivo ?? null,
          nombre: p.nombre,
          correo: p.correo,
          telefono: `55 ${String(5100 + i * 37).padStart(4, '0')} ${String(2300 + i * 91).padStart(4, '0')}`,
          vinculo: p.vinculo,
          matricula: p.matricula ?? null,
          anio: p.anio ?? null,
          nominadorTipo: p.nominador ? 'tercero' : 'propia',
          nominadorNombre: p.nominador?.nombre ?? p.nombre,
          nominadorCorreo: p.nominador?.correo ?? p.correo,
          nominadorRelacion: p.nominador?.relacion ?? null,
          semblanza: sanitizarHtml(`<p>${p.semblanza}</p>`),
          motivos: sanitizarHtml(`<p>Postulamos a ${p.nombre} por su contribución sobresaliente en la categoría.</p>`),
          aceptacion,
          aceptacionEn: aceptacion === 'aceptada' ? new Date(recibida.getTime() + Math.min(DIA, pasoHistorial)) : null,
          avisoPrivacidadVersion: '2025-01',
          avisoPrivacidadAceptadoEn: recibida,
          origen: 'publico',
          constanciaFolio: publicada && p.estado === 'ganadora' ? `${e.prefijo}-${e.anio}-${aleatorio()}` : null,
          createdAt: recibida,
          updatedAt: recibida,
        })
        .returning({ id: postulaciones.id });
      const archivos = archivosPorPersona[i];
      const slug = p.nombre.normalize('NFD').replace(/[^A-Za-z ]/g, '').trim().toLowerCase().replace(/\s+/g, '-');
      for (const [clave, data] of [['cv', archivos.cv], ['carta', archivos.carta]] as const) {
        const archivoId = await guardar(temporal(almacen.dir, data, `${clave}-${slug}.pdf`, 'pdf'), { area: 'postulaciones' });
        await tx.insert(postulacionDocumentos).values({ postulacionId: row.id, clave, archivoId });
      }
      if (archivos.foto) {
        const fotoId = await guardar(temporal(almacen.dir, archivos.foto, `foto-${slug}.png`, 'png'), { area: 'postulaciones' });
        await tx.update(postulaciones).set({ fotoArchivoId: fotoId }).where(eq(postulaciones.id, row.id));
      }
      await tx.insert(postulacionHistorial).values(
        camino.map((estado, paso) => ({
          postulacionId: row.id,
          estadoAnterior: paso === 0 ? null : camino[paso - 1],
          estado,
          motivo: estado === 'no_elegible' ? p.motivo ?? null : null,
          usuarioEmail: paso === 0 ? null : 'demo@universidad.mx',
          createdAt: new Date(recibida.getTime() + paso * pasoHistorial),
        })),
      );
    }
    return c.id;
  });
  // Jurados, assignments and scores come from the judging area, after the call's nominations are committed. In the
  // open call only the nominations already «en evaluación» get jurados: the eligible ones wait for staff to assign
  // them. A finished call was judged in full, before its results came out: its nominators read the comments.
  if (e.estado === 'abierta') await sembrarEvaluacionesDemo(db, convocatoriaId, ['en_evaluacion'], new Date(e.ahora));
  else if (publicada) await sembrarEvaluacionesDemo(db, convocatoriaId, ['ganadora', 'no_seleccionada'], new Date(e.publicacionResultados.getTime() - 20 * DIA), true);
  else await sembrarSegundaRondaDemo(db, convocatoriaId, new Date(e.ahora));
  return { nombre, creada: true, postulaciones: e.personas.length };
}

export async function loadDemoPostulaciones(db: Db, config: Config, now = Date.now()): Promise<DemoPostulacionesReport> {
  const almacen = almacenDe(config);
  const report: DemoPostulacionesReport = { convocatorias: [] };
  for (const e of ediciones(now)) report.convocatorias.push(await cargarEdicion(db, almacen, e));
  return report;
}

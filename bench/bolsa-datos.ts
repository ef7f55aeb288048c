// The data of the `bolsa` section of `npm run bench` (issue 32): BENCH_BOLSA_EMPLEADORES employers (300, nine in ten
// approved), BENCH_BOLSA_OFERTAS offers (20,000, two in three published and open, the rest closed, in review, returned
// or declined, over the last eighteen months) and BENCH_BOLSA_CANDIDATURAS applications (200,000) from
// BENCH_BOLSA_POSTULANTES graduates with an account (20,000), each state as the pipeline leaves it. A few employers
// publish most offers and a few offers draw most applications; most applicants apply to offers for their own program.
// Drawn in JavaScript with a fixed seed (the same data every run) and written by INSERT … SELECT FROM unnest($arrays)
// in batches, never row by row; the graduates by ./egresados (generate_series).
import { sql } from 'drizzle-orm';
import { CONSENTIMIENTO_VERSION, ROL_EGRESADO, ROL_EMPLEADOR } from '../shared/bolsa/valores';
import { rfcDigitoVerificador } from '../shared/servicio-social/rfc';
import { FUENTE_BOLSA } from '../server/bolsa/candidaturas/empleo';
import type { Db } from '../server/db/client';
import { bolsaEmpleadorUsuarios } from '../server/db/schema';
import { createUser } from '../server/db/seed';
import { hoyMexico } from '../server/servicio-social/comun/fechas';
import { cargarEgresados } from './egresados';

export const BOLSA_EMPLEADORES = Number(process.env.BENCH_BOLSA_EMPLEADORES ?? 300);
export const BOLSA_OFERTAS = Number(process.env.BENCH_BOLSA_OFERTAS ?? 20_000);
export const BOLSA_CANDIDATURAS = Number(process.env.BENCH_BOLSA_CANDIDATURAS ?? 200_000);
export const BOLSA_POSTULANTES = Number(process.env.BENCH_BOLSA_POSTULANTES ?? 20_000);
/** The largest employer's recruiter: the section signs in as them. */
export const EMPLEADOR_BENCH = { email: 'reclutamiento@grupo-occidente-bench.com.mx', password: 'clave-de-empleador-de-banco' };

const DIA = 86_400_000;
const LOTE = 20_000;

// Program i of ./egresados' CARRERAS: 0 Sistemas, 1 Industrial, 2 Administración, 3 Contaduría, 4 Derecho, 5 Psicología,
// 6 Enfermería, 7 Arquitectura, 8 Comunicación, 9 Mecatrónica.
const PUESTOS: [string, number[], string][] = [
  ['Desarrollador(a) web', [0], 'desarrollo de aplicaciones web con React, Node.js y PostgreSQL'],
  ['Desarrollador(a) de aplicaciones móviles', [0], 'aplicaciones móviles con Flutter y Kotlin'],
  ['Analista de datos', [0, 1, 2], 'tableros e indicadores con SQL, Python y Power BI'],
  ['Administrador(a) de bases de datos', [0], 'respaldos, afinación de consultas y alta disponibilidad'],
  ['Ingeniero(a) de soporte técnico', [0, 9], 'atención a usuarios, redes y mantenimiento de equipo de cómputo'],
  ['Ingeniero(a) de calidad', [1, 9], 'control estadístico de procesos y auditorías ISO 9001'],
  ['Ingeniero(a) de procesos', [1], 'mejora continua, Lean Manufacturing y balanceo de líneas'],
  ['Supervisor(a) de producción', [1, 9], 'coordinación de turnos, indicadores de productividad y seguridad'],
  ['Técnico(a) en automatización', [9], 'programación de PLC, robots industriales y sensores'],
  ['Ingeniero(a) de mantenimiento', [9, 1], 'mantenimiento preventivo y correctivo de líneas de producción'],
  ['Auxiliar administrativo(a)', [2, 3], 'control de archivo, facturación y atención a proveedores'],
  ['Ejecutivo(a) de ventas', [2, 8], 'prospección de clientes, cotizaciones y seguimiento en CRM'],
  ['Coordinador(a) de recursos humanos', [2, 5], 'reclutamiento, capacitación y clima laboral'],
  ['Contador(a) general', [3], 'contabilidad general, declaraciones e información financiera'],
  ['Auxiliar contable', [3], 'conciliaciones bancarias, pólizas y CFDI'],
  ['Analista de nómina', [3, 2], 'cálculo de nómina, IMSS e INFONAVIT'],
  ['Abogado(a) corporativo', [4], 'contratos mercantiles, asambleas y cumplimiento regulatorio'],
  ['Asistente jurídico', [4], 'seguimiento de juicios laborales y mercantiles'],
  ['Psicólogo(a) organizacional', [5], 'evaluaciones psicométricas, NOM-035 y desarrollo organizacional'],
  ['Reclutador(a) de talento', [5, 2], 'entrevistas por competencias y publicación de vacantes'],
  ['Enfermero(a) general', [6], 'atención a pacientes hospitalizados y registros clínicos'],
  ['Enfermero(a) de terapia intensiva', [6], 'cuidados críticos, ventilación mecánica y monitoreo'],
  ['Arquitecto(a) de proyecto', [7], 'proyecto ejecutivo, licencias y supervisión de obra'],
  ['Dibujante de AutoCAD', [7, 1], 'planos arquitectónicos e instalaciones en AutoCAD y Revit'],
  ['Community manager', [8], 'manejo de redes sociales, calendario editorial y métricas'],
  ['Diseñador(a) gráfico', [8, 7], 'identidad visual, diseño editorial y Adobe Creative Cloud'],
  ['Redactor(a) de contenidos', [8], 'redacción de notas, guiones y textos para sitio web'],
];
const SUFIJOS = ['', '', '', ' junior', ' senior', ' bilingüe', ' (turno matutino)', ' (turno vespertino)', ' para sucursal'];
const TAREAS = ['Elaborar reportes semanales para la dirección', 'Dar seguimiento a indicadores del área', 'Atender requerimientos de clientes internos',
  'Participar en proyectos de mejora continua', 'Documentar procedimientos del área', 'Coordinarse con proveedores externos', 'Capacitar a personal de nuevo ingreso',
  'Cumplir con las políticas de seguridad e higiene', 'Proponer soluciones a problemas técnicos', 'Presentar resultados mensuales al equipo'];
const REQUISITOS = ['Inglés intermedio', 'Excel avanzado', 'Disponibilidad para viajar ocasionalmente', 'Licencia de manejo vigente', 'Trabajo en equipo y comunicación efectiva',
  'Manejo de paquetería de Office', 'Conocimiento de normas oficiales mexicanas', 'Orientación a resultados', 'Experiencia con SAP o Aspel', 'Pensamiento analítico'];
const PRESTACIONES = ['prestaciones de ley', 'vales de despensa', 'seguro de gastos médicos mayores', 'fondo de ahorro', 'capacitación continua', 'comedor subsidiado',
  'un día de trabajo en casa', 'bono por desempeño'];
const GIROS: [string, string][] = [['Grupo', 'Comercio al por mayor'], ['Corporativo', 'Servicios corporativos'], ['Tecnologías', 'Desarrollo de software'],
  ['Consultores', 'Consultoría administrativa'], ['Industrias', 'Manufactura de autopartes'], ['Laboratorios', 'Industria farmacéutica'], ['Constructora', 'Construcción'],
  ['Hospital', 'Servicios de salud'], ['Despacho', 'Servicios contables y legales'], ['Agencia', 'Publicidad y medios']];
const NOMBRES = ['Occidente', 'del Bajío', 'Tapatía', 'de los Altos', 'del Pacífico', 'del Norte', 'Centro', 'del Valle', 'Sierra Madre', 'Los Lagos', 'Atemajac',
  'Río Grande', 'Nueva Galicia', 'Chapala', 'Tequila'];
/** Where offers are, weighted by how often; each with its main municipios. */
const LUGARES: [string, number, string[]][] = [
  ['JC', 45, ['Guadalajara', 'Zapopan', 'San Pedro Tlaquepaque', 'Tonalá', 'El Salto', 'Tlajomulco de Zúñiga', 'Lagos de Moreno', 'Puerto Vallarta']],
  ['DF', 15, ['Cuauhtémoc', 'Miguel Hidalgo', 'Benito Juárez', 'Coyoacán', 'Álvaro Obregón']],
  ['NL', 10, ['Monterrey', 'San Pedro Garza García', 'Apodaca', 'Guadalupe']],
  ['GT', 6, ['León', 'Irapuato', 'Celaya', 'Silao de la Victoria']],
  ['QT', 5, ['Querétaro', 'El Marqués', 'Corregidora']],
  ['AS', 4, ['Aguascalientes']],
  ['MN', 4, ['Morelia', 'Uruapan']],
  ['MC', 4, ['Toluca', 'Naucalpan de Juárez', 'Tlalnepantla de Baz']],
  ['PL', 4, ['Puebla', 'San Andrés Cholula']],
  ['CM', 3, ['Colima', 'Manzanillo']],
];
const MENSAJES = ['', 'Me interesa la vacante; adjunto mi CV.', 'Buen día, tengo experiencia en el área y disponibilidad inmediata.',
  'Hola, me gustaría participar en el proceso de selección.', 'Adjunto mi currículum. Quedo atento(a) a su respuesta.', 'Cuento con dos años de experiencia en un puesto similar.'];
const MOTIVOS = ['Precise el horario y el lugar de trabajo.', 'Quite «buena presentación»: es un requisito de apariencia que la ley prohíbe.',
  'Indique el sueldo o marque la oferta como «sueldo no publicado».'];

function aleatorio(semilla: number) {
  let s = semilla >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const filas = <T>(r: unknown) => (r as { rows: T[] }).rows;
const arr = (values: unknown[]) => sql.param(values);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const dia = (ms: number) => hoyMexico(new Date(ms));

interface Oferta {
  empleador: number;
  programas: number[];
  plazas: number;
  estado: string;
  publicada: number | null;
  /** The closing day's end, as an instant. */
  fin: number;
  cubierta: boolean;
  peso: number;
}

export interface DatosBolsa {
  segundos: number;
  programas: number[];
  empleadores: number;
  ofertas: number;
  publicadas: number;
  candidaturas: number;
  /** The bench employer (the largest) and two of its published offers: the most applied-to and a typical one. */
  empleadorId: number;
  ofertaMayor: { id: number; candidaturas: number };
  ofertaTipica: { id: number; candidaturas: number };
}

/** A rough standard normal deviate (twelve uniforms): popularity is log-normal. */
const normal = (r: () => number) => Array.from({ length: 12 }, r).reduce((s, x) => s + x, -6);

export async function cargarBolsa(db: Db): Promise<DatosBolsa> {
  const inicio = performance.now();
  const r = aleatorio(32_032);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const ahora = Date.now();
  const programas = await cargarEgresados(db, 'BOL', BOLSA_POSTULANTES);

  // ── Employers ──
  const emp = { razon: [] as string[], rfc: [] as string[], giro: [] as string[], entidad: [] as string[], municipio: [] as string[], correo: [] as string[],
    estado: [] as string[], confiable: [] as boolean[], creado: [] as string[] };
  for (let i = 0; i < BOLSA_EMPLEADORES; i++) {
    const [prefijo, giro] = GIROS[i % GIROS.length];
    const [entidad, , municipios] = LUGARES[i % 3 === 0 ? 0 : i % LUGARES.length];
    const base = `E${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}1${i % 10}${String(1 + (i % 12)).padStart(2, '0')}${String(1 + (i % 28)).padStart(2, '0')}B${i % 10}`;
    emp.razon.push(`${prefijo} ${NOMBRES[Math.floor(i / GIROS.length) % NOMBRES.length]}${i >= GIROS.length * NOMBRES.length ? ` ${Math.floor(i / (GIROS.length * NOMBRES.length)) + 1}` : ''} S.A. de C.V.`);
    emp.rfc.push(base + rfcDigitoVerificador(base));
    emp.giro.push(giro);
    emp.entidad.push(entidad);
    emp.municipio.push(municipios[i % municipios.length]);
    emp.correo.push(i === 0 ? EMPLEADOR_BENCH.email : `rh${i}@empresa${i}.bench.com.mx`);
    emp.estado.push(i === 0 ? 'aprobado' : i % 20 === 7 ? 'pendiente' : i % 25 === 11 ? 'rechazado' : 'aprobado');
    emp.confiable.push(i % 9 === 0);
    emp.creado.push(iso(ahora - (560 - (i % 500)) * DIA)!);
  }
  // Serial ids follow the insertion order (ORDER BY n): sorted, they line up with the arrays.
  const empleadores = filas<{ id: number; estado: string }>(await db.execute(sql`
    insert into bolsa_empleadores (razon_social, rfc, giro, entidad, municipio, contacto_nombre, contacto_correo, contacto_telefono, estado, decidido_en, confiable,
      aviso_privacidad_version, aviso_privacidad_aceptado_en, compromiso_no_discriminacion_en, created_at, updated_at)
    select razon, rfc, giro, entidad, municipio, 'Recursos Humanos ' || n, correo, '33' || lpad((36000000 + n)::text, 8, '0'), estado,
      case when estado <> 'pendiente' then creado::timestamptz + interval '2 days' end, confiable, '2026-11', creado::timestamptz, creado::timestamptz, creado::timestamptz, creado::timestamptz
    from unnest(${arr(emp.razon)}::text[], ${arr(emp.rfc)}::text[], ${arr(emp.giro)}::text[], ${arr(emp.entidad)}::text[], ${arr(emp.municipio)}::text[],
      ${arr(emp.correo)}::text[], ${arr(emp.estado)}::text[], ${arr(emp.confiable)}::boolean[], ${arr(emp.creado)}::text[]) with ordinality as t(razon, rfc, giro, entidad, municipio, correo, estado, confiable, creado, n)
    order by n
    returning id, estado`)).sort((a, b) => a.id - b.id);
  const aprobados = empleadores.filter((e) => e.estado === 'aprobado').map((e) => e.id);
  const usuarioId = await createUser(db, { name: 'Reclutamiento Grupo Occidente', email: EMPLEADOR_BENCH.email, password: EMPLEADOR_BENCH.password, roleNames: [ROL_EMPLEADOR], verified: true });
  await db.insert(bolsaEmpleadorUsuarios).values({ usuarioId: usuarioId!, empleadorId: empleadores[0].id });

  // ── Offers ── A few employers publish most (the first, a staffing firm, about one in forty).
  const ofertas: Oferta[] = [];
  const of = { empleador: [] as number[], titulo: [] as string[], descripcion: [] as string[], texto: [] as string[], programas: [] as string[], modalidad: [] as string[],
    entidad: [] as string[], municipio: [] as string[], jornada: [] as string[], sueldoMin: [] as (number | null)[], sueldoMax: [] as (number | null)[], plazas: [] as number[],
    cierre: [] as string[], estado: [] as string[], motivo: [] as (string | null)[], publicada: [] as (string | null)[], cerrada: [] as (string | null)[], cubierta: [] as boolean[],
    renovada: [] as boolean[], creada: [] as string[] };
  const pesoLugares = LUGARES.reduce((s, l) => s + l[1], 0);
  for (let i = 0; i < BOLSA_OFERTAS; i++) {
    const empleador = aprobados[Math.min(aprobados.length - 1, Math.floor(aprobados.length * r() ** 1.5))];
    const [puesto, progs, area] = pick(PUESTOS);
    const practicas = r() < 0.08;
    const jornada = practicas ? 'practicas' : pick(['tiempo_completo', 'tiempo_completo', 'tiempo_completo', 'tiempo_completo', 'medio_tiempo', 'por_proyecto']);
    const titulo = practicas ? `Practicante de ${puesto.replace(/\(a\)|\(o\)/g, '').toLowerCase()}` : `${puesto}${pick(SUFIJOS)}`;
    let l = r() * pesoLugares;
    const lugar = LUGARES.find((x) => (l -= x[1]) < 0) ?? LUGARES[0];
    const u = r();
    const estado = u < 0.66 ? 'publicada' : u < 0.88 ? 'cerrada' : u < 0.93 ? 'en_revision' : u < 0.96 ? 'con_observaciones' : 'rechazada';
    // Dates: an open offer was published in the last 58 days and closes within 60 of it; a closed one is older.
    const hace = estado === 'publicada' ? 1 + Math.floor(r() * 58) : estado === 'cerrada' ? 62 + Math.floor(r() * 480) : estado === 'rechazada' ? Math.floor(r() * 540) : Math.floor(r() * 6);
    const creada = ahora - (hace + 1) * DIA - Math.floor(r() * DIA);
    const publicada = estado === 'publicada' || estado === 'cerrada' ? ahora - hace * DIA - Math.floor(r() * DIA) : null;
    const plazo = estado === 'publicada' ? Math.max(hace + 1, 15 + Math.floor(r() * 46)) : 15 + Math.floor(r() * 46);
    const cierreMs = (publicada ?? creada) + Math.min(plazo, 60) * DIA;
    const cubierta = estado === 'cerrada' && r() < 0.4;
    const cerradaMs = estado === 'cerrada' ? (cubierta ? publicada! + Math.floor(r() * Math.min(plazo, 60)) * DIA : cierreMs + DIA) : null;
    const sueldo = jornada === 'practicas' ? 5000 + 500 * Math.floor(r() * 9) : jornada === 'medio_tiempo' ? 6000 + 500 * Math.floor(r() * 13) : 11000 + 500 * Math.floor(r() * 60);
    const conSueldo = r() < 0.75;
    const programasOferta = r() < 0.3 ? [...new Set([progs[0], pick(progs)])] : progs;
    const tareas = [pick(TAREAS), pick(TAREAS), pick(TAREAS)];
    const requisitos = [`Licenciatura terminada o titulada`, `${1 + Math.floor(r() * 4)} años de experiencia en ${area.split(',')[0]}`, pick(REQUISITOS), pick(REQUISITOS)];
    const texto = [
      `Buscamos ${titulo.toLowerCase()} para ${area}.`,
      `Responsabilidades: ${tareas.join('; ')}.`,
      `Requisitos: ${requisitos.join('; ')}.`,
      `Ofrecemos ${pick(PRESTACIONES)}, ${pick(PRESTACIONES)} y ${pick(PRESTACIONES)}.`,
    ];
    of.empleador.push(empleador);
    of.titulo.push(titulo.slice(0, 160));
    of.descripcion.push(`<p>${texto[0]}</p><p><strong>Responsabilidades</strong></p><ul>${tareas.map((t) => `<li>${t}</li>`).join('')}</ul><p><strong>Requisitos</strong></p><ul>${requisitos.map((t) => `<li>${t}</li>`).join('')}</ul><p>${texto[3]}</p>`);
    of.texto.push(texto.join('\n'));
    of.programas.push(`{${programasOferta.map((p) => programas[p]).join(',')}}`);
    of.modalidad.push(u < 0.15 ? 'remoto' : pick(['presencial', 'presencial', 'hibrido']));
    of.entidad.push(lugar[0]);
    of.municipio.push(pick(lugar[2]));
    of.jornada.push(jornada);
    of.sueldoMin.push(conSueldo ? sueldo : null);
    of.sueldoMax.push(conSueldo ? sueldo + 500 * Math.floor(r() * 16) : null);
    of.plazas.push(1 + Math.floor(r() ** 3 * 5));
    of.cierre.push(dia(cierreMs));
    of.estado.push(estado);
    of.motivo.push(estado === 'con_observaciones' || estado === 'rechazada' ? pick(MOTIVOS) : null);
    of.publicada.push(iso(publicada));
    of.cerrada.push(iso(cerradaMs));
    of.cubierta.push(cubierta);
    of.renovada.push(estado === 'publicada' && r() < 0.05);
    of.creada.push(iso(creada)!);
    ofertas.push({
      empleador, programas: programasOferta.map((p) => programas[p]), plazas: of.plazas[i], estado, publicada, fin: Math.min(cerradaMs ?? cierreMs + DIA, ahora - 60_000),
      // The first employer is a known company: its offers draw three times the applicants.
      cubierta, peso: Math.exp(1.1 * normal(r)) * (empleador === aprobados[0] ? 3 : 1),
    });
  }
  const ofertaIds: number[] = [];
  for (let i = 0; i < BOLSA_OFERTAS; i += LOTE) {
    const s = <T>(xs: T[]) => arr(xs.slice(i, i + LOTE));
    ofertaIds.push(...filas<{ id: number }>(await db.execute(sql`
      insert into bolsa_ofertas (empleador_id, titulo, descripcion, descripcion_texto, programa_ids, modalidad, entidad, municipio, jornada, sueldo_min, sueldo_max, plazas,
        cierre, estado, motivo, publicada_en, cerrada_en, cubierta, renovada, created_at, updated_at)
      select empleador, titulo, descripcion, texto, programas::integer[], modalidad, entidad, municipio, jornada, sueldo_min, sueldo_max, plazas, cierre::date, estado, motivo,
        publicada::timestamptz, cerrada::timestamptz, cubierta, renovada, creada::timestamptz, coalesce(cerrada, publicada, creada)::timestamptz
      from unnest(${s(of.empleador)}::integer[], ${s(of.titulo)}::text[], ${s(of.descripcion)}::text[], ${s(of.texto)}::text[], ${s(of.programas)}::text[], ${s(of.modalidad)}::text[],
        ${s(of.entidad)}::text[], ${s(of.municipio)}::text[], ${s(of.jornada)}::text[], ${s(of.sueldoMin)}::integer[], ${s(of.sueldoMax)}::integer[], ${s(of.plazas)}::integer[],
        ${s(of.cierre)}::text[], ${s(of.estado)}::text[], ${s(of.motivo)}::text[], ${s(of.publicada)}::text[], ${s(of.cerrada)}::text[], ${s(of.cubierta)}::boolean[],
        ${s(of.renovada)}::boolean[], ${s(of.creada)}::text[]) with ordinality as t(empleador, titulo, descripcion, texto, programas, modalidad, entidad, municipio, jornada,
        sueldo_min, sueldo_max, plazas, cierre, estado, motivo, publicada, cerrada, cubierta, renovada, creada, n)
      order by n
      returning id`)).map((o) => o.id).sort((a, b) => a - b));
  }

  // ── Applicants: the graduates, each with a sign-in-link account ──
  const postulantes = filas<{ usuario: number; egresado: number; programa: number }>(await db.execute(sql`
    with u as (
      insert into usuarios (name, email, password_hash, email_verified_at)
      select nombre || ' ' || apellido_paterno, lower(correo), 'sin-acceso', now() from egresados where programa_id = any(${arr(programas)}::int[])
      returning id, email
    ), roles_ as (
      insert into usuario_roles (usuario_id, rol_id) select u.id, r.id from u join roles r on r.nombre = ${ROL_EGRESADO}
    )
    select u.id as usuario, g.id as egresado, g.programa_id as programa from u join egresados g on lower(g.correo) = u.email order by u.id`));
  const porPrograma = new Map<number, number[]>();
  postulantes.forEach((p, i) => (porPrograma.get(p.programa) ?? porPrograma.set(p.programa, []).get(p.programa)!).push(i));

  // ── Applications ── Offers drawn by popularity (cumulative weights), applicants mostly from the offer's program.
  const recibidas = ofertas.map((o, i) => ({ ...o, i })).filter((o) => o.publicada !== null);
  const acumulado: number[] = [];
  recibidas.reduce((s, o) => (acumulado.push(s + o.peso), s + o.peso), 0);
  const total = acumulado[acumulado.length - 1];
  const elegirOferta = () => {
    const x = r() * total;
    let [a, b] = [0, acumulado.length - 1];
    while (a < b) {
      const m = (a + b) >> 1;
      if (acumulado[m] < x) a = m + 1;
      else b = m;
    }
    return recibidas[a];
  };
  const vistas = new Set<number>();
  const apps: { oferta: number; postulante: number; creada: number }[] = [];
  while (apps.length < BOLSA_CANDIDATURAS) {
    const o = elegirOferta();
    const propios = porPrograma.get(pick(o.programas)) ?? [];
    const p = r() < 0.8 && propios.length ? pick(propios) : Math.floor(r() * postulantes.length);
    const clave = o.i * postulantes.length + p;
    if (vistas.has(clave)) continue;
    vistas.add(clave);
    apps.push({ oferta: o.i, postulante: p, creada: o.publicada! + r() ** 1.6 * (o.fin - o.publicada!) });
  }
  // States: a closed offer's applications were closed (hired up to its places if it was filled, else not selected); an
  // open offer's are along the pipeline, the older the further.
  const contratadas = new Map<number, number>();
  const c = { oferta: [] as number[], usuario: [] as number[], egresado: [] as number[], estado: [] as string[], creada: [] as string[], estadoEn: [] as string[],
    vista: [] as (string | null)[], oculta: [] as (string | null)[], mensaje: [] as number[] };
  for (const a of apps) {
    const o = ofertas[a.oferta];
    const hechas = contratadas.get(a.oferta) ?? 0;
    const x = r();
    let estado: string;
    if (x < 0.04) estado = 'retirada';
    else if (o.estado === 'cerrada') estado = o.cubierta && hechas < o.plazas && r() < 0.2 ? 'contratada' : 'no_seleccionada';
    else {
      const edad = (ahora - a.creada) / DIA;
      estado = edad < 2 ? 'enviada' : x < 0.3 ? 'enviada' : x < 0.6 ? 'vista' : x < 0.8 ? 'en_proceso' : x < 0.97 || hechas >= o.plazas ? 'no_seleccionada' : 'contratada';
    }
    if (estado === 'contratada') contratadas.set(a.oferta, hechas + 1);
    const estadoEn = estado === 'enviada' ? a.creada : estado === 'no_seleccionada' && o.estado === 'cerrada' ? o.fin : a.creada + r() * (o.fin - a.creada);
    c.oferta.push(ofertaIds[a.oferta]);
    c.usuario.push(postulantes[a.postulante].usuario);
    c.egresado.push(postulantes[a.postulante].egresado);
    c.estado.push(estado);
    c.creada.push(iso(a.creada)!);
    c.estadoEn.push(iso(estadoEn)!);
    c.vista.push(estado === 'enviada' || estado === 'retirada' ? null : iso(a.creada + (estadoEn - a.creada) / 2));
    // A few applicants opposed further use of their data (ARCO): the employer no longer sees those.
    c.oculta.push(r() < 0.005 ? iso(estadoEn) : null);
    c.mensaje.push(1 + Math.floor(r() * MENSAJES.length));
  }
  for (let i = 0; i < apps.length; i += LOTE) {
    const s = <T>(xs: T[]) => arr(xs.slice(i, i + LOTE));
    await db.execute(sql`
      insert into bolsa_candidaturas (oferta_id, usuario_id, egresado_id, programa_id, generacion, nombre, correo, telefono, mensaje, declaracion, estado, estado_en,
        vista_en, consentimiento_version, consentimiento_en, oculta_en, created_at, updated_at)
      select t.oferta, t.usuario, g.id, g.programa_id, g.anio_egreso, concat_ws(' ', g.nombre, g.apellido_paterno, g.apellido_materno), g.correo,
        '33' || lpad((10000000 + g.id)::text, 8, '0'), (${arr(MENSAJES)}::text[])[t.mensaje],
        case when g.titulado then 'Egresado titulado de ' else 'Egresado de ' end || p.nombre || ', generación ' || g.anio_egreso,
        t.estado, t.estado_en::timestamptz, t.vista::timestamptz, ${CONSENTIMIENTO_VERSION}, t.creada::timestamptz, t.oculta::timestamptz, t.creada::timestamptz, t.estado_en::timestamptz
      from unnest(${s(c.oferta)}::integer[], ${s(c.usuario)}::integer[], ${s(c.egresado)}::integer[], ${s(c.estado)}::text[], ${s(c.creada)}::text[], ${s(c.estadoEn)}::text[],
        ${s(c.vista)}::text[], ${s(c.oculta)}::text[], ${s(c.mensaje)}::integer[]) as t(oferta, usuario, egresado, estado, creada, estado_en, vista, oculta, mensaje)
      join egresados g on g.id = t.egresado join programas p on p.id = g.programa_id`);
  }
  // Each hire is on the graduate's record, as the pipeline writes it (registrarEmpleo).
  await db.execute(sql`
    insert into egresado_empleos (egresado_id, empleador, puesto, fecha, fuente, candidatura_id)
    select c.egresado_id, e.razon_social, left(o.titulo, 160), (c.estado_en at time zone 'America/Mexico_City')::date, ${FUENTE_BOLSA}, c.id
    from bolsa_candidaturas c join bolsa_ofertas o on o.id = c.oferta_id join bolsa_empleadores e on e.id = o.empleador_id
    where c.estado = 'contratada' and o.id = any(${arr(ofertaIds)}::int[])`);
  // VACUUM as well as ANALYZE: after this many inserts autovacuum would run within the minute and set the visibility
  // map, which index-only scans need; a bench that measured before it would measure a state production leaves at once.
  for (const tabla of ['bolsa_empleadores', 'bolsa_ofertas', 'bolsa_candidaturas', 'usuarios', 'egresado_empleos', 'egresados']) {
    await db.execute(sql`vacuum analyze ${sql.identifier(tabla)}`);
  }

  const suyas = filas<{ id: number; n: number }>(await db.execute(sql`
    select o.id, count(c.id)::int as n from bolsa_ofertas o left join bolsa_candidaturas c on c.oferta_id = o.id and c.oculta_en is null
    where o.empleador_id = ${empleadores[0].id} and o.estado = 'publicada' group by o.id order by n desc, o.id`));
  return {
    segundos: (performance.now() - inicio) / 1000,
    programas,
    empleadores: empleadores.length,
    ofertas: ofertaIds.length,
    publicadas: of.estado.filter((e) => e === 'publicada').length,
    candidaturas: apps.length,
    empleadorId: empleadores[0].id,
    ofertaMayor: { id: suyas[0].id, candidaturas: suyas[0].n },
    ofertaTipica: { id: suyas[suyas.length >> 1].id, candidaturas: suyas[suyas.length >> 1].n },
  };
}

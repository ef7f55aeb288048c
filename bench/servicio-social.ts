// Vacancy search (GET /api/servicio-social/busqueda as a signed-in student) with BENCH_SS_VACANTES vacancies
// (5,000) and BENCH_SS_ESTUDIANTES students (50,000) loaded, beside a bare indexed SELECT served by a minimal
// Fastify route on the same database: latency of one request at a time (p50/p95/p99) and req/s with 10
// connections, printed as ratios to that SELECT. Goal: search p95 < 50 ms.
// Loaded set-based: each table is one INSERT … SELECT FROM unnest($arrays) (no row-by-row ORM inserts).
import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/auth/passwords';
import type { Db } from '../server/db/client';
import { municipiosDe } from '../server/servicio-social/catalogos/municipios';
import { refrescarBusqueda } from '../server/servicio-social/vacantes/busqueda-texto';
import { hoyEnMexico } from '../shared/egresados/fechas';
import { curpCheckDigit } from '../shared/egresados/curp';
import { rfcDigitoVerificador } from '../shared/servicio-social/rfc';
import { medirConsultas, medirSelectIndexado, tablaFrenteASelect, type Consulta, type FilaConsulta } from './consultas';

export const SS_VACANTES = Number(process.env.BENCH_SS_VACANTES ?? 5_000);
export const SS_ESTUDIANTES = Number(process.env.BENCH_SS_ESTUDIANTES ?? 50_000);
const META_P95_MS = 50;
const ALUMNO = { email: 'alumno.bench@alumnos.universidad.mx', password: 'clave-de-alumno-de-banco' };

const CARRERAS = ['Licenciatura en Psicología', 'Licenciatura en Enfermería', 'Ingeniería en Sistemas Computacionales', 'Licenciatura en Derecho',
  'Licenciatura en Administración', 'Licenciatura en Contaduría Pública', 'Ingeniería Industrial', 'Arquitectura', 'Licenciatura en Ciencias de la Comunicación',
  'Licenciatura en Trabajo Social'];
const TEMAS = ['alfabetización de adultos', 'agua potable', 'salud comunitaria', 'huertos urbanos', 'regularización escolar', 'asesoría jurídica', 'prevención de incendios',
  'reciclaje', 'acompañamiento psicológico', 'vivienda digna', 'archivo histórico', 'inclusión digital', 'nutrición infantil', 'atención a personas mayores',
  'contabilidad de cooperativas', 'difusión cultural', 'protección animal', 'movilidad urbana', 'educación ambiental', 'sistemas de información'];
const PUESTOS = ['Asesor de', 'Apoyo en', 'Brigadista de', 'Capturista de', 'Promotor de', 'Auxiliar de', 'Facilitador de', 'Analista de'];
const LUGARES = ['colonia', 'comunidad', 'escuela', 'centro de salud', 'biblioteca', 'museo', 'ayuntamiento', 'parque'];
const TIPOS = ['dependencia_municipal', 'dependencia_estatal', 'asociacion_civil', 'organismo_descentralizado', 'institucion_educativa'];
const SECTORES = ['social', 'salud', 'educativo', 'medio_ambiente', 'cultura', 'desarrollo_comunitario', 'publico'];
const ENTIDADES = ['JC', 'JC', 'JC', 'DF', 'NL', 'GT', 'MN', 'CL', 'NT', 'ZS', 'AS', 'QT'];
const MODALIDADES = ['presencial', 'presencial', 'mixta', 'a_distancia'];
const HORARIOS = ['matutino', 'vespertino', 'flexible'];

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const pgArray = (values: number[]) => `{${values.join(',')}}`;
/** One array parameter (drizzle would spread a bare array into a list of parameters). */
const arr = (values: unknown[]) => sql.param(values);

function sumarDias(fecha: string, dias: number): string {
  const d = new Date(`${fecha}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/**
 * Loads the institutions, programs, vacancies and students; returns the careers' ids and what it took. The careers get
 * their own names so the section also runs after `importacion`, which loads the same catalog.
 */
export async function cargarServicioSocial(db: Db, vacantes = SS_VACANTES, estudiantes = SS_ESTUDIANTES) {
  const inicio = performance.now();
  const next = random(20_261_124);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const hoy = hoyEnMexico();

  const { rows: [nivel] } = (await db.execute(sql`select id from niveles where clave = 'LIC'`)) as unknown as { rows: { id: number }[] };
  const { rows: carreras } = (await db.execute(sql`
    insert into programas (clave, nombre, nivel_id)
    select 'SSB' || n, nombre || ' (banco)', ${nivel.id} from unnest(${arr(CARRERAS)}::text[]) with ordinality as t(nombre, n)
    returning id`)) as unknown as { rows: { id: number }[] };
  const carreraIds = carreras.map((c) => c.id);

  // Institutions: one per 25 vacancies, each with one responsable account (a hash nobody signs in with).
  const nInst = Math.max(1, Math.ceil(vacantes / 25));
  const inst = { razon: [] as string[], rfc: [] as string[], tipo: [] as string[], sector: [] as string[], entidad: [] as string[], municipio: [] as string[] };
  for (let i = 0; i < nInst; i++) {
    const entidad = pick(ENTIDADES);
    // Persona moral: three letters, a valid date, two homoclave characters and the SAT check digit.
    const base = `B${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}05${String(1 + (i % 12)).padStart(2, '0')}${String(1 + (i % 28)).padStart(2, '0')}${String.fromCharCode(65 + (Math.floor(i / 676) % 26))}${i % 10}`;
    inst.razon.push(`${pick(['Fundación', 'Centro Comunitario', 'Instituto Municipal', 'Asociación', 'Colectivo'])} ${pick(TEMAS)} ${i}`);
    inst.rfc.push(base + rfcDigitoVerificador(base));
    inst.tipo.push(pick(TIPOS));
    inst.sector.push(pick(SECTORES));
    inst.entidad.push(entidad);
    inst.municipio.push(pick(municipiosDe(entidad)));
  }
  const { rows: instituciones } = (await db.execute(sql`
    insert into ss_instituciones (razon_social, rfc, tipo, sector, entidad_federativa, municipio, domicilio, responsable_nombre, responsable_cargo,
      responsable_correo, responsable_telefono, estado, validada_en)
    select razon, rfc, tipo, sector, entidad, municipio, 'Av. Principal 100, Centro', 'Responsable ' || n, 'Coordinación', 'inst' || n || '@bench.org.mx',
      '3312345678', 'aprobada', now()
    from unnest(${arr(inst.razon)}::text[], ${arr(inst.rfc)}::text[], ${arr(inst.tipo)}::text[], ${arr(inst.sector)}::text[], ${arr(inst.entidad)}::text[], ${arr(inst.municipio)}::text[])
      with ordinality as t(razon, rfc, tipo, sector, entidad, municipio, n)
    returning id`)) as unknown as { rows: { id: number }[] };

  // Programs: five per institution, approved.
  const prog = { inst: [] as number[], nombre: [] as string[], carreras: [] as string[], modalidad: [] as string[], horario: [] as string[], apoyo: [] as number[] };
  for (const { id } of instituciones) {
    for (let k = 0; k < 5; k++) {
      const tema = pick(TEMAS);
      prog.inst.push(id);
      prog.nombre.push(`Programa de ${tema} en la ${pick(LUGARES)}`);
      prog.carreras.push(pgArray([...new Set([pick(carreraIds), pick(carreraIds), pick(carreraIds)])]));
      prog.modalidad.push(pick(MODALIDADES));
      prog.horario.push(pick(HORARIOS));
      prog.apoyo.push(next() < 0.3 ? 500 + Math.floor(next() * 4) * 500 : 0);
    }
  }
  const { rows: programas } = (await db.execute(sql`
    insert into ss_programas (institucion_id, nombre, objetivo, actividades, carreras, modalidad, lugar, horario, periodo, responsable, apoyo_economico, estado, enviado_en, revisado_en)
    select inst, nombre, 'Objetivo del ' || lower(nombre) || ' con la participación de estudiantes.', 'Actividades de campo.' || chr(10) || 'Informes mensuales.',
      carreras::integer[], modalidad, 'Sede de la institución', horario, '2027-1', 'Responsable del programa', apoyo, 'aprobado', now(), now()
    from unnest(${arr(prog.inst)}::integer[], ${arr(prog.nombre)}::text[], ${arr(prog.carreras)}::text[], ${arr(prog.modalidad)}::text[], ${arr(prog.horario)}::text[], ${arr(prog.apoyo)}::integer[])
      as t(inst, nombre, carreras, modalidad, horario, apoyo)
    returning id, institucion_id, carreras, horario`)) as unknown as { rows: { id: number; institucion_id: number; carreras: number[]; horario: string }[] };

  // Vacancies: open, most of them publishing today, a few full or closed.
  const vac = { prog: [] as number[], inst: [] as number[], titulo: [] as string[], carreras: [] as string[], cupo: [] as number[], ocupados: [] as number[],
    desde: [] as string[], hasta: [] as string[], horario: [] as string[], estado: [] as string[] };
  for (let i = 0; i < vacantes; i++) {
    const p = programas[i % programas.length];
    const cupo = 1 + Math.floor(next() * 6);
    vac.prog.push(p.id);
    vac.inst.push(p.institucion_id);
    vac.titulo.push(`${pick(PUESTOS)} ${pick(TEMAS)}`);
    vac.carreras.push(pgArray(p.carreras));
    vac.cupo.push(cupo);
    vac.ocupados.push(next() < 0.1 ? cupo : Math.floor(next() * cupo));
    vac.desde.push(sumarDias(hoy, -Math.floor(next() * 60)));
    vac.hasta.push(sumarDias(hoy, next() < 0.1 ? -1 : 1 + Math.floor(next() * 120)));
    vac.horario.push(p.horario);
    vac.estado.push(next() < 0.1 ? 'cerrada' : 'abierta');
  }
  await db.execute(sql`
    insert into ss_vacantes (programa_id, institucion_id, titulo, descripcion, carreras, cupo, ocupados, publicacion_desde, publicacion_hasta, horario, estado)
    select prog, inst, titulo, 'Vacante de ' || lower(titulo) || '.', carreras::integer[], cupo, ocupados, desde::date, hasta::date, horario, estado
    from unnest(${arr(vac.prog)}::integer[], ${arr(vac.inst)}::integer[], ${arr(vac.titulo)}::text[], ${arr(vac.carreras)}::text[], ${arr(vac.cupo)}::integer[], ${arr(vac.ocupados)}::integer[],
      ${arr(vac.desde)}::text[], ${arr(vac.hasta)}::text[], ${arr(vac.horario)}::text[], ${arr(vac.estado)}::text[])
      as t(prog, inst, titulo, carreras, cupo, ocupados, desde, hasta, horario, estado)`);
  for (const { id } of instituciones) await refrescarBusqueda(db, { institucionId: id });

  // Students: the accounts first (one statement), then their records; all eligible but one in ten.
  const hash = await hashPassword(ALUMNO.password);
  const est = { correo: [] as string[], nombre: [] as string[], curp: [] as string[], matricula: [] as string[], carrera: [] as number[], elegible: [] as boolean[] };
  for (let i = 0; i < estudiantes; i++) {
    const yy = String(2 + (i % 4)).padStart(2, '0');
    const first17 = `BE${'AEIOU'[i % 5]}${'BCDFGHJKLMNPRSTVZ'[Math.floor(i / 5) % 17]}${yy}${String(1 + (Math.floor(i / 85) % 12)).padStart(2, '0')}${String(1 + (Math.floor(i / 1020) % 28)).padStart(2, '0')}${i % 2 ? 'H' : 'M'}JC${'BCDFG'[Math.floor(i / 28_560) % 5]}RS${'ABCDEFGHJK'[0]}`;
    est.correo.push(i === 0 ? ALUMNO.email : `alumno${i}@alumnos.bench.mx`);
    est.nombre.push(`Alumno ${i}`);
    est.curp.push(`${first17}${curpCheckDigit(first17)}`);
    est.matricula.push(`B${String(i).padStart(7, '0')}`);
    est.carrera.push(i === 0 ? carreraIds[0] : carreraIds[i % carreraIds.length]);
    est.elegible.push(i === 0 || i % 10 !== 9);
  }
  await db.execute(sql`
    with u as (
      insert into usuarios (name, email, password_hash, email_verified_at)
      select nombre, correo, ${hash}, now() from unnest(${arr(est.correo)}::text[], ${arr(est.nombre)}::text[]) as t(correo, nombre)
      returning id, email
    ), r as (
      insert into usuario_roles (usuario_id, rol_id) select u.id, (select id from roles where nombre = 'estudiante') from u
    )
    insert into ss_estudiantes (usuario_id, matricula, nombre, apellido_paterno, curp, correo, telefono, programa_id, semestre, creditos, elegible, elegibilidad_en)
    select u.id, t.matricula, t.nombre, 'Banco', t.curp, t.correo, '3312345678', t.carrera, 8, 80, t.elegible, now()
    from unnest(${arr(est.correo)}::text[], ${arr(est.nombre)}::text[], ${arr(est.curp)}::text[], ${arr(est.matricula)}::text[], ${arr(est.carrera)}::integer[], ${arr(est.elegible)}::boolean[])
      as t(correo, nombre, curp, matricula, carrera, elegible)
    join u on u.email = t.correo`);
  await db.execute(sql`analyze ss_vacantes; analyze ss_estudiantes; analyze usuarios; analyze ss_programas; analyze ss_instituciones`);
  return { carreraIds, segundos: (performance.now() - inicio) / 1000 };
}

const busqueda = (filter: Record<string, unknown>, extra = '') =>
  `/api/servicio-social/busqueda?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,11]')}${extra}`;

export function consultasBusqueda(): Consulta[] {
  return [
    { nombre: 'su carrera, sin texto (relevancia)', ruta: busqueda({}) },
    { nombre: 'su carrera, por fecha', ruta: busqueda({}, `&sort=${encodeURIComponent('["fecha","DESC"]')}`) },
    { nombre: "q = 'agua' (su carrera)", ruta: busqueda({ q: 'agua' }) },
    { nombre: "q = 'salud comunitaria', todas las carreras", ruta: busqueda({ q: 'salud comunitaria', carrera: 'todas' }) },
    { nombre: "q = 'asesor' + presencial + matutino", ruta: busqueda({ q: 'asesor', modalidad: 'presencial', horario: 'matutino' }) },
    { nombre: 'todas + Jalisco + con apoyo económico', ruta: busqueda({ carrera: 'todas', entidad: 'JC', apoyoEconomico: true }) },
    { nombre: "q = 'alfabetizacion' (sin acento), todas", ruta: busqueda({ q: 'alfabetizacion', carrera: 'todas' }) },
  ];
}

export interface ResultadoServicioSocial {
  carga: number;
  select: FilaConsulta;
  filas: FilaConsulta[];
}

/** Loads the data, signs the student in and measures the searches against the bare SELECT. */
export async function benchServicioSocial(db: Db, appUrl: string, segundos: number): Promise<ResultadoServicioSocial> {
  process.stdout.write(`bench: cargando ${SS_VACANTES} vacantes y ${SS_ESTUDIANTES} estudiantes…\n`);
  const { segundos: carga } = await cargarServicioSocial(db);
  const login = await fetch(`${appUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ALUMNO) });
  if (!login.ok) throw new Error(`no se pudo iniciar sesión como estudiante: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };

  // The floor: a minimal Fastify route answering one indexed SELECT of a vacancy from the same database.
  const select = await medirSelectIndexado(db, 'ss_vacantes', 'id, titulo, cupo, ocupados', segundos);
  const filas = await medirConsultas(appUrl, token, consultasBusqueda(), segundos);
  return { carga, select, filas };
}

export function tablaServicioSocial({ select, filas }: ResultadoServicioSocial): string {
  return tablaFrenteASelect(select, filas);
}

export function resumenServicioSocial(r: ResultadoServicioSocial): string {
  const peor = Math.max(...r.filas.map((f) => f.p95));
  return `bench: datos cargados en ${r.carga.toFixed(1)} s; p95 más alto de la búsqueda ${peor.toFixed(1)} ms (meta < ${META_P95_MS} ms)${peor >= META_P95_MS ? ' — EXCEDE LA META' : ''}`;
}

// ── Staff reports (issue 12) ─────────────────────────────────────────────────────────────────────────
// GET /api/servicio-social/reportes-ss with BENCH_SS_PRESTACIONES services (50,000), each with its monthly
// reports, sent versions and two reviews, beside the same bare indexed SELECT. Goal: p95 < 300 ms.
// Services are loaded with one INSERT … SELECT FROM unnest($arrays); documents, versions and reviews are derived
// from them set-based (INSERT … SELECT over generate_series), never row by row.

export const SS_PRESTACIONES = Number(process.env.BENCH_SS_PRESTACIONES ?? 50_000);
const META_REPORTES_P95_MS = 300;
const ESTADOS_BENCH = ['en_curso', 'en_curso', 'en_curso', 'concluida', 'liberada', 'liberada', 'baja'];
const PERIODOS_BENCH = ['2026-2', '2027-1', '2027-2'];

/** Loads `total` services over the students and vacancies already there (one per student). */
export async function cargarPrestaciones(db: Db, total = SS_PRESTACIONES) {
  const inicio = performance.now();
  const next = random(20_261_125);
  const q = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const estudiantes = await q<{ id: number }>(sql`select id from ss_estudiantes order by id limit ${total}`);
  const vacantes = await q<{ id: number; programa_id: number; institucion_id: number }>(sql`select id, programa_id, institucion_id from ss_vacantes order by id`);
  if (estudiantes.length < total) throw new Error(`hay ${estudiantes.length} estudiantes para ${total} prestaciones: suba BENCH_SS_ESTUDIANTES`);
  const p = { est: [] as number[], vac: [] as number[], prog: [] as number[], inst: [] as number[], periodo: [] as string[], estado: [] as string[], inicio: [] as string[], aprobadas: [] as number[] };
  const hoy = hoyEnMexico();
  for (const [i, e] of estudiantes.entries()) {
    const v = vacantes[i % vacantes.length];
    const estado = pick(next, ESTADOS_BENCH);
    p.est.push(e.id);
    p.vac.push(v.id);
    p.prog.push(v.programa_id);
    p.inst.push(v.institucion_id);
    p.periodo.push(pick(next, PERIODOS_BENCH));
    p.estado.push(estado);
    p.inicio.push(sumarDias(hoy, -30 - Math.floor(next() * 330)));
    p.aprobadas.push(estado === 'liberada' || estado === 'concluida' ? 480 : Math.floor(next() * 480));
  }
  await db.execute(sql`
    insert into ss_prestaciones (estudiante_id, vacante_id, programa_id, institucion_id, periodo, estado, fecha_inicio, horas_requeridas, duracion_minima_meses,
      duracion_maxima_meses, max_horas_dia, horas_registradas, horas_aprobadas, liberada_en, baja_en)
    select est, vac, prog, inst, periodo, estado, inicio::date, 480, 6, 24, 4, aprobadas + 8, aprobadas,
      case when estado = 'liberada' then now() end, case when estado = 'baja' then now() end
    from unnest(${arr(p.est)}::integer[], ${arr(p.vac)}::integer[], ${arr(p.prog)}::integer[], ${arr(p.inst)}::integer[], ${arr(p.periodo)}::text[],
      ${arr(p.estado)}::text[], ${arr(p.inicio)}::text[], ${arr(p.aprobadas)}::integer[]) as t(est, vac, prog, inst, periodo, estado, inicio, aprobadas)`);
  // Monthly reports: one per month served so far but the last (some services are late), every one sent once.
  await db.execute(sql`
    insert into ss_documentos (estudiante_id, prestacion_id, tipo, titulo, periodo_mes, estado, version, enviado_en, aprobado_en)
    select p.estudiante_id, p.id, 'informe_mensual', 'Informe mensual', (date_trunc('month', p.fecha_inicio) + make_interval(months => m))::date,
      case when m % 5 = 4 then 'enviado' else 'aprobado' end, 1, p.fecha_inicio + make_interval(months => m + 1), p.fecha_inicio + make_interval(months => m + 1, days => 4)
    from ss_prestaciones p, generate_series(0, greatest(0, (current_date - p.fecha_inicio) / 31 - 2)) as m`);
  await db.execute(sql`
    insert into ss_documento_versiones (documento_id, version, contenido, created_at)
    select id, 1, '<p>Actividades del mes.</p>', enviado_en from ss_documentos where tipo = 'informe_mensual'`);
  // Two statements, the institution's decisions first: each review's wait (a trigger) is measured from the one before.
  await db.execute(sql`
    insert into ss_documento_revisiones (documento_id, version, etapa, decision, revisor_nombre, via, created_at)
    select id, 1, 'institucion', 'aprobar', 'Supervisor', 'portal', enviado_en + make_interval(hours => 6 + (id % 90)) from ss_documentos where tipo = 'informe_mensual'`);
  await db.execute(sql`
    insert into ss_documento_revisiones (documento_id, version, etapa, decision, revisor_nombre, via, created_at)
    select id, 1, 'oficina', 'aprobar', 'Oficina', 'oficina', enviado_en + make_interval(hours => 100 + (id % 40)) from ss_documentos where tipo = 'informe_mensual' and estado = 'aprobado'`);
  await db.execute(sql`analyze ss_prestaciones; analyze ss_documentos; analyze ss_documento_versiones; analyze ss_documento_revisiones`);
  const [{ documentos }] = await q<{ documentos: number }>(sql`select count(*)::int as documentos from ss_documentos`);
  return { segundos: (performance.now() - inicio) / 1000, documentos };
}

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)];
}

const reporte = (filtro: Record<string, unknown>) => `/api/servicio-social/reportes-ss?filter=${encodeURIComponent(JSON.stringify(filtro))}`;

export interface ResultadoReportesSs extends ResultadoServicioSocial {
  documentos: number;
}

/**
 * Loads the services over the search part's students and vacancies (run just before it) and measures the staff report with and without filters against a bare indexed SELECT of one service. `token`: staff (admin).
 */
export async function benchReportesSs(db: Db, appUrl: string, token: string, segundos: number): Promise<ResultadoReportesSs> {
  process.stdout.write(`bench: cargando ${SS_PRESTACIONES} prestaciones con sus informes…\n`);
  const { segundos: carga, documentos } = await cargarPrestaciones(db);
  const { rows: [frecuente] } = (await db.execute(sql`select institucion_id as id from ss_prestaciones group by 1 order by count(*) desc limit 1`)) as unknown as { rows: { id: number }[] };
  const select = await medirSelectIndexado(db, 'ss_prestaciones', 'id, estado, horas_aprobadas', segundos);
  const filas = await medirConsultas(appUrl, token, [
    { nombre: 'reporte completo, sin filtros', ruta: reporte({}) },
    { nombre: 'reporte del periodo 2027-1', ruta: reporte({ periodo: '2027-1' }) },
    { nombre: 'reporte de la institución más grande', ruta: reporte({ institucionId: frecuente.id }) },
  ], segundos);
  return { carga, select, filas, documentos };
}

export function resumenReportesSs(r: ResultadoReportesSs): string {
  const peor = Math.max(...r.filas.map((f) => f.p95));
  return `bench: ${SS_PRESTACIONES} prestaciones y ${r.documentos} informes cargados en ${r.carga.toFixed(1)} s; p95 más alto del reporte ${peor.toFixed(1)} ms (meta < ${META_REPORTES_P95_MS} ms)${peor >= META_REPORTES_P95_MS ? ' — EXCEDE LA META' : ''}`;
}

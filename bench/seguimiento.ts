// Section `seguimiento` of `npm run bench` (issue 22): BENCH_FILAS graduates (100,000) and 30 % of that in sent
// answers (30,000), written set-based (generate_series and unnest, no row-by-row inserts) into two waves of the seeded
// TecNM questionnaire, with employers' answers about a fifth of the working respondents.
// - The indicators (GET …/aplicaciones/:id/indicadores and GET /api/seguimiento/indicadores?programaId=, all waves of
//   a program), one request at a time and with 10 connections, beside a bare indexed SELECT. Goal: p95 < 300 ms.
// - Queuing the invitations of a wave of 20 % of the graduates (20,000: POST …/enviar over HTTP, which writes the
//   invitation rows and the campaign that mails them) beside the campaign engine's own queuing of the same
//   graduates (iniciarEnvio, as the correo section measures it). Twice each, alternating; the best of each is
//   compared. Goal: < 10 s.
import { inArray, sql } from 'drizzle-orm';
import { respuestasDeEgresado, respuestasDeEmpleador } from '../server/cli/demo-seguimiento';
import { random } from '../server/cli/demo-egresados';
import { iniciarEnvio } from '../server/campanas/service';
import type { Db } from '../server/db/client';
import { campanas } from '../server/db/schema';
import { SEMILLA_EGRESADOS, SEMILLA_EMPLEADORES, vigenteDeSemilla } from '../server/seguimiento/cuestionarios/service';
import { medirConsultas, medirSelectIndexado, tablaFrenteASelect, type Consulta, type FilaConsulta } from './consultas';
import { cargarEgresados, GENERACIONES, PRIMERA_GENERACION } from './egresados';
import { api } from './postulaciones-envios';

export const SEG_EGRESADOS = Number(process.env.BENCH_FILAS ?? 100_000);
const SEG_RESPUESTAS = Math.round(SEG_EGRESADOS * 0.3);
export const META_INDICADORES_MS = 300;
export const META_ENCOLAR_S = 10;
/** Answer variants drawn once (the demo's generator); each invitation takes one by its id. */
const VARIANTES = 400;
const DIA = 86_400_000;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const anios = (desde: number, cuantos: number) => Array.from({ length: cuantos }, (_, i) => PRIMERA_GENERACION + desde + i);

export interface ResultadoSeguimiento {
  carga: number;
  respuestas: number;
  empleadores: number;
  select: FilaConsulta;
  filas: FilaConsulta[];
  invitados: number;
  /** Seconds of each round, in order. */
  campana: number[];
  aplicacion: number[];
}

/**
 * Invitation rows for every graduate of the wave's population, with sent answers for `respuestas` of them (drawn by a
 * hash of the id, so spread over programs and generaciones) and drafts for a tenth as many more.
 */
async function cargarOla(db: Db, ola: number, cuestionarioId: number, programas: number[], generaciones: number[], respuestas: number, apertura: Date) {
  const r = random(22_000 + ola);
  const variantes = Array.from({ length: VARIANTES }, () => JSON.stringify(respuestasDeEgresado(r)));
  await db.execute(sql`
    with poblacion as (
      select id, lower(correo) as correo, programa_id, anio_egreso, row_number() over (order by md5(id::text)) as turno
      from egresados where programa_id = any(${sql.param(programas)}::int[]) and anio_egreso = any(${sql.param(generaciones)}::int[]))
    insert into seg_invitaciones (aplicacion_id, egresado_id, tipo, cuestionario_id, correo, programa_id, generacion, invitada_en, respuestas, enviada_en,
      aviso_version, aviso_aceptado_en)
    select ${ola}::int, id, 'egresado', ${cuestionarioId}::int, correo, programa_id, anio_egreso, ${apertura}::timestamptz,
      case when turno <= ${Math.round(respuestas * 1.1)} then (${sql.param(variantes)}::jsonb[])[1 + id % ${VARIANTES}] end,
      case when turno <= ${respuestas} then ${apertura}::timestamptz + make_interval(hours => id % 900) end,
      case when turno <= ${respuestas} then '2026-11' end,
      case when turno <= ${respuestas} then ${apertura}::timestamptz + make_interval(hours => id % 900) end
    from poblacion`);
  await db.execute(sql`update seg_aplicaciones set enviada_en = apertura, ultimo_envio_en = apertura where id = ${ola}`);
}

/** Employers' answers about every fifth working respondent of the waves (three in four of them answered). */
async function cargarEmpleadores(db: Db, olas: number[], cuestionarioId: number) {
  const r = random(22_999);
  const variantes = Array.from({ length: VARIANTES }, () => JSON.stringify(respuestasDeEmpleador(r)));
  await db.execute(sql`
    insert into seg_invitaciones (aplicacion_id, egresado_id, tipo, cuestionario_id, correo, programa_id, generacion, invitada_en, respuestas, enviada_en)
    select aplicacion_id, egresado_id, 'empleador', ${cuestionarioId}::int, 'rh.' || egresado_id || '@empresa.test', programa_id, generacion, enviada_en,
      case when id % 4 <> 0 then (${sql.param(variantes)}::jsonb[])[1 + id % ${VARIANTES}] end,
      case when id % 4 <> 0 then enviada_en + interval '5 days' end
    from seg_invitaciones
    where aplicacion_id = any(${sql.param(olas)}::int[]) and tipo = 'egresado' and enviada_en is not null and egresado_id % 5 = 0
      and respuestas->>'actividad_actual' in ('trabaja', 'estudia_y_trabaja')`);
}

async function crearOla(appUrl: string, token: string, cuestionarioId: number, nombre: string, programaIds: number[], generaciones: number[], apertura: Date) {
  const ola = await api<{ id: number; poblacion: number }>(appUrl, token, 'POST', '/seguimiento/aplicaciones', {
    cuestionarioId, nombre, poblacion: { programaIds, generaciones }, apertura: apertura.toISOString(),
    cierre: new Date(Date.now() + 30 * DIA).toISOString(), recordatorios: { cadaDias: 7, maximo: 2 },
  });
  return ola.id;
}

/** The campaign engine's own queuing of the same graduates: a campaign with the list's filter, its recipients written. */
async function encolarCampana(db: Db, programaId: number[], anioEgreso: number[], ronda: number) {
  const [campana] = await db
    .insert(campanas)
    .values({ nombre: `Encuesta de seguimiento (bench ${ronda})`, asunto: 'Encuesta', cuerpoHtml: '<p>Hola {{nombre}}</p>', filtro: { programaId, anioEgreso }, estado: 'borrador' })
    .returning();
  const inicio = performance.now();
  await db.transaction((tx) => iniciarEnvio(tx, campana));
  return { id: campana.id, segundos: (performance.now() - inicio) / 1000 };
}

/** POST …/enviar as staff do it (no body), timed to the answer. */
async function enviarOla(appUrl: string, token: string, ola: number) {
  const inicio = performance.now();
  const res = await fetch(`${appUrl}/api/seguimiento/aplicaciones/${ola}/enviar`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 202) throw new Error(`bench seguimiento: enviar → ${res.status} ${await res.text()}`);
  const { invitados } = (await res.json()) as { invitados: number };
  return { invitados, segundos: (performance.now() - inicio) / 1000 };
}

export async function benchSeguimiento(db: Db, appUrl: string, token: string, segundos: number): Promise<ResultadoSeguimiento> {
  process.stdout.write(`bench: seguimiento, cargando ${SEG_EGRESADOS} egresados y ${SEG_RESPUESTAS} respuestas…\n`);
  const inicio = performance.now();
  const programas = await cargarEgresados(db, 'SEG', SEG_EGRESADOS);
  const egresadosQ = (await vigenteDeSemilla(db, SEMILLA_EGRESADOS))!.id;
  const empleadoresQ = (await vigenteDeSemilla(db, SEMILLA_EMPLEADORES))!.id;
  // Two answered waves over the first eight generaciones, and two (still to send) over the last two: the queuing rounds.
  const apertura = new Date(Date.now() - 60 * DIA);
  const [antiguas, recientes, nuevas] = [anios(0, 4), anios(4, GENERACIONES - 6), anios(GENERACIONES - 2, 2)];
  const olaA = await crearOla(appUrl, token, egresadosQ, `Generaciones ${antiguas[0]}–${antiguas.at(-1)} (bench)`, programas, antiguas, apertura);
  const olaB = await crearOla(appUrl, token, egresadosQ, `Generaciones ${recientes[0]}–${recientes.at(-1)} (bench)`, programas, recientes, apertura);
  const olasNuevas = [
    await crearOla(appUrl, token, egresadosQ, `Generaciones ${nuevas.join(' y ')} (bench, ronda 1)`, programas, nuevas, new Date()),
    await crearOla(appUrl, token, egresadosQ, `Generaciones ${nuevas.join(' y ')} (bench, ronda 2)`, programas, nuevas, new Date()),
  ];
  await cargarOla(db, olaA, egresadosQ, programas, antiguas, Math.round(SEG_RESPUESTAS / 2), apertura);
  await cargarOla(db, olaB, egresadosQ, programas, recientes, SEG_RESPUESTAS - Math.round(SEG_RESPUESTAS / 2), apertura);
  await cargarEmpleadores(db, [olaA, olaB], empleadoresQ);
  await db.execute(sql`analyze seg_invitaciones; analyze seg_aplicaciones`);
  const [conteo] = rows<{ respuestas: number; empleadores: number }>(await db.execute(sql`
    select count(*) filter (where tipo = 'egresado')::int as respuestas, count(*) filter (where tipo = 'empleador')::int as empleadores
    from seg_invitaciones where enviada_en is not null and aplicacion_id in (${olaA}, ${olaB})`));
  const carga = (performance.now() - inicio) / 1000;

  const programa = programas[0];
  const generacion = antiguas[2];
  const indicadores = (ruta: string) => `/api/seguimiento${ruta}`;
  const consultas: Consulta[] = [
    { nombre: 'una aplicación', ruta: indicadores(`/aplicaciones/${olaA}/indicadores`) },
    { nombre: 'una aplicación, un programa', ruta: indicadores(`/aplicaciones/${olaA}/indicadores?programaId=${programa}`) },
    { nombre: 'una aplicación, programa y generación', ruta: indicadores(`/aplicaciones/${olaA}/indicadores?programaId=${programa}&generacion=${generacion}`) },
    { nombre: 'todas las aplicaciones de un programa', ruta: indicadores(`/indicadores?programaId=${programa}`) },
    { nombre: 'todas las de un programa, una generación', ruta: indicadores(`/indicadores?programaId=${programa}&generacion=${generacion}`) },
  ];
  // The «coinciden» column: the answers each figure is computed over, as the API reports them.
  for (const c of consultas) {
    const r = await fetch(`${appUrl}${c.ruta}`, { headers: { authorization: `Bearer ${token}` } });
    if (!r.ok) throw new Error(`${c.nombre}: ${r.status} ${(await r.text()).slice(0, 300)}`);
    const { respuestas, poblacion } = (await r.json()) as { respuestas: number; poblacion: number };
    c.coinciden = `${respuestas} de ${poblacion}`;
  }
  const select = await medirSelectIndexado(db, 'seg_invitaciones', 'id, aplicacion_id, enviada_en', segundos);
  const filas = await medirConsultas(appUrl, token, consultas, segundos);

  const campana: number[] = [];
  const aplicacion: number[] = [];
  const campanasBench: number[] = [];
  let invitados = 0;
  for (const [i, ola] of olasNuevas.entries()) {
    process.stdout.write(`bench: seguimiento, encolar invitaciones (ronda ${i + 1} de ${olasNuevas.length})…\n`);
    // Alternating which goes first: neither always finds the other's pages in the cache.
    const c = async () => {
      const r = await encolarCampana(db, programas, nuevas, i + 1);
      campanasBench.push(r.id);
      campana.push(r.segundos);
    };
    const a = async () => {
      const r = await enviarOla(appUrl, token, ola);
      invitados = r.invitados;
      aplicacion.push(r.segundos);
    };
    if (i % 2 === 0) await c().then(a);
    else await a().then(c);
  }
  // Nothing is mailed here: the waves' and the engine's campaigns are cancelled, so a later section's worker
  // (correo) does not find them waiting.
  await db.execute(sql`update campanas set estado = 'cancelada' where estado = 'enviando' and (${inArray(campanas.id, campanasBench)} or filtro ? 'seguimiento')`);
  return { carga, respuestas: conteo.respuestas, empleadores: conteo.empleadores, select, filas, invitados, campana, aplicacion };
}

export function resumenSeguimiento(r: ResultadoSeguimiento): string {
  const peor = Math.max(...r.filas.map((f) => f.p95));
  const campana = Math.min(...r.campana);
  const aplicacion = Math.min(...r.aplicacion);
  const s = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(' / ');
  const columnas = ['escenario', 'invitaciones', 's (mejor)', 's (rondas)', 'invitaciones/s', 'vs. campaña'];
  const celdas = [
    ['Campaña: destinatarios escritos (iniciarEnvio, base)', String(r.invitados), campana.toFixed(2), s(r.campana), String(Math.round(r.invitados / campana)), 'base'],
    ['Aplicación: POST …/enviar (invitaciones y su campaña)', String(r.invitados), aplicacion.toFixed(2), s(r.aplicacion), String(Math.round(r.invitados / aplicacion)),
      `${(aplicacion / campana).toFixed(2)}× el tiempo`],
  ];
  const anchos = columnas.map((c, i) => Math.max(c.length, ...celdas.map((f) => f[i].length)));
  const linea = (v: string[]) => v.map((x, i) => (i === 0 ? x.padEnd(anchos[i]) : x.padStart(anchos[i]))).join('  ');
  return [
    tablaFrenteASelect(r.select, r.filas),
    '',
    `bench: ${SEG_EGRESADOS} egresados, ${r.respuestas} respuestas y ${r.empleadores} respuestas de empleadores cargadas en ${r.carga.toFixed(1)} s; ` +
      `p95 más alto de los indicadores ${peor.toFixed(1)} ms (meta < ${META_INDICADORES_MS} ms)${peor >= META_INDICADORES_MS ? ' — EXCEDE LA META' : ''}`,
    '',
    [linea(columnas), anchos.map((w) => '-'.repeat(w)).join('  '), ...celdas.map(linea)].join('\n'),
    '',
    `bench: encolar ${r.invitados} invitaciones ${aplicacion.toFixed(2)} s (meta < ${META_ENCOLAR_S} s)${aplicacion >= META_ENCOLAR_S ? ' — EXCEDE LA META' : ''}; ` +
      `la campaña sola ${campana.toFixed(2)} s`,
  ].join('\n');
}

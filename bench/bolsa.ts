// Section `bolsa` of `npm run bench` (issue 32), over ./bolsa-datos (20,000 offers, 200,000 applications), through HTTP
// as the app serves them; latency of one request at a time (p50/p95/p99) and req/s with 10 connections. Each route
// is set beside a minimal Fastify route on the same database measured the same way, just before it:
// - the public search (GET /api/bolsa/ofertas as /bolsa-de-trabajo asks for it: one page of 20, text and filters,
//   each request from its own address so the per-address limit still counts it) beside a SELECT of the same 20
//   rows by primary key. Goals: p95 < 30 ms and at least half the baseline's req/s (throughput ratio ≥ 0.5×);
// - the employer's applicants (GET /api/bolsa/candidaturas?filter={"ofertaId"} as the employer portal asks for one
//   offer's, 200 a page, signed in as the employer) beside a SELECT of the same rows by primary key. Goal: p95 < 30 ms;
// - the placement indicators (GET /api/bolsa/indicadores, the admin's screen, as staff) beside one GROUP BY of the
//   same applications in the database. Goal: p95 < 300 ms. Each process keeps the answer until the data change; the
//   live query (the first view after a change) is measured too, beside the same baseline, and shown without a goal.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { hoyMexico } from '../server/servicio-social/comun/fechas';
import { BOLSA_CANDIDATURAS, BOLSA_OFERTAS, EMPLEADOR_BENCH, cargarBolsa, type DatosBolsa } from './bolsa-datos';
import { medirConsultas, medirRutaMinima, type Consulta, type FilaConsulta } from './consultas';
import { indicadores as calcularIndicadores } from '../server/bolsa/indicadores/service';
import { buscarOfertas } from '../server/bolsa/ofertas/publico';

export const META_BUSQUEDA_P95_MS = 30;
export const META_BUSQUEDA_RAZON = 0.5;
export const META_CANDIDATOS_P95_MS = 30;
export const META_INDICADORES_P95_MS = 300;

const filas = <T>(r: unknown) => (r as { rows: T[] }).rows;
const q = (filter: object, sort?: [string, string], range: [number, number] = [0, 19]) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}${sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ''}`;

/** A route's row and the baseline it is set against (null: the row is a baseline). */
export interface Par {
  fila: FilaConsulta;
  base: FilaConsulta | null;
  /** Held to the section's goal (the portal's list of all the employer's applications is shown, not held). */
  meta?: boolean;
  /** The service's query itself, with no kept copy (shown beside the route, without a goal). */
  enVivo?: boolean;
}

export interface ResultadoBolsa {
  datos: DatosBolsa;
  busqueda: Par[];
  candidatos: Par[];
  indicadores: Par[];
}

function busquedas(programas: number[]): Consulta[] {
  const ruta = (filter: object, sort?: [string, string]) => `/api/bolsa/ofertas?${q(filter, sort ?? ['publicadaEn', 'DESC'])}`;
  return [
    { nombre: 'sin texto, recientes (la página al abrir)', ruta: ruta({}) },
    { nombre: "q = 'desarrollador'", ruta: ruta({ q: 'desarrollador' }) },
    { nombre: "q = 'analista datos' + remoto", ruta: ruta({ q: 'analista datos', modalidad: 'remoto' }) },
    { nombre: "q = 'ingeniero' + programa + Jalisco, cierre próximo", ruta: ruta({ q: 'ingeniero', programaId: programas[1], entidad: 'JC' }, ['cierre', 'ASC']) },
    { nombre: "q = 'contador' + tiempo completo + sueldo ≥ 15,000", ruta: ruta({ q: 'contador', jornada: 'tiempo_completo', sueldoMin: 15000 }) },
    { nombre: "q = 'disenador grafico' (sin acentos) + con sueldo", ruta: ruta({ q: 'disenador grafico', conSueldo: true }) },
  ].map((c) => ({ ...c, visitantes: true }));
}

async function ids(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`bench bolsa: ${url} → ${res.status} ${(await res.text()).slice(0, 300)}`);
  return ((await res.json()) as { id: number }[]).map((f) => f.id);
}

/** The same offers' columns as the search lists them (no description), by primary key. */
const ofertasPorId = (db: Db, lista: number[]) => async () => filas(await db.execute(sql`
  select o.id, e.razon_social as empleador, o.titulo, o.programa_ids, o.modalidad, o.entidad, o.municipio, o.jornada, o.sueldo_min, o.sueldo_max,
    o.plazas, o.cierre, o.postulacion_externa, o.estado, o.publicada_en, o.cerrada_en, o.cubierta, o.renovada, o.created_at
  from bolsa_ofertas o join bolsa_empleadores e on e.id = o.empleador_id where o.id = any(${sql.param(lista)}::int[])`));

/** The same applications' columns, by primary key. */
const candidaturasPorId = (db: Db, lista: number[]) => async () => filas(await db.execute(sql`
  select c.id, c.oferta_id, o.titulo as oferta, e.razon_social as empleador, c.nombre, c.correo, c.telefono, c.mensaje, c.declaracion, c.cv_archivo_id, c.estado,
    c.estado_en, c.vista_en, c.created_at
  from bolsa_candidaturas c join bolsa_ofertas o on o.id = c.oferta_id join bolsa_empleadores e on e.id = o.empleador_id where c.id = any(${sql.param(lista)}::bigint[])`));

/** Each route right after its own baseline, so both see the same moment of the machine's load. */
async function frente(
  appUrl: string, token: string, consultas: (Consulta & { sinMeta?: boolean })[], base: (c: Consulta) => Promise<FilaConsulta>, segundos: number,
  vivo?: (c: Consulta) => Promise<FilaConsulta>,
): Promise<Par[]> {
  const pares: Par[] = [];
  for (const c of consultas) {
    const b = await base(c);
    const [fila] = await medirConsultas(appUrl, token, [c], segundos);
    pares.push({ fila: b, base: null }, { fila, base: b, meta: !c.sinMeta });
    if (vivo) pares.push({ fila: await vivo(c), base: b, enVivo: true });
  }
  return pares;
}

/** The search a route asks for, run by the service itself (no copy kept). */
function busquedaEnVivo(db: Db, ruta: string) {
  const params = new URL(ruta, 'http://x').searchParams;
  const [campo, sentido] = JSON.parse(params.get('sort') ?? '["publicadaEn","DESC"]') as [string, string];
  const filtro = JSON.parse(params.get('filter') ?? '{}') as Record<string, unknown>;
  return () => buscarOfertas(db, filtro, { campo, desc: sentido === 'DESC' }, 0, 20);
}

async function entrar(appUrl: string, cuenta: { email: string; password: string }) {
  const res = await fetch(`${appUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cuenta) });
  if (!res.ok) throw new Error(`bench bolsa: no se pudo iniciar sesión como ${cuenta.email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function benchBolsa(db: Db, appUrl: string, token: string, segundos: number): Promise<ResultadoBolsa> {
  process.stdout.write(`bench: bolsa, cargando ${BOLSA_OFERTAS} ofertas y ${BOLSA_CANDIDATURAS} candidaturas…\n`);
  const datos = await cargarBolsa(db);
  const empleador = await entrar(appUrl, EMPLEADOR_BENCH);
  const porId = (nombre: string, consulta: typeof ofertasPorId, lista: number[]) => medirRutaMinima(nombre, consulta(db, lista), segundos, String(lista.length));

  const busqueda = await frente(appUrl, '', busquedas(datos.programas), async (c) =>
    porId('  base: las mismas ofertas por id', ofertasPorId, await ids(`${appUrl}${c.ruta}`, { 'x-forwarded-for': '192.0.2.1' })), segundos,
  // Each process keeps a page until offers change (server/bolsa/caches.ts): the route's row is a repeated question;
  // the query itself, for a question nobody asked yet, is shown beside the same baseline, without a goal.
  (c) => medirRutaMinima('  la consulta en vivo (sin copia guardada)', busquedaEnVivo(db, c.ruta), segundos));

  const lista = (ofertaId?: number) => `/api/bolsa/candidaturas?${q(ofertaId ? { ofertaId } : {}, undefined, [0, 199])}`;
  const candidatos = await frente(appUrl, empleador, [
    { nombre: `una oferta, la de más candidaturas (${datos.ofertaMayor.candidaturas})`, ruta: lista(datos.ofertaMayor.id) },
    { nombre: `una oferta típica de la empresa (${datos.ofertaTipica.candidaturas})`, ruta: lista(datos.ofertaTipica.id) },
    { nombre: 'todas las de la empresa (portada del portal; sin meta)', ruta: lista(), sinMeta: true },
  ], async (c) => porId('  base: las mismas candidaturas por id', candidaturasPorId, await ids(`${appUrl}${c.ruta}`, { authorization: `Bearer ${empleador}` })), segundos);

  const hoy = hoyMexico();
  const haceUnAnio = `${Number(hoy.slice(0, 4)) - 1}${hoy.slice(4)}`;
  const consultasIndicadores: Consulta[] = [
    { nombre: 'todo el historial', ruta: '/api/bolsa/indicadores' },
    { nombre: 'último año', ruta: `/api/bolsa/indicadores?desde=${haceUnAnio}&hasta=${hoy}` },
    { nombre: 'último año, un programa', ruta: `/api/bolsa/indicadores?desde=${haceUnAnio}&hasta=${hoy}&programaId=${datos.programas[0]}` },
  ];
  for (const c of consultasIndicadores) {
    const res = await fetch(`${appUrl}${c.ruta}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`bench bolsa: ${c.ruta} → ${res.status} ${(await res.text()).slice(0, 300)}`);
    const i = (await res.json()) as { ofertas: number; candidaturas: number };
    c.coinciden = `${i.ofertas} of., ${i.candidaturas} cand.`;
  }
  const [{ n }] = filas<{ n: number }>(await db.execute(sql`select count(*)::int as n from bolsa_candidaturas`));
  const baseIndicadores = await medirRutaMinima('  base: un GROUP BY de las mismas candidaturas', async () => filas(await db.execute(sql`
    select c.programa_id, count(*)::int as candidaturas, count(*) filter (where c.estado = 'contratada')::int as contratados
    from bolsa_candidaturas c join bolsa_ofertas o on o.id = c.oferta_id where o.publicada_en is not null group by c.programa_id`)), segundos, `${n} cand.`);
  const indicadores: Par[] = [{ fila: baseIndicadores, base: null }];
  for (const f of await medirConsultas(appUrl, token, consultasIndicadores, segundos)) indicadores.push({ fila: f, base: baseIndicadores, meta: true });
  // The route keeps its answer until offers or applications change (server/bolsa/indicadores/cache.ts): the rows
  // above are what staff wait for on a repeated view. The first view after a change runs the query itself: shown,
  // not held to the goal.
  for (const c of consultasIndicadores) {
    const filtro = Object.fromEntries(new URL(c.ruta, 'http://x').searchParams) as { desde?: string; hasta?: string; programaId?: string };
    const f = { ...filtro, programaId: filtro.programaId ? Number(filtro.programaId) : undefined };
    indicadores.push({ fila: await medirRutaMinima(`  ${c.nombre}: la consulta en vivo (sin copia guardada)`, () => calcularIndicadores(db, f), segundos, c.coinciden), base: baseIndicadores, enVivo: true });
  }
  return { datos, busqueda, candidatos, indicadores };
}

const razon = (x: number) => `${x >= 0.1 ? x.toFixed(2) : x.toPrecision(2)}×`;

export function tablaBolsa(pares: Par[]): string {
  const columnas = ['consulta', 'coinciden', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s (10 con.)', 'fallos', 'p95 / base', 'req/s / base'];
  const celdas = pares.map(({ fila: f, base: b }) => [
    f.consulta, f.total, f.p50.toFixed(1), f.p95.toFixed(1), f.p99.toFixed(1), String(Math.round(f.reqs)), String(f.fallos),
    b ? razon(f.p95 / b.p95) : 'base', b ? razon(f.reqs / b.reqs) : 'base',
  ]);
  const anchos = columnas.map((c, i) => Math.max(c.length, ...celdas.map((r) => r[i].length)));
  const linea = (v: string[]) => v.map((x, i) => (i === 0 ? x.padEnd(anchos[i]) : x.padStart(anchos[i]))).join('  ');
  return [linea(columnas), anchos.map((w) => '-'.repeat(w)).join('  '), ...celdas.map(linea)].join('\n');
}

const medidas = (pares: Par[]) => pares.filter((p) => p.base && p.meta);
const enVivo = (pares: Par[]) => pares.filter((p) => p.enVivo);

export function resumenBolsa(r: ResultadoBolsa): string[] {
  const peor = (pares: Par[]) => Math.max(...medidas(pares).map((p) => p.fila.p95));
  const busquedaP95 = peor(r.busqueda);
  const busquedaRazon = Math.min(...medidas(r.busqueda).map((p) => p.fila.reqs / p.base!.reqs));
  const candidatosP95 = peor(r.candidatos);
  const indicadoresP95 = peor(r.indicadores);
  const excede = (malo: boolean) => (malo ? ' — NO CUMPLE' : '');
  return [
    `bench: bolsa, ${r.datos.empleadores} empleadores, ${r.datos.ofertas} ofertas (${r.datos.publicadas} publicadas) y ${r.datos.candidaturas} candidaturas cargadas en ${r.datos.segundos.toFixed(1)} s`,
    `bench: búsqueda pública: p95 más alto ${busquedaP95.toFixed(1)} ms (meta < ${META_BUSQUEDA_P95_MS} ms)${excede(busquedaP95 >= META_BUSQUEDA_P95_MS)}; ` +
      `req/s frente a su base, la más baja ${razon(busquedaRazon)} (meta ≥ ${META_BUSQUEDA_RAZON}×)${excede(busquedaRazon < META_BUSQUEDA_RAZON)}`,
    `bench: candidaturas de una oferta (empleador): p95 más alto ${candidatosP95.toFixed(1)} ms (meta < ${META_CANDIDATOS_P95_MS} ms)${excede(candidatosP95 >= META_CANDIDATOS_P95_MS)}`,
    `bench: indicadores de colocación: p95 más alto ${indicadoresP95.toFixed(1)} ms (meta < ${META_INDICADORES_P95_MS} ms)${excede(indicadoresP95 >= META_INDICADORES_P95_MS)}`,
    `bench: sin copia guardada (la primera vez que alguien pregunta tras un cambio): búsqueda p95 más alto ${Math.max(...enVivo(r.busqueda).map((p) => p.fila.p95)).toFixed(1)} ms, ` +
      `req/s frente a su base, la más baja ${razon(Math.min(...enVivo(r.busqueda).map((p) => p.fila.reqs / p.base!.reqs)))}; indicadores p95 más alto ${Math.max(...enVivo(r.indicadores).map((p) => p.fila.p95)).toFixed(1)} ms`,
  ];
}

export const fallosBolsa = (r: ResultadoBolsa) => [...r.busqueda, ...r.candidatos, ...r.indicadores].some((p) => p.fila.fallos > 0);

// `npm run bench`: sign-in and GET /api/user throughput next to a bare Fastify route, all on loopback; then
// the bulk upload against a raw COPY of the same rows, and graduate list/search latency with 100,000 loaded.
// The app runs in this process (as in production, one event loop); autocannon drives it from a worker
// thread so the load generator does not share that loop. BENCH_SECCIONES=base,importacion,consultas,tablero,servicio-social,correo,postulaciones,seguimiento,bolsa picks sections
// (lighthouse runs only when named: BENCH_SECCIONES=lighthouse)
// (consultas and tablero need importacion; postulaciones: 1,000 public submissions of 2 MB beside a bare multipart
// route, the ranking of 2,000 nominations × 5 jurados, and each of the category's three rounds (puntaje, sí/no,
// ranking) of 2,000 × 5 beside one SQL statement, p95 < 100 ms; seguimiento: the survey indicators with 100,000
// graduates and 30,000 answers beside a bare indexed SELECT, and queuing a wave's 20,000 invitations beside the
// campaign engine's own queuing; BENCH_FILAS scales both; bolsa: 20,000 offers and 200,000 applications, the public
// offer search, an employer's applicants for one offer and the placement indicators, each beside a bare Fastify route
// answering the same rows by primary key (the indicators: one GROUP BY of the same applications); BENCH_BOLSA_* sizes).
// BENCH_DATABASE_URL=pglite runs on the embedded engine (default: the local PostgreSQL when it answers).
// escala runs only when named (BENCH_SECCIONES=escala, PostgreSQL only): it starts PgBouncer, HAProxy and two
// compiled server processes (Debian's /usr/sbin/pgbouncer and /usr/sbin/haproxy) and sets one process against two
// for the session check, the staff graduate list at BENCH_FILAS graduates and the public nomination page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { ensureBuild } from '../server/build/ensure-build';
import { openBenchDatabase } from './database';
import { consultasEgresados, medirConsultas, tablaConsultas } from './consultas';
import { benchCorreo, tablaCorreo } from './correo';
import { benchImportacion, tablaImportacion } from './importacion';
import { benchLighthouse, tablaLighthouse } from './lighthouse';
import { benchArranque, tablaArranque } from './arranque';
import { measure, warmUp, type LoadOptions } from './load';
import {
  benchReportesSs, benchServicioSocial, resumenReportesSs, resumenServicioSocial, SS_ESTUDIANTES, SS_PRESTACIONES, SS_VACANTES, tablaServicioSocial,
} from './servicio-social';
import { benchDocumentosPdf, resumenDocumentosPdf, tablaDocumentosPdf } from './servicio-social-documentos';
import { benchTablero, resumenTablero } from './tablero';
import { benchSeguimiento, resumenSeguimiento } from './seguimiento';
import { benchBolsa, fallosBolsa, resumenBolsa, tablaBolsa } from './bolsa';
import { benchEscala, resumenEscala, tablaEscala } from './escala';
import { benchRankingPostulaciones, LIMITE_RANKING_MS, resumenRondas, tablaRankingPostulaciones } from './postulaciones-ranking';
import { benchPostulacionesEnvios, tablaPostulacionesEnvios } from './postulaciones-envios';
import { renderTable, type Row } from './table';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 30);
const READ_LEVELS = [1, 10, 50];
const LOGIN_LEVELS = [1, 10];
const ADMIN = { email: 'bench@universidad.mx', password: 'clave-de-banco-de-pruebas' };
const SECCIONES = new Set((process.env.BENCH_SECCIONES ?? 'arranque,base,importacion,consultas,tablero,servicio-social,correo,postulaciones,seguimiento,bolsa').split(',').map((s) => s.trim()));
/** The import's largest size (BENCH_FILAS lowers it for a quick run). */
const FILAS = Number(process.env.BENCH_FILAS ?? 100_000);

async function listen(app: { listen(o: { port: number; host: string }): Promise<string>; server: { address(): unknown } }) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function scenario(name: string, load: Omit<LoadOptions, 'connections' | 'seconds'>, levels: number[], warm: number) {
  await warmUp({ ...load, connections: 1 }, warm);
  const results = [];
  for (const connections of levels) {
    process.stdout.write(`bench: ${name} con ${connections} conexiones…\n`);
    results.push(await measure({ ...load, connections, seconds: SECONDS, maxRequests: 2_000_000 }));
  }
  return results;
}

function rows(name: string, results: Awaited<ReturnType<typeof measure>>[], baseline?: Awaited<ReturnType<typeof measure>>[]): Row[] {
  return results.map((r, i) => {
    const base = baseline?.find((b) => b.connections === r.connections) ?? (baseline ? undefined : results[i]);
    return {
      escenario: name,
      conexiones: r.connections,
      'req/s': Math.round(r.requestsPerSecond),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      peticiones: r.total,
      fallos: r.failures,
      'vs. base': base && base.requestsPerSecond > 0 ? r.requestsPerSecond / base.requestsPerSecond : null,
    };
  });
}

async function main() {
  ensureBuild(ROOT);
  if (SECCIONES.has('lighthouse')) {
    console.log('\nLighthouse 12 (móvil, limitación por omisión) en Chromium de Debian, servidor de producción con los datos de demostración (db:demo; BENCH_LH_DATOS=vacio: sin datos)\n');
    console.log(tablaLighthouse(await benchLighthouse(ROOT)));
    if (SECCIONES.size === 1) return;
  }
  if (SECCIONES.has('arranque')) {
    console.log(`\nArranque como lo hace deploy/ (node con las opciones de npm start): del inicio del proceso al primer 200 de /api/health/listo, y memoria residente tras 5 s en reposo, frente a un Fastify mínimo arrancado igual (mediana de ${process.env.BENCH_ARRANQUE_VECES ?? 3} arranques; BENCH_ARRANQUE_VECES)\n`);
    console.log(tablaArranque(await benchArranque(ROOT)));
    if (SECCIONES.size === 1) return;
  }
  const started = Date.now();
  const bench = await openBenchDatabase();
  // Uploaded files (the postulaciones section writes 2 GB) go to a temporary folder removed at the end.
  const archivos = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-archivos-'));
  const config = loadConfig({
    FILES_DIR: archivos,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    MAIL_WORKER: 'false',
    // As behind the production proxy: the postulaciones section sends each public submission from its own
    // X-Forwarded-For address, so the per-IP limit applies to each without being loosened (other sections send none).
    TRUST_PROXY: 'true',
  });
  const app = await buildApp({ config, database: bench.database, mailWorker: false, logger: false });
  const bare = Fastify({ logger: false });
  bare.get('/hola', async () => ({ status: 'ok' }));
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await bare.close();
    await app.close();
    await bench.dispose();
    fs.rmSync(archivos, { recursive: true, force: true });
  };
  // An interrupted run still drops its throw-away database.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void close().finally(() => process.exit(130)));
  }

  try {
    const appUrl = await listen(app);
    const bareUrl = await listen(bare);
    const login = await fetch(`${appUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`no se pudo iniciar sesión para el banco de pruebas: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };

    console.log(`bench: base de datos ${bench.label}`);
    console.log(`bench: Node ${process.version}, ${os.cpus().length} núcleos, ${SECONDS} s por medición, solo 127.0.0.1`);

    const baseline = await scenario('Fastify mínimo', { url: `${bareUrl}/hola` }, SECCIONES.has('base') ? READ_LEVELS : [10], 500);
    let failed = baseline.some((r) => r.failures > 0);
    if (SECCIONES.has('base')) {
      const user = await scenario(
        'GET /api/user',
        { url: `${appUrl}/api/user`, headers: { authorization: `Bearer ${token}` } },
        READ_LEVELS,
        500,
      );
      const signIn = await scenario(
        'POST /api/login',
        {
          url: `${appUrl}/api/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        },
        LOGIN_LEVELS,
        10,
      );

      console.log(`\nLectura autenticada frente a una ruta Fastify mínima (mismo proceso, misma máquina; base de datos: ${bench.label})\n`);
      console.log(renderTable([...rows('Fastify mínimo (base)', baseline), ...rows('GET /api/user', user, baseline)]));
      console.log('\nInicio de sesión (argon2id, m=19 MiB, t=2: el costo lo domina el hash, por diseño)\n');
      console.log(renderTable(rows('POST /api/login', signIn, baseline)));
      failed ||= [...user, ...signIn].some((r) => r.failures > 0);
      // Ten connections signing in as one account trip the sign-in throttle (by design: those refusals are the
      // failures above). The throttle's windows are emptied, as an operator would, so the sections that follow
      // can sign in again.
      await app.db.execute(sql`DELETE FROM limite_intentos`);
      await app.db.execute(sql`DELETE FROM rate_limits`);
    }

    if (SECCIONES.has('importacion')) {
      if (!bench.url) {
        console.log('\nbench: la carga masiva se mide solo sobre PostgreSQL (COPY y procesos hijos); con PGlite se omite.');
      } else {
        const tamanos = FILAS > 10_000 ? [10_000, FILAS] : [FILAS];
        const importacion = await benchImportacion(app.db, bench.url, ADMIN, tamanos);
        console.log(`\nCarga masiva de punta a punta (HTTP multipart → egresados vacía) frente a COPY de las mismas filas (${bench.label})\n`);
        console.log(tablaImportacion(importacion));
        const peor = Math.max(...importacion.filter((f) => !f.resultado.startsWith('repetida')).map((f) => f.razon));
        console.log(`bench: razón importador/COPY ${peor.toFixed(2)}× (límite 4×)${peor > 4 ? ' — EXCEDE EL LÍMITE' : ''}`);

        if (SECCIONES.has('consultas')) {
          const { rows: [frecuente] } = (await app.db.execute(
            sql`SELECT programa_id AS "programaId", anio_egreso AS anio FROM egresados GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
          )) as unknown as { rows: { programaId: number; anio: number }[] };
          const base10 = baseline.find((b) => b.connections === 10);
          const consultas = await medirConsultas(appUrl, token, consultasEgresados(frecuente.programaId, frecuente.anio), SECONDS, base10);
          console.log(`\nGET /api/egresados con ${FILAS} egresados cargados (latencia: una petición a la vez; req/s: 10 conexiones; base = Fastify mínimo con 10)\n`);
          console.log(tablaConsultas(consultas));
          failed ||= consultas.some((c) => c.fallos > 0);
        }

        if (SECCIONES.has('tablero')) {
          const base10 = baseline.find((b) => b.connections === 10);
          const tablero = await benchTablero(app.db, appUrl, token, SECONDS, base10);
          console.log(`\nTablero, reporte e indicadores con ${FILAS} egresados cargados (latencia: una petición a la vez; req/s: 10 conexiones)\n`);
          console.log(resumenTablero(tablero.filas, tablero.p95, tablero.select));
          failed ||= [tablero.select, ...tablero.filas].some((c) => c.fallos > 0);
        }
      }
    }

    if (SECCIONES.has('servicio-social')) {
      const ss = await benchServicioSocial(app.db, appUrl, SECONDS);
      console.log(`\nBúsqueda de vacantes de servicio social como estudiante con ${SS_VACANTES} vacantes y ${SS_ESTUDIANTES} estudiantes cargados, frente a un SELECT indexado (${bench.label}; latencia: una petición a la vez; req/s: 10 conexiones)\n`);
      console.log(tablaServicioSocial(ss));
      console.log(resumenServicioSocial(ss));
      failed ||= [ss.select, ...ss.filas].some((f) => f.fallos > 0);
      const reportesSs = await benchReportesSs(app.db, appUrl, token, SECONDS);
      console.log(`\nReportes de servicio social (personal) con ${SS_PRESTACIONES} prestaciones cargadas, frente a un SELECT indexado (${bench.label}; latencia: una petición a la vez; req/s: 10 conexiones)\n`);
      console.log(tablaServicioSocial(reportesSs));
      console.log(resumenReportesSs(reportesSs));
      failed ||= [reportesSs.select, ...reportesSs.filas].some((f) => f.fallos > 0);
      const pdfs = await benchDocumentosPdf();
      console.log(`\nPDF de documentos de servicio social: ${pdfs.renderer.documentos} informes uno tras otro, frente a pdfkit desnudo en la misma corrida (en proceso, sin base de datos)\n`);
      console.log(tablaDocumentosPdf(pdfs));
      console.log(resumenDocumentosPdf(pdfs));
    }

    if (SECCIONES.has('correo')) {
      const correo = await benchCorreo(app);
      console.log(`\nDispersión de correos: ${correo.mensajes} mensajes personalizados a un servidor SMTP local, ${correo.conexiones} conexiones (${bench.label})\n`);
      console.log(tablaCorreo(correo));
      console.log(`bench: destinatarios de la campaña escritos en ${correo.materializarSegundos.toFixed(2)} s (una sentencia)`);
      console.log(`bench: razón campaña/nodemailer ${correo.razon.toFixed(2)} (mínimo 0.7)${correo.razon < 0.7 ? ' — POR DEBAJO DEL MÍNIMO' : ''}`);
    }
    if (SECCIONES.has('postulaciones')) {
      const envios = await benchPostulacionesEnvios(app, appUrl, token);
      console.log(`\nRegistro público de postulaciones: envíos de 2 MB, 20 a la vez, frente a una ruta multipart mínima (${bench.label})\n`);
      console.log(tablaPostulacionesEnvios(envios));
      failed ||= envios.some((f) => f.fallos > 0);
      // The nomination page is rendered on the server with the open call (server/shell/datos-iniciales.ts): its cost
      // beside the static prerendered /login and the API answer it carries, brotli as a browser asks for it.
      const br = { 'accept-encoding': 'br, gzip' };
      const paginaEstatica = await scenario('GET /login (HTML prerenderizado)', { url: `${appUrl}/login`, headers: br }, [10], 200);
      const convocatoriaApi = await scenario('GET /api/postulaciones/convocatoria', { url: `${appUrl}/api/postulaciones/convocatoria`, headers: br }, [10], 200);
      const paginaConDatos = await scenario('GET /postulaciones/registro (con la convocatoria)', { url: `${appUrl}/postulaciones/registro`, headers: br }, [10], 200);
      console.log(`\nPágina de registro de postulaciones renderizada con la convocatoria, frente a la ruta Fastify mínima (${bench.label})\n`);
      console.log(renderTable([
        ...rows('Fastify mínimo (base)', baseline),
        ...rows('GET /login (estática)', paginaEstatica, baseline),
        ...rows('GET /api/postulaciones/convocatoria', convocatoriaApi, baseline),
        ...rows('GET /postulaciones/registro', paginaConDatos, baseline),
      ]));
      failed ||= [...paginaEstatica, ...convocatoriaApi, ...paginaConDatos].some((r) => r.failures > 0);
      const ranking = await benchRankingPostulaciones(app, appUrl, token);
      console.log(`\nRanking de una categoría y de cada una de sus tres rondas (puntaje, sí/no, orden): ${ranking.postulaciones} postulaciones × 5 jurados por ronda (${ranking.calificaciones} calificaciones, votos u órdenes en cada una), una petición a la vez (${bench.label})\n`);
      console.log(tablaRankingPostulaciones(ranking));
      console.log(`bench: ranking de la categoría ${ranking.peorMs.toFixed(0)} ms, p50 (límite ${LIMITE_RANKING_MS} ms)${ranking.peorMs > LIMITE_RANKING_MS ? ' — EXCEDE EL LÍMITE' : ''}`);
      console.log(resumenRondas(ranking).join('\n'));
    }
    if (SECCIONES.has('seguimiento')) {
      const seg = await benchSeguimiento(app.db, appUrl, token, SECONDS);
      console.log(`\nIndicadores de seguimiento de egresados frente a un SELECT indexado (${bench.label}; latencia: una petición a la vez; req/s: 10 conexiones; coinciden: respuestas de la población)\n`);
      console.log(resumenSeguimiento(seg));
      failed ||= [seg.select, ...seg.filas].some((f) => f.fallos > 0);
    }
    if (SECCIONES.has('bolsa')) {
      const bolsa = await benchBolsa(app.db, appUrl, token, SECONDS);
      const como = `${bench.label}; latencia: una petición a la vez; req/s: 10 conexiones; cada fila bajo la ruta mínima que la mide, justo antes`;
      console.log(`\nBolsa de trabajo: búsqueda pública de ofertas (página de 20, cada petición desde su propia dirección) frente a las mismas 20 ofertas por id en una ruta Fastify mínima (${como})\n`);
      console.log(tablaBolsa(bolsa.busqueda));
      console.log(`\nBolsa de trabajo: candidaturas de una oferta como las pide el portal del empleador (200 por página, con su sesión) frente a las mismas por id (${como})\n`);
      console.log(tablaBolsa(bolsa.candidatos));
      console.log(`\nBolsa de trabajo: indicadores de colocación (personal) frente a un GROUP BY de las mismas candidaturas (${como})\n`);
      console.log(tablaBolsa(bolsa.indicadores));
      console.log(resumenBolsa(bolsa).join('\n'));
      failed ||= fallosBolsa(bolsa);
    }
    if (SECCIONES.has('escala')) {
      if (!bench.url) {
        console.log('\nbench: escala se mide solo sobre PostgreSQL (PgBouncer y varios procesos); con PGlite se omite.');
      } else {
        const escala = await benchEscala(app.db, bench.url, ADMIN, SECONDS);
        console.log(`\nUn proceso frente a dos detrás de HAProxy, por PgBouncer, con ${escala.egresados} egresados (${bench.label}; ${escala.conexiones} conexiones; CPU en % de un núcleo)\n`);
        console.log(tablaEscala(escala));
        console.log(resumenEscala(escala));
        failed ||= escala.filas.some((f) => f.carga.failures > 0);
      }
    }
    console.log(`\nbench: terminado en ${Math.round((Date.now() - started) / 1000)} s`);
    if (failed) console.log('bench: hubo respuestas con error (columna "fallos"); las cifras de esas filas no son fiables.');
  } finally {
    await close();
  }
}

await main();

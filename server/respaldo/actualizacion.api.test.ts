// The upgrade test: the data of each previous release (server/test/fixtures/release-<versión>) opened by this code,
// on the embedded database and on PostgreSQL, reads back whole through the API. Each release adds its fixture here.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { filesDir } from '../config';
import { adminToken, bearer, buildAppOn, testConfig } from '../test/helper';
import type { App } from '../types';
import { respaldar } from './respaldar';
import { restaurar } from './restaurar';
import { filas, lugarVacio, sha256, temporal, type Lugar, type Tipo } from './test-support';

const fixture = (version: string) => path.resolve(`server/test/fixtures/release-${version}`);
type Conteos = Record<string, number>;
const conteosDe = (version: string) => (JSON.parse(fs.readFileSync(path.join(fixture(version), 'conteos.json'), 'utf8')) as { tablas: Conteos }).tablas;

/** Tables a later migration dropped on purpose, with why their rows need not survive. */
const RETIRADAS: Record<string, string> = {
  login_failures: '0013_seguridad_enlaces: sign-in failure counters, transient, replaced by limite_intentos',
  jurado_categorias: '0025_rondas_datos: each category\'s pool moved whole to its ronda 1 (ronda_jurados); checked below',
};

/** Every record, every file by its SHA-256, every issued PDF by its folio. */
async function leerTodo(app: App, conteos: Conteos) {
  for (const [tabla, n] of Object.entries(conteos)) {
    if (tabla in RETIRADAS) continue;
    const [{ total }] = await filas<{ total: number }>(app, `SELECT count(*)::int AS total FROM "${tabla}"`);
    expect(total, tabla).toBeGreaterThanOrEqual(n);
  }
  if (conteos.jurado_categorias !== undefined) {
    // Judging in rounds (issue 33): the pools and every assignment live on in each category's ronda 1.
    const [{ pool }] = await filas<{ pool: number }>(app, `SELECT count(*)::int AS pool FROM ronda_jurados rj JOIN rondas r ON r.id = rj.ronda_id WHERE r.numero = 1`);
    expect(pool).toBeGreaterThanOrEqual(conteos.jurado_categorias);
    const [{ sinRonda }] = await filas<{ sinRonda: number }>(app, `SELECT count(*)::int AS "sinRonda" FROM categorias c WHERE NOT EXISTS (SELECT 1 FROM rondas r WHERE r.categoria_id = c.id AND r.numero = 1)`);
    expect(sinRonda).toBe(0);
  }
  const admin = await adminToken(app);
  const lista = await app.inject({ url: '/api/egresados?range=[0,0]', headers: bearer(admin) });
  expect(lista.statusCode, lista.body).toBe(200);
  expect(Number(lista.headers['content-range']?.toString().split('/')[1])).toBe(conteos.egresados);

  const archivos = await filas<{ ruta: string; sha256: string }>(app, 'SELECT ruta, sha256 FROM archivos');
  expect(archivos).toHaveLength(conteos.archivos);
  for (const a of archivos) expect(sha256(fs.readFileSync(path.join(filesDir(app.config), a.ruta))), a.ruta).toBe(a.sha256);

  // Each check from its own address: the public verification is rate-limited per client.
  let cliente = 0;
  const verificar = (url: string) => app.inject({ url, remoteAddress: `10.21.${cliente >> 8}.${cliente++ & 255}` });
  const documentos = await filas<{ folio: string; hash: string; ruta: string }>(app, `
    SELECT d.folio, d.hash_sha256 AS hash, a.ruta FROM ss_documentos d JOIN archivos a ON a.id = d.pdf_archivo_id
    WHERE d.folio IS NOT NULL AND d.estado = 'aprobado'`);
  expect(documentos.length).toBeGreaterThan(0);
  for (const d of documentos) {
    const res = await verificar(`/api/servicio-social/verificacion/${d.folio}`);
    expect(res.statusCode, `${d.folio}: ${res.body}`).toBe(200);
    expect(res.json()).toMatchObject({ autentico: true, folio: d.folio, hashSha256: d.hash });
    expect(sha256(fs.readFileSync(path.join(filesDir(app.config), d.ruta)))).toBe(d.hash);
  }
  const constancias = await filas<{ folio: string }>(app, 'SELECT constancia_folio AS folio FROM postulaciones WHERE constancia_folio IS NOT NULL');
  expect(constancias.length).toBeGreaterThan(0);
  for (const { folio } of constancias) {
    const res = await verificar(`/api/postulaciones/constancias/${folio}`);
    expect(res.statusCode, `${folio}: ${res.body}`).toBe(200);
    expect(res.json()).toMatchObject({ folio });
  }
}

describe('upgrade from release 0.1.0', () => {
  // 0.1.0 had no backup command: its fixture is its embedded data directory. Its server ran with this secret from the
  // environment: its PDFs' links and its mail's links need it.
  const SECRETO = { APP_SECRET: 'fixture-secret-0.1.0-para-pruebas-de-actualizacion' };
  const conteos = conteosDe('0.1.0');
  const raiz = temporal('fixture-0.1.0');
  const lugares: Lugar[] = [];
  afterAll(async () => {
    for (const lugar of lugares) await lugar.borrar();
    fs.rmSync(raiz, { recursive: true, force: true });
  });
  const embebido = { DATA_DIR: path.join(raiz, 'data') };

  it('opens its embedded data directory with this code (migrations forward) and reads it all back', { timeout: 180_000 }, async () => {
    const tar = spawnSync('tar', ['xzf', path.join(fixture('0.1.0'), 'pglite-datadir.tar.gz'), '-C', raiz]);
    expect(tar.status, tar.stderr.toString()).toBe(0);
    const app = await buildAppOn(embebido, SECRETO);
    try {
      await leerTodo(app, conteos);
    } finally {
      await app.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('moves into PostgreSQL through a backup and reads it all back', { timeout: 180_000 }, async () => {
    const archivo = path.join(raiz, 'respaldo.tar');
    await respaldar(testConfig({ ...embebido, ...SECRETO }), archivo);
    const destino = await lugarVacio('postgres');
    lugares.push(destino);
    await restaurar(testConfig({ DATA_DIR: destino.DATA_DIR, DATABASE_URL: destino.DATABASE_URL }), archivo);
    const app = await buildAppOn(destino, SECRETO);
    try {
      await leerTodo(app, conteos);
    } finally {
      await app.close();
    }
  });
});

describe('upgrade from release 0.2.0', () => {
  // An archive of its own `npm run backup`, made with no APP_SECRET in the environment: the secret that signed its
  // PDFs and links travels inside the archive.
  const conteos = conteosDe('0.2.0');
  const raiz = temporal('fixture-0.2.0');
  const lugares: Lugar[] = [];
  afterAll(async () => {
    for (const lugar of lugares) await lugar.borrar();
    fs.rmSync(raiz, { recursive: true, force: true });
  });
  const archivo = path.join(raiz, 'respaldo.tar');

  const restaurarEn = async (tipo: Tipo) => {
    if (!fs.existsSync(archivo)) fs.writeFileSync(archivo, gunzipSync(fs.readFileSync(path.join(fixture('0.2.0'), 'respaldo.tar.gz'))));
    const destino = await lugarVacio(tipo);
    lugares.push(destino);
    await restaurar(testConfig({ DATA_DIR: destino.DATA_DIR, DATABASE_URL: destino.DATABASE_URL }), archivo);
    const app = await buildAppOn(destino);
    try {
      await leerTodo(app, conteos);
    } finally {
      await app.close();
    }
  };

  // A new embedded database is created first (about half a minute unloaded).
  it('restores its backup into an empty embedded database (migrations forward) and reads it all back', { timeout: 600_000 }, () => restaurarEn('pglite'));

  it.runIf(process.env.TEST_DATABASE_URL)('restores its backup into an empty PostgreSQL database and reads it all back', { timeout: 180_000 }, () =>
    restaurarEn('postgres'));
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { guardarArchivo, recibirArchivo } from '../archivos/almacen';
import { almacenDe } from '../archivos/almacenamiento';
import { filesDir } from '../config';
import { archivos } from '../db/schema';
import { createCatalogEntry, egresadoPayload, nivelId } from '../egresados/test-support';
import { adminToken, bearer, emptyPostgres, loginAs, userWithRoles } from '../test/helper';
import { TEMPLATE_FILE } from '../test/paths';
import type { App } from '../types';
import { EscritorTar, leerEntero, leerIndice } from './tar';

export type Tipo = 'pglite' | 'postgres';

/** Where a server keeps its data: DATA_DIR (and FILES_DIR inside it), plus DATABASE_URL on PostgreSQL. */
export interface Lugar {
  DATA_DIR: string;
  DATABASE_URL?: string;
  borrar(): Promise<void>;
}

export const temporal = (prefijo: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${prefijo}-`));

/** An empty place to restore into. */
export async function lugarVacio(tipo: Tipo): Promise<Lugar> {
  const DATA_DIR = path.join(temporal('restaurado'), 'data');
  if (tipo === 'pglite') return { DATA_DIR, borrar: async () => fs.rmSync(path.dirname(DATA_DIR), { recursive: true, force: true }) };
  const pg = await emptyPostgres();
  return {
    DATA_DIR, DATABASE_URL: pg.url,
    borrar: async () => {
      await pg.drop();
      fs.rmSync(path.dirname(DATA_DIR), { recursive: true, force: true });
    },
  };
}

/** A migrated place, fast: an embedded DATA_DIR from the tests' PGlite template (a new one takes half a minute). */
export async function lugarMigrado(tipo: Tipo): Promise<Lugar> {
  const lugar = await lugarVacio(tipo);
  if (tipo === 'pglite') {
    const client = await PGlite.create({ dataDir: lugar.DATA_DIR, loadDataDir: new Blob([fs.readFileSync(TEMPLATE_FILE)]), extensions: { pg_trgm } });
    await client.close();
  }
  return lugar;
}

const PDF = Buffer.from('%PDF-1.4\n% respaldo de prueba\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const USUARIO = { email: 'respaldo@universidad.mx', password: 'contraseña-del-respaldo' };

/** Data of several kinds through the app: a graduate, a user, an uploaded file, a signed link. */
export async function llenar(app: App) {
  const admin = await adminToken(app);
  const programaId = (await createCatalogEntry(app, admin, 'programas', { clave: 'RES', nombre: 'Ingeniería del Respaldo', nivelId: await nivelId(app, admin, 'LIC') })).id;
  const res = await app.inject({ method: 'POST', url: '/api/egresados', headers: bearer(admin), payload: egresadoPayload({ matricula: 'R0001', correo: 'r0001@correo.mx', programaId }) });
  expect(res.statusCode, res.body).toBe(201);
  await userWithRoles(app, USUARIO.email, ['administrador'], USUARIO.password);
  const almacen = almacenDe(app.config);
  const recibido = await recibirArchivo(Readable.from([PDF]), { dir: almacen.dir, nombre: 'acta.pdf', maxBytes: 1_000_000 });
  const { id: archivoId } = await guardarArchivo(app.db, almacen, recibido, { area: 'pruebas' });
  return { egresadoId: res.json().id as number, programaId, archivoId, enlace: app.signer.sign({ p: 'prueba', id: 7 }, 3600) };
}

export type Llenado = Awaited<ReturnType<typeof llenar>>;

/** Rows of a plain query on the app's database. */
export async function filas<T>(app: App, sql: string): Promise<T[]> {
  return ((await app.db.execute(sql)) as unknown as { rows: T[] }).rows;
}

export const sha256 = (datos: Buffer) => createHash('sha256').update(datos).digest('hex');

/** Everything `llenar` wrote is back, and the restored server goes on working (sequences, login, links). */
export async function comprobar(app: App, datos: Llenado) {
  const token = await loginAs(app, USUARIO.email, USUARIO.password);
  const egresado = await app.inject({ url: `/api/egresados/${datos.egresadoId}`, headers: bearer(token) });
  expect(egresado.statusCode, egresado.body).toBe(200);
  expect(egresado.json()).toMatchObject({ matricula: 'R0001', nombre: 'Ramón', apellidoMaterno: 'Ávila' });
  const otro = await app.inject({
    method: 'POST', url: '/api/egresados', headers: bearer(token),
    payload: egresadoPayload({ matricula: 'R0002', correo: 'r0002@correo.mx', programaId: datos.programaId }),
  });
  expect(otro.statusCode, otro.body).toBe(201);
  expect(otro.json().id).toBeGreaterThan(datos.egresadoId);
  const [archivo] = await app.db.select().from(archivos).where(eq(archivos.id, datos.archivoId));
  expect(sha256(fs.readFileSync(path.join(filesDir(app.config), archivo.ruta)))).toBe(archivo.sha256);
  expect(archivo.sha256).toBe(sha256(PDF));
  expect(app.signer.verify(datos.enlace)).toMatchObject({ p: 'prueba', id: 7 });
}

/** A copy of an archive with parts changed or left out (null), the manifest included: damaged, newer, older backups. */
export async function copiaCambiada(origen: string, destino: string, cambiar: (nombre: string, datos: Buffer) => Buffer | null) {
  const tar = await EscritorTar.crear(destino);
  for (const entrada of (await leerIndice(origen)).values()) {
    const datos = cambiar(entrada.nombre, await leerEntero(origen, entrada));
    if (datos) await tar.datos(entrada.nombre, datos);
  }
  await tar.cerrar();
}

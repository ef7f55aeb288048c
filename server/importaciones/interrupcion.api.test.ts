// An upload cut short by a dead process (kill -9) writes nothing, and the history says so after a restart,
// while a live upload of another process is left alone. Real processes on PostgreSQL (PGlite is one process).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../test/helper';
import { multipart } from './test-support';

const URL_BASE = process.env.TEST_DATABASE_URL;

async function arrancar(databaseUrl: string): Promise<{ proceso: ChildProcess; base: string }> {
  const proceso = spawn(process.execPath, ['--import', 'tsx', 'server/test/servidor.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, APP_URL: 'http://plataforma.test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let salida = '';
    proceso.stdout!.on('data', (d) => {
      salida += d;
      const m = /escuchando (\d+)/.exec(salida);
      if (m) resolve(m[1]);
    });
    proceso.on('exit', (code) => reject(new Error(`el servidor terminó al arrancar (${code})`)));
  });
  return { proceso, base: `http://127.0.0.1:${port}` };
}

const matar = (proceso: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (proceso.exitCode !== null || proceso.signalCode !== null) return resolve();
    proceso.once('exit', () => resolve());
    proceso.kill('SIGKILL');
  });

async function esperar(condicion: () => Promise<boolean>, ms = 60_000) {
  const hasta = Date.now() + ms;
  while (!(await condicion())) {
    if (Date.now() > hasta) throw new Error('la condición no se cumplió a tiempo');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('an upload interrupted by a dead process (PostgreSQL)', async () => {
  // The factory runs even for a skipped suite: without PostgreSQL, nothing here may connect.
  if (!URL_BASE) {
    it.skip('needs TEST_DATABASE_URL', () => {});
    return;
  }
  const nombre = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: URL_BASE });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nombre}`);
  const url = new URL(URL_BASE!);
  url.pathname = `/${nombre}`;
  const db = new pg.Client({ connectionString: url.toString() });
  db.on('error', () => {});
  const procesos: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(procesos.map(matar));
    await db.end().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
    await admin.end();
  });

  it('kill -9 mid-upload: no graduate written; another process starting meanwhile leaves it alone; a restart marks it interrumpida', async () => {
    const a = await arrancar(url.toString());
    procesos.push(a.proceso);
    await db.connect();
    await db.query(`INSERT INTO programas (clave, nombre, nivel_id) SELECT 'ISC', 'Ingeniería en Sistemas', id FROM niveles WHERE clave = 'LIC'`);
    await db.query(`INSERT INTO egresados (matricula, nombre, apellido_paterno, correo, programa_id, anio_egreso)
      SELECT 'PREVIO', 'Ya', 'Estaba', 'previo@correo.mx', id, 2020 FROM programas WHERE clave = 'ISC'`);
    const contar = async () => Number((await db.query('SELECT count(*) FROM egresados')).rows[0].count);
    const historial = async () => (await db.query('SELECT id, estado, creados FROM importaciones ORDER BY id')).rows;

    const login = await fetch(`${a.base}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const filas = Array.from({ length: 20_000 }, (_, i) => `K${i},Nombre${i},Apellido,k${i}@correo.mx,ISC,2020`);
    // Row 12,000 changes a record this test keeps locked: the upload writes its first batches, then waits there.
    filas[12_000] = 'PREVIO,Cambiado,Estaba,previo@correo.mx,ISC,2020';
    const bloqueo = new pg.Client({ connectionString: url.toString() });
    bloqueo.on('error', () => {});
    await bloqueo.connect();
    await bloqueo.query(`BEGIN; SELECT 1 FROM egresados WHERE matricula = 'PREVIO' FOR UPDATE`);
    const { payload, contentType } = await multipart({
      archivo: { contenido: ['Matrícula,Nombre,Apellido paterno,Correo,Programa,Año de egreso', ...filas].join('\r\n'), nombre: 'grande.csv' },
    });
    const subida = fetch(`${a.base}/api/egresados/importaciones`, {
      method: 'POST', headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, body: new Uint8Array(payload),
    }).catch((error: unknown) => error);

    // Two batches are written inside the upload's transaction when it stops at the locked record.
    await esperar(async () => (await db.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%FROM json_to_recordset(%' AND wait_event_type = 'Lock'`,
    )).rowCount! > 0, 180_000);

    // Another process starting now must not take the live upload for an interrupted one.
    const b = await arrancar(url.toString());
    procesos.push(b.proceso);
    expect((await historial()).map((h) => h.estado)).toEqual(['en_proceso']);

    await matar(a.proceso);
    expect(await subida).toBeInstanceOf(Error);
    // The dead process's backend notices only when its statement ends (here, once the record is free).
    await bloqueo.query('COMMIT');
    await bloqueo.end();
    // The live process shows it interrumpida as soon as the backend is gone, before any restart records it.
    await esperar(async () => {
      const vivo = await fetch(`${b.base}/api/egresados/importaciones`, { headers: { authorization: `Bearer ${token}` } });
      return JSON.stringify(((await vivo.json()) as { estado: string }[]).map((i) => i.estado)) === '["interrumpida"]';
    });
    expect(await contar()).toBe(1);

    await matar(b.proceso);
    const c = await arrancar(url.toString());
    procesos.push(c.proceso);
    expect(await historial()).toEqual([{ id: expect.any(Number), estado: 'interrumpida', creados: 0 }]);
    expect(await contar()).toBe(1);
    expect((await db.query(`SELECT nombre FROM egresados`)).rows).toEqual([{ nombre: 'Ya' }]);
    expect(Number((await db.query(`SELECT count(*) FROM audit_log WHERE recurso = 'egresados'`)).rows[0].count)).toBe(0);
  }, 400_000);
});

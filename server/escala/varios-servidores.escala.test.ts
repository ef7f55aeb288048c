// Issue 24: two server processes on one PostgreSQL, through PgBouncer (transaction mode), behind HAProxy, with files
// in an S3-compatible bucket. Every request goes through HAProxy; the test-only header x-servidor picks the process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPostgres, type Database } from '../db/client';
import { campanaDestinatarios } from '../db/schema';
import { almacenS3 } from '../archivos/almacenamiento-s3';
import { crearPlantilla, sembrarEgresados } from '../campanas/test-support';
import { categoriaBody, convocatoriaBody, datosPostulacion, multipart } from '../postulaciones/test-support';
import { bucketDePrueba, type BucketDePrueba } from '../test/bucket';
import { ADMIN, emptyPostgres } from '../test/helper';
import { pdfDePrueba } from '../test/pdf';
import { startTestSmtpServer } from '../test/smtp-server';
import type { App } from '../types';
import { esperar, iniciarHaproxy, iniciarPgbouncer, iniciarServidor, puertoLibre, type Proceso } from './topologia';

type Servidor = 'a' | 'b';
const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('varios servidores detrás de HAProxy, con PgBouncer y archivos en un bucket', () => {
  let pg: { url: string; drop(): Promise<void> };
  let database: Database;
  let bucket: BucketDePrueba;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let pgbouncer: Awaited<ReturnType<typeof iniciarPgbouncer>>;
  let haproxy: Awaited<ReturnType<typeof iniciarHaproxy>>;
  const servidores: Record<Servidor, Proceso | undefined> = { a: undefined, b: undefined };
  const puertos = { a: 0, b: 0 };
  const dirs: Record<Servidor, string> = { a: '', b: '' };
  const salidas: string[] = [];
  let env: Record<string, string>;
  let listos = 0;

  const arrancar = async (s: Servidor) => {
    servidores[s] = await iniciarServidor(puertos[s], { ...env, DATA_DIR: dirs[s], FILES_DIR: path.join(dirs[s], 'archivos') });
  };

  beforeAll(async () => {
    pg = await emptyPostgres(PG);
    database = await openPostgres(pg.url, 4);
    [bucket, smtp, pgbouncer] = await Promise.all([bucketDePrueba(), startTestSmtpServer(), iniciarPgbouncer(pg.url)]);
    env = {
      DATABASE_URL: pgbouncer.url, DATABASE_URL_DIRECTO: pg.url, ...bucket.env, SMTP_URL: smtp.url,
      ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, APP_SECRET: 'x'.repeat(40), CAMPANAS_POR_MINUTO: '0',
    };
    puertos.a = await puertoLibre();
    puertos.b = await puertoLibre();
    dirs.a = fs.mkdtempSync(path.join(os.tmpdir(), 'servidor-a-'));
    dirs.b = fs.mkdtempSync(path.join(os.tmpdir(), 'servidor-b-'));
    await Promise.all([arrancar('a'), arrancar('b')]);
    listos = Date.now();
    haproxy = await iniciarHaproxy(puertos);
  });

  afterAll(async () => {
    for (const s of ['a', 'b'] as const) {
      await servidores[s]?.detener();
      if (servidores[s]) salidas.push(servidores[s].salida());
    }
    await haproxy?.proceso.detener();
    await pgbouncer?.proceso.detener();
    await database?.close();
    await pg?.drop();
    await smtp?.close();
    await bucket?.cerrar();
    for (const d of [dirs.a, dirs.b, haproxy?.dir, pgbouncer?.dir]) if (d) fs.rmSync(d, { recursive: true, force: true });
  });

  /** A request through HAProxy, to the named process when given (checked by the header HAProxy adds). */
  const pedir = async (servidor: Servidor | undefined, ruta: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (servidor) headers.set('x-servidor', servidor);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
    const res = await fetch(`${haproxy.url}${ruta}`, { ...init, headers });
    if (servidor) expect(res.headers.get('x-servidor')).toBe(servidor);
    return res;
  };
  const entrar = async (servidor: Servidor, email = ADMIN.email, password = ADMIN.password) => {
    const res = await pedir(servidor, '/api/login', { method: 'POST', body: JSON.stringify({ email, password }) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };

  it('una sesión hecha en A sirve en B, y cerrada en A se rechaza en B en la siguiente petición', async () => {
    const token = await entrar('a');
    expect((await pedir('b', '/api/user', { token })).status).toBe(200);
    expect((await pedir('a', '/api/user', { token })).status).toBe(200);
    expect((await pedir('a', '/api/logout', { method: 'POST', token })).status).toBe(204);
    expect((await pedir('b', '/api/user', { token })).status).toBe(401);
  });

  it('el límite de intentos de acceso cuenta los de ambos procesos', async () => {
    const intento = (s: Servidor) => pedir(s, '/api/login', { method: 'POST', body: JSON.stringify({ email: ADMIN.email, password: 'equivocada-123' }) });
    const estados: number[] = [];
    for (const s of ['a', 'b', 'a', 'b', 'a'] as const) estados.push((await intento(s)).status);
    expect(estados).not.toContain(429);
    expect((await intento('b')).status).toBe(429);
    expect((await intento('a')).status).toBe(429);
  });

  it('los recordatorios corren una sola vez por periodo entre los dos procesos', async () => {
    // Each process checks 30 s after its start (before it answers /listo): from then on, both have tried, while both are
    // alive (the campaign test below kills A).
    const patron = /"tarea":"recordatorios-servicio-social"[^\n]*tarea periódica ejecutada/g;
    const texto = () => [servidores.a!.salida(), servidores.b!.salida()].join('\n');
    await new Promise((r) => setTimeout(r, Math.max(0, listos + 35_000 - Date.now())));
    await esperar(async () => (texto().match(patron) ?? []).length > 0, 60_000, () => texto().split('\n').filter((l) => l.includes('"tarea"')).join('\n'));
    await new Promise((r) => setTimeout(r, 2000));
    expect(texto().match(patron) ?? [], texto().split('\n').filter((l) => l.includes('"tarea"')).join('\n')).toHaveLength(1);
  });

  it('una postulación con un PDF de 2 MB sube por A, se descarga por B y está en el bucket, sin nada en FILES_DIR', async () => {
    await database.db.execute(sql`DELETE FROM limite_intentos`);
    const admin = await entrar('a');
    const conv = await pedir('a', '/api/convocatorias', { method: 'POST', token: admin, body: JSON.stringify(convocatoriaBody()) });
    expect(conv.status, await conv.clone().text()).toBe(201);
    const convId = ((await conv.json()) as { id: number }).id;
    const cat = await pedir('b', '/api/categorias', {
      method: 'POST', token: admin,
      body: JSON.stringify(categoriaBody(convId, { documentos: [{ clave: 'cv', nombre: 'Currículum', requerido: true, tipos: ['pdf'], maxMb: 5 }] })),
    });
    expect(cat.status, await cat.clone().text()).toBe(201);
    const pdf = pdfDePrueba({ relleno: 2 * 1024 * 1024 });
    const { payload, headers } = await multipart({ datos: JSON.stringify(datosPostulacion(((await cat.json()) as { id: number }).id)) }, { cv: { data: pdf, name: 'cv.pdf' } });
    const registro = await pedir('a', '/api/postulaciones/registro', { method: 'POST', body: new Uint8Array(payload), headers });
    expect(registro.status, await registro.clone().text()).toBe(201);
    const lista = (await (await pedir('b', '/api/postulaciones', { token: admin })).json()) as { id: number }[];
    const detalle = (await (await pedir('b', `/api/postulaciones/${lista[0].id}`, { token: admin })).json()) as { documentos: { url: string }[] };
    const descarga = await pedir('b', detalle.documentos[0].url, { token: admin });
    expect(descarga.status).toBe(200);
    expect(Buffer.from(await descarga.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await pedir('b', detalle.documentos[0].url)).status).toBe(401);
    const almacen = almacenS3(loadConfig({ ...bucket.env }), os.tmpdir());
    const sha = createHash('sha256').update(pdf).digest('hex');
    const [fila] = ((await database.db.execute(sql`SELECT ruta FROM archivos WHERE sha256 = ${sha}`)) as unknown as { rows: { ruta: string }[] }).rows;
    const claves: string[] = [];
    for await (const o of almacen.listar()) claves.push(o.clave);
    almacen.cerrar();
    expect(claves).toContain(fila.ruta);
    for (const s of ['a', 'b'] as const) {
      const dir = path.join(dirs[s], 'archivos');
      const guardados = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => !f.startsWith('.tmp')) : [];
      expect(guardados).toEqual([]);
    }
  });

  it('una campaña de 2,000 mensajes sigue en B cuando A muere a la mitad: cada mensaje llega una vez o queda marcado', async () => {
    const fingido = { db: database.db } as unknown as App;
    const { programa } = await sembrarEgresados(fingido, 2000, 'escala');
    const plantilla = await crearPlantilla(fingido, { asunto: 'Aviso {{correo}}', cuerpoHtml: '<p>Hola {{nombre}}</p>' });
    const admin = await entrar('b');
    const creada = await pedir('a', '/api/campanas', { method: 'POST', token: admin, body: JSON.stringify({ nombre: 'Escala', plantillaId: plantilla.id, filtro: { programaId: programa.id } }) });
    expect(creada.status, await creada.clone().text()).toBe(201);
    const campanaId = ((await creada.json()) as { id: number }).id;
    const antes = smtp.received.length;
    expect((await pedir('b', `/api/campanas/${campanaId}/enviar`, { method: 'POST', token: admin })).status).toBe(200);
    await esperar(async () => smtp.received.length - antes >= 700, 90_000, 'la mitad de la campaña');
    servidores.a!.hijo.kill('SIGKILL');
    // Under load, the balancer keeps answering with B.
    const estados: number[] = [];
    const hasta = Date.now() + 4000;
    while (Date.now() < hasta) estados.push((await pedir(undefined, '/api/health')).status);
    expect(estados.slice(-10).every((e) => e === 200)).toBe(true);
    expect(estados.filter((e) => e !== 200).length).toBeLessThanOrEqual(2);
    await esperar(async () => {
      const { rows } = (await database.db.execute(sql`SELECT count(*)::int AS n FROM campana_destinatarios WHERE campana_id = ${campanaId} AND estado = 'pendiente'`)) as unknown as { rows: { n: number }[] };
      return rows[0].n === 0;
    }, 120_000, 'que B termine la campaña');
    await new Promise((r) => setTimeout(r, 1000));
    const recibidos = smtp.received.slice(antes).flatMap((m) => m.to);
    expect(new Set(recibidos).size).toBe(recibidos.length);
    const filas = await database.db.select({ correo: campanaDestinatarios.correo, estado: campanaDestinatarios.estado }).from(campanaDestinatarios).where(eq(campanaDestinatarios.campanaId, campanaId));
    expect(filas).toHaveLength(2000);
    const llegaron = new Set(recibidos);
    for (const f of filas) {
      if (f.estado === 'enviado') expect(llegaron.has(f.correo)).toBe(true);
      else expect(['enviando', 'fallido']).toContain(f.estado);
    }
    expect(filas.filter((f) => f.estado === 'enviado').length).toBeGreaterThan(1500);
    salidas.push(servidores.a!.salida());
  });

  it('con SIGTERM, B sale del balanceador, termina lo que tiene y A (reiniciado) atiende todo', async () => {
    await arrancar('a');
    await esperar(async () => (await pedir(undefined, '/api/health', { headers: { 'x-servidor': 'a' } })).headers.get('x-servidor') === 'a', 10_000, 'HAProxy ve a A de nuevo');
    const b = servidores.b!;
    const cierre = b.detener('SIGTERM');
    const estados: number[] = [];
    const hasta = Date.now() + 6000;
    while (Date.now() < hasta) estados.push((await pedir(undefined, '/api/health')).status);
    await cierre;
    expect(b.hijo.exitCode).toBe(0);
    expect(estados.every((e) => e === 200)).toBe(true);
    servidores.b = undefined;
  });
});

// `npm run backup`: the database (one consistent snapshot, table by table), the uploaded files and a manifest
// with the SHA-256 of every part, in one tar.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { Config } from '../config';
import { almacenDe, cerrarAlmacen } from '../archivos/almacenamiento';
import { conectarPglite, conectarPostgres, ident, RespaldoError, secuencias, tablasEnOrden, tieneBaseIntegrada, type Conexion } from './conexion';
import { FORMATO, MANIFIESTO, PREFIJO_ARCHIVOS, PREFIJO_BASE, SECUENCIAS, versionDelProducto, type Manifiesto } from './manifiesto';
import { ultimaAplicada } from './migraciones';
import { EscritorTar } from './tar';

export type Progreso = (texto: string) => void;

const LOTE = 2000;

/** Rows as JSON lines, read through a cursor so a large table never sits whole in memory. */
async function* filas(c: Conexion, tabla: string): AsyncGenerator<string> {
  await c.query(`DECLARE respaldo_filas NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS fila FROM ${ident(tabla)} t`);
  try {
    for (;;) {
      const lote = await c.query<{ fila: string }>(`FETCH ${LOTE} FROM respaldo_filas`);
      for (const { fila } of lote) yield `${fila}\n`;
      if (lote.length < LOTE) return;
    }
  } finally {
    await c.query('CLOSE respaldo_filas');
  }
}

async function abrirOrigen(config: Config): Promise<Conexion> {
  if (config.DATABASE_URL) return conectarPostgres(config.DATABASE_URL_DIRECTO ?? config.DATABASE_URL);
  if (!tieneBaseIntegrada(config.DATA_DIR)) throw new RespaldoError(`No hay una base de datos en ${path.resolve(config.DATA_DIR)} (DATA_DIR).`);
  return conectarPglite(config.DATA_DIR);
}

export async function respaldar(config: Config, destino: string, progreso: Progreso = () => {}): Promise<Manifiesto> {
  if (fs.existsSync(destino)) throw new RespaldoError(`Ya existe ${destino}: elija otro nombre; un respaldo nunca sobrescribe otro.`);
  const c = await abrirOrigen(config);
  const temporal = fs.mkdtempSync(path.join(os.tmpdir(), 'respaldo-'));
  const parcial = `${destino}.parcial`;
  try {
    // One snapshot for every table: on PostgreSQL the server keeps running while this reads.
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migracion = await ultimaAplicada(c);
    if (!migracion) throw new RespaldoError('La base de datos está vacía: no hay nada que respaldar.');
    const tar = await EscritorTar.crear(parcial);
    const partes: Manifiesto['partes'] = [];
    const tablas: Manifiesto['tablas'] = [];
    const nombres = await tablasEnOrden(c);
    for (const [i, tabla] of nombres.entries()) {
      progreso(`Base de datos: tabla ${i + 1} de ${nombres.length} (${tabla})`);
      let cuenta = 0;
      const contadas = async function* () {
        for await (const fila of filas(c, tabla)) {
          cuenta++;
          yield fila;
        }
      };
      const gz = path.join(temporal, `${tabla}.jsonl.gz`);
      await pipeline(Readable.from(contadas()), zlib.createGzip(), fs.createWriteStream(gz));
      const nombre = `${PREFIJO_BASE}${tabla}.jsonl.gz`;
      partes.push({ nombre, ...(await tar.archivo(nombre, gz)) });
      fs.rmSync(gz);
      tablas.push({ nombre: tabla, filas: cuenta });
    }
    const valores: Record<string, { valor: string; llamado: boolean }> = {};
    for (const s of await secuencias(c)) {
      const [v] = await c.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${ident(s)}`);
      valores[s] = { valor: v.last_value, llamado: v.is_called };
    }
    const json = Buffer.from(JSON.stringify(valores, null, 1));
    partes.push({ nombre: SECUENCIAS, bytes: json.length, sha256: await tar.datos(SECUENCIAS, json) });
    await c.query('COMMIT');
    // The stored files, from FILES_DIR or the bucket (never the temporaries of uploads not yet recorded).
    const almacen = almacenDe(config);
    let archivos = 0;
    try {
      for await (const objeto of almacen.listar()) {
        if (archivos++ % 50 === 0) progreso(`Archivos: ${archivos} (${almacen.descripcion})`);
        const datos = await almacen.abrir(objeto.clave);
        if (!datos) throw new RespaldoError(`El archivo ${objeto.clave} desapareció mientras se respaldaba.`);
        const nombre = `${PREFIJO_ARCHIVOS}${objeto.clave}`;
        partes.push({ nombre, ...(await tar.flujo(nombre, objeto.bytes, datos)) });
      }
    } finally {
      cerrarAlmacen(config);
    }
    const manifiesto: Manifiesto = {
      formato: FORMATO, ...versionDelProducto(), migracion, fecha: new Date().toISOString(), base: c.tipo,
      appSecretDelEntorno: Boolean(config.APP_SECRET), tablas, partes,
    };
    await tar.datos(MANIFIESTO, Buffer.from(JSON.stringify(manifiesto, null, 1)));
    await tar.cerrar();
    // Renamed only when whole: a backup cut short never looks like a good one.
    fs.renameSync(parcial, destino);
    progreso(`Respaldo listo: ${nombres.length} tablas, ${archivos} archivos.`);
    return manifiesto;
  } catch (error) {
    fs.rmSync(parcial, { force: true });
    throw error;
  } finally {
    fs.rmSync(temporal, { recursive: true, force: true });
    await c.cerrar();
  }
}

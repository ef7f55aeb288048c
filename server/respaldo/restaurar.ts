// `npm run restore`: into an empty DATA_DIR or an empty PostgreSQL database. Every check (hashes, schema version,
// empty target) comes before the first write; then the schema of the backup is built, the rows loaded, and the
// newer migrations run over them.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { filesDir, type Config } from '../config';
import { almacenDe, cerrarAlmacen, type Almacen } from '../archivos/almacenamiento';
import { migrationsFolder } from '../db/client';
import { conectarPglite, conectarPostgres, ident, RespaldoError, type Conexion } from './conexion';
import { manifiestoSchema, MANIFIESTO, PREFIJO_ARCHIVOS, PREFIJO_BASE, SECUENCIAS, versionDelProducto, type Manifiesto } from './manifiesto';
import { carpetaHasta, migracionesDelCodigo } from './migraciones';
import type { Progreso } from './respaldar';
import { leerEntero, leerEntrada, leerIndice, type Entrada } from './tar';

const LOTE = 1000;

async function sha256(archivo: string, entrada: Entrada): Promise<string> {
  const hash = createHash('sha256');
  if (entrada.bytes > 0) for await (const trozo of leerEntrada(archivo, entrada) as AsyncIterable<Buffer>) hash.update(trozo);
  return hash.digest('hex');
}

/** Reads the manifest and checks every part against it; throws before anything is written. */
export async function verificar(archivo: string, progreso: Progreso = () => {}): Promise<{ manifiesto: Manifiesto; indice: Map<string, Entrada> }> {
  const danado = (detalle: string) => new RespaldoError(`El respaldo ${archivo} está dañado (${detalle}); no se restauró nada.`);
  let indice: Map<string, Entrada>;
  try {
    indice = await leerIndice(archivo);
  } catch (error) {
    throw danado((error as Error).message);
  }
  const entradaManifiesto = indice.get(MANIFIESTO);
  if (!entradaManifiesto) throw danado('no tiene manifest.json');
  let manifiesto: Manifiesto;
  try {
    manifiesto = manifiestoSchema.parse(JSON.parse((await leerEntero(archivo, entradaManifiesto)).toString('utf8')));
  } catch {
    throw danado('manifest.json no es válido');
  }
  if (indice.size !== manifiesto.partes.length + 1) throw danado('sobran o faltan partes');
  for (const [i, parte] of manifiesto.partes.entries()) {
    if (i % 50 === 0) progreso(`Verificando: parte ${i + 1} de ${manifiesto.partes.length}`);
    const entrada = indice.get(parte.nombre);
    if (!entrada) throw danado(`falta ${parte.nombre}`);
    if (entrada.bytes !== parte.bytes || (await sha256(archivo, entrada)) !== parte.sha256) throw danado(`${parte.nombre} no coincide con su SHA-256`);
  }
  return { manifiesto, indice };
}

function comprobarVersion(manifiesto: Manifiesto) {
  const codigo = migracionesDelCodigo();
  if (codigo.some((m) => m.tag === manifiesto.migracion.tag)) return;
  const ultima = codigo[codigo.length - 1];
  const { version } = versionDelProducto();
  if (manifiesto.migracion.when > ultima.when) {
    throw new RespaldoError(
      `El respaldo es de una versión más reciente (${manifiesto.version}, migración ${manifiesto.migracion.tag}) que este código ` +
        `(${version}, migración ${ultima.tag}). Instale la versión ${manifiesto.version} o posterior y restaure con ella.`,
    );
  }
  throw new RespaldoError(`El respaldo tiene una migración que este código no conoce (${manifiesto.migracion.tag}); no se restauró nada.`);
}

const vacio = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

async function abrirDestino(config: Config): Promise<Conexion> {
  if (config.DATABASE_URL) {
    const c = await conectarPostgres(config.DATABASE_URL_DIRECTO ?? config.DATABASE_URL);
    const [{ n }] = await c.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND s.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')`,
    );
    if (n > 0) {
      await c.cerrar();
      throw new RespaldoError('La base de datos de DATABASE_URL no está vacía: restaure en una base recién creada (createdb).');
    }
    return c;
  }
  return conectarPglite(config.DATA_DIR);
}

async function cargarTabla(c: Conexion, archivo: string, entrada: Entrada, tabla: string) {
  // Generated columns are computed again; the rows' JSON becomes each column's type through the table's own row type.
  const columnas = (await c.query<{ nombre: string }>(
    `SELECT attname AS nombre FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [`public.${ident(tabla)}`],
  )).map((f) => ident(f.nombre)).join(', ');
  const insertar = (lote: string[]) =>
    c.query(`INSERT INTO ${ident(tabla)} (${columnas}) OVERRIDING SYSTEM VALUE SELECT ${columnas} FROM json_populate_recordset(null::${ident(tabla)}, $1::json)`, [`[${lote.join(',')}]`]);
  const lineas = readline.createInterface({ input: leerEntrada(archivo, entrada).pipe(zlib.createGunzip()), crlfDelay: Infinity });
  let lote: string[] = [];
  for await (const linea of lineas) {
    if (!linea) continue;
    lote.push(linea);
    if (lote.length === LOTE) {
      await insertar(lote);
      lote = [];
    }
  }
  if (lote.length) await insertar(lote);
}

async function cargarBase(c: Conexion, archivo: string, indice: Map<string, Entrada>, manifiesto: Manifiesto, progreso: Progreso) {
  await c.query('BEGIN');
  for (const [i, { nombre }] of manifiesto.tablas.entries()) {
    progreso(`Base de datos: tabla ${i + 1} de ${manifiesto.tablas.length} (${nombre})`);
    // The rows come with what the triggers would compute (and notices would only reach this process).
    await c.query(`ALTER TABLE ${ident(nombre)} DISABLE TRIGGER USER`);
    await cargarTabla(c, archivo, indice.get(`${PREFIJO_BASE}${nombre}.jsonl.gz`)!, nombre);
    await c.query(`ALTER TABLE ${ident(nombre)} ENABLE TRIGGER USER`);
  }
  const valores = JSON.parse((await leerEntero(archivo, indice.get(SECUENCIAS)!)).toString('utf8')) as Record<string, { valor: string; llamado: boolean }>;
  for (const [s, v] of Object.entries(valores)) await c.query('SELECT setval($1::regclass, $2::bigint, $3)', [`public.${ident(s)}`, v.valor, v.llamado]);
  await c.query('COMMIT');
}

async function escribirArchivos(archivo: string, indice: Map<string, Entrada>, manifiesto: Manifiesto, almacen: Almacen, progreso: Progreso) {
  const partes = manifiesto.partes.filter((p) => p.nombre.startsWith(PREFIJO_ARCHIVOS));
  for (const [i, parte] of partes.entries()) {
    if (i % 50 === 0) progreso(`Archivos: ${i + 1} de ${partes.length} (${almacen.descripcion})`);
    const clave = parte.nombre.slice(PREFIJO_ARCHIVOS.length);
    if (clave.split('/').some((segmento) => segmento === '..' || segmento === '') || path.isAbsolute(clave)) throw new RespaldoError(`Ruta inválida en el respaldo: ${parte.nombre}`);
    const entrada = indice.get(parte.nombre)!;
    await almacen.escribir(clave, entrada.bytes === 0 ? Buffer.alloc(0) : leerEntrada(archivo, entrada));
  }
}

async function almacenVacio(almacen: Almacen): Promise<boolean> {
  const primero = await almacen.listar()[Symbol.asyncIterator]().next();
  return Boolean(primero.done);
}

export async function restaurar(config: Config, archivo: string, progreso: Progreso = () => {}): Promise<Manifiesto> {
  if (!fs.existsSync(archivo)) throw new RespaldoError(`No existe el archivo ${archivo}.`);
  const { manifiesto, indice } = await verificar(archivo, progreso);
  comprobarVersion(manifiesto);
  if (!config.DATABASE_URL && !vacio(config.DATA_DIR)) {
    throw new RespaldoError(`DATA_DIR (${path.resolve(config.DATA_DIR)}) no está vacío: restaure en un directorio nuevo o vacío.`);
  }
  const dir = filesDir(config);
  const almacen = almacenDe(config);
  if (config.FILES_S3_BUCKET) {
    if (!(await almacenVacio(almacen))) throw new RespaldoError(`El bucket ${config.FILES_S3_BUCKET} (FILES_S3_BUCKET) no está vacío: restaure en un bucket nuevo o vacío.`);
  } else if (!vacio(dir)) throw new RespaldoError(`FILES_DIR (${dir}) no está vacío: restaure en un directorio nuevo o vacío.`);
  const c = await abrirDestino(config);
  const hasta = carpetaHasta(manifiesto.migracion.tag);
  let completo = false;
  try {
    progreso(`Creando el esquema del respaldo (migración ${manifiesto.migracion.tag})`);
    await c.migrar(hasta);
    await cargarBase(c, archivo, indice, manifiesto, progreso);
    progreso('Aplicando las migraciones posteriores');
    await c.migrar(migrationsFolder);
    await escribirArchivos(archivo, indice, manifiesto, almacen, progreso);
    completo = true;
    progreso(`Restauración lista: ${manifiesto.tablas.length} tablas.`);
    return manifiesto;
  } catch (error) {
    if (c.tipo === 'postgres') {
      throw new RespaldoError(`${(error as Error).message}\nLa base de datos de DATABASE_URL quedó a medias: bórrela y créela de nuevo antes de reintentar.`);
    }
    throw error;
  } finally {
    fs.rmSync(hasta, { recursive: true, force: true });
    await c.cerrar();
    // The targets were empty: a restore cut short leaves them empty again (PostgreSQL: see the error message).
    if (!completo) {
      if (c.tipo === 'pglite') for (const e of fs.readdirSync(config.DATA_DIR)) fs.rmSync(path.join(config.DATA_DIR, e), { recursive: true, force: true });
      if (config.FILES_S3_BUCKET) for await (const objeto of almacen.listar()) await almacen.borrar(objeto.clave);
      else if (fs.existsSync(dir)) for (const e of fs.readdirSync(dir)) fs.rmSync(path.join(dir, e), { recursive: true, force: true });
    }
    cerrarAlmacen(config);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Signer } from '../auth/signer';
import { buildAppOn, testConfig } from '../test/helper';
import { conectarPglite, conectarPostgres, type Conexion } from './conexion';
import { MANIFIESTO } from './manifiesto';
import { carpetaHasta, migracionesDelCodigo } from './migraciones';
import { respaldar } from './respaldar';
import { restaurar } from './restaurar';
import { comprobar, copiaCambiada, filas, llenar, lugarMigrado, lugarVacio, temporal, type Lugar, type Tipo } from './test-support';

// On PGlite alone the round trip is embedded → embedded; with TEST_DATABASE_URL it also crosses to and from PostgreSQL.
const TIPOS: Tipo[] = process.env.TEST_DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'];
const VIAJES = TIPOS.flatMap((origen) => TIPOS.map((destino) => [origen, destino] as const)).filter(([o, d]) => TIPOS.length === 1 || !(o === 'pglite' && d === 'pglite'));
const carpeta = temporal('respaldos');
const configDe = (lugar: Lugar) => testConfig({ DATA_DIR: lugar.DATA_DIR, DATABASE_URL: lugar.DATABASE_URL });
const lugares: Lugar[] = [];
afterAll(async () => {
  for (const lugar of lugares) await lugar.borrar();
  fs.rmSync(carpeta, { recursive: true, force: true });
});
const vacio = async (tipo: Tipo) => {
  const lugar = await lugarVacio(tipo);
  lugares.push(lugar);
  return lugar;
};

describe.each(VIAJES)('backup on %s, restore on %s', (tipoOrigen, tipoDestino) => {
  const archivo = path.join(carpeta, `${tipoOrigen}-${tipoDestino}.tar`);

  it('restores every record, file and signed link into an empty target', { timeout: 180_000 }, async () => {
    const origen = await lugarMigrado(tipoOrigen);
    lugares.push(origen);
    const app = await buildAppOn(origen);
    const datos = await llenar(app);
    // The embedded database is backed up with its server stopped; PostgreSQL online, in one snapshot.
    if (tipoOrigen === 'pglite') await app.close();
    const manifiesto = await respaldar(configDe(origen), archivo);
    if (tipoOrigen === 'postgres') await app.close();
    expect(manifiesto).toMatchObject({ base: tipoOrigen, migracion: migracionesDelCodigo().at(-1), appSecretDelEntorno: false });
    expect(manifiesto.tablas.find((t) => t.nombre === 'egresados')?.filas).toBe(1);

    const destino = await vacio(tipoDestino);
    await restaurar(configDe(destino), archivo);
    const restaurada = await buildAppOn(destino);
    try {
      await comprobar(restaurada, datos);
    } finally {
      await restaurada.close();
    }
  });
});

describe('what restore refuses', () => {
  const tipo = TIPOS[0];
  const bueno = path.join(carpeta, `${tipo}-${tipo === 'pglite' ? 'pglite' : 'postgres'}.tar`);

  it('refuses a damaged archive and writes nothing', async () => {
    const danado = path.join(carpeta, 'danado.tar');
    await copiaCambiada(bueno, danado, (nombre, datos) => {
      if (nombre === 'base/egresados.jsonl.gz') datos[datos.length >> 1] ^= 0xff;
      return datos;
    });
    const destino = await vacio(tipo);
    await expect(restaurar(configDe(destino), danado)).rejects.toThrow(/está dañado \(base\/egresados\.jsonl\.gz no coincide con su SHA-256\)/);
    expect(fs.existsSync(destino.DATA_DIR)).toBe(false);
    if (destino.DATABASE_URL) {
      const c = await conectarPostgres(destino.DATABASE_URL);
      expect(await c.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);
      await c.cerrar();
    }
  });

  it('refuses a cut archive', async () => {
    const cortado = path.join(carpeta, 'cortado.tar');
    fs.writeFileSync(cortado, fs.readFileSync(bueno).subarray(0, 20_000));
    const destino = await vacio(tipo);
    await expect(restaurar(configDe(destino), cortado)).rejects.toThrow(/está dañado/);
    expect(fs.existsSync(destino.DATA_DIR)).toBe(false);
  });

  it('refuses a backup of a newer schema, in Spanish', async () => {
    const nuevo = path.join(carpeta, 'nuevo.tar');
    await copiaCambiada(bueno, nuevo, (nombre, datos) => {
      if (nombre !== MANIFIESTO) return datos;
      const m = JSON.parse(datos.toString());
      return Buffer.from(JSON.stringify({ ...m, version: '9.0.0', migracion: { tag: '0099_futura', when: m.migracion.when + 1000 } }));
    });
    const destino = await vacio(tipo);
    await expect(restaurar(configDe(destino), nuevo)).rejects.toThrow(
      /El respaldo es de una versión más reciente \(9\.0\.0, migración 0099_futura\) que este código \(.*\)\. Instale la versión 9\.0\.0/,
    );
    expect(fs.existsSync(destino.DATA_DIR)).toBe(false);
  });

  it('refuses a target that is not empty', async () => {
    const destino = await vacio('pglite');
    fs.mkdirSync(destino.DATA_DIR, { recursive: true });
    fs.writeFileSync(path.join(destino.DATA_DIR, 'algo.txt'), 'datos de otro servidor');
    await expect(restaurar(configDe(destino), bueno)).rejects.toThrow(/DATA_DIR \(.*\) no está vacío/);
    expect(fs.readdirSync(destino.DATA_DIR)).toEqual(['algo.txt']);
  });
});

describe('what backup refuses', () => {
  it('refuses an embedded database in use by a running server, and never overwrites an archive', async () => {
    const lugar = await vacio('pglite');
    fs.mkdirSync(lugar.DATA_DIR, { recursive: true });
    fs.writeFileSync(path.join(lugar.DATA_DIR, 'PG_VERSION'), '17\n');
    // The parent process stands for a live server holding the lock.
    fs.writeFileSync(path.join(lugar.DATA_DIR, 'server.lock'), String(process.ppid));
    await expect(respaldar(configDe(lugar), path.join(carpeta, 'en-uso.tar'))).rejects.toThrow(/está en uso por otro proceso/);
    expect(fs.existsSync(path.join(carpeta, 'en-uso.tar'))).toBe(false);
    fs.writeFileSync(path.join(carpeta, 'existe.tar'), 'otro respaldo');
    await expect(respaldar(configDe(lugar), path.join(carpeta, 'existe.tar'))).rejects.toThrow(/Ya existe/);
    expect(fs.readFileSync(path.join(carpeta, 'existe.tar'), 'utf8')).toBe('otro respaldo');
  });
});

describe('a backup of an older schema', () => {
  const tipo = TIPOS[0];
  const ANTERIOR = '0009_evaluacion_reapertura';

  it('is restored and migrated forward', { timeout: 180_000 }, async () => {
    const origen = await vacio(tipo);
    const c: Conexion = origen.DATABASE_URL ? await conectarPostgres(origen.DATABASE_URL) : await conectarPglite(origen.DATA_DIR);
    const hasta = carpetaHasta(ANTERIOR);
    await c.migrar(hasta);
    fs.rmSync(hasta, { recursive: true });
    await c.query(`INSERT INTO usuarios (name, email, password_hash) VALUES ('Usuaria Anterior', 'anterior@universidad.mx', 'sin-clave')`);
    await c.query(`INSERT INTO settings (key, value) VALUES ('app_secret', 'secreto-de-la-version-anterior-con-48-caracteres-xx')`);
    await c.cerrar();
    const archivo = path.join(carpeta, 'anterior.tar');
    expect((await respaldar(configDe(origen), archivo)).migracion.tag).toBe(ANTERIOR);

    const destino = await vacio(tipo);
    await restaurar(configDe(destino), archivo);
    const app = await buildAppOn(destino);
    try {
      const [usuaria] = await filas<{ id: number }>(app, `SELECT id FROM usuarios WHERE email = 'anterior@universidad.mx'`);
      expect(usuaria).toBeDefined();
      // 0010 and 0011 ran over the restored rows; the next id follows the restored ones.
      expect(await filas(app, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).toEqual([{ n: migracionesDelCodigo().length }]);
      const [admin] = await filas<{ id: number }>(app, `SELECT id FROM usuarios WHERE email = 'admin@universidad.mx'`);
      expect(admin.id).toBeGreaterThan(usuaria.id);
      // The generated secret travels in the database: links signed before still verify.
      expect(app.signer.verify(new Signer('secreto-de-la-version-anterior-con-48-caracteres-xx').sign({ p: 'x' }, 60))).not.toBeNull();
    } finally {
      await app.close();
    }
  });
});

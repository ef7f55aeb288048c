// The build's embedded-database template (a tar.gz that PGlite's dumpDataDir wrote) unpacked straight into an empty
// DATA_DIR: plain files, so no WebAssembly engine has to start (or leave its memory behind) to put them there.
import fs from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';

const BLOQUE = 512;

interface Entrada {
  nombre: string;
  tipo: 'archivo' | 'carpeta';
  modo: number;
  bytes: number;
}

const texto = (b: Buffer, desde: number, largo: number) => {
  const fin = b.indexOf(0, desde);
  return b.toString('utf8', desde, fin === -1 || fin > desde + largo ? desde + largo : fin);
};
const octal = (b: Buffer, desde: number, largo: number) => parseInt(texto(b, desde, largo).trim() || '0', 8);

function cabecera(b: Buffer): Entrada | null {
  if (b.every((x) => x === 0)) return null;
  let suma = 0;
  for (let i = 0; i < BLOQUE; i++) suma += i >= 148 && i < 156 ? 32 : b[i];
  if (suma !== octal(b, 148, 8)) throw new Error('La plantilla de la base de datos integrada está dañada (cabecera tar).');
  const prefijo = texto(b, 345, 155);
  const nombre = (prefijo ? `${prefijo}/` : '') + texto(b, 0, 100);
  const marca = String.fromCharCode(b[156]);
  if (marca !== '0' && marca !== '\0' && marca !== '5') throw new Error(`La plantilla tiene una entrada de tipo no esperado («${marca}»).`);
  return { nombre, tipo: marca === '5' ? 'carpeta' : 'archivo', modo: octal(b, 100, 8) & 0o777, bytes: octal(b, 124, 12) };
}

/** Where an entry goes under `destino`; a name that would leave it is refused. */
function rutaDentro(destino: string, nombre: string): string {
  const ruta = path.resolve(destino, `.${path.posix.sep}${nombre}`);
  if (nombre.split('/').includes('..') || (ruta !== destino && !ruta.startsWith(destino + path.sep))) {
    throw new Error(`La plantilla nombra una ruta fuera de su carpeta: ${nombre}`);
  }
  return ruta;
}

/** Unpacks the template into `destino` (which must exist). Streamed: memory stays at a few blocks whatever the size. */
async function desempacar(archivo: string, destino: string): Promise<void> {
  const raiz = path.resolve(destino);
  let pendiente: Buffer = Buffer.alloc(0);
  let actual: { fd: number; restantes: number; relleno: number } | null = null;
  let terminado = false;

  const consumir = () => {
    for (;;) {
      if (actual) {
        if (actual.restantes > 0) {
          if (pendiente.length === 0) return;
          const parte = pendiente.subarray(0, Math.min(actual.restantes, pendiente.length));
          fs.writeSync(actual.fd, parte);
          actual.restantes -= parte.length;
          pendiente = pendiente.subarray(parte.length);
          continue;
        }
        if (pendiente.length < actual.relleno) return;
        pendiente = pendiente.subarray(actual.relleno);
        fs.closeSync(actual.fd);
        actual = null;
      }
      if (terminado || pendiente.length < BLOQUE) return;
      const entrada = cabecera(pendiente.subarray(0, BLOQUE));
      pendiente = pendiente.subarray(BLOQUE);
      if (!entrada) {
        terminado = true;
        return;
      }
      const ruta = rutaDentro(raiz, entrada.nombre);
      if (entrada.tipo === 'carpeta') {
        fs.mkdirSync(ruta, { recursive: true, mode: entrada.modo || 0o700 });
        continue;
      }
      fs.mkdirSync(path.dirname(ruta), { recursive: true, mode: 0o700 });
      const relleno = (BLOQUE - (entrada.bytes % BLOQUE)) % BLOQUE;
      actual = { fd: fs.openSync(ruta, 'w', entrada.modo || 0o600), restantes: entrada.bytes, relleno };
    }
  };

  try {
    for await (const trozo of fs.createReadStream(archivo).pipe(createGunzip())) {
      pendiente = pendiente.length ? Buffer.concat([pendiente, trozo as Buffer]) : (trozo as Buffer);
      consumir();
    }
    consumir();
    if (actual) throw new Error('La plantilla de la base de datos integrada está incompleta.');
  } catch (error) {
    const abierto = actual as { fd: number } | null;
    if (abierto) fs.closeSync(abierto.fd);
    throw error;
  }
}

/**
 * Makes `dataDir` a database from the template: unpacked into a folder beside its entries, then each entry moved
 * in, PG_VERSION (what marks a data directory as made) last. An interrupted or failed unpack leaves no PG_VERSION and
 * no partial database files, so the next start begins again from nothing.
 */
export async function desempacarPlantilla(archivo: string, dataDir: string): Promise<void> {
  const temporal = fs.mkdtempSync(path.join(dataDir, '.plantilla-'));
  try {
    await desempacar(archivo, temporal);
    if (!fs.existsSync(path.join(temporal, 'PG_VERSION'))) throw new Error('La plantilla de la base de datos integrada no tiene PG_VERSION.');
    const entradas = fs.readdirSync(temporal).sort((a, b) => Number(a === 'PG_VERSION') - Number(b === 'PG_VERSION'));
    const movidas: string[] = [];
    try {
      for (const entrada of entradas) {
        fs.renameSync(path.join(temporal, entrada), path.join(dataDir, entrada));
        movidas.push(entrada);
      }
    } catch (error) {
      for (const entrada of movidas) fs.rmSync(path.join(dataDir, entrada), { recursive: true, force: true });
      throw error;
    }
  } finally {
    fs.rmSync(temporal, { recursive: true, force: true });
  }
}

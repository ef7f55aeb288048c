// A plain ustar archive, so that `tar tf` lists a backup and any tar extracts it by hand. Only regular files and
// what this module needs: written in order, read back by offset.
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

const BLOQUE = 512;

export interface Entrada {
  nombre: string;
  /** Where its bytes start in the archive. */
  inicio: number;
  bytes: number;
}

function octal(valor: number, largo: number): string {
  return valor.toString(8).padStart(largo - 1, '0') + '\0';
}

function cabecera(nombre: string, bytes: number, fecha: Date): Buffer {
  let name = nombre;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const corte = nombre.lastIndexOf('/', 155);
    prefix = nombre.slice(0, corte);
    name = nombre.slice(corte + 1);
    if (corte < 0 || Buffer.byteLength(name) > 100 || Buffer.byteLength(prefix) > 155) throw new Error(`Nombre demasiado largo para el respaldo: ${nombre}`);
  }
  const h = Buffer.alloc(BLOQUE);
  h.write(name, 0);
  h.write(octal(0o644, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  h.write(octal(bytes, 12), 124);
  h.write(octal(Math.floor(fecha.getTime() / 1000), 12), 136);
  h.write('        ', 148);
  h.write('0', 156);
  h.write('ustar\0', 257);
  h.write('00', 263);
  h.write(prefix, 345);
  let suma = 0;
  for (const byte of h) suma += byte;
  h.write(octal(suma, 7) + ' ', 148);
  return h;
}

const relleno = (bytes: number) => Buffer.alloc((BLOQUE - (bytes % BLOQUE)) % BLOQUE);

/** Writes entries one after the other; each returns the SHA-256 of what it wrote. */
export class EscritorTar {
  private constructor(private readonly fd: fs.promises.FileHandle) {}
  private readonly fecha = new Date();

  static async crear(ruta: string): Promise<EscritorTar> {
    return new EscritorTar(await fs.promises.open(ruta, 'w', 0o600));
  }

  async datos(nombre: string, datos: Buffer): Promise<string> {
    await this.fd.write(Buffer.concat([cabecera(nombre, datos.length, this.fecha), datos, relleno(datos.length)]));
    return createHash('sha256').update(datos).digest('hex');
  }

  /** Streams a file in; its size is taken before, so a file that changes while read is an error, not a bad archive. */
  async archivo(nombre: string, ruta: string): Promise<{ sha256: string; bytes: number }> {
    const { size } = await fs.promises.stat(ruta);
    return this.flujo(nombre, size, fs.createReadStream(ruta));
  }

  /** Streams `bytes` bytes in (a stored object of known size); fewer or more is an error, not a bad archive. */
  async flujo(nombre: string, bytes: number, datos: Readable): Promise<{ sha256: string; bytes: number }> {
    await this.fd.write(cabecera(nombre, bytes, this.fecha));
    const hash = createHash('sha256');
    let escritos = 0;
    for await (const trozo of datos as AsyncIterable<Buffer>) {
      escritos += trozo.length;
      if (escritos > bytes) break;
      hash.update(trozo);
      await this.fd.write(trozo);
    }
    datos.destroy();
    if (escritos !== bytes) throw new Error(`El archivo ${nombre} cambió mientras se respaldaba`);
    await this.fd.write(relleno(bytes));
    return { sha256: hash.digest('hex'), bytes };
  }

  async cerrar(): Promise<void> {
    await this.fd.write(Buffer.alloc(BLOQUE * 2));
    await this.fd.close();
  }
}

/** The archive's entries by name; throws on anything that is not a well-formed ustar of regular files. */
export async function leerIndice(ruta: string): Promise<Map<string, Entrada>> {
  const fd = await fs.promises.open(ruta, 'r');
  try {
    const { size } = await fd.stat();
    const entradas = new Map<string, Entrada>();
    const h = Buffer.alloc(BLOQUE);
    for (let pos = 0; pos + BLOQUE <= size; ) {
      await fd.read(h, 0, BLOQUE, pos);
      if (h.every((b) => b === 0)) return entradas;
      const texto = (desde: number, largo: number) => h.toString('utf8', desde, desde + largo).replace(/\0.*$/s, '');
      let suma = 0;
      for (let i = 0; i < BLOQUE; i++) suma += i >= 148 && i < 156 ? 32 : h[i];
      if (parseInt(texto(148, 8).trim(), 8) !== suma) throw new Error('cabecera tar inválida');
      const bytes = parseInt(texto(124, 12).trim(), 8);
      const prefix = texto(345, 155);
      const nombre = prefix ? `${prefix}/${texto(0, 100)}` : texto(0, 100);
      if (pos + BLOQUE + bytes > size) throw new Error('archivo truncado');
      entradas.set(nombre, { nombre, inicio: pos + BLOQUE, bytes });
      pos += BLOQUE + bytes + relleno(bytes).length;
    }
    throw new Error('archivo truncado');
  } finally {
    await fd.close();
  }
}

export function leerEntrada(ruta: string, entrada: Entrada): fs.ReadStream {
  // An empty range still needs a stream that ends at once.
  return fs.createReadStream(ruta, { start: entrada.inicio, end: entrada.inicio + entrada.bytes - 1, highWaterMark: 1 << 20 });
}

export async function leerEntero(ruta: string, entrada: Entrada): Promise<Buffer> {
  if (entrada.bytes === 0) return Buffer.alloc(0);
  const partes: Buffer[] = [];
  for await (const trozo of leerEntrada(ruta, entrada) as AsyncIterable<Buffer>) partes.push(trozo);
  return Buffer.concat(partes);
}

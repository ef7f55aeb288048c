// Where stored files live: FILES_DIR on this machine (or a volume several servers share), or an S3-compatible
// bucket when FILES_S3_BUCKET is set. Either way a file is known by its key (`archivos.ruta`, «ab/<uuid>»), and
// uploads wait in FILES_DIR/.tmp until their content is checked, so nothing rejected ever reaches the bucket.
import type { Readable } from 'node:stream';
import { filesDir, type Config } from '../config';
import { almacenLocal } from './almacenamiento-local';
import { almacenS3 } from './almacenamiento-s3';

export interface ObjetoGuardado {
  clave: string;
  bytes: number;
  modificado: Date;
}

export interface Almacen {
  /** Local folder of the temporaries (.tmp), and of the stored files themselves when there is no bucket. */
  readonly dir: string;
  /** For people: «FILES_DIR /srv/archivos» or «s3://bucket». */
  readonly descripcion: string;
  /** Stores a checked temporary file under `clave` and removes the temporary; a failure leaves nothing stored. */
  guardar(clave: string, temporal: string, mime?: string): Promise<void>;
  /** Stores bytes made here (issued PDFs) or a stream of known length (restores, `files:migrate`). */
  escribir(clave: string, datos: Buffer | Readable, mime?: string): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such file. */
  abrir(clave: string): Promise<Readable | null>;
  borrar(clave: string): Promise<void>;
  /** Every stored file (never the temporaries). */
  listar(): AsyncIterable<ObjetoGuardado>;
  cerrar(): void;
}

const abiertos = new WeakMap<Config, Almacen>();

/** The store of this configuration, made once (the S3 client keeps its connections). */
export function almacenDe(config: Config): Almacen {
  let almacen = abiertos.get(config);
  if (!almacen) {
    almacen = config.FILES_S3_BUCKET ? almacenS3(config, filesDir(config)) : almacenLocal(filesDir(config));
    abiertos.set(config, almacen);
  }
  return almacen;
}

/** Closes the store's connections (the app's onClose); the next `almacenDe` opens a new one. */
export function cerrarAlmacen(config: Config): void {
  abiertos.get(config)?.cerrar();
  abiertos.delete(config);
}

/** Reads a stored file whole: only for small ones (logos, photos) that a library needs in memory. */
export async function leerEntero(almacen: Almacen, clave: string): Promise<Buffer | null> {
  const flujo = await almacen.abrir(clave);
  if (!flujo) return null;
  const partes: Buffer[] = [];
  for await (const parte of flujo as AsyncIterable<Buffer>) partes.push(parte);
  return Buffer.concat(partes);
}

// Receives the multipart upload: the file goes to a temporary file (never whole in memory) while its first
// bytes, NUL bytes and UTF-8 validity are noted on the way, so the reader needs a single pass afterwards.
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORTACION_MAX_BYTES } from '../../shared/schemas/importaciones';
import { HttpError } from '../lib/http-error';
import { filesDir } from '../config';
import { crearTemporal, rutaTemporal } from '../archivos/almacen';
import { rechazarNul } from '../lib/sin-nul';

export interface ArchivoRecibido {
  ruta: string;
  nombre: string;
  bytes: number;
  /** First bytes (content sniffing: 'PK\x03\x04' is a zip, hence XLSX). */
  inicio: Buffer;
  tieneNul: boolean;
  /** Valid UTF-8 from start to end (a BOM counts as UTF-8). */
  utf8: boolean;
}

export interface Envio {
  archivo?: ArchivoRecibido;
  campos: Record<string, string>;
  /** Deletes the temporary file; safe to call twice. */
  limpiar(): void;
}

const MB = Math.round(IMPORTACION_MAX_BYTES / (1024 * 1024));

/** Notes what the reader will need while the bytes flow to disk. */
function observador(archivo: ArchivoRecibido) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (archivo.inicio.length < 8) archivo.inicio = Buffer.concat([archivo.inicio, chunk.subarray(0, 8 - archivo.inicio.length)]);
      archivo.bytes += chunk.length;
      if (!archivo.tieneNul && chunk.includes(0)) archivo.tieneNul = true;
      if (archivo.utf8) {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          archivo.utf8 = false;
        }
      }
      done(null, chunk);
    },
    flush(done) {
      if (archivo.utf8) {
        try {
          decoder.decode();
        } catch {
          archivo.utf8 = false;
        }
      }
      done();
    },
  });
}

/** Reads every part; the file to a temp file, other fields as text. */
export async function recibirEnvio(request: FastifyRequest): Promise<Envio> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Envíe el archivo como formulario multipart/form-data, en el campo «archivo»');
  }
  const envio: Envio = {
    campos: {},
    limpiar() {
      if (envio.archivo) fs.rmSync(envio.archivo.ruta, { force: true });
    },
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        rechazarNul(part.filename, part.fieldname);
        if (part.fieldname !== 'archivo' || envio.archivo) {
          part.file.resume();
          continue;
        }
        const archivo: ArchivoRecibido = {
          // With the uploads' temporaries (FILES_DIR/.tmp, 0600, swept): the file holds a whole cohort's personal data.
          ruta: rutaTemporal(filesDir(request.server.config), 'importacion-'),
          nombre: (part.filename || 'archivo').slice(0, 255),
          bytes: 0,
          inicio: Buffer.alloc(0),
          tieneNul: false,
          utf8: true,
        };
        envio.archivo = archivo;
        await pipeline(part.file, observador(archivo), crearTemporal(archivo.ruta));
        if (part.file.truncated) throw demasiadoGrande();
      } else {
        envio.campos[part.fieldname] = String(part.value ?? '');
        rechazarNul(envio.campos[part.fieldname], part.fieldname);
      }
    }
  } catch (error) {
    envio.limpiar();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw demasiadoGrande();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('FST_')) throw new HttpError(400, 'No se pudo leer el archivo enviado; intente de nuevo');
    throw error;
  }
  return envio;
}

const demasiadoGrande = () => new HttpError(413, `El archivo supera el tamaño máximo de ${MB} MB; divídalo en varios archivos`);

export const LIMITES_MULTIPART = {
  fileSize: IMPORTACION_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024 * 1024,
  parts: 20,
};

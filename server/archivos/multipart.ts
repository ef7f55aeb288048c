// Reads a multipart form whose files are checked one by one: each file field has its own accepted types
// and size. Problems are collected per field (Spanish, for the 422 next to each input) instead of
// stopping at the first, and every temporary file is removed unless the caller records it.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MB, mensajeDemasiadoGrande, mensajeTipoNoPermitido, type TipoArchivo } from '../../shared/archivos';
import type { FieldErrors } from '../../shared/api/errors';
import { HttpError } from '../lib/http-error';
import { rechazarNul } from '../lib/sin-nul';
import { borrarTemporal, recibirArchivo, type ArchivoTemporal } from './almacen';
import type { Almacen } from './almacenamiento';

export interface ReglaArchivo {
  tipos: readonly TipoArchivo[];
  maxMb: number;
}

export interface FormularioConArchivos {
  campos: Record<string, string>;
  archivos: Map<string, ArchivoTemporal>;
  /** Per file field: wrong type, too large. */
  errores: FieldErrors;
  /** Removes the temporary files not yet recorded; safe to call twice. */
  limpiar(): void;
}

/**
 * Options for registering @fastify/multipart in a plugin that uses `recibirFormulario`: `maxMb` is the
 * largest any field accepts. A larger file is cut and reported next to its field (422), not as a 413.
 */
export function opcionesMultipart(maxMb: number, archivos = 20) {
  return {
    throwFileSizeLimit: false,
    limits: { fileSize: maxMb * MB + 1, files: archivos, fields: 20, fieldSize: 1024 * 1024, parts: archivos + 20 },
  };
}

/**
 * `reglas(campo)` says how a file field is checked; undefined means the field is not expected and its
 * bytes are discarded. Text fields are kept as strings.
 */
export async function recibirFormulario(
  request: FastifyRequest,
  almacen: Almacen,
  reglas: (campo: string) => ReglaArchivo | undefined,
): Promise<FormularioConArchivos> {
  if (!request.isMultipart()) throw new HttpError(415, 'Envíe el formulario como multipart/form-data');
  const formulario: FormularioConArchivos = {
    campos: {},
    archivos: new Map(),
    errores: {},
    limpiar() {
      for (const archivo of formulario.archivos.values()) borrarTemporal(archivo);
    },
  };
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        formulario.campos[part.fieldname] = String(part.value ?? '');
        rechazarNul(formulario.campos[part.fieldname], part.fieldname);
        continue;
      }
      rechazarNul(part.filename, part.fieldname);
      const regla = reglas(part.fieldname);
      if (!regla || formulario.archivos.has(part.fieldname) || !part.filename) {
        // Read and thrown away; an abort rejects here instead of waiting for an end that never comes.
        await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
        continue;
      }
      const archivo = await recibirArchivo(part.file, { dir: almacen.dir, nombre: part.filename, maxBytes: regla.maxMb * MB });
      formulario.archivos.set(part.fieldname, archivo);
      if (archivo.excedido) formulario.errores[part.fieldname] = [mensajeDemasiadoGrande(regla.maxMb)];
      else if (archivo.bytes === 0) formulario.errores[part.fieldname] = ['El archivo está vacío'];
      else if (!archivo.tipo || !regla.tipos.includes(archivo.tipo)) formulario.errores[part.fieldname] = [mensajeTipoNoPermitido(regla.tipos)];
      else if (archivo.problema) formulario.errores[part.fieldname] = [archivo.problema];
    }
  } catch (error) {
    formulario.limpiar();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(413, 'El formulario supera el tamaño o el número de archivos permitidos');
    }
    if (code.startsWith('FST_')) throw new HttpError(400, 'No se pudo leer el formulario enviado; intente de nuevo');
    throw error;
  }
  return formulario;
}

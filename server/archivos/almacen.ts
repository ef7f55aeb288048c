// Files live in the store (FILES_DIR or a bucket: almacenamiento.ts), named by a random id (never by the user's
// name), with their metadata and SHA-256 in `archivos`. A file is written to FILES_DIR/.tmp first (folder 0700,
// files 0600), checked, and stored inside the transaction that records it, so a failed request leaves neither a
// row nor a file behind. A crash between storing and the commit leaves a file no row points to: the sweep
// (barrido.ts) removes it.
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { MIME_ARCHIVO, type TipoArchivo } from '../../shared/archivos';
import type { Db } from '../db/client';
import type { Almacen } from './almacenamiento';
import { archivos } from '../db/schema';
import { attachment } from '../lib/spreadsheet';
import { EscanerPdf, MENSAJE_PDF_ACTIVO, MENSAJE_PDF_ILEGIBLE } from './pdf-activo';
import { BYTES_FIRMA, detectarTipo, revisarImagen } from './tipos';

export type Archivo = typeof archivos.$inferSelect;

/** A received file not yet recorded: on disk in the temporary folder. */
export interface ArchivoTemporal {
  ruta: string;
  nombre: string;
  bytes: number;
  sha256: string;
  /** By content; null when it is none of the accepted types. */
  tipo: TipoArchivo | null;
  /** True when the upload passed `maxBytes` (the rest was read and thrown away). */
  excedido: boolean;
  /** What is wrong with the content of an accepted type (a PDF with JavaScript, an image that does not decode). */
  problema?: string;
  /** Set once recorded: the file is no longer temporary. */
  guardado?: boolean;
}

/** Where uploads wait to be recorded: only this process's user may read them (they hold personal data). */
export function tmpDir(dir: string): string {
  const tmp = path.join(dir, '.tmp');
  fs.mkdirSync(tmp, { recursive: true, mode: 0o700 });
  fs.chmodSync(tmp, 0o700);
  return tmp;
}

/** A new temporary file's path (mode 0600 when created with `crearTemporal`). */
export function rutaTemporal(dir: string, prefijo = ''): string {
  return path.join(tmpDir(dir), `${prefijo}${randomUUID()}`);
}

/**
 * Up to 1 MiB waits in memory while a write is on the disk, and goes down in one writev: with the default 16 KiB,
 * every chunk of an upload was a write of its own and a wait for it, each handing the work to libuv's pool and
 * back; on deadline day that traffic was the largest block of the upload route's profile.
 */
const ESPERA_ESCRITURA = 1024 * 1024;

export const crearTemporal = (ruta: string) => fs.createWriteStream(ruta, { mode: 0o600, flags: 'wx', highWaterMark: ESPERA_ESCRITURA });

/**
 * Streams an upload to the temporary folder, hashing it and scanning a PDF for active content on the way (one
 * pass); past `maxBytes` it keeps reading but stops writing. On any error (an aborted upload) the file is removed.
 */
export async function recibirArchivo(stream: Readable, opciones: { dir: string; nombre: string; maxBytes: number }): Promise<ArchivoTemporal> {
  const ruta = rutaTemporal(opciones.dir);
  const hash = createHash('sha256');
  const salida = crearTemporal(ruta);
  let inicio = Buffer.alloc(0);
  let escaner: EscanerPdf | null | undefined;
  let pendientes: Buffer[] = [];
  let bytes = 0;
  let excedido = false;
  try {
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (excedido) continue;
        if (bytes > opciones.maxBytes) {
          excedido = true;
          continue;
        }
        if (inicio.length < BYTES_FIRMA) inicio = Buffer.concat([inicio, chunk.subarray(0, BYTES_FIRMA - inicio.length)]);
        // The scanner starts once the first bytes tell a PDF; only PDFs pay for it.
        if (escaner === undefined) {
          pendientes.push(chunk);
          if (inicio.length >= BYTES_FIRMA) {
            escaner = detectarTipo(inicio) === 'pdf' ? new EscanerPdf() : null;
            for (const p of pendientes) escaner?.push(p);
            pendientes = [];
          }
        } else escaner?.push(chunk);
        hash.update(chunk);
        // events.once rejects on 'error' and removes both listeners either way (one per wait would pile up).
        if (!salida.write(chunk)) await once(salida, 'drain');
      }
    } finally {
      await new Promise<void>((resolve, reject) => salida.end((error?: Error | null) => (error ? reject(error) : resolve())));
    }
  } catch (error) {
    fs.rmSync(ruta, { force: true });
    throw error;
  }
  // @fastify/multipart cuts a file at its own limit and flags it as truncated.
  if ((stream as { truncated?: boolean }).truncated) excedido = true;
  const tipo = excedido ? null : detectarTipo(inicio);
  const archivo: ArchivoTemporal = { ruta, nombre: nombreSegunTipo(limpiarNombre(opciones.nombre), tipo), bytes, sha256: hash.digest('hex'), tipo, excedido };
  if (escaner) {
    const hallazgos = escaner.terminar();
    if (hallazgos.length) archivo.problema = MENSAJE_PDF_ACTIVO;
    else if (escaner.ilegible) archivo.problema = MENSAJE_PDF_ILEGIBLE;
  } else if (tipo === 'jpg' || tipo === 'png') {
    archivo.problema = await revisarImagen(ruta);
  }
  return archivo;
}

const EXTENSIONES: Record<TipoArchivo, string[]> = { pdf: ['.pdf'], jpg: ['.jpg', '.jpeg'], png: ['.png'] };

/** The stored name ends as its content says: a PDF sent as «cv.html» is kept as «cv.pdf». */
export function nombreSegunTipo(nombre: string, tipo: TipoArchivo | null): string {
  if (!tipo) return nombre;
  const extension = path.extname(nombre).toLowerCase();
  if (EXTENSIONES[tipo].includes(extension)) return nombre;
  const base = extension && extension.length <= 6 ? nombre.slice(0, -extension.length) : nombre;
  return `${base.slice(0, 250) || 'archivo'}${EXTENSIONES[tipo][0]}`;
}

/** Keeps a readable name for the download: no path, no control characters, at most 255 characters. */
export function limpiarNombre(nombre: string): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename(nombre.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'archivo').slice(0, 255);
}

export function borrarTemporal(archivo: ArchivoTemporal | undefined): void {
  if (archivo && !archivo.guardado) fs.rmSync(archivo.ruta, { force: true });
}

/** Two levels (`ab/<uuid>`) keep any one folder small. */
export const claveNueva = (id: string) => `${id.slice(0, 2)}/${id}`;

/** Removes a file stored in a transaction that then failed; a failure here is for the sweep, never the caller's error. */
export function deshacerGuardado(almacen: Almacen, clave: string): void {
  almacen.borrar(clave).catch(() => {});
}

type DatosArchivo = { area: string; creadoPor?: number | null };

/** A received file's `archivos` row: a new random id, and the key it is stored under. */
function filaArchivo(archivo: ArchivoTemporal, datos: DatosArchivo): typeof archivos.$inferInsert & { id: string; ruta: string } {
  if (!archivo.tipo) throw new Error('guardarArchivo: el archivo no tiene un tipo aceptado');
  const id = randomUUID();
  return {
    id,
    nombre: archivo.nombre,
    tipo: archivo.tipo,
    mime: MIME_ARCHIVO[archivo.tipo],
    bytes: archivo.bytes,
    sha256: archivo.sha256,
    ruta: claveNueva(id),
    area: datos.area,
    creadoPor: datos.creadoPor ?? null,
  };
}

async function mover(almacen: Almacen, archivo: ArchivoTemporal, fila: { ruta: string; mime: string }) {
  await almacen.guardar(fila.ruta, archivo.ruta, fila.mime);
  archivo.guardado = true;
  return () => deshacerGuardado(almacen, fila.ruta);
}

/**
 * Records a received file inside the caller's transaction and moves it into place. If the transaction then
 * fails, call the returned `deshacer` (or use `conArchivos`) so the moved file is removed too.
 */
export async function guardarArchivo(tx: Db, almacen: Almacen, archivo: ArchivoTemporal, datos: DatosArchivo): Promise<{ id: string; deshacer: () => void }> {
  const fila = filaArchivo(archivo, datos);
  await tx.insert(archivos).values(fila);
  return { id: fila.id, deshacer: await mover(almacen, archivo, fila) };
}

/** Runs `fn` with a list of undo steps for the files it moves; if it throws, each is run before the error goes on. */
async function deshaciendo<T>(fn: (deshacer: (() => void)[]) => Promise<T>): Promise<T> {
  const deshacer: (() => void)[] = [];
  try {
    return await fn(deshacer);
  } catch (error) {
    for (const d of deshacer) d();
    throw error;
  }
}

/**
 * Runs `fn` in a transaction with a `guardar` that records files; on any error every file it moved is removed, so
 * the disk matches the database.
 */
export function conArchivos<T>(db: Db, almacen: Almacen, fn: (tx: Db, guardar: (archivo: ArchivoTemporal, datos: DatosArchivo) => Promise<string>) => Promise<T>): Promise<T> {
  return deshaciendo((deshacer) =>
    db.transaction(async (tx) =>
      fn(tx as unknown as Db, async (archivo, datos) => {
        const guardado = await guardarArchivo(tx as unknown as Db, almacen, archivo, datos);
        deshacer.push(guardado.deshacer);
        return guardado.id;
      }),
    ),
  );
}

/**
 * For a caller that writes everything in one statement of its own, outside any transaction: `colocar` moves a file
 * into place and returns its `archivos` row for that statement to insert. If `fn` throws (the statement failed and
 * wrote nothing), every file moved is removed.
 */
export function colocandoArchivos<T>(
  almacen: Almacen,
  fn: (colocar: (archivo: ArchivoTemporal, datos: DatosArchivo) => Promise<typeof archivos.$inferInsert & { id: string }>) => Promise<T>,
): Promise<T> {
  return deshaciendo((deshacer) =>
    fn(async (archivo, datos) => {
      const fila = filaArchivo(archivo, datos);
      deshacer.push(await mover(almacen, archivo, fila));
      return fila;
    }),
  );
}

export async function buscarArchivo(db: Db, id: string): Promise<Archivo | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [fila] = await db.select().from(archivos).where(eq(archivos.id, id));
  return fila;
}

/**
 * Streams a stored file. The caller has already checked that the user may read it. `inline` lets the
 * browser preview PDFs and images; the type comes from our record, never from the file name.
 */
export async function enviarArchivo(reply: FastifyReply, almacen: Almacen, archivo: Archivo, opciones: { inline?: boolean; nombre?: string } = {}) {
  // Streamed through this server (never a redirect to the bucket): the permission check, the CSP and the
  // preview rules below hold whatever the store.
  const flujo = await almacen.abrir(archivo.ruta);
  if (!flujo) {
    return reply.code(404).send({ message: 'El archivo ya no está disponible', errors: {} });
  }
  // `nombre` replaces the stored name where the reader must not learn it (blind judging).
  const disposicion = attachment(opciones.nombre ?? archivo.nombre);
  return reply
    .header('Content-Type', archivo.mime)
    .header('Content-Length', String(archivo.bytes))
    .header('Content-Disposition', opciones.inline ? disposicion.replace(/^attachment/, 'inline') : disposicion)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .send(flujo);
}

/** Removes a stored file and its row. Call it after the owner's deletion has committed: the file cannot come back. */
export async function borrarArchivo(tx: Db, almacen: Almacen, id: string): Promise<void> {
  const [fila] = await tx.delete(archivos).where(eq(archivos.id, id)).returning();
  if (fila) await almacen.borrar(fila.ruta);
}

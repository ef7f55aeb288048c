// `npm run files:migrate`: copies every stored file of FILES_DIR into the bucket of FILES_S3_BUCKET and checks
// each one against the SHA-256 recorded in `archivos`, reading it back from the bucket. Files already in the
// bucket with the right hash are skipped, so an interrupted copy is simply run again. FILES_DIR is left as it is.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { archivos } from '../db/schema';
import type { Almacen } from './almacenamiento';

export interface ResultadoMigracion {
  copiados: number;
  yaEstaban: number;
  /** Keys whose bytes do not match their recorded hash (in FILES_DIR, or after the copy): never counted as copied. */
  distintos: string[];
  /** Files in FILES_DIR no row points to (left by a crash; the sweep removes them): not copied. */
  sinFila: number;
}

async function sha256De(flujo: Readable | null): Promise<string | null> {
  if (!flujo) return null;
  const hash = createHash('sha256');
  for await (const trozo of flujo as AsyncIterable<Buffer>) hash.update(trozo);
  return hash.digest('hex');
}

export async function migrarABucket(db: Db, origen: Almacen, destino: Almacen, progreso: (texto: string) => void = () => {}): Promise<ResultadoMigracion> {
  const resultado: ResultadoMigracion = { copiados: 0, yaEstaban: 0, distintos: [], sinFila: 0 };
  let lote: string[] = [];
  let vistos = 0;
  const copiarLote = async () => {
    const filas = await db.select({ ruta: archivos.ruta, sha256: archivos.sha256, mime: archivos.mime }).from(archivos).where(inArray(archivos.ruta, lote));
    const porClave = new Map(filas.map((f) => [f.ruta, f]));
    for (const clave of lote) {
      const fila = porClave.get(clave);
      if (!fila) {
        resultado.sinFila++;
        continue;
      }
      if ((await sha256De(await destino.abrir(clave))) === fila.sha256) {
        resultado.yaEstaban++;
        continue;
      }
      if ((await sha256De(await origen.abrir(clave))) !== fila.sha256) {
        resultado.distintos.push(clave);
        continue;
      }
      await destino.escribir(clave, (await origen.abrir(clave))!, fila.mime);
      if ((await sha256De(await destino.abrir(clave))) === fila.sha256) resultado.copiados++;
      else resultado.distintos.push(clave);
    }
    vistos += lote.length;
    progreso(`Archivos revisados: ${vistos}`);
    lote = [];
  };
  for await (const objeto of origen.listar()) {
    lote.push(objeto.clave);
    if (lote.length === 200) await copiarLote();
  }
  if (lote.length) await copiarLote();
  return resultado;
}

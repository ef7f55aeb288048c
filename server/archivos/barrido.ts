// Sweeps what a crash or an abort leaves behind (issue 19, items 6 and 7): temporaries in FILES_DIR/.tmp older
// than an hour, and stored files (in FILES_DIR or the bucket) no row points to (a process killed between storing
// a file and committing its row). Safe with several processes sharing the store, since nothing being uploaded or
// recorded is an hour old. Each process sweeps its own temporaries (FILES_DIR may be local to it when files are in
// a bucket); the store is swept by one process per hour.
import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Almacen } from './almacenamiento';
import { programarUnaVezPorPeriodo } from '../db/una-vez-por-periodo';
import { archivos } from '../db/schema';

export const HORA_MS = 3600_000;
/** The first sweep waits this long after start-up, so walking the store never delays the server's first answers. */
export const PRIMER_BARRIDO_MS = 30_000;
const CLAVE = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function viejo(ruta: string, limite: number): boolean {
  const stat = fs.statSync(ruta, { throwIfNoEntry: false });
  return !!stat?.isFile() && stat.mtimeMs < limite;
}

export async function barrerArchivos(db: Db, almacen: Almacen, edadMs = HORA_MS): Promise<{ temporales: number; huerfanos: number }> {
  return { temporales: barrerTemporales(almacen.dir, edadMs), huerfanos: await barrerHuerfanos(db, almacen, edadMs) };
}

function barrerTemporales(dir: string, edadMs: number): number {
  const limite = Date.now() - edadMs;
  let temporales = 0;
  const tmp = path.join(dir, '.tmp');
  for (const nombre of fs.existsSync(tmp) ? fs.readdirSync(tmp) : []) {
    const ruta = path.join(tmp, nombre);
    if (viejo(ruta, limite)) {
      fs.rmSync(ruta, { force: true });
      temporales++;
    }
  }
  return temporales;
}

async function barrerHuerfanos(db: Db, almacen: Almacen, edadMs: number): Promise<number> {
  const limite = Date.now() - edadMs;
  // Stored files are `ab/<uuid>`; only old ones are candidates, checked against the table in batches.
  let huerfanos = 0;
  let lote: string[] = [];
  const revisar = async () => {
    const conFila = new Set((await db.select({ ruta: archivos.ruta }).from(archivos).where(inArray(archivos.ruta, lote))).map((f) => f.ruta));
    for (const clave of lote) {
      if (conFila.has(clave)) continue;
      await almacen.borrar(clave);
      huerfanos++;
    }
    lote = [];
  };
  for await (const objeto of almacen.listar()) {
    if (!CLAVE.test(objeto.clave) || objeto.modificado.getTime() >= limite) continue;
    lote.push(objeto.clave);
    if (lote.length === 500) await revisar();
  }
  if (lote.length) await revisar();
  return huerfanos;
}

/** Sweeps this process's temporaries hourly, and the store once per hour across all processes; failures are logged, never fatal. */
export function programarBarrido(app: { db: Db; log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void }; addHook: (n: 'onClose', f: () => Promise<void>) => unknown }, almacen: Almacen) {
  const temporales = () => {
    try {
      const n = barrerTemporales(almacen.dir, HORA_MS);
      if (n) app.log.info({ temporales: n }, 'barrido de archivos temporales');
    } catch (err) {
      app.log.error({ err }, 'falló el barrido de archivos temporales');
    }
  };
  // The first walk of .tmp waits PRIMER_BARRIDO_MS, so it never delays the server's first answers.
  let reloj: NodeJS.Timeout | undefined;
  const primera = setTimeout(() => {
    temporales();
    reloj = setInterval(temporales, HORA_MS).unref();
  }, PRIMER_BARRIDO_MS).unref();
  const huerfanos = programarUnaVezPorPeriodo(app.db, app.log, {
    tarea: 'barrido-archivos',
    periodoMs: HORA_MS,
    primeraMs: PRIMER_BARRIDO_MS,
    fn: async () => {
      const n = await barrerHuerfanos(app.db, almacen, HORA_MS);
      if (n) app.log.info({ huerfanos: n }, 'barrido de archivos sin registro');
    },
  });
  app.addHook('onClose', async () => {
    clearTimeout(primera);
    clearInterval(reloj);
    await huerfanos.stop();
  });
}

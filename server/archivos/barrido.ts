// Sweeps what a crash or an abort leaves in FILES_DIR (issue 19, items 6 and 7): temporaries in .tmp older
// than an hour, and stored files no row points to (a process killed between moving a file into place and
// committing its row). At start-up and then every hour; safe with several processes sharing the folder,
// since nothing being uploaded or recorded is an hour old.
import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { archivos } from '../db/schema';

export const HORA_MS = 3600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function viejo(ruta: string, limite: number): boolean {
  const stat = fs.statSync(ruta, { throwIfNoEntry: false });
  return !!stat?.isFile() && stat.mtimeMs < limite;
}

export async function barrerArchivos(db: Db, dir: string, edadMs = HORA_MS): Promise<{ temporales: number; huerfanos: number }> {
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
  // Stored files are `ab/<uuid>`; only old ones are candidates, checked against the table in batches.
  const candidatos: string[] = [];
  for (const carpeta of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!/^[0-9a-f]{2}$/.test(carpeta)) continue;
    for (const nombre of fs.readdirSync(path.join(dir, carpeta))) {
      if (UUID.test(nombre) && viejo(path.join(dir, carpeta, nombre), limite)) candidatos.push(path.join(carpeta, nombre));
    }
  }
  let huerfanos = 0;
  for (let i = 0; i < candidatos.length; i += 500) {
    const lote = candidatos.slice(i, i + 500);
    const conFila = new Set((await db.select({ ruta: archivos.ruta }).from(archivos).where(inArray(archivos.ruta, lote))).map((f) => f.ruta));
    for (const relativa of lote) {
      if (conFila.has(relativa)) continue;
      fs.rmSync(path.join(dir, relativa), { force: true });
      huerfanos++;
    }
  }
  return { temporales, huerfanos };
}

/** Runs the sweep when the app is ready and then hourly; a failed sweep is logged, never fatal. */
export function programarBarrido(app: { db: Db; log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void }; addHook: (n: 'onReady' | 'onClose', f: () => Promise<void>) => unknown }, dir: string) {
  const barrer = async () => {
    try {
      const resultado = await barrerArchivos(app.db, dir);
      if (resultado.temporales || resultado.huerfanos) app.log.info(resultado, 'barrido de archivos temporales y huérfanos');
    } catch (err) {
      app.log.error({ err }, 'falló el barrido de archivos');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await barrer();
    timer = setInterval(() => void barrer(), HORA_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

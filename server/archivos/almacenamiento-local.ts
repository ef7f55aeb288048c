import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Almacen, ObjetoGuardado } from './almacenamiento';

const CARPETA = /^[0-9a-f]{2}$/;

/** Files under `dir`, in two levels of folders so that no folder grows large. */
export function almacenLocal(dir: string): Almacen {
  const ruta = (clave: string) => {
    const destino = path.resolve(dir, clave);
    if (!destino.startsWith(path.resolve(dir) + path.sep)) throw new Error(`Clave de archivo inválida: ${clave}`);
    return destino;
  };
  return {
    dir,
    descripcion: `FILES_DIR ${dir}`,
    async guardar(clave, temporal) {
      const destino = ruta(clave);
      fs.mkdirSync(path.dirname(destino), { recursive: true });
      fs.renameSync(temporal, destino);
    },
    async escribir(clave, datos) {
      const destino = ruta(clave);
      fs.mkdirSync(path.dirname(destino), { recursive: true });
      try {
        await pipeline(Buffer.isBuffer(datos) ? Readable.from([datos]) : datos, fs.createWriteStream(destino, { mode: 0o600 }));
      } catch (error) {
        fs.rmSync(destino, { force: true });
        throw error;
      }
    },
    async abrir(clave) {
      const destino = ruta(clave);
      return fs.existsSync(destino) ? fs.createReadStream(destino) : null;
    },
    async borrar(clave) {
      fs.rmSync(ruta(clave), { force: true });
    },
    async *listar(): AsyncGenerator<ObjetoGuardado> {
      if (!fs.existsSync(dir)) return;
      // .tmp and anything else that is not a two-hex-digit folder is not a stored file.
      for (const carpeta of fs.readdirSync(dir).filter((c) => CARPETA.test(c)).sort()) {
        for (const nombre of fs.readdirSync(path.join(dir, carpeta)).sort()) {
          const stat = fs.statSync(path.join(dir, carpeta, nombre), { throwIfNoEntry: false });
          if (stat?.isFile()) yield { clave: `${carpeta}/${nombre}`, bytes: stat.size, modificado: stat.mtime };
        }
      }
    },
    cerrar() {},
  };
}

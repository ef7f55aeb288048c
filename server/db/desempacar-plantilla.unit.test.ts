import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { desempacarPlantilla } from './desempacar-plantilla';

const dirs: string[] = [];
const carpeta = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'plantilla-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** One ustar entry, written by hand so a test can name what `tar` itself would refuse to write. */
function entradaTar(nombre: string, datos = Buffer.alloc(0), tipo: '0' | '5' = '0'): Buffer {
  const h = Buffer.alloc(512);
  h.write(nombre, 0, 100);
  h.write('0000600\0', 100);
  h.write('0000000\0', 108);
  h.write('0000000\0', 116);
  h.write(`${datos.length.toString(8).padStart(11, '0')}\0`, 124);
  h.write('00000000000\0', 136);
  h.write('        ', 148);
  h.write(tipo, 156);
  h.write('ustar\x0000', 257);
  let suma = 0;
  for (const b of h) suma += b;
  h.write(`${suma.toString(8).padStart(6, '0')}\0 `, 148);
  const relleno = Buffer.alloc((512 - (datos.length % 512)) % 512);
  return Buffer.concat([h, datos, relleno]);
}

describe('desempacarPlantilla', () => {
  it('unpacks what tar packed, with the files\' bytes and folders, and leaves no temporary folder', async () => {
    const origen = carpeta();
    fs.mkdirSync(path.join(origen, 'base/1'), { recursive: true });
    fs.writeFileSync(path.join(origen, 'PG_VERSION'), '17\n');
    const grande = Buffer.alloc(70_000, 7);
    fs.writeFileSync(path.join(origen, 'base/1/1259'), grande);
    fs.writeFileSync(path.join(origen, 'base/1/vacio'), '');
    const archivo = path.join(carpeta(), 'p.tar.gz');
    expect(spawnSync('tar', ['--format=ustar', '-czf', archivo, '-C', origen, '.']).status).toBe(0);

    const destino = carpeta();
    fs.writeFileSync(path.join(destino, 'server.lock'), '1');
    await desempacarPlantilla(archivo, destino);
    expect(fs.readFileSync(path.join(destino, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(fs.readFileSync(path.join(destino, 'base/1/1259')).equals(grande)).toBe(true);
    expect(fs.statSync(path.join(destino, 'base/1/vacio')).size).toBe(0);
    expect(fs.readdirSync(destino).sort()).toEqual(['PG_VERSION', 'base', 'server.lock']);
  });

  it('refuses a name that leaves the folder and a damaged archive, leaving the data directory as it was', async () => {
    for (const tar of [
      Buffer.concat([entradaTar('PG_VERSION', Buffer.from('17\n')), entradaTar('../fuera', Buffer.from('x')), Buffer.alloc(1024)]),
      Buffer.concat([entradaTar('PG_VERSION', Buffer.from('17\n')), entradaTar('base/1', Buffer.alloc(2000, 1)).subarray(0, 1200)]),
    ]) {
      const archivo = path.join(carpeta(), 'p.tar.gz');
      fs.writeFileSync(archivo, gzipSync(tar));
      const destino = carpeta();
      await expect(desempacarPlantilla(archivo, destino)).rejects.toThrow();
      expect(fs.readdirSync(destino)).toEqual([]);
      expect(fs.existsSync(path.join(path.dirname(destino), 'fuera'))).toBe(false);
    }
  });

  it('refuses an archive without PG_VERSION (not a database)', async () => {
    const archivo = path.join(carpeta(), 'p.tar.gz');
    fs.writeFileSync(archivo, gzipSync(Buffer.concat([entradaTar('base/', undefined, '5'), Buffer.alloc(1024)])));
    const destino = carpeta();
    await expect(desempacarPlantilla(archivo, destino)).rejects.toThrow(/PG_VERSION/);
    expect(fs.readdirSync(destino)).toEqual([]);
  });
});

// Uploads over a real socket (issue 19, items 6 and 7): an upload cut half-way or trickling in leaves no
// temporary file; a slow one is answered with 408; the sweep removes old temporaries and files without a row.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, buildTestApp } from '../test/helper';
import { crearConvocatoria } from '../postulaciones/test-support';
import type { App } from '../types';
import { archivos } from '../db/schema';
import { barrerArchivos, HORA_MS } from './barrido';
import { almacenLocal } from './almacenamiento-local';

let app: App;
let token: string;
let puerto: number;
let convocatoriaId: number;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'subidas-'));
const tmp = path.join(dir, '.tmp');
const temporales = () => (fs.existsSync(tmp) ? fs.readdirSync(tmp) : []);

beforeAll(async () => {
  app = await buildTestApp({ FILES_DIR: dir, UPLOAD_GRACE_SECONDS: '1', UPLOAD_MIN_BYTES_PER_SECOND: '4096' });
  token = await adminToken(app);
  convocatoriaId = (await crearConvocatoria(app, token)).id;
  await app.listen({ port: 0, host: '127.0.0.1' });
  puerto = (app.server.address() as net.AddressInfo).port;
});

async function esperar(condicion: () => boolean, ms = 5000): Promise<boolean> {
  const hasta = Date.now() + ms;
  while (Date.now() < hasta) {
    if (condicion()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return condicion();
}

/** Opens an upload of `total` announced bytes and sends only its beginning; returns the socket and what it answers. */
function abrirSubida(url: string, campo: string, nombre: string, total: number) {
  const limite = 'xLIMITEx';
  const cabeceraParte = `--${limite}\r\nContent-Disposition: form-data; name="${campo}"; filename="${nombre}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const socket = net.connect(puerto, '127.0.0.1');
  let respuesta = '';
  socket.on('data', (d) => (respuesta += d.toString()));
  socket.on('error', () => {});
  socket.write(
    `PUT ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${limite}\r\nContent-Length: ${total}\r\n\r\n${cabeceraParte}%PDF-1.7\n`,
  );
  return { socket, respuesta: () => respuesta };
}

describe('subidas interrumpidas y lentas', () => {
  it('una subida cortada a la mitad no deja su temporal; mientras llega, el temporal es 0600 en una carpeta 0700', async () => {
    const { socket } = abrirSubida(`/api/convocatorias/${convocatoriaId}/bases`, 'bases', 'bases.pdf', 3_000_000);
    socket.write(Buffer.alloc(200_000, 0x20));
    expect(await esperar(() => temporales().length === 1)).toBe(true);
    expect(fs.statSync(tmp).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(tmp, temporales()[0])).mode & 0o777).toBe(0o600);
    socket.destroy();
    expect(await esperar(() => temporales().length === 0)).toBe(true);
  });

  it('una subida que llega gota a gota recibe 408 en español y libera su temporal', async () => {
    const { socket, respuesta } = abrirSubida(`/api/convocatorias/${convocatoriaId}/bases`, 'bases', 'bases.pdf', 1_000_000);
    const goteo = setInterval(() => socket.write(' '), 200);
    try {
      expect(await esperar(() => respuesta().includes('\r\n\r\n{'), 8000), respuesta()).toBe(true);
    } finally {
      clearInterval(goteo);
      socket.destroy();
    }
    expect(respuesta()).toMatch(/^HTTP\/1\.1 408/);
    expect(respuesta()).toContain('demasiado lento');
    expect(await esperar(() => temporales().length === 0)).toBe(true);
  });

  it('la carga masiva guarda su archivo temporal en FILES_DIR/.tmp con modo 0600 y lo borra', async () => {
    const limite = 'xLIMITEx';
    const socket = net.connect(puerto, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      `POST /api/egresados/importaciones HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${limite}\r\nContent-Length: 5000000\r\n\r\n` +
        `--${limite}\r\nContent-Disposition: form-data; name="archivo"; filename="egresados.csv"\r\nContent-Type: text/csv\r\n\r\ncurp,correo\n`,
    );
    socket.write(Buffer.alloc(100_000, 0x61));
    expect(await esperar(() => temporales().some((n) => n.startsWith('importacion-')))).toBe(true);
    expect(fs.statSync(path.join(tmp, temporales()[0])).mode & 0o777).toBe(0o600);
    socket.destroy();
    expect(await esperar(() => temporales().length === 0)).toBe(true);
  });
});

describe('barrido de archivos', () => {
  it('quita temporales de más de una hora y archivos sin fila; deja los recientes y los que tienen fila', async () => {
    const viejo = new Date(Date.now() - 2 * HORA_MS);
    const crear = (relativa: string, antiguo: boolean) => {
      const ruta = path.join(dir, relativa);
      fs.mkdirSync(path.dirname(ruta), { recursive: true });
      fs.writeFileSync(ruta, 'x');
      if (antiguo) fs.utimesSync(ruta, viejo, viejo);
      return ruta;
    };
    const huerfano = randomUUID();
    const reciente = randomUUID();
    const temporalViejo = crear('.tmp/viejo', true);
    const temporalNuevo = crear('.tmp/nuevo', false);
    const sinFila = crear(path.join(huerfano.slice(0, 2), huerfano), true);
    const sinFilaReciente = crear(path.join(reciente.slice(0, 2), reciente), false);
    const registrado = randomUUID();
    const conFila = crear(path.join(registrado.slice(0, 2), registrado), true);
    await app.db.insert(archivos).values({
      id: registrado, nombre: 'a.pdf', tipo: 'pdf', mime: 'application/pdf', bytes: 1, sha256: '0'.repeat(64), ruta: path.join(registrado.slice(0, 2), registrado), area: 'prueba',
    });

    const resultado = await barrerArchivos(app.db, almacenLocal(dir));
    expect(resultado).toEqual({ temporales: 1, huerfanos: 1 });
    expect(fs.existsSync(temporalViejo)).toBe(false);
    expect(fs.existsSync(sinFila)).toBe(false);
    expect(fs.existsSync(temporalNuevo)).toBe(true);
    expect(fs.existsSync(sinFilaReciente)).toBe(true);
    expect(fs.existsSync(conFila)).toBe(true);
  });
});

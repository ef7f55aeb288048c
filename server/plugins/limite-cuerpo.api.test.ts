// Over a real socket, not inject: the point is what a browser receives when its body is too large.
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { IMPORTACION_MAX_BYTES } from '../../shared/schemas/importaciones';
import { multipart } from '../importaciones/test-support';
import { adminToken, bearer, buildTestApp } from '../test/helper';

/** A body that arrives a chunk at a time, as over a slow network: the server answers long before it ends. */
function lento(bytes: number, chunk = 64 * 1024) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= bytes) return controller.close();
      await new Promise((r) => setTimeout(r, 2));
      const n = Math.min(chunk, bytes - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(97));
    },
  });
}

/**
 * Like a browser on a slow uplink: sends the whole request and only then reads. Resolves with what arrived
 * (status line, headers, body) or with the socket error when the answer was lost to a reset.
 */
function comoNavegador(port: number, cabeza: string, cuerpo: Buffer, trozo = 16 * 1024): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const recibido: Buffer[] = [];
    let error = '';
    const completa = () => {
      const texto = Buffer.concat(recibido);
      const fin = texto.indexOf('\r\n\r\n');
      const largo = /content-length: (\d+)/i.exec(texto.subarray(0, Math.max(fin, 0)).toString());
      return fin >= 0 && largo !== null && texto.length - fin - 4 >= Number(largo[1]);
    };
    socket.on('data', (d) => {
      recibido.push(d);
      if (completa()) socket.destroy();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve(recibido.length ? Buffer.concat(recibido).toString('utf8') : `sin respuesta: ${error}`));
    socket.pause();
    socket.on('connect', async () => {
      socket.write(cabeza);
      for (let i = 0; i < cuerpo.length && !socket.destroyed; i += trozo) {
        socket.write(cuerpo.subarray(i, i + trozo));
        await new Promise((r) => setTimeout(r, 1));
      }
      // No half-close (browsers keep their side open); the server closes after a 413.
      socket.resume();
      setTimeout(() => socket.destroy(), 20_000).unref();
    });
  });
}

describe('a body over the limit', async () => {
  const app = await buildTestApp({ BODY_LIMIT_BYTES: String(64 * 1024) });
  const token = await adminToken(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  it('JSON: answers 413 with the Spanish message before closing', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/api/niveles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(token) },
        body: JSON.stringify({ nombre: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: 'La solicitud excede el tamaño permitido' });
    }
  });

  it('JSON sent slowly: still 413 JSON, not a reset connection', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/api/niveles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024), ...bearer(token) },
        body: lento(2 * 1024 * 1024),
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: 'La solicitud excede el tamaño permitido' });
    }
  });

  it('JSON sent slowly without a length (chunked): still 413 JSON', async () => {
    const res = await fetch(`${base}/api/niveles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: lento(2 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'La solicitud excede el tamaño permitido' });
  });

  it('a client that reads only after sending everything still gets the 413 JSON', async () => {
    const port = (app.server.address() as AddressInfo).port;
    const cuerpo = Buffer.alloc(1024 * 1024, 97);
    const cabeza = [
      'POST /api/niveles HTTP/1.1', 'Host: localhost', 'Content-Type: application/json', `Authorization: Bearer ${token}`,
      `Content-Length: ${cuerpo.length}`, '', '',
    ].join('\r\n');
    for (let i = 0; i < 3; i++) {
      const respuesta = await comoNavegador(port, cabeza, cuerpo);
      expect(respuesta).toMatch(/^HTTP\/1.1 413/);
      expect(respuesta).toContain('{"message":"La solicitud excede el tamaño permitido"}');
    }
  });

  it('multipart: a file over the upload limit answers 413 with its message, to fetch and to a client that reads last', async () => {
    const { payload, contentType } = await multipart({ archivo: { contenido: Buffer.alloc(IMPORTACION_MAX_BYTES + 2 * 1024 * 1024, 97), nombre: 'grande.csv' } });
    const res = await fetch(`${base}/api/egresados/importaciones`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...bearer(token) },
      body: new Uint8Array(payload),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/tamaño máximo de 50 MB/);

    const cabeza = [
      'POST /api/egresados/importaciones HTTP/1.1', 'Host: localhost', `Content-Type: ${contentType}`, `Authorization: Bearer ${token}`,
      `Content-Length: ${payload.length}`, '', '',
    ].join('\r\n');
    const respuesta = await comoNavegador((app.server.address() as AddressInfo).port, cabeza, payload, 256 * 1024);
    expect(respuesta).toMatch(/^HTTP\/1.1 413/);
    expect(respuesta).toMatch(/"message":"El archivo supera el tamaño máximo de 50 MB/);
  });

});

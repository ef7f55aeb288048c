// A 413 is usually decided before the client has finished sending its body. Closing the socket with unread
// bytes in it makes the kernel answer with a TCP reset, and a browser that reads only after uploading reports a
// network error instead of our message. So the rest of the body is read and thrown away before the answer
// goes out, then the connection closes. A body far beyond any real upload is not waited for.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Beyond this many bytes (announced or received) the client is not waited for. */
export const DRENAR_MAX_BYTES = 256 * 1024 * 1024;
const DRENAR_MAX_MS = 120_000;

function drenar(raw: IncomingMessage): Promise<void> {
  const anunciados = Number(raw.headers['content-length']);
  if (raw.complete || raw.readableEnded || raw.destroyed || anunciados > DRENAR_MAX_BYTES) return Promise.resolve();
  return new Promise((resolve) => {
    let leidos = 0;
    const fin = () => {
      clearTimeout(reloj);
      raw.off('data', alLeer).off('end', fin).off('error', fin).off('close', fin);
      resolve();
    };
    const alLeer = (chunk: Buffer) => {
      leidos += chunk.length;
      if (leidos > DRENAR_MAX_BYTES) fin();
    };
    const reloj = setTimeout(fin, DRENAR_MAX_MS);
    // The multipart parser may still be attached and paused; from here on nobody needs these bytes.
    raw.unpipe();
    raw.on('data', alLeer).on('end', fin).on('error', fin).on('close', fin);
    raw.resume();
  });
}

export function registerLimiteCuerpo(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 413) return payload;
    reply.header('connection', 'close');
    await drenar(request.raw);
    return payload;
  });
}

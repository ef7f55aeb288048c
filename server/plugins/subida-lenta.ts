// A body that trickles in holds a connection, a temporary file and a multipart parser for as long as the
// client likes (issue 19, item 6). Every window of UPLOAD_GRACE_SECONDS must bring at least
// UPLOAD_MIN_BYTES_PER_SECOND on average; a slower body is answered with 408 and its connection closed, which
// makes the reader fail and remove its temporary file. REQUEST_TIMEOUT_SECONDS (Node's requestTimeout) bounds
// the whole request whatever its rate.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const MENSAJE_LENTO = 'El archivo llegó demasiado lento y el envío se canceló; revise su conexión e intente de nuevo';

interface Vigilada {
  reply: FastifyReply;
  desde: number;
  bytes: number;
}

function bytesLeidos(request: FastifyRequest): number | undefined {
  const leidos = request.raw.socket?.bytesRead;
  return typeof leidos === 'number' ? leidos : undefined;
}

function cortar(request: FastifyRequest, reply: FastifyReply) {
  // The handler may still be reading: from here on, whatever it answers is not sent.
  reply.hijack();
  const res = reply.raw;
  const cerrar = () => request.raw.destroy();
  if (res.headersSent) return cerrar();
  const cuerpo = Buffer.from(JSON.stringify({ message: MENSAJE_LENTO, errors: {} }));
  res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', 'content-length': cuerpo.length, connection: 'close' });
  res.end(cuerpo, cerrar);
  request.log.warn({ ip: request.ip, url: request.url }, 'envío demasiado lento: cancelado con 408');
}

export function registerSubidaLenta(app: FastifyInstance, config: Config) {
  const ventanaMs = config.UPLOAD_GRACE_SECONDS * 1000;
  const minimo = config.UPLOAD_MIN_BYTES_PER_SECOND;
  if (!minimo) return;
  const vigiladas = new Map<FastifyRequest, Vigilada>();
  let reloj: NodeJS.Timeout | undefined;

  const revisar = () => {
    const ahora = Date.now();
    for (const [request, v] of vigiladas) {
      const leidos = bytesLeidos(request);
      if (request.raw.complete || request.raw.destroyed || v.reply.sent || leidos === undefined) {
        vigiladas.delete(request);
        continue;
      }
      if (ahora - v.desde < ventanaMs) continue;
      if (((leidos - v.bytes) * 1000) / (ahora - v.desde) < minimo) {
        vigiladas.delete(request);
        cortar(request, v.reply);
        continue;
      }
      v.desde = ahora;
      v.bytes = leidos;
    }
    if (!vigiladas.size) {
      clearInterval(reloj);
      reloj = undefined;
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    const { headers, complete } = request.raw;
    const conCuerpo = Number(headers['content-length']) > 0 || headers['transfer-encoding'] !== undefined;
    const leidos = bytesLeidos(request);
    if (!conCuerpo || complete || leidos === undefined) return;
    vigiladas.set(request, { reply, desde: Date.now(), bytes: leidos });
    reloj ??= setInterval(revisar, Math.min(1000, ventanaMs)).unref();
  });
  const soltar = async (request: FastifyRequest) => {
    vigiladas.delete(request);
  };
  app.addHook('onResponse', soltar);
  app.addHook('onRequestAbort', soltar);
  app.addHook('onClose', async () => clearInterval(reloj));
}

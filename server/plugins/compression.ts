import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from '../shell/serve';

/** Below this, compressing costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * JSON answers over 1 KB go out compressed (brotli at a fast level, or gzip). Streams (CSV/XLSX/PDF exports) and
 * files keep their own encoding. Written here rather than with @fastify/compress, which leaves any answer with a
 * Content-Range alone: the staff lists (ra-data-simple-rest) carry one, and they are the largest JSON we send.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding') || !JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = encoding === 'br'
      ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : gzipSync(payload, { level: 6 });
    reply.header('content-encoding', encoding).header('content-length', body.length);
    return body;
  });
}

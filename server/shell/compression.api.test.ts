import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adminToken, bearer, buildTestApp } from '../test/helper';
import { CLIENT_FIXTURE_DIR } from '../test/paths';
import { preferredEncoding } from './serve';

describe('compressed answers', async () => {
  // A built asset with the .br and .gz copies the build writes beside it.
  const script = `export const texto = ${JSON.stringify('código '.repeat(400))};\n`;
  const asset = path.join(CLIENT_FIXTURE_DIR, 'assets/compresion-prueba.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, gzipSync(script));

  const app = await buildTestApp();
  const admin = await adminToken(app);

  it('sends a built asset pre-compressed, brotli first, with Vary: Accept-Encoding', async () => {
    const br = await app.inject({ url: '/assets/compresion-prueba.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url: '/assets/compresion-prueba.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/compresion-prueba.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends scripts without the headers that only mean something on a document (issue 34, item 10: bytes a phone receives)', async () => {
    for (const encoding of ['gzip', 'br', 'identity']) {
      const res = await app.inject({ url: '/assets/compresion-prueba.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster']) {
        expect(res.headers[name], `${encoding}: ${name}`).toBeUndefined();
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    // A document keeps them all.
    const page = await app.inject({ url: '/login' });
    expect(page.headers['content-security-policy']).toBeTruthy();
    expect(page.headers['x-frame-options']).toBeTruthy();
  });

  it('compresses the pages the shell renders, keeping their title', async () => {
    const res = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Iniciar sesión · Plataforma Universitaria</title>');
    const missing = await app.inject({ url: '/no/existe', headers: { 'accept-encoding': 'gzip' } });
    expect(missing.statusCode).toBe(404);
    expect(gunzipSync(missing.rawPayload).toString()).toContain('Página no encontrada');
  });

  it('compresses JSON over 1 KB, not smaller answers', async () => {
    const list = await app.inject({ url: '/api/permisos?range=[0,99]', headers: { ...bearer(admin), 'accept-encoding': 'br, gzip' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding'], `${list.headers['content-type']} ${list.rawPayload.length}`).toBe('br');
    const body = JSON.parse(brotliDecompressSync(list.rawPayload).toString());
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(5);

    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

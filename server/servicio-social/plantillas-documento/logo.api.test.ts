// The letterhead logo of a document template: uploaded by staff (PNG or JPG by content), printed at the top of the
// PDFs issued from then on, removable.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp } from '../../test/helper';
import { escenario, URL } from '../liberacion/escenario.fixture';
import { formulario } from '../test/fixtures';

/** A 240×80 logo: a navy band with a gold square, enough to see where it lands on the page. */
const logoPng = () =>
  sharp({ create: { width: 240, height: 80, channels: 3, background: { r: 30, g: 58, b: 138 } } })
    .composite([{ input: { create: { width: 60, height: 60, channels: 3, background: { r: 212, g: 160, b: 23 } } }, left: 20, top: 10 }])
    .png()
    .toBuffer();

const imagenes = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

describe('servicio social: the letterhead logo of the document templates', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-logo-'));
  const app = await buildTestApp({ FILES_DIR: dir });
  const e = await escenario(app);
  const subir = async (headers: Record<string, string>, contenido: Buffer, nombre: string, tipo = 'situacion') => {
    const { payload, contentType } = await formulario('logo', contenido, nombre);
    return app.inject({ method: 'POST', url: `${URL}/plantillas-documentos/${tipo}/logo`, headers: { ...headers, 'content-type': contentType }, payload });
  };
  /** A letter the student asks for and the office issues at once; its PDF. */
  const emitir = async (tipo: 'situacion' | 'presentacion') => {
    const pedida = await app.inject({ method: 'POST', url: `${URL}/documentos`, headers: bearer(e.a.token), payload: { tipo } });
    const emitida = await app.inject({ method: 'POST', url: `${URL}/documentos/${pedida.json().id}/enviar`, headers: e.admin });
    expect(emitida.json()).toMatchObject({ estado: 'aprobado', tienePdf: true });
    return (await app.inject({ url: `${URL}/documentos/${pedida.json().id}/pdf`, headers: e.admin })).rawPayload;
  };

  const logo = await logoPng();

  it('takes a PNG or JPG from staff only, refuses anything else next to the field, and serves it back', async () => {
    expect((await subir(bearer(e.x.token), logo, 'logo.png')).statusCode).toBe(403);
    const texto = await subir(e.admin, Buffer.from('no soy una imagen'), 'logo.png');
    expect(texto.statusCode).toBe(422);
    expect(texto.json().errors.logo).toHaveLength(1);
    // Issue 19: a PNG's first bytes and anything after them is decoded with sharp and refused.
    const danado = await subir(e.admin, Buffer.concat([logo.subarray(0, 33), Buffer.from('<script>alert(1)</script>'.repeat(20))]), 'logo.png');
    expect(danado.statusCode).toBe(422);
    expect(danado.json().errors.logo[0]).toMatch(/imagen está dañada/);
    expect((await subir(e.admin, logo, 'logo.png', 'inventada')).statusCode).toBe(404);
    const subido = await subir(e.admin, logo, 'logo.png');
    expect(subido.statusCode, subido.body).toBe(200);
    expect(subido.json()).toMatchObject({ tipo: 'situacion', logo: true });
    const servido = await app.inject({ url: `${URL}/plantillas-documentos/situacion/logo`, headers: e.admin });
    expect(servido.headers['content-type']).toBe('image/png');
    expect(servido.rawPayload.equals(logo)).toBe(true);
  });

  it('prints the logo at the top of the PDFs of its type only, and stops once removed', async () => {
    const conLogo = await emitir('situacion');
    const sinLogo = await emitir('presentacion');
    fs.writeFileSync('/tmp/ss-logo-situacion.pdf', conLogo);
    // A letter without logo has its QR code's image objects; the logo adds its own (and a mask, as pdfkit decides).
    const base = imagenes(sinLogo);
    expect(base).toBeGreaterThan(0);
    expect(imagenes(conLogo)).toBeGreaterThan(base);

    const quitado = await app.inject({ method: 'DELETE', url: `${URL}/plantillas-documentos/situacion/logo`, headers: e.admin });
    expect(quitado.json()).toMatchObject({ logo: false });
    expect((await app.inject({ url: `${URL}/plantillas-documentos/situacion/logo`, headers: e.admin })).statusCode).toBe(404);
    expect(imagenes(await emitir('situacion'))).toBe(base);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { testDatabase } from '../test/helper';
import type { Database } from '../db/client';
import { archivos } from '../db/schema';
import { HttpError, unprocessable } from '../lib/http-error';
import { buscarArchivo, conArchivos, enviarArchivo } from './almacen';
import { opcionesMultipart, recibirFormulario } from './multipart';
import { almacenLocal } from './almacenamiento-local';
import { pdfDePrueba } from '../test/pdf';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)]);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]);

let database: Database;
let dir: string;
const app = Fastify();

function form(files: Record<string, { data: Buffer; name: string }>, campos: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(campos)) body.append(k, v);
  for (const [k, v] of Object.entries(files)) body.append(k, new Blob([new Uint8Array(v.data)]), v.name);
  return body;
}

async function send(body: FormData) {
  const request = new Request('http://x/subir', { method: 'POST', body });
  const payload = Buffer.from(await request.arrayBuffer());
  return app.inject({ method: 'POST', url: '/subir', payload, headers: { 'content-type': request.headers.get('content-type')! } });
}

beforeAll(async () => {
  database = await testDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'archivos-'));
  await app.register(multipart, opcionesMultipart(1));
  app.setErrorHandler((error, _request, reply) => {
    const e = error as HttpError;
    reply.code(e.statusCode ?? 500).send({ message: e.message, errors: e.errors ?? {} });
  });
  app.post('/subir', async (request, reply) => {
    const formulario = await recibirFormulario(request, almacenLocal(dir), (campo) =>
      campo === 'cv' ? { tipos: ['pdf'], maxMb: 1 } : campo === 'foto' ? { tipos: ['jpg', 'png'], maxMb: 1 } : undefined,
    );
    try {
      if (Object.keys(formulario.errores).length) throw unprocessable(formulario.errores);
      const ids = await conArchivos(database.db, almacenLocal(dir), async (_tx, guardar) => {
        const guardados: string[] = [];
        for (const archivo of formulario.archivos.values()) guardados.push(await guardar(archivo, { area: 'prueba' }));
        if (formulario.campos.fallar) throw new HttpError(409, 'falla a propósito');
        return guardados;
      });
      return reply.code(201).send({ ids });
    } finally {
      formulario.limpiar();
    }
  });
  app.get('/archivo/:id', async (request, reply) => {
    const archivo = await buscarArchivo(database.db, (request.params as { id: string }).id);
    if (!archivo) return reply.code(404).send({});
    return enviarArchivo(reply, almacenLocal(dir), archivo, { inline: true });
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const archivosEnDisco = () => fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile()).length;
const filas = async () => (await database.db.select({ n: count() }).from(archivos))[0].n;

describe('archivos subidos', () => {
  it('guarda un PDF y una imagen con su hash y los devuelve con su tipo', async () => {
    const res = await send(form({ cv: { data: PDF, name: 'Mi CV.pdf' }, foto: { data: PNG, name: 'foto.png' } }));
    expect(res.statusCode).toBe(201);
    const { ids } = res.json() as { ids: string[] };
    expect(ids).toHaveLength(2);
    const archivo = await buscarArchivo(database.db, ids[0]);
    expect(archivo).toMatchObject({ nombre: 'Mi CV.pdf', tipo: 'pdf', bytes: PDF.length });
    expect(archivo!.sha256).toMatch(/^[0-9a-f]{64}$/);
    const descarga = await app.inject({ url: `/archivo/${ids[0]}` });
    expect(descarga.headers['content-type']).toBe('application/pdf');
    expect(descarga.headers['content-disposition']).toContain('inline');
    expect(descarga.rawPayload.equals(PDF)).toBe(true);
  });

  it('rechaza por contenido un ejecutable renombrado y uno demasiado grande, sin dejar archivos', async () => {
    const antes = archivosEnDisco();
    const filasAntes = await filas();
    const res = await send(form({ cv: { data: EXE, name: 'cv.pdf' }, foto: { data: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), name: 'foto.png' } }));
    expect(res.statusCode).toBe(422);
    const body = res.json() as { errors: Record<string, string[]> };
    expect(body.errors.cv[0]).toContain('PDF');
    expect(body.errors.foto[0]).toContain('1 MB');
    expect(archivosEnDisco()).toBe(antes);
    expect(await filas()).toBe(filasAntes);
  });

  it('una transacción fallida no deja filas ni archivos', async () => {
    const antes = archivosEnDisco();
    const filasAntes = await filas();
    const res = await send(form({ cv: { data: PDF, name: 'cv.pdf' } }, { fallar: '1' }));
    expect(res.statusCode).toBe(409);
    expect(archivosEnDisco()).toBe(antes);
    expect(await filas()).toBe(filasAntes);
  });

  it.each([
    ['una acción de apertura con JavaScript', pdfDePrueba({ catalogo: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' })],
    ['JavaScript con el nombre escapado, comprimido en un flujo de objetos', pdfDePrueba({ objStm: true, catalogo: '/Names << /J#61vaScript 4 0 R >>', relleno: 70_000 })],
    ['una acción Launch', pdfDePrueba({ catalogo: '/OpenAction << /S /Launch /F (calc.exe) >>' })],
    ['un archivo incrustado', pdfDePrueba({ catalogo: '/Names << /EmbeddedFiles 4 0 R >>' })],
    ['acciones adicionales (/AA)', pdfDePrueba({ objetos: ['<< /Type /Annot /AA << /E 5 0 R >> >>'] })],
    ['un formulario XFA', pdfDePrueba({ catalogo: '/AcroForm << /XFA 4 0 R >>' })],
  ])('rechaza un PDF con %s, con un mensaje en español y sin guardar nada', async (_caso, pdf) => {
    const antes = archivosEnDisco();
    const filasAntes = await filas();
    const res = await send(form({ cv: { data: pdf, name: 'cv.pdf' } }));
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: Record<string, string[]> }).errors.cv[0]).toMatch(/contenido activo/);
    expect(archivosEnDisco()).toBe(antes);
    expect(await filas()).toBe(filasAntes);
  });

  it('guarda con nombre .pdf un PDF enviado como .html, y acepta un destino de apertura sin acción', async () => {
    const res = await send(form({ cv: { data: pdfDePrueba({ catalogo: '/OpenAction [3 0 R /Fit]' }), name: 'curriculum.html' } }));
    expect(res.statusCode).toBe(201);
    const archivo = await buscarArchivo(database.db, (res.json() as { ids: string[] }).ids[0]);
    expect(archivo).toMatchObject({ nombre: 'curriculum.pdf', tipo: 'pdf', mime: 'application/pdf' });
  });

  it('decodifica las imágenes: una con la firma de PNG pero dañada se rechaza', async () => {
    const antes = archivosEnDisco();
    const danada = Buffer.concat([PNG.subarray(0, 40), Buffer.alloc(60, 7)]);
    const res = await send(form({ foto: { data: danada, name: 'foto.png' } }));
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: Record<string, string[]> }).errors.foto[0]).toMatch(/imagen está dañada/);
    expect(archivosEnDisco()).toBe(antes);
  });

  it('los temporales quedan en FILES_DIR/.tmp, carpeta 0700', () => {
    expect(fs.statSync(path.join(dir, '.tmp')).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(path.join(dir, '.tmp'))).toEqual([]);
  });
});

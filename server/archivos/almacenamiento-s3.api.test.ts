import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { archivos, postulaciones } from '../db/schema';
import { adminToken, bearer, buildTestApp } from '../test/helper';
import { bucketDePrueba } from '../test/bucket';
import { pdfDePrueba } from '../test/pdf';
import { EXE, crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro } from '../postulaciones/test-support';
import { almacenDe, leerEntero } from './almacenamiento';
import { almacenLocal } from './almacenamiento-local';
import { barrerArchivos } from './barrido';
import { migrarABucket } from './migrar-a-bucket';

const sha256 = (datos: Buffer) => createHash('sha256').update(datos).digest('hex');
const archivosEn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile()) : []);

describe('archivos en un bucket S3 (s3rver real)', async () => {
  const bucket = await bucketDePrueba();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'archivos-s3-'));
  const app = await buildTestApp({ FILES_DIR: filesDir, ...bucket.env });
  const almacen = almacenDe(app.config);
  const admin = await adminToken(app);
  const conv = await crearConvocatoria(app, admin);
  const cat = await crearCategoria(app, admin, conv.id, {
    documentos: [{ clave: 'cv', nombre: 'Currículum', requerido: true, tipos: ['pdf'], maxMb: 5 }],
  });
  afterAll(async () => {
    await app.close();
    await bucket.cerrar();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });
  const objetos = async () => {
    const claves: string[] = [];
    for await (const o of almacen.listar()) claves.push(o.clave);
    return claves;
  };

  it('una postulación con un PDF de 2 MB queda en el bucket, con su SHA-256, y nada en FILES_DIR', async () => {
    const pdf = pdfDePrueba({ relleno: 2 * 1024 * 1024 });
    const res = await enviarRegistro(app, datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, correo: 'bucket@correo.mx' } }), { cv: { data: pdf, name: 'cv.pdf' } });
    expect(res.statusCode, res.body).toBe(201);
    const [p] = await app.db.select().from(postulaciones).where(eq(postulaciones.correo, 'bucket@correo.mx'));
    const detalle = await app.inject({ url: `/api/postulaciones/${p.id}`, headers: bearer(admin) });
    const doc = await app.inject({ url: detalle.json().documentos[0].url, headers: bearer(admin) });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-security-policy']).toContain('sandbox');
    expect(doc.rawPayload.equals(pdf)).toBe(true);
    expect((await app.inject({ url: detalle.json().documentos[0].url })).statusCode).toBe(401);
    const [fila] = await app.db.select().from(archivos).where(eq(archivos.sha256, sha256(pdf)));
    expect(await objetos()).toContain(fila.ruta);
    expect((await leerEntero(almacen, fila.ruta))!.equals(pdf)).toBe(true);
    expect(archivosEn(filesDir).filter((f) => !String(f).startsWith('.tmp'))).toEqual([]);
    expect(fs.readdirSync(path.join(filesDir, '.tmp'))).toEqual([]);
  });

  it('un archivo rechazado por su contenido nunca llega al bucket', async () => {
    const antes = await objetos();
    const res = await enviarRegistro(app, datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, correo: 'exe@correo.mx' } }), { cv: { data: EXE, name: 'cv.pdf' } });
    expect(res.statusCode).toBe(422);
    expect(await objetos()).toEqual(antes);
  });

  it('sube por partes un archivo grande y una subida que falla a medias no deja objeto', async () => {
    const grande = Buffer.alloc(12 * 1024 * 1024, 7);
    await almacen.escribir('ab/grande', Readable.from((function* () {
      for (let i = 0; i < grande.length; i += 1 << 20) yield grande.subarray(i, i + (1 << 20));
    })()));
    expect(sha256((await leerEntero(almacen, 'ab/grande'))!)).toBe(sha256(grande));
    await almacen.borrar('ab/grande');
    const cortada = Readable.from((async function* () {
      yield Buffer.alloc(6 * 1024 * 1024, 1);
      throw new Error('conexión cortada');
    })());
    // The SDK then aborts the multipart upload; s3rver refuses that call (real S3 and MinIO take it), so the error
    // seen here may be the abort's. Either way the object never exists.
    await expect(almacen.escribir('ab/cortada', cortada)).rejects.toThrow();
    expect(await objetos()).not.toContain('ab/cortada');
    expect(await almacen.abrir('ab/no-existe')).toBeNull();
  });

  it('el barrido quita del bucket los objetos viejos sin fila y deja los que tienen', async () => {
    const id = '0f'.padEnd(8, '0') + '-0000-4000-8000-000000000000';
    await almacen.escribir(`0f/${id}`, Buffer.from('huérfano'));
    const conFila = (await app.db.select({ ruta: archivos.ruta }).from(archivos)).map((f) => f.ruta);
    const r = await barrerArchivos(app.db, almacen, -60_000);
    expect(r.huerfanos).toBe(1);
    const quedan = await objetos();
    expect(quedan).not.toContain(`0f/${id}`);
    for (const ruta of conFila) expect(quedan).toContain(ruta);
  });

  it('files:migrate copia FILES_DIR al bucket revisando cada SHA-256, y otra vez no copia nada', async () => {
    const origenDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrar-'));
    const origen = almacenLocal(origenDir);
    const bueno = Buffer.from('%PDF-1.7 migrado');
    const malo = Buffer.from('%PDF-1.7 alterado');
    const filas = [
      { id: 'aa000000-0000-4000-8000-000000000001', datos: bueno, sha: sha256(bueno) },
      { id: 'aa000000-0000-4000-8000-000000000002', datos: malo, sha: sha256(Buffer.from('otro contenido')) },
    ];
    for (const f of filas) {
      await origen.escribir(`aa/${f.id}`, f.datos);
      await app.db.insert(archivos).values({ id: f.id, nombre: 'x.pdf', tipo: 'pdf', mime: 'application/pdf', bytes: f.datos.length, sha256: f.sha, ruta: `aa/${f.id}`, area: 'pruebas' });
    }
    await origen.escribir('aa/aa000000-0000-4000-8000-000000000003', Buffer.from('sin fila'));
    const r = await migrarABucket(app.db, origen, almacen);
    expect(r).toEqual({ copiados: 1, yaEstaban: 0, distintos: [`aa/${filas[1].id}`], sinFila: 1 });
    expect((await leerEntero(almacen, `aa/${filas[0].id}`))!.equals(bueno)).toBe(true);
    expect(await almacen.abrir(`aa/${filas[1].id}`)).toBeNull();
    expect((await migrarABucket(app.db, origen, almacen)).yaEstaban).toBe(1);
    fs.rmSync(origenDir, { recursive: true, force: true });
  });
});

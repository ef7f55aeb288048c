import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { filesDir } from '../../config';
import { archivos } from '../../db/schema';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../../test/helper';
import { PURPOSE_FOTO } from '../comun/imagenes';
import { MENSAJES_DESTACADOS } from '../destacados/service';
import { crearPrograma, estudiante, formulario, institucion, programaAprobado, rolCon } from './fixtures';

const URL = '/api/servicio-social';



const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#b22222' } }).png().toBuffer();

describe('servicio social: featured projects (destacados) and photos through /_ipx', async () => {
  const app = await buildTestApp();
  const carrera = await crearPrograma(app, { clave: 'LAR', nombre: 'Licenciatura en Arquitectura' });
  const x = await institucion(app, 1);
  const y = await institucion(app, 2);
  const programaX = await programaAprobado(app, x, carrera.id, { nombre: 'Vivienda digna' });
  const programaY = await programaAprobado(app, y, carrera.id, { nombre: 'Huertos urbanos' });
  const alumno = await estudiante(app, 1, carrera.id);
  const admin = bearer(await adminToken(app));
  await rolCon(app, 'Consulta de destacados', ['destacados.ver']);
  const lector = bearer(await userWithRoles(app, 'lector.destacados@universidad.mx', ['Consulta de destacados']));

  const crear = (payload: object, headers = admin) => app.inject({ method: 'POST', url: `${URL}/destacados`, headers, payload });
  const subirFoto = async (id: number, contenido: Buffer, nombre = 'foto.png', headers = admin) => {
    const { payload, contentType } = await formulario('foto', contenido, nombre);
    return app.inject({ method: 'POST', url: `${URL}/destacados/${id}/fotos`, headers: { ...headers, 'content-type': contentType }, payload });
  };
  const base = { titulo: 'Casas para Tlaquepaque', historia: '<p>Diseñaron <strong>doce</strong> viviendas.</p>', institucionId: x.id, programaId: programaX, publicado: false, orden: 1 };

  it('creates a project with its story sanitised, and keeps it off the public list until published', async () => {
    const res = await crear({ ...base, historia: '<p>Diseñaron viviendas.</p><script>alert(1)</script><img src=x onerror=alert(1)>' });
    expect(res.statusCode).toBe(201);
    const creado = res.json();
    expect(creado).toMatchObject({ titulo: 'Casas para Tlaquepaque', institucion: 'Fundación Número 1 A.C.', programa: 'Vivienda digna', publicado: false, fotos: [] });
    expect(creado.historia).toBe('<p>Diseñaron viviendas.</p>');
    expect((await app.inject({ url: `${URL}/destacados/publicos` })).json()).toEqual([]);

    const publicado = await app.inject({ method: 'PUT', url: `${URL}/destacados/${creado.id}`, headers: admin, payload: { ...base, publicado: true } });
    expect(publicado.statusCode).toBe(200);
    const publicos = (await app.inject({ url: `${URL}/destacados/publicos` })).json();
    expect(publicos).toEqual([{ id: creado.id, titulo: 'Casas para Tlaquepaque', historia: base.historia, institucion: 'Fundación Número 1 A.C.', programa: 'Vivienda digna', fotos: [] }]);
    // Staff fields stay out of the public answer.
    expect(publicos[0]).not.toHaveProperty('publicado');
  });

  it('lists for staff with Content-Range and filters; a program alone brings its institution', async () => {
    const solo = await crear({ ...base, titulo: 'Huerto en la secundaria 12', institucionId: null, programaId: programaY, publicado: true, orden: 0 });
    expect(solo.statusCode).toBe(201);
    expect(solo.json()).toMatchObject({ institucionId: y.id, institucion: 'Fundación Número 2 A.C.' });
    const lista = await app.inject({ url: `${URL}/destacados?sort=["orden","ASC"]&range=[0,9]`, headers: admin });
    expect(lista.headers['content-range']).toBe('destacados 0-1/2');
    expect(lista.json().map((d: { titulo: string }) => d.titulo)).toEqual(['Huerto en la secundaria 12', 'Casas para Tlaquepaque']);
    const filtrada = await app.inject({ url: `${URL}/destacados?filter=${encodeURIComponent(JSON.stringify({ institucionId: y.id }))}`, headers: admin });
    expect(filtrada.json().map((d: { titulo: string }) => d.titulo)).toEqual(['Huerto en la secundaria 12']);
    const busqueda = await app.inject({ url: `${URL}/destacados?filter=${encodeURIComponent(JSON.stringify({ q: 'TLAQUEPAQUE' }))}`, headers: admin });
    expect(busqueda.json()).toHaveLength(1);
    // Public order: `orden` first.
    expect((await app.inject({ url: `${URL}/destacados/publicos` })).json().map((d: { titulo: string }) => d.titulo)).toEqual(['Huerto en la secundaria 12', 'Casas para Tlaquepaque']);
  });

  it('refuses unknown or mismatched links and an empty story with Spanish messages, storing nothing', async () => {
    const antes = (await app.inject({ url: `${URL}/destacados`, headers: admin })).json().length;
    const ajeno = await crear({ ...base, programaId: programaY });
    expect(ajeno.statusCode).toBe(422);
    expect(ajeno.json().errors.programaId).toEqual([MENSAJES_DESTACADOS.programaDeOtra]);
    const inexistente = await crear({ ...base, institucionId: 99999, programaId: null });
    expect(inexistente.json().errors.institucionId).toEqual([MENSAJES_DESTACADOS.institucionInexistente]);
    const vacia = await crear({ ...base, historia: '<script>x</script>' });
    expect(vacia.json().errors.historia).toEqual([MENSAJES_DESTACADOS.historiaVacia]);
    const sinTitulo = await crear({ ...base, titulo: '  ' });
    expect(sinTitulo.json().errors.titulo[0]).toMatch(/obligatorio/);
    expect((await app.inject({ url: `${URL}/destacados`, headers: admin })).json()).toHaveLength(antes);
    expect((await app.inject({ method: 'PUT', url: `${URL}/destacados/99999`, headers: admin, payload: base })).statusCode).toBe(404);
  });

  it('keeps staff endpoints from students, institutions, strangers and staff without the permission', async () => {
    const [uno] = (await app.inject({ url: `${URL}/destacados`, headers: admin })).json();
    for (const token of [alumno.token, x.token]) {
      const h = bearer(token);
      expect((await app.inject({ url: `${URL}/destacados`, headers: h })).statusCode).toBe(403);
      expect((await app.inject({ url: `${URL}/destacados/${uno.id}`, headers: h })).statusCode).toBe(403);
      expect((await crear(base, h)).statusCode).toBe(403);
      expect((await app.inject({ method: 'PUT', url: `${URL}/destacados/${uno.id}`, headers: h, payload: base })).statusCode).toBe(403);
      expect((await app.inject({ method: 'DELETE', url: `${URL}/destacados/${uno.id}`, headers: h })).statusCode).toBe(403);
      expect((await subirFoto(uno.id, await png(), 'foto.png', h)).statusCode).toBe(403);
    }
    expect((await app.inject({ url: `${URL}/destacados` })).statusCode).toBe(401);
    // Read-only staff: may list, may not write.
    expect((await app.inject({ url: `${URL}/destacados`, headers: lector })).statusCode).toBe(200);
    expect((await crear(base, lector)).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `${URL}/destacados/${uno.id}`, headers: lector })).statusCode).toBe(403);
  });

  it('adds photos (JPG/PNG by content), serves them signed to staff and publicly only while published', async () => {
    const creado = (await crear({ ...base, titulo: 'Escuela de verano', publicado: false })).json();
    const subida = await subirFoto(creado.id, await png());
    expect(subida.statusCode).toBe(200);
    const [foto] = subida.json().fotos;
    expect(foto.url).toMatch(/^\/_ipx\/_\/ss\/privada\/[\w-]+\.[\w-]+$/);
    // Staff's signed URL works whether or not the project is published.
    const privada = await app.inject({ url: foto.url.replace('/_ipx/_/', '/_ipx/w_20/') });
    expect(privada.statusCode).toBe(200);
    expect(privada.headers['content-type']).toBe('image/webp');
    expect(privada.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await sharp(privada.rawPayload).metadata()).width).toBe(20);
    // Unpublished: not public.
    const publica = `/_ipx/_/ss/publica/${foto.id}`;
    expect((await app.inject({ url: publica })).statusCode).toBe(404);
    expect((await app.inject({ url: `${URL}/destacados/publicos` })).json().some((d: { id: number }) => d.id === creado.id)).toBe(false);
    // Published: public, with the public URL in the public list.
    await app.inject({ method: 'PUT', url: `${URL}/destacados/${creado.id}`, headers: admin, payload: { ...base, titulo: 'Escuela de verano', publicado: true } });
    const enLista = (await app.inject({ url: `${URL}/destacados/publicos` })).json().find((d: { id: number }) => d.id === creado.id);
    expect(enLista.fotos).toEqual([{ id: foto.id, url: publica }]);
    const servida = await app.inject({ url: publica.replace('/_ipx/_/', '/_ipx/w_30,f_png/') });
    expect(servida.statusCode).toBe(200);
    expect(servida.headers['content-type']).toBe('image/png');
    expect(servida.headers['cache-control']).toBe('public, max-age=3600');
    // Unpublished again: gone from the public.
    await app.inject({ method: 'PUT', url: `${URL}/destacados/${creado.id}`, headers: admin, payload: { ...base, titulo: 'Escuela de verano', publicado: false } });
    expect((await app.inject({ url: publica })).statusCode).toBe(404);
  });

  it('refuses a forged, expired or foreign-purpose token, a non-image upload, and photos of another project', async () => {
    const creado = (await crear({ ...base, titulo: 'Taller de carpintería' })).json();
    const { fotos: [foto] } = (await subirFoto(creado.id, await png())).json();
    const token = foto.url.split('/').pop() as string;
    const [payload, mac] = token.split('.');
    const falsificado = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: 9999999999 })).toString('base64url');
    expect((await app.inject({ url: `/_ipx/_/ss/privada/${falsificado}.${mac}` })).statusCode).toBe(404);
    const vencido = app.signer.signUntil({ p: PURPOSE_FOTO, a: foto.id }, Math.floor(Date.now() / 1000) - 1);
    expect((await app.inject({ url: `/_ipx/_/ss/privada/${vencido}` })).statusCode).toBe(404);
    const otroUso = app.signer.sign({ p: 'otra-cosa', a: foto.id }, 600);
    expect((await app.inject({ url: `/_ipx/_/ss/privada/${otroUso}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/_ipx/_/ss/publica/..%2F..%2Fpackage.json' })).statusCode).toBeGreaterThanOrEqual(400);

    const texto = await subirFoto(creado.id, Buffer.from('esto no es una imagen'), 'foto.png');
    expect(texto.statusCode).toBe(422);
    expect(texto.json().errors.foto[0]).toMatch(/JPG|PNG/);
    const otro = (await crear({ ...base, titulo: 'Otro proyecto' })).json();
    expect((await app.inject({ method: 'DELETE', url: `${URL}/destacados/${otro.id}/fotos/${foto.id}`, headers: admin })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${URL}/destacados/99999/fotos/${foto.id}`, headers: admin })).statusCode).toBe(404);
  });

  it('removes a photo and, with the project, every file it had', async () => {
    const creado = (await crear({ ...base, titulo: 'Biblioteca comunitaria' })).json();
    await subirFoto(creado.id, await png());
    const { fotos } = (await subirFoto(creado.id, await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00f' } }).jpeg().toBuffer(), 'foto.jpg')).json();
    expect(fotos).toHaveLength(2);
    const rutas = (await app.db.select().from(archivos).where(inArray(archivos.id, fotos.map((f: { id: string }) => f.id)))).map((a) => path.join(filesDir(app.config), a.ruta));
    expect(rutas.every((r) => fs.existsSync(r))).toBe(true);

    const quitada = await app.inject({ method: 'DELETE', url: `${URL}/destacados/${creado.id}/fotos/${fotos[0].id}`, headers: admin });
    expect(quitada.json().fotos.map((f: { id: string }) => f.id)).toEqual([fotos[1].id]);
    expect(fs.existsSync(rutas[0])).toBe(false);

    const borrado = await app.inject({ method: 'DELETE', url: `${URL}/destacados/${creado.id}`, headers: admin });
    expect(borrado.json()).toEqual({ id: creado.id });
    expect(fs.existsSync(rutas[1])).toBe(false);
    expect(await app.db.select().from(archivos).where(inArray(archivos.id, fotos.map((f: { id: string }) => f.id)))).toEqual([]);
    expect((await app.inject({ url: `${URL}/destacados/${creado.id}`, headers: admin })).statusCode).toBe(404);
  });

  it("serves a student's own photo through its signed URL", async () => {
    const { payload, contentType } = await formulario('foto', await png(), 'yo.png');
    const subida = await app.inject({ method: 'POST', url: `${URL}/estudiante/foto`, headers: { ...bearer(alumno.token), 'content-type': contentType }, payload });
    expect(subida.statusCode).toBe(200);
    const url = subida.json().fotoUrl as string;
    expect(url).toMatch(/^\/_ipx\/_\/ss\/privada\//);
    // The same URL for a while (browser cache), and it loads.
    expect((await app.inject({ url: `${URL}/estudiante/perfil`, headers: bearer(alumno.token) })).json().fotoUrl).toBe(url);
    const res = await app.inject({ url: url.replace('/_ipx/_/', '/_ipx/w_16/') });
    expect(res.statusCode).toBe(200);
    // Staff get a working URL too; the file id alone is not a public photo.
    const staff = (await app.inject({ url: `${URL}/estudiantes/${alumno.id}`, headers: admin })).json();
    expect((await app.inject({ url: staff.fotoUrl })).statusCode).toBe(200);
    const archivoId = JSON.parse(Buffer.from(url.split('/').pop()!.split('.')[0], 'base64url').toString()).a;
    expect((await app.inject({ url: `/_ipx/_/ss/publica/${archivoId}` })).statusCode).toBe(404);
  });
});

// Issue 34, item 5: graduates of older cohorts have no email on file. Staff capture them (and the bulk upload brings
// them) with a telephone instead; the seguimiento waves list them for the captura telefónica, campaigns skip them,
// and the public registration still asks for an address.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TELEFONO_SIN_CORREO } from '../../shared/schemas/egresados';
import type { ResultadoImportacion } from '../../shared/schemas/importaciones';
import { crearPlantilla, sembrarEgresados } from '../campanas/test-support';
import { campanaDestinatarios, egresados } from '../db/schema';
import { catalogoDePrueba, subir } from '../importaciones/test-support';
import { adminToken, bearer, buildTestApp } from '../test/helper';

const hora = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('graduates without an email', async () => {
  const app = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  const token = await adminToken(app);
  const admin = bearer(token);
  const { programa, egresados: conCorreo } = await sembrarEgresados(app, 2, 'conmail');
  const send = (method: 'POST' | 'PUT', url: string, payload: object) => app.inject({ method, url, headers: admin, payload });
  const base = { nombre: 'Rosalía', apellidoPaterno: 'Quintero', programaId: programa.id, anioEgreso: 1998 };
  const porMatricula = async (matricula: string) => (await app.db.select().from(egresados).where(eq(egresados.matricula, matricula)))[0];

  it('staff create one with a telephone; without either, the telephone is asked for', async () => {
    const sinNada = await send('POST', '/api/egresados', { ...base, matricula: 'H1998-01', correo: '' });
    expect(sinNada.statusCode).toBe(422);
    expect(sinNada.json().errors).toEqual({ telefono: [TELEFONO_SIN_CORREO] });
    expect(sinNada.json().message).toBe(TELEFONO_SIN_CORREO);

    const creado = await send('POST', '/api/egresados', { ...base, matricula: 'H1998-01', correo: '', telefono: '33 1234 5678' });
    expect(creado.statusCode, creado.body).toBe(201);
    expect(creado.json()).toMatchObject({ correo: null, telefono: '3312345678' });
    // A second one: no address is not a duplicate address.
    const otro = await send('POST', '/api/egresados', { ...base, nombre: 'Ernesto', matricula: 'H1998-02', telefono: '3387654321' });
    expect(otro.statusCode, otro.body).toBe(201);

    // Editing keeps the rule, and the search still finds them by name.
    const id = creado.json().id;
    expect((await send('PUT', `/api/egresados/${id}`, { ...base, matricula: 'H1998-01', telefono: null })).json().errors).toEqual({ telefono: [TELEFONO_SIN_CORREO] });
    const lista = await app.inject({ url: `/api/egresados?filter=${encodeURIComponent(JSON.stringify({ q: 'rosalia quintero' }))}`, headers: admin });
    expect(lista.json().map((e: { id: number }) => e.id)).toEqual([id]);
    expect((await app.inject({ url: `/api/egresados/${id}`, headers: admin })).json()).toMatchObject({ correo: null, telefono: '3312345678' });
  });

  it('a wave counts them in sinCorreo and lists them for the captura telefónica', async () => {
    const tecnm = (await app.inject({ url: `/api/seguimiento/cuestionarios?filter=${encodeURIComponent(JSON.stringify({ tipo: 'egresados' }))}`, headers: admin })).json()[0];
    const ola = (await send('POST', '/api/seguimiento/aplicaciones', {
      cuestionarioId: tecnm.id, nombre: 'Generación 1998', poblacion: { programaIds: [programa.id] }, apertura: iso(-hora), cierre: iso(30 * 24 * hora),
    })).json();
    const envio = await app.inject({ method: 'POST', url: `/api/seguimiento/aplicaciones/${ola.id}/enviar`, headers: admin });
    expect(envio.json()).toEqual({ invitados: conCorreo.length, sinCorreo: 2 });
    const lista = (await app.inject({ url: `/api/seguimiento/aplicaciones/${ola.id}/sin-correo`, headers: admin })).json();
    expect(lista).toEqual([
      expect.objectContaining({ nombre: 'Ernesto Quintero', telefono: '3387654321', enviada: false }),
      expect.objectContaining({ nombre: 'Rosalía Quintero', telefono: '3312345678', enviada: false }),
    ]);
    const captura = await app.inject({ url: `/api/seguimiento/invitaciones/${lista[1].id}/respuestas`, headers: admin });
    expect(captura.statusCode, captura.body).toBe(200);
    expect(captura.json()).toMatchObject({ egresado: 'Rosalía Quintero', contacto: { matricula: 'H1998-01', telefono: '3312345678' } });
  });

  it('a campaign counts and reaches only those with an address', async () => {
    const filtro = { programaId: programa.id };
    expect((await send('POST', '/api/campanas/audiencia', { filtro })).json()).toEqual({ total: 2, bajas: 0, destinatarios: 2 });
    const plantilla = await crearPlantilla(app, { asunto: 'Hola {{nombre}}', cuerpoHtml: '<p>{{correo}}</p>' });
    const campana = (await send('POST', '/api/campanas', { nombre: 'Aviso 1998', plantillaId: plantilla.id, filtro })).json();
    const enviada = await app.inject({ method: 'POST', url: `/api/campanas/${campana.id}/enviar`, headers: admin });
    expect(enviada.statusCode, enviada.body).toBe(200);
    const destinatarios = await app.db.select().from(campanaDestinatarios).where(eq(campanaDestinatarios.campanaId, campana.id));
    expect(destinatarios.map((d) => d.correo).sort()).toEqual(conCorreo.map((e) => e.correo).sort());
  });

  it('the bulk upload takes a row without an email when it has a telephone, in the preview and the import', async () => {
    await catalogoDePrueba(app);
    const csv = [
      'Matrícula,Nombre,Apellido paterno,Correo,Teléfono,Programa,Año de egreso',
      'V001,Irma,Salas,,55 1111 2222,ISC,1995',
      'V002,Óscar,Lugo,,,ISC,1995',
      'V003,Pía,Nava,pia@correo.mx,,ISC,1995',
    ].join('\r\n');
    const previa = (await subir(app, token, { archivo: { contenido: csv, nombre: 'generacion-1995.csv' }, campos: { simular: 'true', vistaPrevia: 'true' } }))
      .json<ResultadoImportacion>();
    expect(previa).toMatchObject({ total: 3, creados: 2, rechazados: 1, simulada: true });
    expect(previa.errores).toEqual([{ fila: 3, campo: 'telefono', mensaje: TELEFONO_SIN_CORREO }]);
    expect(await porMatricula('V001')).toBeUndefined();

    const hecha = (await subir(app, token, { archivo: { contenido: csv, nombre: 'generacion-1995.csv' } })).json<ResultadoImportacion>();
    expect(hecha).toMatchObject({ total: 3, creados: 2, rechazados: 1 });
    expect(await porMatricula('V001')).toMatchObject({ correo: null, telefono: '5511112222', origen: 'carga_masiva' });
    expect(await porMatricula('V002')).toBeUndefined();

    // A file with no correo column at all: every row needs its telephone.
    const sinColumna = 'Matrícula,Nombre,Apellido paterno,Teléfono,Programa,Año de egreso\r\nV004,Raúl,Soto,3310101010,ISC,1994\r\nV005,Sara,Paz,,ISC,1994\r\n';
    const r = (await subir(app, token, { archivo: { contenido: sinColumna, nombre: 'sin-correo.csv' } })).json<ResultadoImportacion>();
    expect(r).toMatchObject({ total: 2, creados: 1, rechazados: 1 });
    expect(r.errores).toEqual([{ fila: 3, campo: 'telefono', mensaje: TELEFONO_SIN_CORREO }]);
  });

  it('the public registration still requires an email', async () => {
    const res = await app.inject({
      method: 'POST', url: '/api/egresados/registro',
      payload: { ...base, matricula: 'P2020-9', anioEgreso: 2020, telefono: '3312345678', correo: '', avisoPrivacidad: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.correo).toEqual(['El correo es obligatorio']);
    expect(await porMatricula('P2020-9')).toBeUndefined();
  });
});

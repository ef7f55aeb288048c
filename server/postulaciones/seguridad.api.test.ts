// Issue 19, the public nomination's side: confirmations queued with the nomination, «reenviar folio», a honeypot
// that answers like the real call, a capped accept/decline, and a draft whose email cannot be moved.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACEPTACION_CONVOCATORIA_CERRADA, ACEPTACION_SIN_CAMBIOS, BORRADOR_CORREO_FIJO, BORRADOR_GUARDADO, FOLIO_REENVIADO, POSTULACION_DUPLICADA,
  REENVIO_FOLIO_SUGERENCIA,
} from '../../shared/schemas/postulaciones';
import { archivos, convocatorias, outbox, postulacionBorradores, postulaciones } from '../db/schema';
import { adminToken, buildTestApp } from '../test/helper';
import { REENVIOS_POR_DIA } from './reenvio';
import { PDF, crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro } from './test-support';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postulaciones-seguridad-'));
const enDisco = () => fs.readdirSync(filesDir, { recursive: true }).filter((f) => fs.statSync(path.join(filesDir, String(f))).isFile()).length;

describe('postulaciones públicas: seguridad (issue 19)', async () => {
  const app = await buildTestApp({ FILES_DIR: filesDir });
  const admin = await adminToken(app);
  const conv = await crearConvocatoria(app, admin);
  const cat = await crearCategoria(app, admin, conv.id);
  let ip = 0;
  const otraIp = () => `10.19.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
  const datos = (correo: string, over: Record<string, unknown> = {}) =>
    datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, correo }, ...over });
  const enviar = (d: object) => enviarRegistro(app, d, { cv: { data: PDF, name: 'cv.pdf' } }, { ip: otraIp() });
  const correosA = async (to: string) => app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  const tokenDe = (texto: string, param: string) => decodeURIComponent(new RegExp(`${param}=([^\\s"&]+)`).exec(texto)![1]);

  it('11: la confirmación con el folio se encola en la misma transacción que la postulación', async () => {
    // A crash right after the commit used to lose the mail: here the mailer's own queueing fails.
    const enqueue = app.mailer.enqueue;
    app.mailer.enqueue = () => Promise.reject(new Error('el proceso murió'));
    try {
      const res = await enviar(datos('commit@correo.mx'));
      expect(res.statusCode, res.body).toBe(201);
      const [aviso] = await correosA('luis.gomez@correo.mx');
      expect(aviso.subject).toBe(`Recibimos su postulación ${res.json().folio}`);
      // The folio is written into the queued mails by the statement that takes it: no placeholder is left behind.
      expect(aviso.text).toContain(`Su folio es ${res.json().folio}.`);
      expect(aviso.html).toContain(`Su folio es ${res.json().folio}.`);
      for (const c of [aviso, ...(await correosA('commit@correo.mx'))]) expect(`${c.subject}${c.html}${c.text}`).not.toContain('pendiente-');
      expect((await correosA('commit@correo.mx'))[0].text).toContain('/postulaciones/aceptacion?token=');
    } finally {
      app.mailer.enqueue = enqueue;
    }
  });

  it('11: si el correo no puede encolarse, tampoco queda la postulación ni sus archivos', async () => {
    const antes = [(await app.db.select({ n: count() }).from(postulaciones))[0].n, (await app.db.select({ n: count() }).from(archivos))[0].n, enDisco()];
    await app.db.execute(sql.raw(`CREATE FUNCTION outbox_caida() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox caído'; END $$`));
    await app.db.execute(sql.raw('CREATE TRIGGER outbox_caida BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION outbox_caida()'));
    try {
      const res = await enviar(datos('sin-correo@correo.mx'));
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Error interno del servidor');
    } finally {
      await app.db.execute(sql.raw('DROP TRIGGER outbox_caida ON outbox'));
      await app.db.execute(sql.raw('DROP FUNCTION outbox_caida()'));
    }
    const despues = [(await app.db.select({ n: count() }).from(postulaciones))[0].n, (await app.db.select({ n: count() }).from(archivos))[0].n, enDisco()];
    expect(despues).toEqual(antes);
    // The nominator can simply send it again: nothing half-stored blocks the retry.
    expect((await enviar(datos('sin-correo@correo.mx'))).statusCode).toBe(201);
  });

  it('11: el 409 de un duplicado dice cómo recibir el folio; reenviar-folio responde siempre lo mismo y envía al nominador', async () => {
    const primera = await enviar(datos('folio@correo.mx'));
    expect(primera.statusCode).toBe(201);
    const dup = await enviar(datos('FOLIO@correo.mx'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'POSTULACION_DUPLICADA', message: `${POSTULACION_DUPLICADA}. ${REENVIO_FOLIO_SUGERENCIA}` });
    expect(dup.body).not.toContain(primera.json().folio);

    const reenviar = (payload: object) => app.inject({ method: 'POST', url: '/api/postulaciones/reenviar-folio', payload, remoteAddress: otraIp() });
    const nominador = async () => (await correosA('luis.gomez@correo.mx')).filter((m) => m.subject === `Su folio de postulación: ${primera.json().folio}`);
    const existe = await reenviar({ categoriaId: cat.id, correo: 'Folio@Correo.mx' });
    const noExiste = await reenviar({ categoriaId: cat.id, correo: 'nadie@correo.mx' });
    expect([existe.statusCode, noExiste.statusCode]).toEqual([202, 202]);
    expect(existe.json()).toEqual({ message: FOLIO_REENVIADO });
    expect(noExiste.json()).toEqual(existe.json());
    expect(await nominador()).toHaveLength(1);
    expect(await correosA('nadie@correo.mx')).toHaveLength(0);
    // Only to the address on file: the nominee (who typed nothing here) gets no folio mail.
    expect((await correosA('folio@correo.mx')).some((m) => m.subject.startsWith('Su folio'))).toBe(false);

    // At most REENVIOS_POR_DIA a day per nomination, whoever asks; the answer does not change.
    const varios = await Promise.all(Array.from({ length: 4 }, () => reenviar({ categoriaId: cat.id, correo: 'folio@correo.mx' })));
    expect(varios.map((r) => r.statusCode)).toEqual([202, 202, 202, 202]);
    expect(await nominador()).toHaveLength(REENVIOS_POR_DIA);
    await app.db.update(postulaciones).set({ folioReenviosDesde: new Date(Date.now() - 25 * 3600_000) }).where(eq(postulaciones.correo, 'folio@correo.mx'));
    expect((await reenviar({ categoriaId: cat.id, correo: 'folio@correo.mx' })).statusCode).toBe(202);
    expect(await nominador()).toHaveLength(REENVIOS_POR_DIA + 1);

    const malo = await reenviar({ categoriaId: 'x', correo: 'no es correo' });
    expect(malo.statusCode).toBe(422);
    expect(malo.json().errors).toMatchObject({ categoriaId: ['La categoría debe ser un número'], correo: [expect.stringContaining('Escriba un correo válido')] });
  });

  it('11: reenviar-folio admite 5 solicitudes por IP cada 15 minutos', async () => {
    const desde = otraIp();
    const codigos: number[] = [];
    for (let i = 0; i < 6; i++) {
      codigos.push((await app.inject({ method: 'POST', url: '/api/postulaciones/reenviar-folio', payload: { categoriaId: cat.id, correo: `x${i}@correo.mx` }, remoteAddress: desde })).statusCode);
    }
    expect(codigos).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('12: el campo trampa recibe la misma forma, prefijo, año y siguiente folio de la convocatoria, y no guarda nada', async () => {
    const [n0, m0, d0] = [(await app.db.select({ n: count() }).from(postulaciones))[0].n, (await app.db.select({ n: count() }).from(outbox))[0].n, enDisco()];
    const bot = await enviar(datos('bot@spam.mx', { sitioWeb: 'http://spam.example' }));
    expect(bot.statusCode).toBe(201);
    expect([(await app.db.select({ n: count() }).from(postulaciones))[0].n, (await app.db.select({ n: count() }).from(outbox))[0].n, enDisco()]).toEqual([n0, m0, d0]);
    const real = await enviar(datos('persona@correo.mx'));
    expect(real.statusCode).toBe(201);
    expect(Object.keys(bot.json()).sort()).toEqual(Object.keys(real.json()).sort());
    expect(bot.json().folio).toBe(real.json().folio);
    expect(bot.json().folio).toMatch(new RegExp(`^${conv.prefijo}-${conv.anio}-\\d{6}$`));
    expect(bot.json()).toMatchObject({ ...real.json(), recibidaEn: expect.any(String), postulante: real.json().postulante });
    // The draft's honeypot says what a saved draft says.
    const borrador = await app.inject({ method: 'POST', url: '/api/postulaciones/borradores', remoteAddress: otraIp(), payload: { correo: 'bot@spam.mx', convocatoriaId: conv.id, datos: {}, sitioWeb: 'x' } });
    expect(borrador.json()).toEqual({ message: BORRADOR_GUARDADO });
  });

  it('14: la persona postulada puede cambiar su respuesta 2 veces, y solo con la convocatoria abierta', async () => {
    expect((await enviar(datos('flip@correo.mx'))).statusCode).toBe(201);
    const token = tokenDe((await correosA('flip@correo.mx'))[0].text, 'token');
    const responder = (decision: string) => app.inject({ method: 'POST', url: '/api/postulaciones/aceptacion', payload: { token, decision }, remoteAddress: otraIp() });
    const r1 = await responder('aceptada');
    expect(r1.json()).toMatchObject({ aceptacion: 'aceptada', puedeResponder: true, cambiosRestantes: 2 });
    expect((await responder('aceptada')).statusCode).toBe(200); // the same answer again is not a change
    expect((await responder('rechazada')).json()).toMatchObject({ aceptacion: 'rechazada', cambiosRestantes: 1 });
    expect((await responder('aceptada')).json()).toMatchObject({ aceptacion: 'aceptada', cambiosRestantes: 0, puedeResponder: false });
    const otra = await responder('rechazada');
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe(ACEPTACION_SIN_CAMBIOS);
    const [p] = await app.db.select().from(postulaciones).where(eq(postulaciones.correo, 'flip@correo.mx'));
    expect(p).toMatchObject({ aceptacion: 'aceptada', aceptacionCambios: 2 });

    // Parallel flips count once each: never past the cap.
    expect((await enviar(datos('carrera@correo.mx'))).statusCode).toBe(201);
    const t2 = tokenDe((await correosA('carrera@correo.mx'))[0].text, 'token');
    await app.inject({ method: 'POST', url: '/api/postulaciones/aceptacion', payload: { token: t2, decision: 'aceptada' } });
    await Promise.all(Array.from({ length: 6 }, (_, i) => app.inject({ method: 'POST', url: '/api/postulaciones/aceptacion', payload: { token: t2, decision: i % 2 ? 'aceptada' : 'rechazada' }, remoteAddress: otraIp() })));
    const [c] = await app.db.select().from(postulaciones).where(eq(postulaciones.correo, 'carrera@correo.mx'));
    expect(c.aceptacionCambios).toBeLessThanOrEqual(2);

    // Once the call closed, an answer already given stays.
    const cerrada = await crearConvocatoria(app, admin, { nombre: 'Premio por cerrar', prefijo: 'CER' });
    const cc = await crearCategoria(app, admin, cerrada.id);
    expect((await enviarRegistro(app, datosPostulacion(cc.id, { postulante: { ...datosPostulacion(cc.id).postulante, correo: 'tarde@correo.mx' } }), undefined, { ip: otraIp() })).statusCode).toBe(201);
    const t3 = tokenDe((await correosA('tarde@correo.mx'))[0].text, 'token');
    await app.inject({ method: 'POST', url: '/api/postulaciones/aceptacion', payload: { token: t3, decision: 'aceptada' } });
    await app.db.update(convocatorias).set({ cierre: new Date(Date.now() - 1000) }).where(eq(convocatorias.id, cerrada.id));
    const tarde = await app.inject({ method: 'POST', url: '/api/postulaciones/aceptacion', payload: { token: t3, decision: 'rechazada' } });
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().message).toBe(ACEPTACION_CONVOCATORIA_CERRADA);
    expect((await app.inject({ url: `/api/postulaciones/aceptacion?token=${encodeURIComponent(t3)}` })).json()).toMatchObject({ aceptacion: 'aceptada', puedeResponder: false });
  });

  it('14: quien tenga el enlace de un borrador no puede llevarlo a otro correo', async () => {
    const guardar = (payload: object) => app.inject({ method: 'POST', url: '/api/postulaciones/borradores', payload, remoteAddress: otraIp() });
    expect((await guardar({ correo: 'duena@correo.mx', convocatoriaId: conv.id, datos: { postulante: { nombre: 'Ana' } } })).statusCode).toBe(201);
    const token = tokenDe((await correosA('duena@correo.mx'))[0].text, 'borrador');
    const mover = await guardar({ token, correo: 'ladron@correo.mx', convocatoriaId: conv.id, datos: { postulante: { nombre: 'Otra' } } });
    expect(mover.statusCode).toBe(422);
    expect(mover.json()).toMatchObject({ code: 'BORRADOR_CORREO_FIJO', message: BORRADOR_CORREO_FIJO, errors: { correo: [BORRADOR_CORREO_FIJO] } });
    expect(await correosA('ladron@correo.mx')).toHaveLength(0);
    const [b] = await app.db.select().from(postulacionBorradores).where(and(eq(postulacionBorradores.correo, 'duena@correo.mx')));
    expect(b.datos).toEqual({ postulante: { nombre: 'Ana' } });
    // The same address keeps working with the same link.
    expect((await guardar({ token, correo: 'DUENA@correo.mx', convocatoriaId: conv.id, datos: { postulante: { nombre: 'Ana María' } } })).statusCode).toBe(201);
    expect((await app.inject({ url: `/api/postulaciones/borradores?token=${encodeURIComponent(token)}` })).json()).toMatchObject({ correo: 'duena@correo.mx', datos: { postulante: { nombre: 'Ana María' } } });
  });
});

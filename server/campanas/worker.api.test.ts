import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bajasCorreo, campanaDestinatarios, campanas, egresados } from '../db/schema';
import { MAX_ATTEMPTS } from '../mail/worker';
import { leerActualizacionToken } from '../registro/mails';
import { adminToken, bearer, buildTestApp } from '../test/helper';
import { startTestSmtpServer, type ReceivedMail } from '../test/smtp-server';
import { leerBajaToken } from './bajas';
import { SIN_FALLIDOS } from './service';
import { crearPlantilla, sembrarEgresados } from './test-support';
import { INTERRUMPIDO, startCampanaWorker, type CampanaWorker, type CampanaWorkerOptions } from './worker';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

/** The raw message with quoted-printable undone (enough to read links and names in the parts). */
const textoPlano = (mail: ReceivedMail) =>
  Buffer.from(mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
/** The header block, unfolded, with RFC 2047 encoded words decoded. */
const cabecera = (mail: ReceivedMail) =>
  mail.raw
    .split(/\r?\n\r?\n/)[0]
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?= =\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) =>
      Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    );
const encabezado = (mail: ReceivedMail, nombre: string) => new RegExp(`^${nombre}:[ \\t]*(.*)$`, 'im').exec(cabecera(mail))?.[1].trim() ?? null;

describe('campaign sender', async () => {
  const app = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Egresados <egresados@universidad.mx>' });
  const admin = await adminToken(app);
  const workers: CampanaWorker[] = [];
  const worker = (options: CampanaWorkerOptions = {}) => {
    const w = startCampanaWorker(app, { poll: false, ratePerMinute: 0, ...options });
    workers.push(w);
    return w;
  };
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
  });
  const accion = async (id: number, nombre: string) => {
    const res = await app.inject({ method: 'POST', url: `/api/campanas/${id}/${nombre}`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const plantilla = await crearPlantilla(app, {
    asunto: 'Hola {{nombre}}, generación {{anioEgreso}}',
    cuerpoHtml: '<p>Estimado(a) {{nombreCompleto}} de {{programa}}.</p><p><a href="{{enlaceActualizacion}}">Actualice sus datos</a></p>',
  });
  /** A campaign to the given program, sent (its recipients written). */
  const campana = async (programaId: number, extra: object = {}) => {
    const res = await app.inject({
      method: 'POST', url: '/api/campanas', headers: bearer(admin),
      payload: { nombre: 'Aviso', plantillaId: plantilla.id, filtro: { programaId }, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (await accion(res.json().id, 'enviar')) as { id: number; estado: string; total: number };
  };
  const drain = async (w: CampanaWorker) => {
    let handled = 0;
    for (let n = await w.runOnce(); n > 0; n = await w.runOnce()) handled += n;
    return handled;
  };
  const destinatarios = (campanaId: number) =>
    app.db.select().from(campanaDestinatarios).where(eq(campanaDestinatarios.campanaId, campanaId)).orderBy(campanaDestinatarios.id);
  const estadoCampana = async (id: number) => (await app.db.select().from(campanas).where(eq(campanas.id, id)))[0];

  beforeEach(async () => {
    // Each test watches its own campaign.
    await app.db.update(campanas).set({ estado: 'cancelada' }).where(sql`${campanas.estado} in ('programada', 'enviando', 'pausada')`);
    smtp.accept();
    smtp.slow(0);
    smtp.received.length = 0;
  });

  it('sends each recipient one personalised message with one-click unsubscribe headers and a footer link', async () => {
    const { programa, egresados: creados } = await sembrarEgresados(app, 7, 'envio');
    const c = await campana(programa.id);
    expect(c).toMatchObject({ estado: 'enviando', total: 7 });
    expect(await drain(worker({ batchSize: 3 }))).toBe(7);
    expect(smtp.received).toHaveLength(7);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(7);
    const rows = await destinatarios(c.id);
    expect(rows.every((r) => r.estado === 'enviado' && r.enviadoEn && r.intentos === 1)).toBe(true);
    expect(await estadoCampana(c.id)).toMatchObject({ estado: 'completada' });
    expect((await estadoCampana(c.id)).terminadaEn).toBeTruthy();

    const mail = smtp.received.find((m) => m.to[0] === 'envio1@correo.mx')!;
    expect(mail.from).toBe('egresados@universidad.mx');
    expect(encabezado(mail, 'Subject')).toBe('Hola Nombre1, generación 2021');
    const texto = textoPlano(mail);
    expect(texto).toContain('Nombre1 Paterno1 Materno1');
    expect(encabezado(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(encabezado(mail, 'List-Id')).toBe('<egresados.plataforma.test>');
    const unsubscribe = encabezado(mail, 'List-Unsubscribe')!;
    const post = /^<(http:\/\/plataforma\.test\/api\/correo\/baja\?t=([^>]+))>$/.exec(unsubscribe)!;
    expect(post).toBeTruthy();
    expect(leerBajaToken(app, decodeURIComponent(post[2]))).toEqual({ correo: 'envio1@correo.mx', campanaId: c.id });
    expect(texto).toContain(`http://plataforma.test/correo/baja?t=${post[2]}`);
    // {{enlaceActualizacion}} is signed for this graduate at send time.
    const actualizacion = /http:\/\/plataforma\.test\/egresados\/actualizacion\?token=([A-Za-z0-9%._-]+)/.exec(texto)!;
    const id = creados.find((e) => e.correo === 'envio1@correo.mx')!.id;
    expect(leerActualizacionToken(app, decodeURIComponent(actualizacion[1]))).toEqual({ id, email: 'envio1@correo.mx' });
    expect((await destinatarios(c.id))[0].datos).not.toHaveProperty('enlaceActualizacion');
  });

  it('never lets merge values add headers or recipients', async () => {
    const { programa, egresados: creados } = await sembrarEgresados(app, 1, 'inyeccion');
    await app.db
      .update(egresados)
      .set({ nombre: 'Eva\r\nBcc: espia@malo.mx\r\nX-Otro: 1', apellidoPaterno: 'Ruiz\nSubject: falso' })
      .where(eq(egresados.id, creados[0].id));
    const c = await campana(programa.id);
    await drain(worker());
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual(['inyeccion0@correo.mx']);
    const headers = cabecera(mail);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toMatch(/^X-Otro:/im);
    expect(headers.match(/^Subject:/gim)).toHaveLength(1);
    expect(encabezado(mail, 'Subject')).toMatch(/^Hola Eva Bcc: espia@malo\.mx X-Otro: 1, generación/);
    expect((await destinatarios(c.id))[0].estado).toBe('enviado');
  });

  it('one-click unsubscribe works without session or cookie, and later campaigns skip the address', async () => {
    const { programa } = await sembrarEgresados(app, 3, 'baja');
    const c = await campana(programa.id);
    await drain(worker());
    const mail = smtp.received.find((m) => m.to[0] === 'baja0@correo.mx')!;
    const url = /^<http:\/\/plataforma\.test(\/api\/correo\/baja\?t=[^>]+)>$/.exec(encabezado(mail, 'List-Unsubscribe')!)![1];

    const vista = await app.inject({ url });
    expect(vista.statusCode).toBe(200);
    expect(vista.json()).toEqual({ correo: 'ba•••@correo.mx', baja: false, oposicion: false });
    const res = await app.inject({
      method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ correo: 'ba•••@correo.mx', baja: true, oposicion: false });
    expect(res.headers['set-cookie']).toBeUndefined();
    const [baja] = await app.db.select().from(bajasCorreo).where(eq(bajasCorreo.correo, 'baja0@correo.mx'));
    expect(baja).toMatchObject({ origen: 'one-click', campanaId: c.id });
    // Twice is fine; the page's JSON POST and an empty one work too.
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(200);
    expect((await app.inject({ url })).json().baja).toBe(true);
    expect((await app.inject({ method: 'POST', url: '/api/correo/baja?t=roto.token' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/correo/baja' })).json().message).toMatch(/no es válido/);

    smtp.received.length = 0;
    const siguiente = await campana(programa.id);
    await drain(worker());
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['baja1@correo.mx', 'baja2@correo.mx']);
    expect((await destinatarios(siguiente.id)).find((d) => d.correo === 'baja0@correo.mx')!.estado).toBe('baja');

    // Undo: the next campaign writes to the address again.
    const alta = await app.inject({ method: 'POST', url: url.replace('/baja?', '/alta?'), payload: {} });
    expect(alta.json()).toEqual({ correo: 'ba•••@correo.mx', baja: false, oposicion: false });
    expect(await app.db.select().from(bajasCorreo).where(eq(bajasCorreo.correo, 'baja0@correo.mx'))).toHaveLength(0);
  });

  it('an unsubscribe during a campaign takes that address out of what is still pending', async () => {
    const { programa } = await sembrarEgresados(app, 4, 'durante');
    const c = await campana(programa.id);
    const w = worker({ batchSize: 1 });
    await w.runOnce();
    const url = /<http:\/\/plataforma\.test(\/api\/correo\/baja\?t=[^>]+)>/.exec(encabezado(smtp.received[0], 'List-Unsubscribe')!)![1];
    const otro = url.replace(/t=[^&]+/, `t=${encodeURIComponent((await import('./bajas')).bajaToken(app, 'durante3@correo.mx', c.id))}`);
    expect((await app.inject({ method: 'POST', url: otro })).statusCode).toBe(200);
    await drain(w);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['durante0@correo.mx', 'durante1@correo.mx', 'durante2@correo.mx']);
    expect((await destinatarios(c.id)).map((d) => d.estado)).toEqual(['enviado', 'enviado', 'enviado', 'baja']);
    expect((await estadoCampana(c.id)).estado).toBe('completada');
  });

  it('pause stops sending, resume continues; cancel stops for good', async () => {
    const { programa } = await sembrarEgresados(app, 6, 'pausa');
    const c = await campana(programa.id);
    const w = worker({ batchSize: 2 });
    expect(await w.runOnce()).toBe(2);
    await accion(c.id, 'pausar');
    expect(await w.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(2);
    await accion(c.id, 'reanudar');
    expect(await w.runOnce()).toBe(2);
    await accion(c.id, 'cancelar');
    expect(await drain(w)).toBe(0);
    expect(smtp.received).toHaveLength(4);
    const final = await estadoCampana(c.id);
    expect(final.estado).toBe('cancelada');
    const rows = await destinatarios(c.id);
    expect(rows.filter((r) => r.estado === 'enviado')).toHaveLength(4);
    expect(rows.filter((r) => r.estado === 'pendiente')).toHaveLength(2);
  });

  it('retries a 4xx answer later with backoff, then sends; a 5xx is recorded as failed with its reason', async () => {
    const { programa } = await sembrarEgresados(app, 1, 'temporal');
    const c = await campana(programa.id);
    const w = worker();
    smtp.reject(451, 'Intente mas tarde');
    const before = Date.now();
    expect(await w.runOnce()).toBe(1);
    let [row] = await destinatarios(c.id);
    expect(row).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(row.ultimoError).toContain('451');
    expect(row.siguienteIntento.getTime() - before).toBeGreaterThan(50_000);
    expect(await w.runOnce()).toBe(0); // not due yet
    smtp.accept();
    await app.db.update(campanaDestinatarios).set({ siguienteIntento: sql`now() - interval '1 second'` }).where(eq(campanaDestinatarios.campanaId, c.id));
    expect(await w.runOnce()).toBe(1);
    [row] = await destinatarios(c.id);
    expect(row).toMatchObject({ estado: 'enviado', intentos: 2, ultimoError: null });
    expect(smtp.received).toHaveLength(1);

    // The last attempt's temporary failure is final.
    const otra = await campana(programa.id + 0, { nombre: 'Agotada' });
    await app.db.update(campanaDestinatarios).set({ intentos: MAX_ATTEMPTS - 1 }).where(eq(campanaDestinatarios.campanaId, otra.id));
    smtp.reject(451, 'Intente mas tarde');
    await w.runOnce();
    [row] = await destinatarios(otra.id);
    expect(row.estado).toBe('fallido');
    expect(row.ultimoError).toMatch(/Se agotaron los \d+ intentos.*451/);

    const { programa: p2 } = await sembrarEgresados(app, 2, 'permanente');
    const perm = await campana(p2.id);
    smtp.reject(550, 'Buzon inexistente');
    expect(await w.runOnce()).toBe(2);
    const rows = await destinatarios(perm.id);
    expect(rows.every((r) => r.estado === 'fallido' && r.intentos === 1 && /550.*Buzon inexistente/.test(r.ultimoError ?? ''))).toBe(true);
    expect(await w.runOnce()).toBe(0);
    expect((await estadoCampana(perm.id)).estado).toBe('completada');
  });

  it('a claim whose lease expired (its process died mid-send) is marked failed, never sent again', async () => {
    const { programa } = await sembrarEgresados(app, 3, 'lease');
    const c = await campana(programa.id);
    const [primero] = await destinatarios(c.id);
    await app.db
      .update(campanaDestinatarios)
      .set({ estado: 'enviando', intentos: 1, siguienteIntento: sql`now() - interval '1 minute'` })
      .where(eq(campanaDestinatarios.id, primero.id));
    await drain(worker());
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['lease1@correo.mx', 'lease2@correo.mx']);
    const [row] = await app.db.select().from(campanaDestinatarios).where(eq(campanaDestinatarios.id, primero.id));
    expect(row).toMatchObject({ estado: 'fallido', ultimoError: INTERRUMPIDO, intentos: 1 });
    expect((await estadoCampana(c.id)).estado).toBe('completada');
  });

  it('staff may put the failed recipients back in the queue, knowingly; an address unsubscribed since stays out', async () => {
    const { programa } = await sembrarEgresados(app, 3, 'reintento');
    const c = await campana(programa.id);
    const filas = await destinatarios(c.id);
    await app.db
      .update(campanaDestinatarios)
      .set({ estado: 'enviando', intentos: 1, siguienteIntento: sql`now() - interval '1 minute'` })
      .where(inArray(campanaDestinatarios.id, [filas[0].id, filas[1].id]));
    await drain(worker());
    expect((await estadoCampana(c.id)).estado).toBe('completada');
    await app.db.insert(bajasCorreo).values({ correo: filas[1].correo, origen: 'enlace' });
    smtp.received.length = 0;

    const otra = await app.inject({ method: 'POST', url: `/api/campanas/${c.id}/reintentar`, headers: bearer(admin) });
    expect(otra.statusCode, otra.body).toBe(200);
    expect(otra.json()).toMatchObject({ estado: 'enviando', pendientes: 1, fallidos: 1 });
    await drain(worker());
    expect(smtp.received.map((m) => m.to[0])).toEqual([filas[0].correo]);
    expect(await estadoCampana(c.id)).toMatchObject({ estado: 'completada' });
    const nada = await app.inject({ method: 'POST', url: `/api/campanas/${c.id}/reintentar`, headers: bearer(admin) });
    expect(nada.statusCode).toBe(409);
    expect(nada.json().message).toBe(SIN_FALLIDOS);
    await app.db.delete(bajasCorreo);
  });

  it('respects the rate: with 120 a minute, about two messages a second whatever the batch size', async () => {
    const { programa } = await sembrarEgresados(app, 20, 'ritmo');
    await campana(programa.id);
    const w = worker({ ratePerMinute: 120, batchSize: 50 });
    const inicio = Date.now();
    let enviados = 0;
    while (Date.now() - inicio < 2_500) {
      enviados += await w.runOnce();
      await new Promise((r) => setTimeout(r, 50));
    }
    const segundos = (Date.now() - inicio) / 1000;
    expect(enviados).toBeGreaterThanOrEqual(2);
    expect(enviados).toBeLessThanOrEqual(2 + Math.ceil(2 * segundos));
    expect(smtp.received).toHaveLength(enviados);
  });

  it('shares the rate among campaigns sending at the same time', async () => {
    const a = await sembrarEgresados(app, 20, 'ritmoa');
    const b = await sembrarEgresados(app, 20, 'ritmob');
    await campana(a.programa.id);
    await campana(b.programa.id);
    const w = worker({ ratePerMinute: 120, batchSize: 50 });
    const inicio = Date.now();
    let enviados = 0;
    while (Date.now() - inicio < 2_500) {
      enviados += await w.runOnce();
      await new Promise((r) => setTimeout(r, 50));
    }
    const segundos = (Date.now() - inicio) / 1000;
    // Each campaign may start with one message of burst; after that both together stay at two a second.
    expect(enviados).toBeGreaterThanOrEqual(2);
    expect(enviados).toBeLessThanOrEqual(2 + Math.ceil(2 * segundos));
    await app.db.update(campanas).set({ estado: 'cancelada' }).where(eq(campanas.estado, 'enviando'));
  });

  it('starts a scheduled campaign when its time comes', async () => {
    const { programa } = await sembrarEgresados(app, 2, 'programada');
    const c = await campana(programa.id, { programadaPara: new Date(Date.now() + 3600_000).toISOString() });
    expect(c.estado).toBe('programada');
    const w = worker();
    expect(await w.runOnce()).toBe(0);
    expect((await estadoCampana(c.id)).estado).toBe('programada');
    await app.db.update(campanas).set({ programadaPara: sql`now() - interval '1 second'` }).where(eq(campanas.id, c.id));
    expect(await w.runOnce()).toBe(2);
    const row = await estadoCampana(c.id);
    expect(row.estado).toBe('completada');
    expect(row.total).toBe(2);
  });

  it('in the background: wakes when a campaign is sent and, stopped mid-campaign, records what it sent', async () => {
    const { programa } = await sembrarEgresados(app, 40, 'fondo');
    smtp.slow(20);
    const w = startCampanaWorker(app, { ratePerMinute: 0, batchSize: 5, inFlight: 2, pollMs: 60_000 });
    const c = await campana(programa.id);
    while (smtp.received.length < 10) await new Promise((r) => setTimeout(r, 10));
    await w.stop();
    const rows = await destinatarios(c.id);
    // Nothing left claimed: every message that went out is recorded as sent, the rest wait for the next start.
    expect(rows.filter((r) => r.estado === 'enviando')).toHaveLength(0);
    expect(rows.filter((r) => r.estado === 'enviado')).toHaveLength(smtp.received.length);
    expect(smtp.received.length).toBeLessThan(40);
    const again = startCampanaWorker(app, { ratePerMinute: 0, batchSize: 5, pollMs: 60_000 });
    workers.push(again);
    while ((await estadoCampana(c.id)).estado !== 'completada') await new Promise((r) => setTimeout(r, 20));
    expect(smtp.received).toHaveLength(40);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(40);
  });
});

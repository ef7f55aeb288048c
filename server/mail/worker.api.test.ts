import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { buildApp } from '../app';
import { buildTestApp, testConfig, testDatabase } from '../test/helper';
import { CLIENT_FIXTURE_DIR } from '../test/paths';
import { MailHeaderError } from './headers';
import type { MailMessage } from './outbox';
import { startTestSmtpServer } from '../test/smtp-server';
import { createMailTransport } from './transport';
import { HELD_NOTE, MAX_ATTEMPTS, startMailWorker, type MailWorker } from './worker';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

describe('mail worker with SMTP', async () => {
  const app = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Plataforma <no-responder@universidad.mx>' });
  const workers: MailWorker[] = [];
  const worker = () => {
    const w = startMailWorker(app, { poll: false });
    workers.push(w);
    return w;
  };
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
  });

  const row = async (id: number) => (await app.db.select().from(outbox).where(eq(outbox.id, id)))[0];
  const makeDue = (id: number) => app.db.update(outbox).set({ siguienteIntento: sql`now() - interval '1 second'` }).where(eq(outbox.id, id));

  beforeEach(async () => {
    smtp.accept();
    smtp.received.length = 0;
    await app.db.delete(outbox);
  });

  it('delivers each message exactly once while two workers run at the same time', async () => {
    const total = 45;
    for (let i = 0; i < total; i++) {
      await app.mailer.enqueue({ to: `persona${i}@universidad.mx`, subject: `Mensaje ${i}`, html: `<p>Hola ${i}</p>` });
    }
    const a = worker();
    const b = worker();
    const drain = async (w: MailWorker) => {
      let handled = 0;
      for (let n = await w.runOnce(); n > 0; n = await w.runOnce()) handled += n;
      return handled;
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    expect(byA + byB).toBe(total);
    expect(smtp.received).toHaveLength(total);
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(total);
    const rows = await app.db.select().from(outbox);
    expect(rows.every((r) => r.estado === 'enviado' && r.enviadoEn && r.intentos === 1)).toBe(true);
    const first = smtp.received.find((m) => m.subject === 'Mensaje 0')!;
    expect(first.to).toEqual(['persona0@universidad.mx']);
    expect(first.from).toBe('no-responder@universidad.mx');
    expect(first.raw).toContain('Hola 0');
  });

  it('retries a 4xx answer later, backing off, and gives up after the last attempt', async () => {
    smtp.reject(451, 'Servicio no disponible temporalmente');
    const id = await app.mailer.enqueue({ to: 'tarde@universidad.mx', subject: 'Reintento', html: '<p>x</p>' });
    const w = worker();

    const before = Date.now();
    expect(await w.runOnce()).toBe(1);
    let r = await row(id);
    expect(r).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(r.ultimoError).toContain('451');
    const firstDelay = r.siguienteIntento.getTime() - before;
    expect(firstDelay).toBeGreaterThan(50_000);
    expect(firstDelay).toBeLessThan(75_000);

    expect(await w.runOnce()).toBe(0); // not due yet

    await makeDue(id);
    const second = Date.now();
    await w.runOnce();
    r = await row(id);
    expect(r).toMatchObject({ estado: 'pendiente', intentos: 2 });
    expect(r.siguienteIntento.getTime() - second).toBeGreaterThan(110_000);

    await app.db.update(outbox).set({ intentos: MAX_ATTEMPTS - 1 }).where(eq(outbox.id, id));
    await makeDue(id);
    await w.runOnce();
    r = await row(id);
    expect(r.estado).toBe('fallido');
    expect(r.intentos).toBe(MAX_ATTEMPTS);
    expect(r.ultimoError).toMatch(/Se agotaron los \d+ intentos.*451/);
    expect(smtp.received).toHaveLength(0);

    smtp.accept();
    await makeDue(id);
    expect(await w.runOnce()).toBe(0); // a failed message stays failed until staff send it again
  });

  it('marks a 5xx answer as failed with the reason, without retrying', async () => {
    smtp.reject(550, 'Buzon inexistente');
    const id = await app.mailer.enqueue({ to: 'nadie@universidad.mx', subject: 'Permanente', html: '<p>x</p>' });
    const w = worker();
    await w.runOnce();
    const r = await row(id);
    expect(r.estado).toBe('fallido');
    expect(r.intentos).toBe(1);
    expect(r.ultimoError).toContain('550');
    expect(r.ultimoError).toContain('Buzon inexistente');
  });

  it('treats a connection failure as temporary', async () => {
    const id = await app.mailer.enqueue({ to: 'red@universidad.mx', subject: 'Sin red', html: '<p>x</p>' });
    const closed = await startTestSmtpServer();
    await closed.close();
    const w = startMailWorker(app, { poll: false, transport: createMailTransport({ ...app.config, SMTP_URL: closed.url }) });
    await w.runOnce();
    await w.stop();
    const r = await row(id);
    expect(r).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(r.ultimoError).toBeTruthy();
  });

  it('takes back mail a crashed process left in "enviando" once its lease ran out, not before', async () => {
    const stale = await app.mailer.enqueue({ to: 'caida@universidad.mx', subject: 'Huerfano', html: '<p>x</p>' });
    const busy = await app.mailer.enqueue({ to: 'ocupado@universidad.mx', subject: 'En curso', html: '<p>x</p>' });
    await app.db.update(outbox).set({ estado: 'enviando', intentos: 1, siguienteIntento: sql`now() - interval '1 minute'` }).where(eq(outbox.id, stale));
    await app.db.update(outbox).set({ estado: 'enviando', intentos: 1, siguienteIntento: sql`now() + interval '5 minutes'` }).where(eq(outbox.id, busy));
    await worker().runOnce();
    expect(await row(stale)).toMatchObject({ estado: 'enviado', intentos: 2 });
    expect((await row(busy)).estado).toBe('enviando');
    expect(smtp.received.map((m) => m.subject)).toEqual(['Huerfano']);
  });

  it('wakes up as soon as mail is queued and drains on stop', async () => {
    const w = startMailWorker(app, { pollMs: 60_000 });
    workers.push(w);
    await new Promise((r) => setTimeout(r, 100));
    const id = await app.mailer.enqueue({ to: 'rapido@universidad.mx', subject: 'Inmediato', html: '<p>x</p>' });
    await expect.poll(async () => (await row(id)).estado, { timeout: 5_000 }).toBe('enviado');
    await w.stop();
    expect(await w.runOnce()).toBe(0);
  });

  it('refuses header injection when queuing and never sends an injected header', async () => {
    const evil: MailMessage[] = [
      { to: 'a@universidad.mx\r\nBcc: espia@ejemplo.com', subject: 'x', html: 'x' },
      { to: 'a@universidad.mx, espia@ejemplo.com', subject: 'x', html: 'x' },
      { to: 'Nombre <a@universidad.mx>', subject: 'x', html: 'x' },
      { to: 'a@universidad.mx', subject: 'x', html: 'x', headers: { Bcc: 'espia@ejemplo.com' } },
      { to: 'a@universidad.mx', subject: 'x', html: 'x', headers: { 'Reply-To': 'b@universidad.mx\nBcc: espia@ejemplo.com' } },
      { to: 'a@universidad.mx', subject: 'x', html: 'x', headers: { 'List-Id': 'lista\r\nBcc: espia@ejemplo.com' } },
    ];
    for (const message of evil) {
      await expect(app.mailer.enqueue(message), JSON.stringify(message)).rejects.toBeInstanceOf(MailHeaderError);
    }
    expect(await app.db.select().from(outbox)).toHaveLength(0);

    const id = await app.mailer.enqueue({
      to: 'a@universidad.mx',
      subject: 'Hola\r\nBcc: espia@ejemplo.com',
      html: '<p>x</p>',
      headers: { 'reply-to': 'Coordinacion@Universidad.mx' },
    });
    // Rows written without the Mailer are checked again when sent.
    const [raw] = await app.db
      .insert(outbox)
      .values({ to: 'b@universidad.mx\r\nBcc: espia@ejemplo.com', subject: 's', html: 'x', text: 'x' })
      .returning({ id: outbox.id });
    await worker().runOnce();

    expect((await row(id)).subject).toBe('Hola Bcc: espia@ejemplo.com');
    expect(smtp.received).toHaveLength(1);
    const [sent] = smtp.received;
    expect(sent.to).toEqual(['a@universidad.mx']);
    expect(sent.raw).not.toMatch(/^Bcc:/im);
    expect(sent.raw).toMatch(/^Reply-To: coordinacion@universidad\.mx/im);
    const refused = await row(raw.id);
    expect(refused.estado).toBe('fallido');
    expect(refused.ultimoError).toMatch(/Destinatario no válido/);
  });
});

describe('mail worker without SMTP', async () => {
  const app = await buildTestApp();

  it('keeps the mail in the outbox as "retenido" for staff to read', async () => {
    const id = await app.mailer.enqueue({ to: 'alguien@universidad.mx', subject: 'Guardado', html: '<p>Hola</p>' });
    const w = startMailWorker(app, { poll: false });
    expect(await w.runOnce()).toBe(1);
    await w.stop();
    const [r] = await app.db.select().from(outbox).where(eq(outbox.id, id));
    expect(r).toMatchObject({ estado: 'retenido', intentos: 0, enviadoEn: null, ultimoError: HELD_NOTE });
  });
});

describe('mail worker inside the app', () => {
  it('finishes the message being sent before the database closes', async () => {
    smtp.accept();
    smtp.slow(400);
    const database = await testDatabase();
    let atClose: string | undefined;
    const close = database.close;
    database.close = async () => {
      atClose = (await database.db.select().from(outbox))[0]?.estado;
      await close();
    };
    const app = await buildApp({ config: testConfig({ SMTP_URL: smtp.url }), database, mailWorker: true, logger: false, clientDir: CLIENT_FIXTURE_DIR });
    await app.ready();
    await app.mailer.enqueue({ to: 'cierre@universidad.mx', subject: 'Al cerrar', html: '<p>x</p>' });
    await expect.poll(async () => (await app.db.select().from(outbox))[0].estado, { timeout: 5_000, interval: 20 }).toBe('enviando');
    await app.close();
    smtp.slow(0);
    expect(atClose).toBe('enviado');
  });
});

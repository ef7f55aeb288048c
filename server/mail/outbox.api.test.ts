import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../db/schema';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { startTestSmtpServer } from '../test/smtp-server';
import { startMailWorker } from './worker';

const list = (query: Record<string, unknown>) =>
  '/api/correos?' + new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])));

describe('staff outbox without SMTP', async () => {
  const app = await buildTestApp();
  const admin = bearer(await adminToken(app));
  const ids = {
    bienvenida: await app.mailer.enqueue({ to: 'lucia.hernandez@universidad.mx', subject: 'Bienvenida a la plataforma', html: '<p>Hola <b>Lucía</b></p>' }),
    reset: await app.mailer.enqueue({ to: 'jorge.ramirez@universidad.mx', subject: 'Restablecer su contraseña', html: '<p>Enlace</p>', text: 'Enlace en texto' }),
  };
  const worker = startMailWorker(app, { poll: false });
  await worker.runOnce();
  await worker.stop();
  const [sent] = await app.db
    .insert(outbox)
    .values({ to: 'ana.lopez@universidad.mx', subject: 'Aviso enviado', html: '<p>ok</p>', text: 'ok', estado: 'enviado', enviadoEn: new Date() })
    .returning({ id: outbox.id });

  it('lists the outbox the ra-data-simple-rest way, newest first, without the bodies', async () => {
    const res = await app.inject({ url: list({ range: [0, 1] }), headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('correos 0-1/3');
    const rows = res.json();
    expect(rows.map((r: { id: number }) => r.id)).toEqual([sent.id, ids.reset]);
    expect(rows[0]).not.toHaveProperty('html');
    expect(rows[1]).toMatchObject({ estado: 'retenido', to: 'jorge.ramirez@universidad.mx' });
  });

  it('filters by estado, by text in recipient or subject (accents ignored) and by ids', async () => {
    const retained = await app.inject({ url: list({ filter: { estado: 'retenido' } }), headers: admin });
    expect(retained.json().map((r: { id: number }) => r.id).sort()).toEqual([ids.bienvenida, ids.reset].sort());
    const q = await app.inject({ url: list({ filter: { q: 'contrasena' } }), headers: admin });
    expect(q.json().map((r: { id: number }) => r.id)).toEqual([ids.reset]);
    const byMail = await app.inject({ url: list({ filter: { q: 'LUCIA.HERNANDEZ' } }), headers: admin });
    expect(byMail.json().map((r: { id: number }) => r.id)).toEqual([ids.bienvenida]);
    const many = await app.inject({ url: list({ filter: { id: [ids.bienvenida, sent.id] } }), headers: admin });
    expect(many.headers['content-range']).toMatch(/\/2$/);
  });

  it('shows one message with its HTML and text so staff can read retained mail', async () => {
    const res = await app.inject({ url: `/api/correos/${ids.reset}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ html: '<p>Enlace</p>', text: 'Enlace en texto', estado: 'retenido' });
    const generated = await app.inject({ url: `/api/correos/${ids.bienvenida}`, headers: admin });
    expect(generated.json().text).toBe('Hola Lucía');
    expect((await app.inject({ url: '/api/correos/999999', headers: admin })).statusCode).toBe(404);
  });

  it('refuses to requeue while there is no SMTP server to send it', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/correos/${ids.reset}/reenviar`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/SMTP/);
  });

  it('requires the correos.ver permission', async () => {
    expect((await app.inject({ url: '/api/correos' })).statusCode).toBe(401);
    const nobody = bearer(await userWithRoles(app, 'sin.permisos@universidad.mx', []));
    expect((await app.inject({ url: '/api/correos', headers: nobody })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/correos/${ids.reset}`, headers: nobody })).statusCode).toBe(403);
  });
});

describe('staff outbox with SMTP', async () => {
  const smtp = await startTestSmtpServer();
  afterAll(() => smtp.close());
  const app = await buildTestApp({ SMTP_URL: smtp.url });
  const admin = bearer(await adminToken(app));
  const worker = startMailWorker(app, { poll: false });
  afterAll(() => worker.stop());

  it('sends a failed message again when staff ask for it, and records who did', async () => {
    smtp.reject(550, 'Buzon lleno');
    const id = await app.mailer.enqueue({ to: 'pedro.sanchez@universidad.mx', subject: 'Constancia', html: '<p>x</p>' });
    await worker.runOnce();
    expect((await app.db.select().from(outbox).where(eq(outbox.id, id)))[0].estado).toBe('fallido');

    smtp.accept();
    const res = await app.inject({ method: 'POST', url: `/api/correos/${id}/reenviar`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, estado: 'pendiente', intentos: 0, ultimoError: null });
    await worker.runOnce();
    expect((await app.db.select().from(outbox).where(eq(outbox.id, id)))[0].estado).toBe('enviado');
    expect(smtp.received.map((m) => m.to)).toEqual([['pedro.sanchez@universidad.mx']]);

    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.recurso, 'correos'));
    expect(entry).toMatchObject({ accion: 'editar', registroId: String(id), actorEmail: 'admin@universidad.mx' });

    const again = await app.inject({ method: 'POST', url: `/api/correos/${id}/reenviar`, headers: admin });
    expect(again.statusCode).toBe(409);
  });
});

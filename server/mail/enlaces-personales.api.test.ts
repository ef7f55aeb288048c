// Issue 19, items 1 and 13: staff who read the outbox never see a link that works as someone else's credential,
// and request logs never keep one.
import { afterAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { auditLog, outbox } from '../db/schema';
import { createRole } from '../roles/test-support';
import { ADMIN, adminToken, bearer, buildTestApp, loginAs, testConfig, testDatabase, userWithRoles } from '../test/helper';
import { CLIENT_FIXTURE_DIR } from '../test/paths';
import { startTestSmtpServer } from '../test/smtp-server';
import { startMailWorker } from './worker';
import { ocultarEnlaces } from './enlaces-personales';

const tokenIn = (text: string) => /restablecer-contrasena\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('el outbox no muestra enlaces personales a quien lo lee', async () => {
  const log: string[] = [];
  const database = await testDatabase();
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database,
    mailWorker: false,
    logStream: { write: (line: string) => void log.push(line) },
    clientDir: CLIENT_FIXTURE_DIR,
  });
  await app.ready();
  afterAll(() => app.close());
  const admin = await adminToken(app);
  await createRole(app, admin, 'Soporte', ['usuarios.ver', 'usuarios.editar', 'correos.ver', 'auditoria.ver']);
  const soporte = bearer(await userWithRoles(app, 'soporte@universidad.mx', ['Soporte']));

  it('Soporte pide restablecer la contraseña del administrador y no encuentra el enlace en ningún lado', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: ADMIN.email } })).statusCode).toBe(202);
    const [row] = await app.db.select().from(outbox).where(eq(outbox.to, ADMIN.email)).orderBy(desc(outbox.id)).limit(1);
    const token = tokenIn(row.text)!;
    expect(token, 'el mensaje real lleva el enlace, para enviarlo').toBeTruthy();

    const one = await app.inject({ url: `/api/correos/${row.id}`, headers: soporte });
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain(token);
    expect(one.body).not.toMatch(/token=/);
    expect(one.json().text).toContain('«enlace personal oculto»');
    expect(one.json().html).toContain('enlace personal oculto');
    expect(one.json().html).toContain('Restablecer contraseña');
    const list = await app.inject({ url: '/api/correos?range=[0,99]', headers: soporte });
    expect(list.body).not.toContain(token);
    const audit = await app.inject({ url: '/api/auditoria?range=[0,99]', headers: soporte });
    expect(audit.statusCode).toBe(200);
    expect(audit.body).not.toContain(token);
    expect(JSON.stringify(await app.db.select().from(auditLog))).not.toContain(token);

    // Following the link is how it gets into a request log.
    await app.inject({ url: `/restablecer-contrasena?token=${token}` });
    await app.inject({ url: `/api/email/verify?token=${token}.x&otro=1` });
    const lines = log.join('');
    expect(lines).toContain('token=[oculto]');
    expect(lines).toContain('otro=1');
    expect(lines).not.toContain(token);

    const reset = await app.inject({ method: 'POST', url: '/api/password/reset', payload: { token: 'enlace personal oculto', password: 'otra-frase-larga-1' } });
    expect(reset.statusCode).toBe(422);
    await loginAs(app, ADMIN.email, ADMIN.password);
  });

  it('quien recibe el mensaje lo lee completo: así el primer administrador sin SMTP toma su enlace', async () => {
    const [row] = await app.db.select().from(outbox).where(eq(outbox.to, ADMIN.email)).orderBy(desc(outbox.id)).limit(1);
    const own = await app.inject({ url: `/api/correos/${row.id}`, headers: bearer(admin) });
    expect(tokenIn(own.json().text)).toBe(tokenIn(row.text));
  });

  it('enmascara toda clase de enlace que sirve de credencial y deja los demás', () => {
    const largo = 'a'.repeat(40);
    expect(ocultarEnlaces(`Vea https://u.mx/convocatoria?id=3 y https://u.mx/correo/baja?t=x.y o https://u.mx/p/registro?borrador=${largo}`))
      .toBe('Vea https://u.mx/convocatoria?id=3 y «enlace personal oculto» o «enlace personal oculto»');
    expect(ocultarEnlaces(`https://u.mx/x?folio=1&codigo=${largo}`)).toBe('«enlace personal oculto»');
  });
});

describe('un correo enviado ya no guarda sus enlaces', async () => {
  const smtp = await startTestSmtpServer();
  afterAll(() => smtp.close());
  const app = await buildTestApp({ SMTP_URL: smtp.url });
  const worker = startMailWorker(app, { poll: false });
  afterAll(() => worker.stop());

  it('envía el enlace real y después guarda solo el cuerpo enmascarado', async () => {
    await app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: ADMIN.email } });
    const [queued] = await app.db.select().from(outbox).where(eq(outbox.to, ADMIN.email));
    const token = tokenIn(queued.text)!;
    await worker.runOnce();
    const [row] = await app.db.select().from(outbox).where(eq(outbox.to, ADMIN.email));
    expect(row.estado).toBe('enviado');
    expect(smtp.received[0].raw.replace(/=\r?\n/g, '')).toContain(token);
    expect(row.text + row.html).not.toMatch(/token=/);
    expect(row.text).toContain('«enlace personal oculto»');
  });
});

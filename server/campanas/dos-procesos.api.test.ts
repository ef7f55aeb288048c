import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { campanaDestinatarios, campanas } from '../db/schema';
import { adminToken, bearer, testConfig, testDatabase } from '../test/helper';
import { CLIENT_FIXTURE_DIR } from '../test/paths';
import { startTestSmtpServer } from '../test/smtp-server';
import { crearPlantilla, sembrarEgresados } from './test-support';
import { startCampanaWorker, type CampanaWorker } from './worker';

// Two apps on one database stand for two server processes; on PostgreSQL their claims really race
// (on PGlite statements run one at a time, so the test runs but cannot fail).
describe('two processes sending one campaign', async () => {
  const smtp = await startTestSmtpServer();
  const database = await testDatabase();
  const config = testConfig({ SMTP_URL: smtp.url });
  const build = () => buildApp({ config, database, mailWorker: false, logger: false, clientDir: CLIENT_FIXTURE_DIR });
  const a = await build();
  const b = await build();
  const workers: CampanaWorker[] = [];
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    const close = database.close;
    database.close = async () => {};
    await a.close();
    await b.close();
    await close();
    await smtp.close();
  });

  const campana = async (programaId: number) => {
    const admin = await adminToken(a);
    const plantilla = await crearPlantilla(a, { asunto: 'Aviso para {{correo}}', cuerpoHtml: '<p>Hola {{nombre}}</p>' });
    const res = await a.inject({ method: 'POST', url: '/api/campanas', headers: bearer(admin), payload: { nombre: 'Doble', plantillaId: plantilla.id, filtro: { programaId } } });
    const enviar = await b.inject({ method: 'POST', url: `/api/campanas/${res.json().id}/enviar`, headers: bearer(admin) });
    expect(enviar.statusCode, enviar.body).toBe(200);
    return enviar.json() as { id: number; total: number };
  };

  const expectEachOnce = async (campanaId: number, total: number) => {
    const received = smtp.received.map((m) => m.to[0]);
    expect(received).toHaveLength(total);
    expect(new Set(received).size).toBe(total);
    const rows = await a.db.select().from(campanaDestinatarios).where(eq(campanaDestinatarios.campanaId, campanaId));
    expect(rows.every((r) => r.estado === 'enviado' && r.intentos === 1)).toBe(true);
    expect((await a.db.select().from(campanas).where(eq(campanas.id, campanaId)))[0].estado).toBe('completada');
  };

  it('runOnce in both at once: each recipient exactly once', async () => {
    const { programa } = await sembrarEgresados(a, 240, 'doble');
    const c = await campana(programa.id);
    expect(c.total).toBe(240);
    smtp.slow(2);
    const wa = startCampanaWorker(a, { poll: false, ratePerMinute: 0, batchSize: 7 });
    const wb = startCampanaWorker(b, { poll: false, ratePerMinute: 0, batchSize: 7 });
    workers.push(wa, wb);
    const drain = async (w: CampanaWorker) => {
      let handled = 0;
      for (let n = await w.runOnce(); n > 0; n = await w.runOnce()) handled += n;
      return handled;
    };
    const [byA, byB] = await Promise.all([drain(wa), drain(wb)]);
    expect(byA + byB).toBe(240);
    await wa.runOnce();
    await expectEachOnce(c.id, 240);
  });

  it('background loops in both, pipelined: each recipient exactly once', async () => {
    smtp.received.length = 0;
    const { programa } = await sembrarEgresados(a, 300, 'fondo');
    const c = await campana(programa.id);
    const wa = startCampanaWorker(a, { ratePerMinute: 0, batchSize: 5, inFlight: 3, pollMs: 50 });
    const wb = startCampanaWorker(b, { ratePerMinute: 0, batchSize: 5, inFlight: 3, pollMs: 50 });
    workers.push(wa, wb);
    const deadline = Date.now() + 30_000;
    while ((await a.db.select().from(campanas).where(eq(campanas.id, c.id)))[0].estado !== 'completada' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await expectEachOnce(c.id, 300);
  });
});

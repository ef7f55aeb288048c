import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssDocumentos, ssRecordatorios } from '../../db/schema';
import { buildTestApp } from '../../test/helper';
import type { App } from '../../types';
import { cambiarServicio, escenarioHoras, type Escenario } from '../horas/fixtures';
import { lastOutboxId, mailSince } from '../test/fixtures';
import { ejecutarRecordatorios } from './service';

// Noon in Mexico City (UTC−6) of a given day: the reminders run against a fixed clock.
const febrero = eq(ssDocumentos.periodoMes, '2027-02-01');
const el = (fecha: string) => new Date(`${fecha}T18:00:00Z`);

describe('servicio social: daily reminders', () => {
  let app: App;
  let e: Escenario;

  beforeAll(async () => {
    app = await buildTestApp();
    // Both services started on 15 January 2027; the second is paused for the first tests.
    e = await escenarioHoras(app, { fechaInicio: '2027-01-15', duracionMaximaMeses: 6 });
    await cambiarServicio(app, e.p2, { estado: 'baja' });
    // January's report was sent in time; February's is still a draft.
    await app.db.insert(ssDocumentos).values([
      { estudianteId: e.est1.id, prestacionId: e.p1, tipo: 'informe_mensual', titulo: 'Informe de enero', periodoMes: '2027-01-01', estado: 'aprobado' },
      { estudianteId: e.est1.id, prestacionId: e.p1, tipo: 'informe_mensual', titulo: 'Informe de febrero', periodoMes: '2027-02-01', estado: 'borrador' },
    ]);
  });
  afterAll(async () => app?.close());

  it('waits until the month ended more than 5 days ago, then reminds the student once', async () => {
    const desde = await lastOutboxId(app);
    expect(await ejecutarRecordatorios(app, el('2027-03-05'))).toMatchObject({ ejecutado: true, recordatorios: 0 });
    expect(await ejecutarRecordatorios(app, el('2027-03-06'))).toMatchObject({ recordatorios: 1, correos: 1 });
    const [correo] = await mailSince(app, desde);
    expect(correo.to).toBe(e.est1.correo);
    expect(correo.subject).toBe('Informe mensual de febrero de 2027 pendiente');
    expect(correo.text).toContain('/servicio-social/estudiantes/documentos/Informe-mensual?mes=2027-02');
    // Later runs (another hour, another day, another process) do not repeat it.
    expect(await ejecutarRecordatorios(app, el('2027-03-06'))).toMatchObject({ recordatorios: 0 });
    expect(await ejecutarRecordatorios(app, el('2027-03-07'))).toMatchObject({ recordatorios: 0 });
    expect(await mailSince(app, desde)).toHaveLength(1);
  });

  it('reminds the supervisor and the institution of a report waiting more than 5 working days, once per round', async () => {
    await app.db.update(ssDocumentos).set({ estado: 'enviado', etapa: 'institucion', version: 1, enviadoEn: new Date('2027-02-26T18:00:00Z') }).where(febrero); // a Friday
    const desde = await lastOutboxId(app);
    // Mon 1 … Fri 5 March are five working days: not yet; the weekend does not count either.
    expect(await ejecutarRecordatorios(app, el('2027-03-07'))).toMatchObject({ recordatorios: 0 });
    expect(await ejecutarRecordatorios(app, el('2027-03-08'))).toMatchObject({ recordatorios: 1, correos: 2 });
    const correos = await mailSince(app, desde);
    const espera = correos.filter((c) => c.subject.includes('en espera de revisión'));
    expect(espera.map((c) => c.to).sort()).toEqual([e.inst1.correo, 'supervisora1@institucion1.org.mx'].sort());
    expect(espera[0].subject).toBe('Informe mensual de Estudiante 1 Pérez López en espera de revisión');
    expect(espera[0].text).toContain('6 días hábiles');
    expect(espera[0].text).toContain(`/servicio-social/Institucion/estudiantes/${e.p1}`);
    expect(await ejecutarRecordatorios(app, el('2027-03-09'))).toMatchObject({ recordatorios: 0 });
    // Returned and sent again: a new round is reminded again when it waits too long.
    await app.db.update(ssDocumentos).set({ version: 2, enviadoEn: new Date('2027-03-10T18:00:00Z') }).where(febrero);
    expect(await ejecutarRecordatorios(app, el('2027-03-17'))).toMatchObject({ recordatorios: 0 });
    expect(await ejecutarRecordatorios(app, el('2027-03-18'))).toMatchObject({ recordatorios: 1, correos: 2 });
  });

  it('warns the student and the institution 30 days before the maximum duration, once', async () => {
    const desde = await lastOutboxId(app);
    // Started 15 January with 6 months at most: the limit is 15 July; 16 June is 29 days before.
    await app.db.update(ssDocumentos).set({ estado: 'aprobado', etapa: null });
    // Only May's report became overdue within the last month (6 June); March's and April's are too old to mail now.
    expect(await ejecutarRecordatorios(app, el('2027-06-14'))).toMatchObject({ recordatorios: 1 });
    const antes = (await mailSince(app, desde)).filter((c) => c.subject.includes('duración máxima'));
    expect(antes).toHaveLength(0);
    expect(await ejecutarRecordatorios(app, el('2027-06-16'))).toMatchObject({ recordatorios: 1, correos: 3 });
    const aviso = (await mailSince(app, desde)).filter((c) => c.subject.includes('duración máxima'));
    expect(aviso.map((c) => c.to).sort()).toEqual([e.est1.correo, e.inst1.correo, 'supervisora1@institucion1.org.mx'].sort());
    expect(aviso.find((c) => c.to === e.est1.correo)!.text).toContain('15 de julio de 2027');
    expect(await ejecutarRecordatorios(app, el('2027-06-20'))).toMatchObject({ recordatorios: 0 });
  });

  it('sends each reminder once when several processes run at the same time', async () => {
    await cambiarServicio(app, e.p2, { estado: 'en_curso' });
    const desde = await lastOutboxId(app);
    const corridas = await Promise.all(Array.from({ length: 4 }, () => ejecutarRecordatorios(app, el('2027-06-21'))));
    // The second service (back from its pause): January … May reports are overdue, but only May's became overdue
    // within the last month, so one reminder for it and one for the maximum duration, not one per past month.
    expect(corridas.reduce((s, r) => s + r.recordatorios, 0)).toBe(2);
    const claves = await app.db.select({ clave: ssRecordatorios.clave }).from(ssRecordatorios);
    expect(new Set(claves.map((c) => c.clave)).size).toBeGreaterThan(0);
    const correos = await mailSince(app, desde);
    expect(correos.filter((c) => c.to === e.est2.correo)).toHaveLength(2);
  });
});

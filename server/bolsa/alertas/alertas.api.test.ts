// Issue 32: a graduate subscribes to new offers for their program and chosen modalities and entidades; the weekly
// digest goes through the outbox with a one-click unsubscribe (RFC 8058) and is skipped when nothing new matches.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bolsaAlertas } from '../../db/schema';
import { bearer, buildTestApp } from '../../test/helper';
import { URL, crearPrograma, egresado, empresa, lastOutboxId, mailSince, ofertaPublicada } from '../test/fixtures';
import { enviarResumenes } from './service';

describe('bolsa: job alerts', async () => {
  const app = await buildTestApp();
  const programa = await crearPrograma(app, { clave: 'ARQ-B', nombre: 'Arquitectura' });
  const emp = await empresa(app, 41);
  const g = await egresado(app, 7, programa.id);
  const semanaPasada = new Date(Date.now() - 8 * 24 * 3600 * 1000);

  it('saves the alert and refuses what is not in the lists', async () => {
    const malo = await app.inject({ method: 'PUT', url: `${URL}/alertas`, headers: bearer(g.token), payload: { programaIds: [programa.id], modalidades: ['submarino'], entidades: [], activa: true } });
    expect(malo.statusCode).toBe(422);
    const res = await app.inject({ method: 'PUT', url: `${URL}/alertas`, headers: bearer(g.token), payload: { programaIds: [programa.id], modalidades: ['remoto'], entidades: [], activa: true } });
    expect(res.json()).toEqual({ programaIds: [programa.id], modalidades: ['remoto'], entidades: [], activa: true });
    expect((await app.inject({ url: `${URL}/alertas`, headers: bearer(emp.token) })).statusCode).toBe(403);
  });

  it('skips the digest when nothing new matches, then sends one with a one-click unsubscribe that works', async () => {
    await app.db.update(bolsaAlertas).set({ ultimoEnvioEn: semanaPasada }).where(eq(bolsaAlertas.usuarioId, (await app.db.select().from(bolsaAlertas))[0].usuarioId));
    await ofertaPublicada(app, emp, programa.id, { titulo: 'Proyectista presencial', modalidad: 'presencial' });
    let since = await lastOutboxId(app);
    expect(await enviarResumenes(app)).toEqual({ resumenes: 0 });
    expect(await mailSince(app, since)).toEqual([]);

    await ofertaPublicada(app, emp, programa.id, { titulo: 'Diseñador BIM remoto', modalidad: 'remoto' });
    await app.db.update(bolsaAlertas).set({ ultimoEnvioEn: semanaPasada });
    since = await lastOutboxId(app);
    expect(await enviarResumenes(app)).toEqual({ resumenes: 1 });
    // A second run the same week sends nothing.
    expect(await enviarResumenes(app)).toEqual({ resumenes: 0 });
    const [mail] = await mailSince(app, since);
    expect(mail.to).toBe(g.correo);
    expect(mail.text).toContain('«Diseñador BIM remoto»');
    expect(mail.text).not.toContain('Proyectista presencial');
    const headers = mail.headers as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(headers['List-Unsubscribe'])![1].replace('http://plataforma.test', '');
    const baja = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(baja.statusCode).toBe(200);
    expect((await app.inject({ url: `${URL}/alertas`, headers: bearer(g.token) })).json().activa).toBe(false);
    expect((await app.inject({ method: 'POST', url: `${URL}/alertas/baja?t=falso` })).statusCode).toBe(400);
  });
});

// A round's mode chosen again (ronda 1 is born puntaje): allowed while nobody has drafted, submitted, ordered or
// abstained in it; after that, or once promotion closed it, 409 in Spanish with nothing changed. Ronda 1 scoring again
// gives the category its criteria. A jurado's save in flight is waited for and counted.
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODO_CON_TRABAJO, MODO_RONDA_CERRADA } from '../../shared/schemas/rondas';
import { auditLog, categorias, evaluaciones, postulaciones, rondas, usuarios } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { PDF, crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro } from '../postulaciones/test-support';
import { modoVigente } from './service';

const hora = 3_600_000;

describe('el modo de una ronda se elige mientras nadie ha trabajado en ella', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  await createRole(app, admin, 'jurado del modo', ['evaluaciones.ver', 'evaluaciones.editar'], 'postulaciones');
  const jurado = await userWithRoles(app, 'modo1@universidad.mx', ['jurado del modo']);
  const [{ id: juradoId }] = await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'modo1@universidad.mx'));
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  const conv = await crearConvocatoria(app, admin);
  const cat = await crearCategoria(app, admin, conv.id);
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const res = await enviarRegistro(
      app,
      datosPostulacion(cat.id, { postulante: { nombre: `Persona ${n}`, correo: `modo${n}@correo.mx`, telefono: '55 1234 5678', vinculo: 'egresado', matricula: `M${n}`, anio: 2010 } }),
      { cv: { data: PDF, name: 'cv.pdf' } },
      { ip: `10.9.5.${n}` },
    );
    const [p] = await app.db.select({ id: postulaciones.id }).from(postulaciones).where(eq(postulaciones.folio, res.json().folio));
    for (const estado of ['en_revision', 'elegible']) expect((await api('PUT', `/postulaciones/${p.id}/estado`, admin, { estado })).statusCode).toBe(200);
    ids.push(p.id);
  }
  const [r1] = (await api('GET', `/categorias/${cat.id}/rondas`, admin)).json() as { id: number; modo: string; modoEditable: boolean }[];
  const ronda = async () => (await app.db.select().from(rondas).where(eq(rondas.id, r1.id)))[0];
  const criteriosCategoria = async () => (await app.db.select({ criterios: categorias.criterios }).from(categorias).where(eq(categorias.id, cat.id)))[0].criterios;
  const auditados = async () => (await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'rondas'), eq(auditLog.registroId, String(r1.id))))).length;
  const asignacion = async (postulacionId: number) =>
    (await app.db.select().from(evaluaciones).where(and(eq(evaluaciones.rondaId, r1.id), eq(evaluaciones.postulacionId, postulacionId))))[0];
  const deNuevoPendiente = (id: number) => app.db.update(evaluaciones).set({ estado: 'pendiente', puntajes: {}, puntaje: null, voto: null, posicion: null, enviadaEn: null, abstencionMotivo: null }).where(eq(evaluaciones.id, id));

  it('la ronda 1 nace de puntaje y se puede cambiar: el cuerpo se valida como al crear una ronda; solo el personal', async () => {
    expect(r1).toMatchObject({ modo: 'puntaje', modoEditable: true });
    const malos = [
      { modo: 'si_no', criterios: [{ nombre: 'X', peso: 100 }] },
      { modo: 'puntaje' },
      { modo: 'puntaje', criterios: [{ nombre: 'X', peso: 90 }] },
      { modo: 'votacion' },
    ];
    for (const body of malos) {
      const res = await api('PUT', `/rondas/${r1.id}/modo`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
    expect((await api('PUT', `/rondas/${r1.id}/modo`, jurado, { modo: 'si_no' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: `/api/rondas/${r1.id}/modo`, payload: { modo: 'si_no' } })).statusCode).toBe(401);
    expect((await api('PUT', '/rondas/999999/modo', admin, { modo: 'si_no' })).statusCode).toBe(404);
    expect((await ronda()).modo).toBe('puntaje');

    const antes = await criteriosCategoria();
    const siNo = await api('PUT', `/rondas/${r1.id}/modo`, admin, { modo: 'si_no' });
    expect(siNo.statusCode, siNo.body).toBe(200);
    expect(siNo.json()).toMatchObject({ id: r1.id, numero: 1, modo: 'si_no', criterios: [], modoEditable: true });
    expect((await api('GET', `/categorias/${cat.id}/rondas`, admin)).json()[0]).toMatchObject({ modo: 'si_no' });
    // The category keeps its criteria while ronda 1 votes.
    expect(await criteriosCategoria()).toEqual(antes);
    expect(await auditados()).toBe(1);

    // Scoring again, with new criteria: the category takes them (its form shows ronda 1's criteria).
    const puntaje = await api('PUT', `/rondas/${r1.id}/modo`, admin, { modo: 'puntaje', criterios: [{ nombre: 'Originalidad', peso: 50 }, { nombre: 'Rigor', peso: 50 }] });
    expect(puntaje.statusCode, puntaje.body).toBe(200);
    expect(puntaje.json().criterios.map((c: { nombre: string }) => c.nombre)).toEqual(['Originalidad', 'Rigor']);
    expect(await criteriosCategoria()).toEqual(puntaje.json().criterios);
  });

  it('con asignaciones pendientes aún se cambia y se conservan; un borrador, un voto, un orden o una abstención lo fijan (409, nada cambia)', async () => {
    expect((await api('PUT', `/rondas/${r1.id}/jurados`, admin, { usuarioIds: [juradoId] })).statusCode).toBe(200);
    expect((await api('POST', `/rondas/${r1.id}/asignar`, admin, { modo: 'todos' })).json()).toMatchObject({ asignadas: 2 });
    const e = await asignacion(ids[0]);
    const [criterio] = (await ronda()).criterios;

    const rechazado = async (trabajo: string) => {
      const antes = await ronda();
      const criterios = await criteriosCategoria();
      const auditoria = await auditados();
      const otroModo = antes.modo === 'si_no' ? 'puntaje' : 'si_no';
      const res = await api('PUT', `/rondas/${r1.id}/modo`, admin, otroModo === 'puntaje' ? { modo: 'puntaje', criterios: [{ nombre: 'Nuevo', peso: 100 }] } : { modo: otroModo });
      expect(res.statusCode, trabajo).toBe(409);
      expect(res.json().message).toBe(MODO_CON_TRABAJO);
      const despues = await ronda();
      expect([despues.modo, despues.criterios, despues.updatedAt], trabajo).toEqual([antes.modo, antes.criterios, antes.updatedAt]);
      expect(await criteriosCategoria()).toEqual(criterios);
      expect(await auditados()).toBe(auditoria);
      expect((await api('GET', `/categorias/${cat.id}/rondas`, admin)).json()[0].modoEditable, trabajo).toBe(false);
    };

    // A score drafted in puntaje.
    expect((await api('PUT', `/evaluaciones/${e.id}`, jurado, { puntajes: { [criterio.id]: 7 } })).statusCode).toBe(200);
    await rechazado('borrador de puntaje');
    await deNuevoPendiente(e.id);

    // Pending assignments stay through a change, and the jurado's form follows the new mode.
    expect((await api('PUT', `/rondas/${r1.id}/modo`, admin, { modo: 'si_no' })).statusCode).toBe(200);
    expect((await api('GET', `/evaluaciones/${e.id}`, jurado)).json()).toMatchObject({ modo: 'si_no', estado: 'pendiente' });
    expect((await api('POST', `/evaluaciones/${e.id}/enviar`, jurado, { voto: 'si', comentario: '' })).statusCode).toBe(200);
    await rechazado('voto enviado');
    await deNuevoPendiente(e.id);

    expect((await api('POST', `/evaluaciones/${e.id}/abstener`, jurado, { motivo: 'Fue mi alumna' })).statusCode).toBe(200);
    await rechazado('abstención');
    await deNuevoPendiente(e.id);

    expect((await api('PUT', `/rondas/${r1.id}/modo`, admin, { modo: 'ranking' })).statusCode).toBe(200);
    expect((await api('PUT', `/rondas/${r1.id}/orden`, jurado, { postulacionIds: [ids[1], ids[0]] })).json()).toEqual({ enviadas: 2 });
    await rechazado('orden');
    for (const id of ids) await deNuevoPendiente((await asignacion(id)).id);
    expect((await api('GET', `/categorias/${cat.id}/rondas`, admin)).json()[0].modoEditable).toBe(true);
  });

  it('un guardado del jurado en curso se espera y cuenta: el cambio de modo que llega a la vez es 409', async () => {
    const e = await asignacion(ids[0]);
    // Read before: inside the transaction, app.db would wait for it (PGlite has one connection).
    const leida = await ronda();
    let cambio: Promise<{ statusCode: number; json(): { message: string } }> | undefined;
    // The jurado's save as calificar makes it: the round's mode checked FOR SHARE, then the draft. The staff's change
    // starts meanwhile; it must wait for the draft and see it (on PostgreSQL, the row lock; on PGlite, one connection).
    await app.db.transaction(async (tx) => {
      await modoVigente(tx, leida);
      await tx.update(evaluaciones).set({ estado: 'borrador', comentario: 'Leyendo' }).where(eq(evaluaciones.id, e.id));
      cambio = Promise.resolve(api('PUT', `/rondas/${r1.id}/modo`, admin, { modo: 'si_no' }));
      await sleep(300);
    });
    const res = await cambio!;
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MODO_CON_TRABAJO);
    expect((await ronda()).modo).toBe('ranking');
    await deNuevoPendiente(e.id);
  });

  it('una ronda cerrada al promover ya no cambia de modo', async () => {
    const inicio = new Date(Date.now() - hora).toISOString();
    const fin = new Date(Date.now() + 48 * hora).toISOString();
    const dos = await api('POST', `/categorias/${cat.id}/rondas`, admin, { nombre: 'Final', modo: 'si_no', inicio, fin });
    expect(dos.json()).toMatchObject({ numero: 2, modoEditable: true });
    const promovidas = await api('POST', `/rondas/${r1.id}/promover`, admin, { postulacionIds: [ids[0]], forzar: true });
    expect(promovidas.json()).toEqual({ promovidas: 1 });
    const [uno, segunda] = (await api('GET', `/categorias/${cat.id}/rondas`, admin)).json();
    expect([uno.estado, uno.modoEditable, segunda.modoEditable]).toEqual(['cerrada', false, true]);
    const res = await api('PUT', `/rondas/${r1.id}/modo`, admin, { modo: 'si_no' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MODO_RONDA_CERRADA);
    expect((await ronda()).modo).toBe('ranking');
    // A later round is chosen again the same way.
    expect((await api('PUT', `/rondas/${segunda.id}/modo`, admin, { modo: 'ranking' })).json()).toMatchObject({ numero: 2, modo: 'ranking' });
  });
});

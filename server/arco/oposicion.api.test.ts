// Issue 34, item 2: an oposición stops exactly the mailings it names, and a re-subscribe link never lifts it.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROPOSITOS_OPOSICION } from '../../shared/arco/oposicion';
import { sembrarEgresados } from '../campanas/test-support';
import { bajaToken } from '../campanas/bajas';
import { arcoOposiciones, bajasCorreo, campanaDestinatarios, campanas, segCuestionarios } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { hoy } from './comun';
import { oposicionImpide } from './oposiciones';

describe('issue 34: an oposición names its purposes', async () => {
  const app = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  const admin = await adminToken(app);
  await createRole(app, admin, 'gestor arco', ['arco.ver', 'arco.gestionar']);
  const gestor = await userWithRoles(app, 'gestor.oposicion@universidad.mx', ['gestor arco']);
  const { programa, egresados: [masivos, encuestas, ambas] } = await sembrarEgresados(app, 4, 'opone');
  const [cuestionario] = await app.db.select().from(segCuestionarios).limit(1);

  /** An oposición received in writing, decided and made effective. */
  async function oponer(correo: string, propositos: string[], retiraOposicion = false) {
    const res = await app.inject({
      method: 'POST', url: '/api/arco/solicitudes/escrito', headers: bearer(gestor),
      payload: { derecho: 'oposicion', propositos, retiraOposicion, area: 'egresados', datos: 'Me opongo', nombre: 'Persona', correo, via: 'ventanilla', identidad: 'INE cotejada', recibida: hoy() },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().propositos).toEqual(propositos);
    for (const paso of [{ tipo: 'decision', procedente: true }, { tipo: 'efectiva' }]) {
      const r = await app.inject({ method: 'POST', url: `/api/arco/solicitudes/${res.json().id}/pasos`, headers: bearer(gestor), payload: { texto: 'Procede', ...paso } });
      expect(r.statusCode, r.body).toBe(200);
    }
    return res.json();
  }
  const audiencia = async () =>
    (await app.inject({ method: 'POST', url: '/api/campanas/audiencia', headers: bearer(admin), payload: { filtro: { programaId: programa.id } } })).json();
  /** The addresses a survey wave over the program invites by mail. */
  async function invitadosPorEncuesta(): Promise<string[]> {
    const ola = await app.inject({
      method: 'POST', url: '/api/seguimiento/aplicaciones', headers: bearer(admin),
      payload: { cuestionarioId: cuestionario.id, nombre: `Ola ${Math.random()}`, poblacion: { programaIds: [programa.id] }, apertura: new Date(Date.now() - 3_600_000).toISOString(), cierre: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(ola.statusCode, ola.body).toBe(201);
    expect((await app.inject({ method: 'POST', url: `/api/seguimiento/aplicaciones/${ola.json().id}/enviar`, headers: bearer(admin) })).statusCode).toBeLessThan(300);
    const filas = await app.db
      .select({ correo: campanaDestinatarios.correo })
      .from(campanaDestinatarios)
      .innerJoin(campanas, eq(campanas.id, campanaDestinatarios.campanaId))
      .where(sql`${campanas.filtro}->>'seguimiento' = ${String(ola.json().id)}`);
    return filas.map((f) => f.correo);
  }

  it('the request requires at least one purpose, with Spanish labels, and refuses an unknown one', async () => {
    expect(Object.keys(PROPOSITOS_OPOSICION)).toEqual(['campanas', 'encuestas', 'alertas_bolsa', 'todos']);
    const base = { derecho: 'oposicion', area: 'egresados', datos: 'x', nombre: 'P', correo: 'p@correo.mx', via: 'ventanilla', identidad: 'INE', recibida: hoy() };
    for (const propositos of [undefined, [], ['spam']]) {
      const res = await app.inject({ method: 'POST', url: '/api/arco/solicitudes/escrito', headers: bearer(gestor), payload: { ...base, propositos } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors, JSON.stringify(propositos)).toHaveProperty(propositos?.length ? 'propositos.0' : 'propositos');
    }
  });

  it('opposing mass mailing leaves survey invitations; opposing surveys leaves campaigns; all stops both', async () => {
    expect(await audiencia()).toEqual({ total: 4, bajas: 0, destinatarios: 4 });
    const s = await oponer(masivos.correo!, ['campanas']);
    expect((await app.inject({ url: `/api/arco/solicitudes/${s.id}`, headers: bearer(gestor) })).json().pasos.at(-1).texto).toBeDefined();
    await oponer(encuestas.correo!, ['encuestas']);
    await oponer(ambas.correo!, ['todos']);
    expect(await audiencia()).toEqual({ total: 4, bajas: 2, destinatarios: 2 });
    const invitados = await invitadosPorEncuesta();
    expect(invitados).toContain(masivos.correo!);
    expect(invitados).not.toContain(encuestas.correo!);
    expect(invitados).not.toContain(ambas.correo!);
    // Nothing went on the unsubscribe list: the opposition is its own record.
    expect(await app.db.select().from(bajasCorreo).where(eq(bajasCorreo.correo, masivos.correo!))).toEqual([]);
    // The bolsa's alerts ask the same helper for their own purpose.
    expect(await oposicionImpide(app.db, ambas.correo!, 'alertas_bolsa')).toBe(true);
    expect(await oposicionImpide(app.db, masivos.correo!.toUpperCase(), 'campanas')).toBe(true);
    expect(await oposicionImpide(app.db, masivos.correo!, 'alertas_bolsa')).toBe(false);
    expect(await oposicionImpide(app.db, encuestas.correo!, 'campanas')).toBe(false);
  });

  it('a re-subscribe link lifts an ordinary unsubscribe but never an ARCO opposition', async () => {
    const [, , , cuarto] = (await sembrarEgresados(app, 4, 'resus')).egresados;
    const t = (correo: string) => encodeURIComponent(bajaToken(app, correo, 0));
    expect((await app.inject({ method: 'POST', url: `/api/correo/baja?t=${t(cuarto.correo!)}` })).json().baja).toBe(true);
    const alta = await app.inject({ method: 'POST', url: `/api/correo/alta?t=${t(cuarto.correo!)}` });
    expect(alta.json().baja).toBe(false);
    expect(await app.db.select().from(bajasCorreo).where(eq(bajasCorreo.correo, cuarto.correo!))).toEqual([]);

    // The same button, with an old mail's link, on an address that opposed through ARCO.
    await app.inject({ method: 'POST', url: `/api/correo/baja?t=${t(masivos.correo!)}` });
    const intento = await app.inject({ method: 'POST', url: `/api/correo/alta?t=${t(masivos.correo!)}` });
    expect(intento.statusCode).toBe(200);
    expect(intento.json()).toMatchObject({ baja: true, oposicion: true });
    expect(await app.db.select({ p: arcoOposiciones.proposito }).from(arcoOposiciones).where(eq(arcoOposiciones.correo, masivos.correo!))).toEqual([{ p: 'campanas' }]);
    expect((await audiencia()).bajas).toBe(2);
    // An «arco» row from before the oppositions table (the migration keeps them) is not lifted either.
    await app.db.insert(bajasCorreo).values({ correo: 'antigua@correo.mx', origen: 'arco' });
    await app.inject({ method: 'POST', url: `/api/correo/alta?t=${t('antigua@correo.mx')}` });
    expect(await app.db.select().from(bajasCorreo).where(eq(bajasCorreo.correo, 'antigua@correo.mx'))).toHaveLength(1);
  });

  it('only a new ARCO request withdraws an oposición, exactly for the purposes it names, and never a cancellation', async () => {
    const { egresados: [uno, dos, tres] } = await sembrarEgresados(app, 3, 'retira');
    const propositos = async (correo: string) =>
      (await app.db.select({ p: arcoOposiciones.proposito }).from(arcoOposiciones).where(eq(arcoOposiciones.correo, correo))).map((f) => f.p).sort();
    await oponer(uno.correo!, ['campanas', 'encuestas']);
    const retiro = await oponer(uno.correo!, ['campanas'], true);
    expect(retiro.retiraOposicion).toBe(true);
    expect(await propositos(uno.correo!)).toEqual(['encuestas']);
    expect(await oposicionImpide(app.db, uno.correo!, 'campanas')).toBe(false);
    expect(await oposicionImpide(app.db, uno.correo!, 'encuestas')).toBe(true);
    const detalle = (await app.inject({ url: `/api/arco/solicitudes/${retiro.id}`, headers: bearer(gestor) })).json();
    expect(detalle.retiraOposicion).toBe(true);

    // «Todos» withdrawn for surveys only: the other purposes stay opposed.
    await oponer(dos.correo!, ['todos']);
    await oponer(dos.correo!, ['encuestas'], true);
    expect(await propositos(dos.correo!)).toEqual(['alertas_bolsa', 'campanas']);
    await oponer(dos.correo!, ['todos'], true);
    expect(await propositos(dos.correo!)).toEqual([]);

    // A cancelled person's addresses stay out of every mailing whatever an oposición withdraws.
    const cancelacion = await app.inject({
      method: 'POST', url: '/api/arco/solicitudes/escrito', headers: bearer(gestor),
      payload: { derecho: 'cancelacion', area: 'egresados', datos: 'Cancelen', nombre: 'Persona', correo: tres.correo!, via: 'ventanilla', identidad: 'INE cotejada', recibida: hoy() },
    });
    expect(cancelacion.statusCode, cancelacion.body).toBe(201);
    for (const paso of [{ tipo: 'decision', procedente: true }, { tipo: 'efectiva' }]) {
      const r = await app.inject({ method: 'POST', url: `/api/arco/solicitudes/${cancelacion.json().id}/pasos`, headers: bearer(gestor), payload: { texto: 'Procede', ...paso } });
      expect(r.statusCode, r.body).toBe(200);
    }
    await oponer(tres.correo!, ['todos'], true);
    expect(await oposicionImpide(app.db, tres.correo!, 'campanas')).toBe(true);
  });

  it('withdrawing is only said of an oposición, and in plain words', async () => {
    const base = { area: 'egresados', datos: 'x', nombre: 'P', correo: 'q@correo.mx', via: 'ventanilla', identidad: 'INE', recibida: hoy() };
    const acceso = await app.inject({ method: 'POST', url: '/api/arco/solicitudes/escrito', headers: bearer(gestor), payload: { ...base, derecho: 'acceso', retiraOposicion: true } });
    expect(acceso.statusCode, acceso.body).toBe(201);
    expect(acceso.json().retiraOposicion).toBe(false);
    const raro = await app.inject({ method: 'POST', url: '/api/arco/solicitudes/escrito', headers: bearer(gestor), payload: { ...base, derecho: 'oposicion', propositos: ['campanas'], retiraOposicion: 'quizá' } });
    expect(raro.statusCode).toBe(422);
    expect(raro.json().errors.retiraOposicion).toEqual(['Diga si se opone o retira su oposición']);
  });
});

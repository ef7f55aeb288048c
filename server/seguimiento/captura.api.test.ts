import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Respuestas, Seccion } from '../../shared/seguimiento/respuestas';
import { sembrarEgresados } from '../campanas/test-support';
import { auditLog, egresados, outbox, segAplicaciones, segInvitaciones } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';

const hora = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A complete answer set: `fijas` where given, otherwise the first option, the scale's low end or a short text. */
function completas(secciones: Seccion[], fijas: Respuestas): Respuestas {
  const r: Respuestas = {};
  for (const p of secciones.flatMap((s) => s.preguntas)) {
    if (p.clave in fijas) r[p.clave] = fijas[p.clave];
    else if (p.tipo === 'escala') r[p.clave] = p.escalaMin!;
    else if (p.tipo === 'numero') r[p.clave] = 1;
    else if (p.tipo === 'fecha') r[p.clave] = '2024-01-15';
    else if (p.tipo === 'opcion_multiple') r[p.clave] = [p.opciones![0].valor];
    else if (p.tipo === 'opcion_unica') r[p.clave] = p.opciones![0].valor;
    else r[p.clave] = 'Respuesta por teléfono';
  }
  return r;
}

describe('captura telefónica (/api/seguimiento/invitaciones/:id/respuestas)', async () => {
  const app = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  const admin = await adminToken(app);
  await createRole(app, admin, 'lector de captura', ['seguimiento.ver'], 'egresados');
  await createRole(app, admin, 'capturista de seguimiento', ['seguimiento.ver', 'seguimiento.editar'], 'egresados');
  const lector = await userWithRoles(app, 'lector.captura@universidad.mx', ['lector de captura']);
  const editor = await userWithRoles(app, 'capturista@universidad.mx', ['capturista de seguimiento']);
  const { programa, egresados: gente } = await sembrarEgresados(app, 4, 'captado');
  const sinMail = gente[0];
  await app.db.update(egresados).set({ correo: null }).where(eq(egresados.id, sinMail.id));

  const tecnm = (await app.inject({ url: `/api/seguimiento/cuestionarios?filter=${encodeURIComponent(JSON.stringify({ tipo: 'egresados' }))}`, headers: bearer(admin) })).json()[0];
  const ola = (await app.inject({
    method: 'POST', url: '/api/seguimiento/aplicaciones', headers: bearer(admin),
    payload: { cuestionarioId: tecnm.id, nombre: 'Por teléfono', poblacion: { programaIds: [programa.id] }, apertura: iso(-hora), cierre: iso(30 * 24 * hora), recordatorios: { cadaDias: 7, maximo: 1 } },
  })).json();
  expect((await app.inject({ method: 'POST', url: `/api/seguimiento/aplicaciones/${ola.id}/enviar`, headers: bearer(admin) })).json()).toMatchObject({ sinCorreo: 1 });
  const invitaciones = await app.db.select().from(segInvitaciones).where(eq(segInvitaciones.aplicacionId, ola.id));
  const porTelefono = invitaciones.find((i) => i.egresadoId === sinMail.id)!;
  const conCorreo = invitaciones.find((i) => i.egresadoId !== sinMail.id)!;

  const url = (id: number) => `/api/seguimiento/invitaciones/${id}/respuestas`;
  const leer = (id: number, token = editor) => app.inject({ url: url(id), headers: bearer(token) });
  const guardar = (id: number, payload: object, token = editor) => app.inject({ method: 'PUT', url: url(id), headers: bearer(token), payload });
  const fila = async () => (await app.db.select().from(segInvitaciones).where(eq(segInvitaciones.id, porTelefono.id)))[0];
  const auditorias = () => app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'seguimiento-respuestas'), eq(auditLog.registroId, String(porTelefono.id))));

  it('shows editors the questionnaire and who to call; readers and other invitations are refused', async () => {
    const vista = await leer(porTelefono.id);
    expect(vista.statusCode, vista.body).toBe(200);
    const body = vista.json();
    expect(body).toMatchObject({ egresado: 'Nombre0 Paterno0', contacto: { matricula: expect.stringMatching(/^captad/) }, respuestas: null, enviada: false, aplicacion: { nombre: 'Por teléfono' } });
    expect(body.cuestionario.secciones).toHaveLength(7);

    expect((await leer(porTelefono.id, lector)).statusCode).toBe(403);
    expect((await guardar(porTelefono.id, { respuestas: {}, enviar: false }, lector)).statusCode).toBe(403);
    // A graduate with a personal link answers it themselves.
    const ajena = await guardar(conCorreo.id, { respuestas: {}, enviar: false });
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json().message).toMatch(/no está en la lista de captura telefónica/);
    expect((await leer(99_999_999)).statusCode).toBe(404);
  });

  it('answers 422 in Spanish for bad answers and stores nothing', async () => {
    const malas = { actividad_actual: 'jubilado', satisfaccion_formacion: 9 };
    const res = await guardar(porTelefono.id, { respuestas: malas, enviar: true });
    expect(res.statusCode).toBe(422);
    const { message, errors } = res.json();
    expect(message).toMatch(/Revise las respuestas/);
    expect(errors.actividad_actual[0]).toMatch(/Elija una de las opciones/);
    expect(errors.satisfaccion_formacion[0]).toMatch(/del 1 al 5/);
    expect(errors.titulado_encuesta[0]).toBe('Esta pregunta es obligatoria');
    // Complete but out of range: still nothing stored.
    const fuera = completas((await leer(porTelefono.id)).json().cuestionario.secciones, { satisfaccion_formacion: 0 });
    expect((await guardar(porTelefono.id, { respuestas: fuera, enviar: true })).statusCode).toBe(422);
    expect(await fila()).toMatchObject({ respuestas: null, enviadaEn: null, captura: 'en_linea' });
    expect(await auditorias()).toHaveLength(0);
  });

  it('saves a draft, then sends like a graduate would: marked telefónica, audited with the staff member, counted, employer invited', async () => {
    const { secciones } = (await leer(porTelefono.id)).json().cuestionario;
    const borrador = await guardar(porTelefono.id, { respuestas: { actividad_actual: 'trabaja' }, enviar: false });
    expect(borrador.statusCode, borrador.body).toBe(200);
    expect(await fila()).toMatchObject({ respuestas: { actividad_actual: 'trabaja' }, enviadaEn: null, captura: 'telefonica' });
    expect((await leer(porTelefono.id)).json().respuestas).toEqual({ actividad_actual: 'trabaja' });

    const respuestas = completas(secciones, {
      actividad_actual: 'trabaja', tiempo_primer_empleo: 'menos_6_meses', relacion_estudios: 'alta', satisfaccion_formacion: 4,
      empleador_correo: 'jefa@aceros.mx', empleador_autoriza: 'si', interes_posgrado: 'no',
    });
    const enviada = await guardar(porTelefono.id, { respuestas: { ...respuestas, solo_para_estudiantes: 'x' }, enviar: true });
    expect(enviada.statusCode, enviada.body).toBe(200);
    expect(enviada.json()).toMatchObject({ enviada: true });
    const guardada = await fila();
    expect(guardada.captura).toBe('telefonica');
    expect(guardada.enviadaEn).not.toBeNull();
    expect(guardada.respuestas).not.toHaveProperty('solo_para_estudiantes');

    const [, envio] = await auditorias();
    expect(envio).toMatchObject({ actorEmail: 'capturista@universidad.mx', accion: 'editar' });
    expect(envio.antes).toMatchObject({ enviada: false, respuestas: { actividad_actual: 'trabaja' } });
    expect(envio.despues).toMatchObject({ enviada: true, captura: 'telefonica', respuestas: { relacion_estudios: 'alta' } });

    // The employer the graduate named on the phone gets the same invitation as from the public page.
    const [empleador] = await app.db.select().from(segInvitaciones).where(and(eq(segInvitaciones.aplicacionId, ola.id), eq(segInvitaciones.tipo, 'empleador')));
    expect(empleador).toMatchObject({ egresadoId: sinMail.id, correo: 'jefa@aceros.mx' });
    expect((await app.db.select().from(outbox).where(eq(outbox.to, 'jefa@aceros.mx')))).toHaveLength(1);

    const indicadores = (await app.inject({ url: `/api/seguimiento/aplicaciones/${ola.id}/indicadores`, headers: bearer(lector) })).json();
    expect(indicadores.respuestas).toBe(1);
    expect(indicadores.indicadores.find((i: { clave: string }) => i.clave === 'empleados')).toMatchObject({ valor: 100, n: 1 });
    expect(indicadores.indicadores.find((i: { clave: string }) => i.clave === 'satisfaccion_formacion')).toMatchObject({ valor: 4, n: 1 });
    const avance = (await app.inject({ url: `/api/seguimiento/aplicaciones/${ola.id}/avance`, headers: bearer(lector) })).json();
    expect(avance.reduce((n: number, g: { respuestas: number }) => n + g.respuestas, 0)).toBe(1);
    const lista = (await app.inject({ url: `/api/seguimiento/aplicaciones/${ola.id}/sin-correo`, headers: bearer(lector) })).json();
    expect(lista).toEqual([expect.objectContaining({ id: porTelefono.id, enviada: true })]);
  });

  it('refuses a capture once the wave has closed (410), leaving the answers as they were', async () => {
    await app.db.update(segAplicaciones).set({ cierre: new Date(Date.now() - 1000) }).where(eq(segAplicaciones.id, ola.id));
    const antes = await fila();
    const tarde = await guardar(porTelefono.id, { respuestas: { actividad_actual: 'ninguna' }, enviar: false });
    expect(tarde.statusCode).toBe(410);
    expect(tarde.json().message).toMatch(/ya cerró/);
    expect((await fila()).respuestas).toEqual(antes.respuestas);
  });
});

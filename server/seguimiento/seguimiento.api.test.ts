import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bajasCorreo, campanaDestinatarios, campanas, egresados, outbox, segAplicaciones, segInvitaciones } from '../db/schema';
import { sembrarEgresados } from '../campanas/test-support';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { ejecutarSeguimiento } from './aplicaciones/invitar';
import { tokenEncuesta } from './encuesta/token';

const hora = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('/api/seguimiento', async () => {
  const app = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  const admin = await adminToken(app);
  await createRole(app, admin, 'lector de seguimiento', ['seguimiento.ver'], 'egresados');
  await createRole(app, admin, 'editor de seguimiento', ['seguimiento.ver', 'seguimiento.editar'], 'egresados');
  const lector = await userWithRoles(app, 'lector.seg@universidad.mx', ['lector de seguimiento']);
  const editor = await userWithRoles(app, 'editor.seg@universidad.mx', ['editor de seguimiento']);
  const send = (method: 'POST' | 'PUT', url: string, payload?: object, token = admin) => app.inject({ method, url, headers: bearer(token), payload });
  const get = (url: string, token = admin) => app.inject({ url, headers: bearer(token) });
  const { programa, egresados: gente } = await sembrarEgresados(app, 8, 'seguido');
  const otro = await sembrarEgresados(app, 3, 'ajeno');

  const lista = await get(`/api/seguimiento/cuestionarios?filter=${encodeURIComponent(JSON.stringify({ tipo: 'egresados' }))}`);
  const tecnm = lista.json()[0];
  const empleadores = (await get(`/api/seguimiento/cuestionarios?filter=${encodeURIComponent(JSON.stringify({ tipo: 'empleadores' }))}`)).json()[0];

  const crearOla = async (extra: object = {}) => {
    const res = await send('POST', '/api/seguimiento/aplicaciones', {
      cuestionarioId: tecnm.id, nombre: 'Generación 2020', poblacion: { programaIds: [programa.id], generaciones: [2020] },
      apertura: iso(-hora), cierre: iso(30 * 24 * hora), recordatorios: { cadaDias: 7, maximo: 2 }, ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const invitacion = async (aplicacionId: number, egresadoId: number, tipo = 'egresado') =>
    (await app.db.select().from(segInvitaciones).where(and(eq(segInvitaciones.aplicacionId, aplicacionId), eq(segInvitaciones.egresadoId, egresadoId), eq(segInvitaciones.tipo, tipo))))[0];
  const encuesta = (payload: object) => app.inject({ method: 'PUT', url: '/api/seguimiento/encuesta', payload });

  const TRABAJA_BIEN = {
    titulado_encuesta: 'si', dominio_ingles: 'intermedio', calidad_docentes: 'buena', plan_estudios: 'buena', oportunidad_proyectos: 'regular',
    enfasis_investigacion: 'buena', satisfaccion_infraestructura: 'buena', experiencia_residencia: 'muy_buena', satisfaccion_formacion: 5,
    actividad_actual: 'trabaja', tiempo_primer_empleo: 'menos_6_meses', antiguedad_empleo: '1_a_2', ingreso_mensual: '3_a_5',
    nivel_jerarquico: 'tecnico', condicion_trabajo: 'base', relacion_estudios: 'alta', giro_empresa: 'industrial', sector_empresa: 'privado',
    tamano_empresa: 'grande', empresa: 'Aceros del Norte', puesto: 'Ingeniera de procesos', eficiencia_actividades: 'eficiente',
    formacion_academica_desempeno: 'bueno', utilidad_residencia: 'bueno', aspecto_area_estudio: 5, aspecto_titulacion: 4, aspecto_experiencia: 3,
    aspecto_competencia: 5, aspecto_idiomas: 3, aspecto_recomendaciones: 2, aspecto_personalidad: 4, aspecto_liderazgo: 4,
    interes_cursos: 'no', interes_posgrado: 'no', recomendaria_institucion: 'si', organizaciones_sociales: 'no', organismos_profesionistas: 'no',
    asociacion_egresados: 'no', participacion_eventos: 'poco',
  };
  const SIN_TRABAJO = Object.fromEntries(
    Object.entries(TRABAJA_BIEN).filter(([k]) => ['titulado_encuesta', 'dominio_ingles', 'calidad_docentes', 'plan_estudios', 'oportunidad_proyectos', 'enfasis_investigacion',
      'satisfaccion_infraestructura', 'experiencia_residencia', 'interes_cursos', 'interes_posgrado', 'recomendaria_institucion', 'organizaciones_sociales',
      'organismos_profesionistas', 'asociacion_egresados', 'participacion_eventos'].includes(k)),
  );

  it('seeds the TecNM-like and the employer questionnaires with the pinned claves and values', async () => {
    expect(lista.statusCode).toBe(200);
    expect(lista.headers['content-range']).toMatch(/^cuestionarios 0-0\/1$/);
    const completo = (await get(`/api/seguimiento/cuestionarios/${tecnm.id}`, lector)).json();
    expect(completo.secciones).toHaveLength(7);
    const preguntas = completo.secciones.flatMap((s: { preguntas: unknown[] }) => s.preguntas) as { clave: string; tipo: string; opciones?: { valor: string }[]; mostrarSi?: { clave: string; valores: string[] }; escalaMin?: number; escalaMax?: number }[];
    expect(preguntas).toHaveLength(55);
    expect(preguntas.filter((p) => p.mostrarSi?.clave === 'actividad_actual' && p.mostrarSi.valores.includes('trabaja')).length).toBeGreaterThanOrEqual(26);
    const p = Object.fromEntries(preguntas.map((q) => [q.clave, q]));
    const valores = (clave: string) => p[clave].opciones!.map((o) => o.valor);
    expect(valores('actividad_actual')).toEqual(['trabaja', 'estudia', 'estudia_y_trabaja', 'ninguna']);
    expect(valores('tiempo_primer_empleo')).toEqual(['antes_de_egresar', 'menos_6_meses', '6_a_12_meses', 'mas_de_un_anio']);
    expect(p.tiempo_primer_empleo.mostrarSi).toEqual({ clave: 'actividad_actual', valores: ['trabaja', 'estudia_y_trabaja'] });
    expect(valores('relacion_estudios')).toEqual(['nula', 'baja', 'media', 'alta', 'total']);
    expect(valores('ingreso_mensual')).toEqual(['menos_1', '1_a_3', '3_a_5', 'mas_de_5']);
    expect(p.satisfaccion_formacion).toMatchObject({ tipo: 'escala', escalaMin: 1, escalaMax: 5 });
    expect(p.empleador_correo).toMatchObject({ tipo: 'texto', mostrarSi: { clave: 'actividad_actual' } });
    expect(valores('empleador_autoriza')).toEqual(['si', 'no']);
    const emp = (await get(`/api/seguimiento/cuestionarios/${empleadores.id}`)).json();
    expect(emp.secciones).toHaveLength(3);
    expect(emp.secciones.flatMap((s: { preguntas: { clave: string }[] }) => s.preguntas).find((q: { clave: string }) => q.clave === 'desempeno_general')).toMatchObject({ tipo: 'escala', escalaMin: 1, escalaMax: 5 });
  });

  it('asks for a session and the seguimiento permissions', async () => {
    expect((await app.inject({ url: '/api/seguimiento/cuestionarios' })).statusCode).toBe(401);
    const cuerpo = { nombre: 'X', tipo: 'egresados', secciones: [{ titulo: 'A', preguntas: [{ clave: 'a', texto: 'A', tipo: 'texto', requerida: false }] }] };
    expect((await send('POST', '/api/seguimiento/cuestionarios', cuerpo, lector)).statusCode).toBe(403);
    const ola = await crearOla();
    expect((await send('POST', `/api/seguimiento/aplicaciones/${ola.id}/enviar`, undefined, editor)).statusCode).toBe(403);
    expect((await get(`/api/seguimiento/aplicaciones/${ola.id}/indicadores`, lector)).statusCode).toBe(200);
  });

  it('refuses a questionnaire with a circular, unknown or later mostrarSi, a repeated clave or a scale without bounds', async () => {
    const pregunta = (clave: string, extra: object = {}) => ({ clave, texto: `¿${clave}?`, tipo: 'opcion_unica', opciones: [{ valor: 'si', etiqueta: 'Sí' }, { valor: 'no', etiqueta: 'No' }], requerida: true, ...extra });
    const crear = (preguntas: object[]) => send('POST', '/api/seguimiento/cuestionarios', { nombre: 'Prueba', tipo: 'egresados', secciones: [{ titulo: 'Única', preguntas }] }, editor);
    const casos: [object[], RegExp][] = [
      [[pregunta('a', { mostrarSi: { clave: 'b', valores: ['si'] } }), pregunta('b', { mostrarSi: { clave: 'a', valores: ['si'] } })], /pregunta anterior/],
      [[pregunta('a', { mostrarSi: { clave: 'a', valores: ['si'] } })], /sí misma/],
      [[pregunta('a', { mostrarSi: { clave: 'nadie', valores: ['si'] } })], /«nadie» no existe/],
      [[pregunta('a'), pregunta('a')], /repetida/],
      [[{ clave: 'e', texto: 'Escala', tipo: 'escala', requerida: true }], /mínimo y un máximo/],
      [[pregunta('a'), pregunta('b', { mostrarSi: { clave: 'a', valores: ['quizá'] } })], /no tiene la opción «quizá»/],
    ];
    for (const [preguntas, mensaje] of casos) {
      const res = await crear(preguntas);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toMatch(mensaje);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^secciones\.0\.preguntas\.\d\.\w+/);
    }
    const ok = await crear([pregunta('a'), pregunta('b', { mostrarSi: { clave: 'a', valores: ['si'] } }), { clave: 'e', texto: 'Escala', tipo: 'escala', escalaMin: 0, escalaMax: 10, requerida: false }]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ version: 1, vigente: true, tipo: 'egresados' });
  });

  it('creates a wave counting its population (unsubscribed included) and changes it', async () => {
    const ola = await crearOla();
    expect(ola).toMatchObject({ poblacion: 4, nombre: 'Generación 2020' });
    const todos = await crearOla({ poblacion: { programaIds: [programa.id] } });
    expect(todos.poblacion).toBe(8);
    const cambio = await send('PUT', `/api/seguimiento/aplicaciones/${ola.id}`, {
      cuestionarioId: tecnm.id, nombre: 'Generación 2020 y 2021', poblacion: { programaIds: [programa.id, otro.programa.id] },
      apertura: iso(-hora), cierre: iso(10 * 24 * hora), recordatorios: { cadaDias: 3, maximo: 1 },
    }, editor);
    expect(cambio.statusCode, cambio.body).toBe(200);
    expect(cambio.json()).toMatchObject({ poblacion: 11, recordatorios: { cadaDias: 3, maximo: 1 } });
    const mala = await send('POST', '/api/seguimiento/aplicaciones', { cuestionarioId: tecnm.id, nombre: 'X', apertura: iso(hora), cierre: iso(-hora) });
    expect(mala.statusCode).toBe(422);
    expect(mala.json().errors.cierre[0]).toMatch(/posterior a la apertura/);
    const sinPrograma = await send('POST', '/api/seguimiento/aplicaciones', { cuestionarioId: tecnm.id, nombre: 'X', poblacion: { programaIds: [999999] }, apertura: iso(-hora), cierre: iso(hora) });
    expect(sinPrograma.statusCode).toBe(422);
  });

  it('runs a wave: invitations through the campaign engine, drafts, sending, corrections, employer, reminders and indicators', async () => {
    const [baja, sinMail] = [gente[2], gente[4]];
    await app.db.insert(bajasCorreo).values({ correo: baja.correo!, origen: 'personal' });
    await app.db.update(egresados).set({ correo: null }).where(eq(egresados.id, sinMail.id));
    const ola = await crearOla();
    expect(ola.poblacion).toBe(4);

    const enviado = await send('POST', `/api/seguimiento/aplicaciones/${ola.id}/enviar`);
    expect(enviado.statusCode, enviado.body).toBe(202);
    expect(enviado.json()).toEqual({ invitados: 2, sinCorreo: 1 });
    const inv = await app.db.select().from(segInvitaciones).where(eq(segInvitaciones.aplicacionId, ola.id));
    expect(inv).toHaveLength(4);
    const [campana] = await app.db.select().from(campanas).where(eq(campanas.id, inv.find((i) => i.invitadaEn)!.campanaId!));
    expect(campana).toMatchObject({ estado: 'enviando', total: 2 });
    const destinatarios = await app.db.select().from(campanaDestinatarios).where(eq(campanaDestinatarios.campanaId, campana.id));
    expect(destinatarios.map((d) => d.correo).sort()).toEqual([gente[0].correo, gente[6].correo]);
    // The queue holds the invitation's id, never the link.
    expect(JSON.stringify(destinatarios)).not.toMatch(/token/);
    expect(campana.cuerpoHtml).toContain('{{enlaceEncuesta}}');

    const [a, b] = [await invitacion(ola.id, gente[0].id), await invitacion(ola.id, gente[6].id)];
    const tokenA = tokenEncuesta(app, a.id);
    const tokenB = tokenEncuesta(app, b.id);

    const leida = await app.inject({ url: `/api/seguimiento/encuesta?token=${encodeURIComponent(tokenA)}` });
    expect(leida.statusCode, leida.body).toBe(200);
    expect(leida.json()).toMatchObject({ aplicacion: { nombre: 'Generación 2020' }, respuestas: null, enviada: false });
    expect(leida.json().cuestionario.secciones).toHaveLength(7);

    // First sitting: a draft, without required checks; hidden answers dropped.
    const borrador = await encuesta({ token: tokenA, respuestas: { actividad_actual: 'ninguna', tiempo_primer_empleo: 'menos_6_meses', calidad_docentes: 'buena' }, enviar: false });
    expect(borrador.statusCode, borrador.body).toBe(200);
    expect((await invitacion(ola.id, gente[0].id)).respuestas).toEqual({ actividad_actual: 'ninguna', calidad_docentes: 'buena' });

    // Bad input: nothing is stored.
    const incompleta = await encuesta({ token: tokenA, respuestas: { actividad_actual: 'trabaja' }, enviar: true });
    expect(incompleta.statusCode).toBe(422);
    expect(incompleta.json().errors.tiempo_primer_empleo).toEqual(['Esta pregunta es obligatoria']);
    const opcion = await encuesta({ token: tokenA, respuestas: { ...TRABAJA_BIEN, relacion_estudios: 'muchisima' }, enviar: true });
    expect(opcion.statusCode).toBe(422);
    expect(opcion.json().errors.relacion_estudios[0]).toMatch(/opciones/);
    const escala = await encuesta({ token: tokenA, respuestas: { ...TRABAJA_BIEN, satisfaccion_formacion: 9 }, enviar: true });
    expect(escala.statusCode).toBe(422);
    expect(escala.json().errors.satisfaccion_formacion[0]).toMatch(/del 1 al 5/);
    expect((await invitacion(ola.id, gente[0].id)).respuestas).toEqual({ actividad_actual: 'ninguna', calidad_docentes: 'buena' });
    expect((await invitacion(ola.id, gente[0].id)).enviadaEn).toBeNull();

    // Second sitting: sends, authorising the employer.
    const respuestasA = { ...TRABAJA_BIEN, empleador_correo: 'Jefa@Aceros.mx', empleador_autoriza: 'si' };
    const enviada = await encuesta({ token: tokenA, respuestas: respuestasA, enviar: true, aceptaAviso: true });
    expect(enviada.statusCode, enviada.body).toBe(200);
    expect(enviada.json().enviada).toBe(true);
    const guardada = await invitacion(ola.id, gente[0].id);
    expect(guardada).toMatchObject({ avisoVersion: '2026-11', captura: 'en_linea' });
    const empleador = await invitacion(ola.id, gente[0].id, 'empleador');
    expect(empleador).toMatchObject({ correo: 'jefa@aceros.mx', cuestionarioId: empleadores.id });
    const [correoEmpleador] = await app.db.select().from(outbox).where(eq(outbox.to, 'jefa@aceros.mx'));
    expect(correoEmpleador.html).toContain('/seguimiento/encuesta?token=');
    // Staff read the outbox with the link masked.
    const bandeja = await get(`/api/correos/${correoEmpleador.id}`);
    expect(bandeja.statusCode).toBe(200);
    expect(bandeja.body).toContain('enlace personal oculto');
    expect(bandeja.body).not.toContain('token=');
    // Correcting and sending again does not invite the employer twice.
    expect((await encuesta({ token: tokenA, respuestas: { ...respuestasA, puesto: 'Jefa de procesos' }, enviar: true })).statusCode).toBe(200);
    expect(await app.db.select().from(segInvitaciones).where(and(eq(segInvitaciones.aplicacionId, ola.id), eq(segInvitaciones.tipo, 'empleador')))).toHaveLength(1);

    // The employer answers with their own link.
    const tokenE = tokenEncuesta(app, empleador.id);
    const vistaEmpleador = (await app.inject({ url: `/api/seguimiento/encuesta?token=${encodeURIComponent(tokenE)}` })).json();
    expect(vistaEmpleador.cuestionario.tipo).toBe('empleadores');
    expect(vistaEmpleador.egresado).toBe('Nombre0 Paterno0');
    const respEmpleador = {
      organizacion: 'Aceros del Norte', sector: 'privado', tamano: 'grande', nivel_jerarquico: 'tecnico', congruencia_puesto: 'alta', habilidad_problemas: 'muy_bueno',
      trabajo_equipo: 'excelente', comunicacion: 'bueno', liderazgo: 'bueno', conocimientos_area: 'muy_bueno', desempeno_general: 4, contrataria_otro: 'si',
    };
    expect((await encuesta({ token: tokenE, respuestas: respEmpleador, enviar: true })).statusCode).toBe(200);

    // A reminder round reaches only the one who has not answered, once per period.
    await app.db.update(segAplicaciones).set({ ultimoEnvioEn: new Date(Date.now() - 8 * 24 * hora) }).where(eq(segAplicaciones.id, ola.id));
    const [r1, r2] = await Promise.all([ejecutarSeguimiento(app.db), ejecutarSeguimiento(app.db)]);
    expect(r1.recordatorios + r2.recordatorios).toBe(1);
    expect((await ejecutarSeguimiento(app.db)).recordatorios).toBe(0);
    // Staff may send the next round now; past the maximum (2) it is refused.
    expect((await send('POST', `/api/seguimiento/aplicaciones/${ola.id}/recordar`, undefined, editor)).statusCode).toBe(403);
    const ahora = await send('POST', `/api/seguimiento/aplicaciones/${ola.id}/recordar`);
    expect(ahora.statusCode, ahora.body).toBe(202);
    expect(ahora.json()).toEqual({ recordatorios: 1 });
    const demas = await send('POST', `/api/seguimiento/aplicaciones/${ola.id}/recordar`);
    expect(demas.statusCode).toBe(409);
    expect(demas.json().message).toMatch(/Ya se enviaron los 2 recordatorios/);
    const recordadas = await app.db.select().from(campanas).where(eq(campanas.nombre, 'Seguimiento · Generación 2020 · recordatorio 1'));
    const recordatorio = recordadas.at(-1)!;
    const para = await app.db.select().from(campanaDestinatarios).where(eq(campanaDestinatarios.campanaId, recordatorio.id));
    expect(para.map((d) => d.correo)).toEqual([gente[6].correo]);

    // The other graduate does not work; the one without email is captured by phone.
    expect((await encuesta({ token: tokenB, respuestas: { ...SIN_TRABAJO, actividad_actual: 'estudia', satisfaccion_formacion: 3 }, enviar: true })).statusCode).toBe(200);
    const porTelefono = (await get(`/api/seguimiento/aplicaciones/${ola.id}/sin-correo`)).json();
    expect(porTelefono).toEqual([expect.objectContaining({ matricula: expect.any(String), enviada: false })]);
    const captura = await send('PUT', `/api/seguimiento/invitaciones/${porTelefono[0].id}/respuestas`, { respuestas: { ...TRABAJA_BIEN, relacion_estudios: 'media', tiempo_primer_empleo: 'mas_de_un_anio', ingreso_mensual: '1_a_3', satisfaccion_formacion: 4 }, enviar: true }, editor);
    expect(captura.statusCode, captura.body).toBe(200);
    expect((await invitacion(ola.id, sinMail.id)).captura).toBe('telefonica');

    // Hand count over 3 answers: 2 work (A, phone); 1 found work within a year (A); related: 1 of 2; income ≥ 3: 1 of 2;
    // satisfaction (5 + 3 + 4) / 3 = 4; employers: 4.
    const ind = await get(`/api/seguimiento/aplicaciones/${ola.id}/indicadores`, lector);
    expect(ind.statusCode, ind.body).toBe(200);
    const r = ind.json();
    expect(r).toMatchObject({ poblacion: 4, invitados: 2, respuestas: 3, tasaRespuesta: 75 });
    // 1.96 · √(0.25/3) · √(1/3) · 100
    expect(r.margenError).toBeCloseTo(1.96 * Math.sqrt(0.25 / 3) * Math.sqrt(1 / 3) * 100, 1);
    const por = Object.fromEntries(r.indicadores.map((i: { clave: string }) => [i.clave, i]));
    expect(por.empleados).toMatchObject({ valor: 66.67, n: 3, meta: 60, cumple: true });
    expect(por.empleo_primer_anio).toMatchObject({ valor: 33.33, n: 3, cumple: false });
    expect(por.relacion_estudios).toMatchObject({ valor: 50, n: 2, meta: 90, cumple: false });
    expect(por.satisfaccion_formacion).toMatchObject({ valor: 4, n: 3 });
    expect(por.satisfaccion_empleadores).toMatchObject({ valor: 4, n: 1 });

    // Per program and generación, targets editable.
    expect((await get(`/api/seguimiento/aplicaciones/${ola.id}/indicadores?programaId=${otro.programa.id}`)).json().respuestas).toBe(0);
    expect((await send('PUT', '/api/seguimiento/metas/relacion_estudios', { meta: 50 }, editor)).statusCode).toBe(200);
    expect((await send('PUT', '/api/seguimiento/metas/relacion_estudios', { meta: 150 }, editor)).statusCode).toBe(422);
    const conMeta = (await get(`/api/seguimiento/aplicaciones/${ola.id}/indicadores`)).json();
    expect(conMeta.indicadores.find((i: { clave: string }) => i.clave === 'relacion_estudios')).toMatchObject({ meta: 50, cumple: true });
    const programaTodo = (await get(`/api/seguimiento/indicadores?programaId=${programa.id}`)).json();
    expect(programaTodo.respuestas).toBeGreaterThanOrEqual(3);
    const avance = (await get(`/api/seguimiento/aplicaciones/${ola.id}/avance`)).json();
    expect(avance).toEqual([expect.objectContaining({ programaId: programa.id, generacion: 2020, poblacion: 4, respuestas: 3, tasaRespuesta: 75 })]);

    // The graduate's record.
    const historial = (await get(`/api/seguimiento/egresados/${gente[0].id}`)).json();
    expect(historial.situacion).toMatchObject({ actividad: 'trabaja', empleador: 'Aceros del Norte', puesto: 'Jefa de procesos', sector: 'privado', ingreso: '3_a_5' });
    expect(historial.aplicaciones).toEqual([expect.objectContaining({ id: ola.id, captura: 'en_linea' })]);

    // Answered questionnaire: frozen; an edit makes version 2 and the answers keep version 1.
    const completo = (await get(`/api/seguimiento/cuestionarios/${tecnm.id}`)).json();
    const { nombre, tipo, secciones } = completo;
    const editado = await send('PUT', `/api/seguimiento/cuestionarios/${tecnm.id}`, { nombre, tipo, secciones: [...secciones, { titulo: 'Extra', preguntas: [{ clave: 'extra', texto: 'Extra', tipo: 'texto', requerida: false }] }] }, editor);
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json()).toMatchObject({ version: 2, vigente: true, grupo: tecnm.grupo });
    expect(editado.json().id).not.toBe(tecnm.id);
    expect((await invitacion(ola.id, gente[0].id)).cuestionarioId).toBe(tecnm.id);
    expect((await get(`/api/seguimiento/cuestionarios/${tecnm.id}`)).json()).toMatchObject({ version: 1, vigente: false });
    expect((await send('PUT', `/api/seguimiento/cuestionarios/${tecnm.id}`, { nombre, tipo, secciones })).statusCode).toBe(409);

    // Closing early: the link answers 410, a second submission too; nothing changes.
    const cierre = await send('PUT', `/api/seguimiento/aplicaciones/${ola.id}`, {
      cuestionarioId: tecnm.id, nombre: ola.nombre, poblacion: ola.filtro, apertura: ola.apertura, cierre: iso(-1000), recordatorios: { cadaDias: 7, maximo: 2 },
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    const cerrada = await app.inject({ url: `/api/seguimiento/encuesta?token=${encodeURIComponent(tokenA)}` });
    expect(cerrada.statusCode).toBe(410);
    expect(cerrada.json().message).toMatch(/ya cerró/);
    const tarde = await encuesta({ token: tokenA, respuestas: { ...respuestasA, puesto: 'Otro' }, enviar: true });
    expect(tarde.statusCode).toBe(410);
    expect((await invitacion(ola.id, gente[0].id)).respuestas!.puesto).toBe('Jefa de procesos');
    expect((await send('POST', `/api/seguimiento/aplicaciones/${ola.id}/enviar`)).statusCode).toBe(409);
  });

  it('answers 404 in Spanish for an unknown or altered token', async () => {
    const desconocido = await app.inject({ url: '/api/seguimiento/encuesta?token=nada' });
    expect(desconocido.statusCode).toBe(404);
    expect(desconocido.json().message).toMatch(/no existe/);
    const ajeno = tokenEncuesta(app, 99999999);
    expect((await app.inject({ url: `/api/seguimiento/encuesta?token=${encodeURIComponent(ajeno)}` })).statusCode).toBe(404);
    const ola = await crearOla({ nombre: 'Alterada' });
    await send('POST', `/api/seguimiento/aplicaciones/${ola.id}/enviar`);
    const [inv] = await app.db.select().from(segInvitaciones).where(eq(segInvitaciones.aplicacionId, ola.id));
    const token = tokenEncuesta(app, inv.id);
    const alterado = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const res = await encuesta({ token: alterado, respuestas: {}, enviar: false });
    expect(res.statusCode).toBe(404);
  });

  it('exports the indicators to XLSX and PDF through a signed download link', async () => {
    const ola = await crearOla({ nombre: 'Exportable' });
    const enlace = await send('POST', `/api/seguimiento/aplicaciones/${ola.id}/indicadores/enlace`, { formato: 'pdf' }, lector);
    expect(enlace.statusCode, enlace.body).toBe(200);
    const pdf = await app.inject({ url: enlace.json().url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const xlsx = await app.inject({ url: `/api/seguimiento/aplicaciones/${ola.id}/indicadores/xlsx`, headers: bearer(lector) });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await app.inject({ url: `/api/seguimiento/aplicaciones/${ola.id}/indicadores/pdf` })).statusCode).toBe(401);
  });
});

import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sembrarEgresados } from '../campanas/test-support';
import { arcoOposiciones, arcoSolicitudes, bajasCorreo, egresados, outbox, postulaciones, ssEstudiantes, usuarios } from '../db/schema';
import { crearCategoria, crearConvocatoria, multipart, PDF, EXE } from '../postulaciones/test-support';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { aplicarRetencion, enviarRecordatorios } from './tareas';
import { restarDiasHabiles, sumarDias, sumarDiasHabiles } from '../../shared/arco/dias-habiles';
import { SIN_DECISION } from '../../shared/arco/pasos';
import { formatDate } from '../../shared/formato';
import { hoy } from './comun';
import { NOMBRE_RESERVADO } from '../../shared/schemas/arco';

const CURP = 'PEGM900101MDFRRR09';

describe('/api/arco', async () => {
  const app = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  const admin = await adminToken(app);
  await createRole(app, admin, 'lector arco', ['arco.ver']);
  await createRole(app, admin, 'gestor arco', ['arco.ver', 'arco.gestionar']);
  await createRole(app, admin, 'sin arco', ['usuarios.ver']);
  const lector = await userWithRoles(app, 'lector.arco@universidad.mx', ['lector arco']);
  const gestor = await userWithRoles(app, 'gestor.arco@universidad.mx', ['gestor arco']);
  const ajeno = await userWithRoles(app, 'ajeno.arco@universidad.mx', ['sin arco']);
  const get = (url: string, token = gestor) => app.inject({ url, headers: bearer(token) });
  const post = (url: string, payload: object, token = gestor) => app.inject({ method: 'POST', url, headers: bearer(token), payload });
  let ip = 0;
  const presentar = async (campos: Record<string, string>, archivos: Record<string, { data: Buffer; name: string }> = { documento: { data: PDF, name: 'ine.pdf' } }, token?: string) => {
    const { payload, headers } = await multipart(campos, archivos);
    return app.inject({ method: 'POST', url: '/api/arco/solicitudes', payload, headers: { ...headers, ...(token ? bearer(token) : {}) }, remoteAddress: `10.9.0.${++ip}` });
  };
  const base = { derecho: 'acceso', area: 'egresados', datos: 'Todos mis datos', medio: 'correo', nombre: 'María Pérez', correo: 'titular0@correo.mx' };
  const pasar = (id: number, tipo: string, extra: object = {}) => post(`/api/arco/solicitudes/${id}/pasos`, { tipo, texto: `Motivo de ${tipo}`, ...extra });
  const idDe = async (folio: string) => (await app.db.select({ id: arcoSolicitudes.id }).from(arcoSolicitudes).where(eq(arcoSolicitudes.folio, folio)))[0].id;
  const ultimoCorreo = async (to: string) => (await app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1))[0];

  // The person: a graduate who also served and was nominated.
  const { programa, egresados: [titular] } = await sembrarEgresados(app, 1, 'titular');
  await app.db.update(egresados).set({ curp: CURP, avisoPrivacidadVersion: '2026-11', avisoPrivacidadAceptadoEn: new Date() }).where(eq(egresados.id, titular.id));
  const conv = await crearConvocatoria(app, admin);
  const cat = await crearCategoria(app, admin, conv.id);
  const [postulacion] = await app.db.insert(postulaciones).values({
    convocatoriaId: conv.id, categoriaId: cat.id, folio: 'REC-2026-0001', nombre: 'María Pérez', correo: 'titular0@correo.mx', telefono: '5512345678', vinculo: 'egresado',
    curp: CURP, nominadorTipo: 'propia', nominadorNombre: 'María Pérez', nominadorCorreo: 'titular0@correo.mx', semblanza: 'Semblanza', egresadoId: titular.id,
  }).returning();
  await userWithRoles(app, 'titular.ss@alumnos.mx', []);
  const [cuenta] = await app.db.select().from(usuarios).where(eq(usuarios.email, 'titular.ss@alumnos.mx'));
  const [estudiante] = await app.db.insert(ssEstudiantes).values({
    usuarioId: cuenta.id, matricula: 'SS-TIT-1', nombre: 'María', apellidoPaterno: 'Pérez', curp: CURP, correo: 'titular.ss@alumnos.mx', telefono: '5512345678',
    programaId: programa.id, semestre: 8, creditos: 80, egresadoId: titular.id,
  }).returning();

  it('refuses bad input with Spanish field errors and writes nothing', async () => {
    const antes = (await app.db.select().from(arcoSolicitudes)).length;
    const res = await presentar({ ...base, derecho: 'borrar', correo: 'no-es-correo', nombre: '' }, {});
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.derecho).toEqual(['Elija el derecho que desea ejercer']);
    expect(errors.correo[0]).toMatch(/correo válido/);
    expect(errors.nombre).toEqual(['El nombre es obligatorio']);
    expect(errors.documento).toEqual(['Adjunte una identificación oficial (PDF, JPG o PNG)']);
    const exe = await presentar({ ...base, derecho: 'oposicion' }, { documento: { data: EXE, name: 'ine.pdf' } });
    expect(exe.statusCode).toBe(422);
    expect(Object.keys(exe.json().errors).sort()).toEqual(['documento', 'propositos']);
    expect((await app.db.select().from(arcoSolicitudes)).length).toBe(antes);
  });

  it('files a request with its identity document, acknowledges it by mail, and answers the follow-up only to folio + email', async () => {
    const res = await presentar(base);
    expect(res.statusCode, res.body).toBe(201);
    const { folio, limiteRespuesta } = res.json();
    expect(folio).toMatch(/^ARCO-\d{4}-[A-Z2-9]{6}$/);
    const acuse = await ultimoCorreo('titular0@correo.mx');
    expect(acuse.subject).toBe(`Solicitud ARCO ${folio} recibida`);
    expect(acuse.text).toContain(folio);
    const bien = await app.inject({ method: 'POST', url: '/api/arco/seguimiento', payload: { folio, correo: 'TITULAR0@correo.mx' } });
    expect(bien.json()).toMatchObject({ encontrada: true, folio, estado: 'recibida', limiteRespuesta });
    const otroCorreo = await app.inject({ method: 'POST', url: '/api/arco/seguimiento', payload: { folio, correo: 'otra@correo.mx' } });
    const otroFolio = await app.inject({ method: 'POST', url: '/api/arco/seguimiento', payload: { folio: 'ARCO-2026-ZZZZZZ', correo: 'titular0@correo.mx' } });
    expect(otroCorreo.statusCode).toBe(200);
    expect(otroCorreo.body).toBe(otroFolio.body);
    expect(otroCorreo.json()).toMatchObject({ encontrada: false, folio: null, estado: null });
  });

  it('lets a signed-in person file without a document; the session sets the email', async () => {
    const persona = await userWithRoles(app, 'persona.portal@universidad.mx', []);
    const res = await presentar({ ...base, derecho: 'rectificacion', correo: 'cualquiera@correo.mx', medio: 'plataforma' }, {}, persona);
    expect(res.statusCode, res.body).toBe(201);
    const [fila] = await app.db.select().from(arcoSolicitudes).where(eq(arcoSolicitudes.folio, res.json().folio));
    expect(fila).toMatchObject({ correo: 'persona.portal@universidad.mx', documentoId: null });
    expect(fila.usuarioId).not.toBeNull();
  });

  describe('a request received in writing, registered by staff', () => {
    const escrita = {
      derecho: 'rectificacion', area: 'egresados', datos: 'Mi apellido materno está mal escrito', nombre: 'Juana Ruiz', correo: 'juana.escrito@correo.mx',
      via: 'ventanilla', identidad: 'INE presentada en ventanilla, cotejada por la oficina',
    };
    const registrar = (payload: object, token?: string) =>
      app.inject({ method: 'POST', url: '/api/arco/solicitudes/escrito', headers: token ? bearer(token) : {}, payload });
    const cola = async () => (await get('/api/pendientes', lector)).json().pendientes.find((p: { clave: string }) => p.clave === 'arco.por_vencer')?.cantidad ?? 0;

    it('dates it and its deadline from the receipt: 16 working days ago, it is on the to-do list with 4 left', async () => {
      const antes = await cola();
      const recibida = restarDiasHabiles(hoy(), 16);
      const res = await registrar({ ...escrita, recibida }, gestor);
      expect(res.statusCode, res.body).toBe(201);
      const s = res.json();
      const limite = sumarDiasHabiles(recibida, 20);
      expect(s).toMatchObject({
        folio: expect.stringMatching(new RegExp(`^ARCO-${recibida.slice(0, 4)}-[A-Z2-9]{6}$`)), recibida, estado: 'recibida', medio: 'correo', via: 'ventanilla',
        identidad: escrita.identidad, registradaPor: 'gestor.arco', usuarioId: null, tieneDocumento: false,
        plazos: { limiteRespuesta: limite }, plazo: 'respuesta', limite, restantes: 4, pasos: [],
      });
      // Past its 5 days, a written request can no longer be prevented: only the extension and the decision remain.
      expect(s.pasosPermitidos).toEqual(['ampliacion', 'decision']);

      const acuse = await ultimoCorreo('juana.escrito@correo.mx');
      expect(acuse.subject).toBe(`Solicitud ARCO ${s.folio} recibida`);
      expect(acuse.text).toContain(`entregada en la ventanilla de la oficina el ${formatDate(recibida)}`);
      expect(acuse.text).toContain(`a más tardar el ${formatDate(limite)}`);
      expect(acuse.text).not.toContain('primeros 5 días hábiles');

      expect(await cola()).toBe(antes + 1);
      const porVencer = (await get(`/api/arco/solicitudes?filter=${encodeURIComponent(JSON.stringify({ porVencer: true }))}`, lector)).json();
      expect(porVencer.map((f: { id: number }) => f.id)).toContain(s.id);

      const bitacora = (await get(`/api/auditoria?filter=${encodeURIComponent(JSON.stringify({ recurso: 'arco', registroId: String(s.id) }))}`, admin)).json();
      expect(bitacora).toContainEqual(expect.objectContaining({
        accion: 'crear', actorEmail: 'gestor.arco@universidad.mx', despues: { folio: s.folio, derecho: 'rectificacion', area: 'egresados', via: 'ventanilla', recibida },
      }));
      // The person follows it like any other, with the folio and the email it was registered with.
      const publico = (await app.inject({ method: 'POST', url: '/api/arco/seguimiento', payload: { folio: s.folio, correo: escrita.correo } })).json();
      expect(publico).toMatchObject({ encontrada: true, recibida, limiteRespuesta: limite, pasos: [] });
    });

    it('the mail of a request received today says so, and offers the prevention', async () => {
      const res = await registrar({ ...escrita, via: 'correo_postal', recibida: hoy(), correo: 'postal@correo.mx', curp: CURP.toLowerCase() }, gestor);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ via: 'correo_postal', curp: CURP, restantes: expect.any(Number) });
      const acuse = await ultimoCorreo('postal@correo.mx');
      expect(acuse.text).toContain(`recibida por correo postal el ${formatDate(hoy())}`);
      expect(acuse.text).toContain('primeros 5 días hábiles');
    });

    it('refuses a receipt day in the future, over a year back or not in the calendar, a reply in the portal, no identity', async () => {
      const antes = (await app.db.select().from(arcoSolicitudes)).length;
      const errores = async (payload: object) => {
        const res = await registrar({ ...escrita, recibida: hoy(), ...payload }, gestor);
        expect(res.statusCode, res.body).toBe(422);
        return res.json().errors;
      };
      expect((await errores({ recibida: sumarDias(hoy(), 1) })).recibida).toEqual(['La fecha de recepción no puede ser posterior a hoy']);
      const haceUnAnio = `${Number(hoy().slice(0, 4)) - 1}${hoy().slice(4)}`;
      expect((await errores({ recibida: sumarDias(haceUnAnio, -1) })).recibida).toEqual(['La fecha de recepción no puede ser de hace más de un año']);
      expect((await errores({ recibida: '2026-02-30' })).recibida).toEqual(['La fecha de recepción: la fecha no existe']);
      expect((await errores({ recibida: '30/11/2026' })).recibida).toEqual(['La fecha de recepción: escriba una fecha válida (aaaa-mm-dd)']);
      expect((await errores({ medio: 'plataforma' })).medio).toEqual(['Una solicitud por escrito se responde por correo electrónico']);
      expect(await errores({ via: 'fax', identidad: undefined, derecho: 'oposicion' })).toEqual({
        via: ['Elija cómo llegó la solicitud'], identidad: ['Diga cómo se acreditó la identidad de la persona'], propositos: ['Elija a qué envíos se opone'],
      });
      expect((await errores({ identidad: '  ' })).identidad).toEqual(['Diga cómo se acreditó la identidad de la persona']);
      expect((await errores({ identidad: 'x'.repeat(501) })).identidad).toEqual(['La acreditación de la identidad no puede tener más de 500 caracteres']);
      expect((await app.db.select().from(arcoSolicitudes)).length).toBe(antes);
      // A year back to the day is still in time.
      expect((await registrar({ ...escrita, recibida: haceUnAnio, correo: 'anio@correo.mx' }, gestor)).statusCode).toBe(201);
    });

    it('takes arco.gestionar: reading requests is not enough, and signing in is required', async () => {
      const payload = { ...escrita, recibida: hoy() };
      expect((await registrar(payload, lector)).statusCode).toBe(403);
      expect((await registrar(payload, ajeno)).statusCode).toBe(403);
      expect((await registrar(payload)).statusCode).toBe(401);
    });
  });

  it('checks permissions: none without arco.*, reading with arco.ver, steps only with arco.gestionar', async () => {
    expect((await get('/api/arco/solicitudes', ajeno)).statusCode).toBe(403);
    expect((await get('/api/arco/cierres', ajeno)).statusCode).toBe(403);
    const lista = await get('/api/arco/solicitudes', lector);
    expect(lista.statusCode).toBe(200);
    const [primera] = lista.json();
    expect(primera).toHaveProperty('restantes');
    expect(primera).not.toHaveProperty('documentoId');
    expect((await post(`/api/arco/solicitudes/${primera.id}/pasos`, { tipo: 'ampliacion', texto: 'x' }, lector)).statusCode).toBe(403);
    expect((await get(`/api/arco/solicitudes/${primera.id}/datos`, lector)).statusCode).toBe(403);
    expect((await post('/api/arco/cierres', { dia: '2026-12-24', motivo: 'Cierre' }, lector)).statusCode).toBe(403);
  });

  it('a prevention stops the clock until the person answers; closing without a dated decision is refused', async () => {
    const { folio } = (await presentar({ ...base, derecho: 'rectificacion', datos: 'Mi teléfono' })).json();
    const id = await idDe(folio);
    const cerrar = await pasar(id, 'cierre');
    expect(cerrar.statusCode).toBe(422);
    expect(cerrar.json().message).toBe(SIN_DECISION);
    expect((await post(`/api/arco/solicitudes/${id}/pasos`, { tipo: 'prevencion', texto: '' })).json().errors.texto).toEqual(['Diga qué información falta']);
    const prevenida = await pasar(id, 'prevencion', { texto: 'Indique el teléfono correcto' });
    expect(prevenida.statusCode, prevenida.body).toBe(200);
    expect(prevenida.json()).toMatchObject({ estado: 'prevenida', plazo: 'respuesta_prevencion', plazos: { limiteRespuesta: null } });
    expect((await ultimoCorreo('titular0@correo.mx')).text).toContain('Indique el teléfono correcto');
    expect((await pasar(id, 'prevencion')).statusCode).toBe(422);
    const publico = (await app.inject({ method: 'POST', url: '/api/arco/seguimiento', payload: { folio, correo: 'titular0@correo.mx' } })).json();
    expect(publico).toMatchObject({ estado: 'prevenida', limiteRespuesta: null, pasos: [{ tipo: 'Prevención', texto: 'Indique el teléfono correcto' }] });
    const respondida = await pasar(id, 'respuesta_prevencion', { texto: 'Envió 5512345678' });
    expect(respondida.json()).toMatchObject({ estado: 'en_tramite', plazo: 'respuesta' });
    expect(respondida.json().plazos.limiteRespuesta > respondida.json().recibida).toBe(true);
    const ampliada = await pasar(id, 'ampliacion');
    expect(ampliada.json().pasosPermitidos).not.toContain('ampliacion');
    expect((await pasar(id, 'ampliacion')).statusCode).toBe(422);
    const decidida = await pasar(id, 'decision', { procedente: true });
    expect(decidida.json()).toMatchObject({ estado: 'resuelta', plazo: 'efectiva' });
    expect((await pasar(id, 'cierre')).json().message).toBe('Primero haga efectiva la decisión');
    await app.inject({ method: 'PUT', url: `/api/egresados/${titular.id}`, headers: bearer(admin), payload: { telefono: '5512345678' } });
    const efectiva = await pasar(id, 'efectiva', { texto: '' });
    expect(efectiva.json().estado).toBe('efectiva');
    expect((await pasar(id, 'cierre')).json().estado).toBe('cerrada');
    const show = (await get(`/api/arco/solicitudes/${id}`)).json();
    expect(show.pasos.map((p: { tipo: string }) => p.tipo)).toEqual(['prevencion', 'respuesta_prevencion', 'ampliacion', 'decision', 'efectiva', 'cierre']);
    expect(show.pasos.every((p: { fecha: string }) => /^\d{4}-\d{2}-\d{2}$/.test(p.fecha))).toBe(true);
    const bitacora = (await get(`/api/auditoria?filter=${encodeURIComponent(JSON.stringify({ recurso: 'arco', registroId: String(id) }))}`, admin)).json();
    expect(bitacora.length).toBeGreaterThanOrEqual(7);
    const rectificacion = (await get(`/api/auditoria?filter=${encodeURIComponent(JSON.stringify({ recurso: 'egresados', registroId: String(titular.id) }))}`, admin)).json();
    expect(rectificacion.some((a: { despues: { rectificacionArco?: string } }) => a.despues?.rectificacionArco === folio)).toBe(true);
  });

  it('the person answers a prevention from the follow-up page, with folio and email; the clock runs again', async () => {
    const { folio } = (await presentar({ ...base, derecho: 'rectificacion', datos: 'Mi domicilio' })).json();
    const id = await idDe(folio);
    const responder = (payload: object) => app.inject({ method: 'POST', url: '/api/arco/seguimiento/respuesta', payload, remoteAddress: `10.9.1.${++ip}` });
    const antes = await responder({ folio, correo: 'titular0@correo.mx', texto: 'Calle 1' });
    expect(antes.statusCode).toBe(422);
    expect(antes.json().errors.folio).toEqual(['No encontramos una solicitud prevenida con ese folio y ese correo']);
    await pasar(id, 'prevencion', { texto: 'Indique el domicilio correcto' });
    expect((await responder({ folio, correo: 'otra@correo.mx', texto: 'Calle 1' })).statusCode).toBe(422);
    expect((await responder({ folio, correo: 'titular0@correo.mx', texto: ' ' })).json().errors.texto).toEqual(['El texto de su respuesta es obligatorio']);
    const res = await responder({ folio: folio.toLowerCase(), correo: 'TITULAR0@correo.mx', texto: 'Av. Juárez 100, Guadalajara' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ estado: 'en_tramite', pasos: [{ tipo: 'Prevención' }, { tipo: 'Respuesta a la prevención', texto: 'Av. Juárez 100, Guadalajara' }] });
    expect(res.json().limiteRespuesta).not.toBeNull();
    expect((await responder({ folio, correo: 'titular0@correo.mx', texto: 'Otra vez' })).statusCode).toBe(422);
    const show = (await get(`/api/arco/solicitudes/${id}`)).json();
    expect(show.pasos.at(-1)).toMatchObject({ tipo: 'respuesta_prevencion', texto: 'Av. Juárez 100, Guadalajara' });
    const bitacora = (await get(`/api/auditoria?filter=${encodeURIComponent(JSON.stringify({ recurso: 'arco', registroId: String(id) }))}`, admin)).json();
    expect(bitacora.some((a: { actorEmail: string | null; despues: { paso?: string } }) => a.despues?.paso === 'Respuesta a la prevención' && a.actorEmail === 'titular0@correo.mx')).toBe(true);
  });

  it('access gathers the data of every area into JSON and PDF behind an expiring link masked in the outbox', async () => {
    const { folio } = (await presentar({ ...base, curp: CURP })).json();
    const id = await idDe(folio);
    await pasar(id, 'decision', { procedente: true });
    const res = await pasar(id, 'efectiva', { texto: '' });
    expect(res.statusCode, res.body).toBe(200);
    const correo = await ultimoCorreo('titular0@correo.mx');
    const json = /https?:\/\/\S+formato=json&token=[\w.-]+/.exec(correo.text)![0];
    const pdf = /https?:\/\/\S+formato=pdf&token=[\w.-]+/.exec(correo.text)![0];
    const datos = (await app.inject({ url: new URL(json).pathname + new URL(json).search })).json();
    expect(datos.egresados.registro[0]).toMatchObject({ id: titular.id, curp: CURP });
    expect(datos.postulaciones[0]).toMatchObject({ id: postulacion.id, folio: 'REC-2026-0001' });
    expect(datos.servicioSocial.estudiante[0]).toMatchObject({ id: estudiante.id, matricula: 'SS-TIT-1' });
    expect(datos.consentimientos).toContainEqual(expect.objectContaining({ area: 'Egresados', version: '2026-11' }));
    expect(datos.correosRecibidos.length).toBeGreaterThan(0);
    const archivo = await app.inject({ url: new URL(pdf).pathname + new URL(pdf).search });
    expect(archivo.headers['content-type']).toBe('application/pdf');
    expect(archivo.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ url: `/api/arco/entrega?formato=json&token=${'x'.repeat(40)}.${'y'.repeat(43)}` })).statusCode).toBe(401);
    const bandeja = (await get(`/api/correos/${correo.id}`, admin)).json();
    expect(JSON.stringify(bandeja)).not.toContain('token=');
    expect(bandeja.text).toContain('enlace personal oculto');
  });

  it('cancellation blocks the person everywhere; their certificate still verifies without the name', async () => {
    const { folio } = (await presentar({ ...base, derecho: 'cancelacion', curp: CURP })).json();
    const id = await idDe(folio);
    await pasar(id, 'decision', { procedente: true });
    const res = await pasar(id, 'efectiva', { texto: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ultimoCorreo('titular0@correo.mx')).text).toContain('cartas de liberación');
    const filtro = (f: object) => encodeURIComponent(JSON.stringify(f));
    expect((await get(`/api/egresados?filter=${filtro({ q: 'titular0' })}`, admin)).json()).toEqual([]);
    expect((await get(`/api/egresados?filter=${filtro({ id: [titular.id] })}`, admin)).json()).toEqual([]);
    expect((await get(`/api/postulaciones?filter=${filtro({ q: 'REC-2026-0001' })}`, admin)).json()).toEqual([]);
    expect((await get('/api/servicio-social/estudiantes', admin)).json().map((e: { id: number }) => e.id)).not.toContain(estudiante.id);
    expect(await app.db.select().from(arcoOposiciones).where(and(eq(arcoOposiciones.correo, 'titular0@correo.mx'), eq(arcoOposiciones.proposito, 'todos')))).toHaveLength(1);
    await app.db.update(postulaciones).set({ constanciaFolio: 'REC-2026-ABCDEFGHJKLM', estado: 'ganadora' }).where(eq(postulaciones.id, postulacion.id));
    const { verificarConstancia } = await import('../postulaciones/resultados');
    await app.db.execute(`update convocatorias set estado = 'resultados_publicados', resultados_publicados_en = now() where id = ${conv.id}`);
    expect((await verificarConstancia(app.db, 'REC-2026-ABCDEFGHJKLM')).nombre).toBe(NOMBRE_RESERVADO);
  });

  it('opposition records its purposes, not an unsubscribe', async () => {
    const { egresados: [otro] } = await sembrarEgresados(app, 1, 'opositor');
    const { folio } = (await presentar({ ...base, derecho: 'oposicion', propositos: 'campanas,encuestas', correo: otro.correo!, nombre: 'Opositor' })).json();
    const id = await idDe(folio);
    await pasar(id, 'decision', { procedente: true });
    expect((await pasar(id, 'efectiva', { texto: '' })).statusCode).toBe(200);
    expect((await get(`/api/arco/solicitudes/${id}`)).json().propositos).toEqual(['campanas', 'encuestas']);
    expect((await app.db.select({ p: arcoOposiciones.proposito }).from(arcoOposiciones).where(eq(arcoOposiciones.correo, otro.correo!))).map((f) => f.p).sort()).toEqual(['campanas', 'encuestas']);
    expect(await app.db.select().from(bajasCorreo).where(eq(bajasCorreo.correo, otro.correo!))).toEqual([]);
    expect((await ultimoCorreo(otro.correo!)).text).toContain('Encuestas de seguimiento de egresados');
  });

  it('staff see requests near their deadline on the to-do list and get one reminder at 5 and at 2 días hábiles', async () => {
    const { folio } = (await presentar({ ...base, correo: 'plazo@correo.mx' })).json();
    const id = await idDe(folio);
    const sinPendiente = (await get('/api/pendientes', lector)).json().pendientes.find((p: { clave: string }) => p.clave === 'arco.por_vencer');
    // Filed 17 working days ago (a month back, minus), so 3 are left.
    const hace = (dias: number) => new Date(Date.now() - dias * 86_400_000).toISOString().slice(0, 10);
    let recibida = hace(20);
    for (let d = 20; d < 40; d++) {
      await app.db.update(arcoSolicitudes).set({ recibida: hace(d) }).where(eq(arcoSolicitudes.id, id));
      const r = (await get(`/api/arco/solicitudes/${id}`)).json().restantes;
      if (r <= 3) { recibida = hace(d); break; }
    }
    expect(recibida).toBeTruthy();
    const conPendiente = (await get('/api/pendientes', lector)).json().pendientes.find((p: { clave: string }) => p.clave === 'arco.por_vencer');
    expect(conPendiente.cantidad).toBe((sinPendiente?.cantidad ?? 0) + 1);
    expect(conPendiente.enlace).toMatch(/^\/administracion\/proteccion-datos\?filter=/);
    expect((await get('/api/pendientes', ajeno)).json().pendientes.some((p: { clave: string }) => p.clave === 'arco.por_vencer')).toBe(false);
    expect(await enviarRecordatorios(app)).toBeGreaterThanOrEqual(1);
    const avisos = await app.db.select().from(outbox).where(like(outbox.subject, `Plazo ARCO por vencer: ${folio}`));
    expect(avisos.map((a) => a.to)).toContain('gestor.arco@universidad.mx');
    const cuantos = avisos.length;
    await enviarRecordatorios(app);
    expect(await app.db.select().from(outbox).where(like(outbox.subject, `Plazo ARCO por vencer: ${folio}`))).toHaveLength(cuantos);
  });

  it('keeps the institution closures and the retention setting; retention deletes expired blocked records and reports', async () => {
    expect((await post('/api/arco/cierres', { dia: '2026-02-30', motivo: 'Nada' })).json().errors.dia).toEqual(['Ese día no existe en el calendario']);
    const creado = await post('/api/arco/cierres', { dia: '2026-12-24', motivo: 'Vacaciones de invierno' });
    expect(creado.statusCode).toBe(201);
    expect((await post('/api/arco/cierres', { dia: '2026-12-24', motivo: 'Otra vez' })).statusCode).toBe(422);
    expect((await get('/api/arco/cierres', lector)).json()).toContainEqual(expect.objectContaining({ dia: '2026-12-24' }));
    expect((await app.inject({ method: 'DELETE', url: `/api/arco/cierres/${creado.json().id}`, headers: bearer(gestor) })).statusCode).toBe(200);
    const mal = await app.inject({ method: 'PUT', url: '/api/arco/retencion', headers: bearer(gestor), payload: { egresados: -1, postulaciones: 1, 'servicio-social': 1, seguimiento: 1 } });
    expect(mal.statusCode).toBe(422);
    expect(mal.json().errors.egresados).toEqual(['No puede ser negativo']);
    const bien = await app.inject({ method: 'PUT', url: '/api/arco/retencion', headers: bearer(gestor), payload: { egresados: 0, postulaciones: 5, 'servicio-social': 5, seguimiento: 1 } });
    expect(bien.statusCode).toBe(200);
    const reporte = await aplicarRetencion(app, new Date(Date.now() + 60_000));
    expect(reporte).toContainEqual({ area: 'Egresados', eliminados: expect.any(Number), conservados: expect.any(Number) });
    const quedan = await app.db.select({ id: egresados.id }).from(egresados).where(eq(egresados.id, titular.id));
    const informe = await ultimoCorreo('gestor.arco@universidad.mx');
    expect(informe.subject).toBe('Conservación de datos: informe diario');
    // Deleted, or kept because another record still needs it, and the report says which.
    expect(quedan.length === 0 || informe.text.includes('conservados')).toBe(true);
  });
});

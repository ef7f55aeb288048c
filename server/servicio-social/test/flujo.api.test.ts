import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_SS, REGISTRO_RECIBIDO } from '../../../shared/schemas/servicio-social';
import { ssInstituciones, ssPrestaciones, ssSolicitudes, usuarios } from '../../db/schema';
import { adminToken, bearer, buildTestApp, loginAs } from '../../test/helper';
import { pdfDePrueba } from '../../test/pdf';
import {
  PASSWORD, crearPrograma, datosEstudiante, datosInstitucion, estudiante, institucion, lastOutboxId, mailSince, nextIp, programaAprobado, programaDatos, vacante,
} from './fixtures';

const URL = '/api/servicio-social';

describe('servicio social: registration', async () => {
  const app = await buildTestApp();
  const carrera = await crearPrograma(app, { clave: 'LTS', nombre: 'Licenciatura en Trabajo Social' });
  const post = (path: string, payload: unknown) => app.inject({ method: 'POST', url: `${URL}${path}`, payload: payload as object, remoteAddress: nextIp() });

  it('answers 202 alike for a new and an existing student, and mails the existing one instead of creating another account', async () => {
    const first = await post('/registro/estudiantes', datosEstudiante(1, carrera.id));
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: REGISTRO_RECIBIDO });
    const since = await lastOutboxId(app);
    const again = await post('/registro/estudiantes', datosEstudiante(1, carrera.id, { correo: 'otro@alumnos.universidad.mx' }));
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    const mails = await mailSince(app, since);
    expect(mails.map((m) => m.to)).toEqual(['estudiante1@alumnos.universidad.mx']);
    expect(mails[0].subject).toBe('Ya tiene una cuenta de servicio social');
    const cuentas = await app.db.select().from(usuarios).where(eq(usuarios.email, 'otro@alumnos.universidad.mx'));
    expect(cuentas).toHaveLength(0);
  });

  it('refuses a wrong CURP check digit and a wrong RFC with Spanish messages, storing nothing', async () => {
    const curpMala = datosEstudiante(2, carrera.id);
    curpMala.curp = curpMala.curp.slice(0, 17) + String((Number(curpMala.curp[17]) + 1) % 10);
    const res = await post('/registro/estudiantes', curpMala);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.curp).toEqual(['La CURP no es válida: revise el dígito verificador']);

    const datos = datosInstitucion(2);
    const rfc = datos.rfc.slice(0, 11) + (datos.rfc[11] === '1' ? '2' : '1');
    const mala = await post('/registro/instituciones', { ...datos, rfc });
    expect(mala.statusCode).toBe(422);
    expect(mala.json().errors.rfc).toEqual(['El RFC no es válido: revise el dígito verificador']);
    const corta = await post('/registro/instituciones', { ...datos, rfc: 'ABC123' });
    expect(corta.json().errors.rfc[0]).toMatch(/12 caracteres/);
    const municipio = await post('/registro/instituciones', { ...datos, municipio: 'Gotham' });
    expect(municipio.statusCode).toBe(422);
    expect(municipio.json().errors.municipio).toBeDefined();
    const linea = await post('/registro/instituciones', { ...datos, razonSocial: 'Fundación\nFalsa' });
    expect(linea.json().errors.razonSocial[0]).toMatch(/saltos de línea/);
    expect(await app.db.select().from(ssInstituciones)).toHaveLength(0);
  });

  it('keeps a new institution pending until staff approve it, and emails a rejection with its reason', async () => {
    const inst = await institucion(app, 3, { aprobar: false });
    const panel = await app.inject({ url: `${URL}/institucion`, headers: bearer(inst.token) });
    expect(panel.json().institucion.estado).toBe('pendiente');
    const admin = await adminToken(app);
    const sinMotivo = await app.inject({ method: 'PUT', url: `${URL}/instituciones/${inst.id}/validacion`, headers: bearer(admin), payload: { estado: 'rechazada' } });
    expect(sinMotivo.statusCode).toBe(422);
    const since = await lastOutboxId(app);
    const rechazo = await app.inject({ method: 'PUT', url: `${URL}/instituciones/${inst.id}/validacion`, headers: bearer(admin), payload: { estado: 'rechazada', motivo: 'El RFC no coincide con el acta' } });
    expect(rechazo.json().estado).toBe('rechazada');
    const [mail] = await mailSince(app, since);
    expect(mail.to).toBe(inst.correo);
    expect(mail.text).toContain('El RFC no coincide con el acta');
  });

  it('sends the student home to the portal and never lets portal accounts use staff APIs', async () => {
    const token = await loginAs(app, 'estudiante1@alumnos.universidad.mx', PASSWORD);
    const user = (await app.inject({ url: '/api/user', headers: bearer(token) })).json();
    expect(user.roles).toEqual(['estudiante']);
    expect(user.permissions).toEqual([]);
    for (const url of ['/api/egresados', '/api/usuarios', `${URL}/instituciones`, `${URL}/estudiantes`, `${URL}/programas`, `${URL}/solicitudes`]) {
      expect((await app.inject({ url, headers: bearer(token) })).statusCode, url).toBe(403);
    }
  });
});

describe('servicio social: programs, vacancies, applications and ownership', async () => {
  const app = await buildTestApp();
  const carrera = await crearPrograma(app, { clave: 'LPSI', nombre: 'Licenciatura en Psicología' });
  const otraCarrera = await crearPrograma(app, { clave: 'LDER', nombre: 'Licenciatura en Derecho' });
  const x = await institucion(app, 1);
  const y = await institucion(app, 2);
  const programaX = await programaAprobado(app, x, carrera.id);
  const vacanteX = await vacante(app, x, programaX, carrera.id, { cupo: 2, titulo: 'Acompañamiento psicológico en albergue' });
  const [a, b, c] = [await estudiante(app, 1, carrera.id), await estudiante(app, 2, carrera.id), await estudiante(app, 3, carrera.id)];
  const noElegible = await estudiante(app, 4, carrera.id, { elegible: false });
  const admin = await adminToken(app);

  it('finds the vacancy accent-free with places left, filtered by career by default', async () => {
    const res = await app.inject({ url: `${URL}/busqueda?q=PSICOLOGICO%20albergue&range=[0,9]`, headers: bearer(a.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('busqueda 0-0/1');
    expect(res.json()[0]).toMatchObject({ id: vacanteX, titulo: 'Acompañamiento psicológico en albergue', institucion: 'Fundación Número 1 A.C.', cupo: 2, lugaresDisponibles: 2 });
    const otra = await app.inject({ url: `${URL}/busqueda?filter=${encodeURIComponent(JSON.stringify({ carrera: otraCarrera.id }))}`, headers: bearer(a.token) });
    expect(otra.json()).toEqual([]);
    expect((await app.inject({ url: `${URL}/busqueda`, headers: bearer(x.token) })).statusCode).toBe(403);
  });

  it('refuses applications when not eligible, and over the limit', async () => {
    const res = await app.inject({ method: 'POST', url: `${URL}/solicitudes`, headers: bearer(noElegible.token), payload: { vacanteId: vacanteX, motivacion: 'Quiero ayudar a la comunidad con mi formación.' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MENSAJES_SS.noElegible);
    expect(await app.db.select().from(ssSolicitudes)).toHaveLength(0);
  });

  it('lets an institution see only its own programs, vacancies and applicants (foreign ids → 404)', async () => {
    const apply = await app.inject({ method: 'POST', url: `${URL}/solicitudes`, headers: bearer(a.token), payload: { vacanteId: vacanteX, motivacion: 'Quiero ayudar a la comunidad con mi formación.' } });
    expect(apply.statusCode).toBe(201);
    const solicitudId = apply.json().id;
    expect((await app.inject({ url: `${URL}/programas/${programaX}`, headers: bearer(y.token) })).statusCode).toBe(404);
    expect((await app.inject({ url: `${URL}/vacantes/${vacanteX}`, headers: bearer(y.token) })).statusCode).toBe(404);
    expect((await app.inject({ url: `${URL}/solicitudes/${solicitudId}`, headers: bearer(y.token) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `${URL}/solicitudes/${solicitudId}/estado`, headers: bearer(y.token), payload: { estado: 'aceptada' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `${URL}/programas/${programaX}`, headers: bearer(y.token), payload: programaDatos(carrera.id) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${URL}/vacantes`, headers: bearer(y.token), payload: { programaId: programaX, titulo: 'Robo', carreras: [carrera.id], cupo: 1, publicacionDesde: '2020-01-01', publicacionHasta: '2099-01-01', horario: 'flexible' } })).statusCode).toBe(422);
    const listaY = await app.inject({ url: `${URL}/solicitudes`, headers: bearer(y.token) });
    expect(listaY.json()).toEqual([]);
    const listaX = await app.inject({ url: `${URL}/solicitudes?filter=${encodeURIComponent(JSON.stringify({ vacanteId: vacanteX }))}`, headers: bearer(x.token) });
    expect(listaX.json().map((s: { id: number }) => s.id)).toEqual([solicitudId]);
    // A student reaches neither another student's application nor institution routes.
    expect((await app.inject({ method: 'POST', url: `${URL}/solicitudes/${solicitudId}/retirar`, headers: bearer(b.token) })).statusCode).toBe(404);
    expect((await app.inject({ url: `${URL}/institucion`, headers: bearer(a.token) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `${URL}/programas`, headers: bearer(a.token), payload: programaDatos(carrera.id) })).statusCode).toBe(403);
    expect((await app.inject({ url: `${URL}/estudiante`, headers: bearer(x.token) })).statusCode).toBe(403);
  });

  it('accepts two students and refuses the third as full; accepting starts the service and withdraws other applications', async () => {
    const otroPrograma = await programaAprobado(app, y, carrera.id, { nombre: 'Huertos urbanos' });
    const otraVacante = await vacante(app, y, otroPrograma, carrera.id, { cupo: 3, titulo: 'Huerto escolar' });
    const motivacion = 'Me interesa mucho colaborar en este proyecto social.';
    const enOtra = await app.inject({ method: 'POST', url: `${URL}/solicitudes`, headers: bearer(a.token), payload: { vacanteId: otraVacante, motivacion } });
    expect(enOtra.statusCode).toBe(201);
    const ids: number[] = [];
    for (const s of [b, c]) ids.push((await app.inject({ method: 'POST', url: `${URL}/solicitudes`, headers: bearer(s.token), payload: { vacanteId: vacanteX, motivacion } })).json().id);
    const deA = (await app.inject({ url: `${URL}/estudiante/solicitudes`, headers: bearer(a.token) })).json().find((s: { vacanteId: number }) => s.vacanteId === vacanteX).id;
    const since = await lastOutboxId(app);
    const r1 = await app.inject({ method: 'PUT', url: `${URL}/solicitudes/${deA}/estado`, headers: bearer(x.token), payload: { estado: 'aceptada' } });
    expect(r1.statusCode).toBe(200);
    expect(r1.json().estado).toBe('aceptada');
    expect((await app.inject({ method: 'PUT', url: `${URL}/solicitudes/${ids[0]}/estado`, headers: bearer(x.token), payload: { estado: 'aceptada' } })).statusCode).toBe(200);
    const lleno = await app.inject({ method: 'PUT', url: `${URL}/solicitudes/${ids[1]}/estado`, headers: bearer(x.token), payload: { estado: 'aceptada' } });
    expect(lleno.statusCode).toBe(409);
    expect(lleno.json().message).toBe(MENSAJES_SS.vacanteLlena);
    expect((await app.db.select().from(ssPrestaciones)).map((p) => p.estudianteId).sort()).toEqual([a.id, b.id].sort());
    const otraDeA = (await app.inject({ url: `${URL}/estudiante/solicitudes`, headers: bearer(a.token) })).json().find((s: { vacanteId: number }) => s.vacanteId === otraVacante);
    expect(otraDeA.estado).toBe('cancelada');
    expect((await mailSince(app, since)).map((m) => m.to)).toContain(`estudiante1@alumnos.universidad.mx`);
    const yaSirve = await app.inject({ method: 'POST', url: `${URL}/solicitudes`, headers: bearer(a.token), payload: { vacanteId: otraVacante, motivacion } });
    expect(yaSirve.statusCode).toBe(422);
    expect(yaSirve.json().message).toBe(MENSAJES_SS.yaPrestando);
    const inicio = (await app.inject({ url: `${URL}/estudiante`, headers: bearer(a.token) })).json();
    expect(inicio.prestacion).toMatchObject({ institucion: 'Fundación Número 1 A.C.', estado: 'en_curso', horasRequeridas: 480 });
    const cifras = (await app.inject({ url: `${URL}/cifras` })).json();
    expect(cifras).toEqual({ vacantesAbiertas: 1, instituciones: 2, estudiantesEnServicio: 2 });
  });

  it('refuses a closed vacancy and a non-PDF CV', async () => {
    const prog = await programaAprobado(app, x, carrera.id, { nombre: 'Programa cerrado' });
    const v = await vacante(app, x, prog, carrera.id, { cupo: 5 });
    await app.inject({ method: 'POST', url: `${URL}/vacantes/${v}/cerrar`, headers: bearer(x.token) });
    const res = await app.inject({ method: 'POST', url: `${URL}/solicitudes`, headers: bearer(c.token), payload: { vacanteId: v, motivacion: 'Me interesa mucho colaborar en este proyecto social.' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MENSAJES_SS.vacanteCerrada);

    const form = new FormData();
    form.append('cv', new Blob([Buffer.from('GIF89a no es un pdf')]), 'cv.pdf');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const cv = await app.inject({
      method: 'POST', url: `${URL}/estudiante/cv`, headers: { ...bearer(c.token), 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(cv.statusCode).toBe(422);
    expect(cv.json().errors.cv[0]).toMatch(/PDF/);

    // Issue 19: a PDF whose opening runs JavaScript is refused as a CV too.
    const activo = new FormData();
    activo.append('cv', new Blob([new Uint8Array(pdfDePrueba({ catalogo: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }))]), 'cv.pdf');
    const peticion = new Request('http://x/', { method: 'POST', body: activo });
    const js = await app.inject({
      method: 'POST', url: `${URL}/estudiante/cv`, headers: { ...bearer(c.token), 'content-type': peticion.headers.get('content-type')! },
      payload: Buffer.from(await peticion.arrayBuffer()),
    });
    expect(js.statusCode).toBe(422);
    expect(js.json().errors.cv[0]).toMatch(/contenido activo/);
  });

  it('lets staff list everything with Content-Range', async () => {
    const res = await app.inject({ url: `${URL}/instituciones?range=[0,9]`, headers: bearer(admin) });
    expect(res.headers['content-range']).toBe('instituciones 0-1/2');
    // The staff list's eligibility filter: every student is in exactly one of the three states.
    const total = async (f: object) => {
      const r = await app.inject({ url: `${URL}/estudiantes?range=[0,99]&filter=${encodeURIComponent(JSON.stringify(f))}`, headers: bearer(admin) });
      expect(r.statusCode).toBe(200);
      return Number(String(r.headers['content-range']).split('/')[1]);
    };
    const [todos, elegibles, no, pendientes] = await Promise.all([total({}), total({ elegibilidad: 'elegible' }), total({ elegibilidad: 'no_elegible' }), total({ elegibilidad: 'pendiente' })]);
    expect(elegibles).toBeGreaterThan(0);
    expect(elegibles).toBeLessThan(todos);
    expect(elegibles + no + pendientes).toBe(todos);
  });
});

// Issue 19, the servicio social items: an institution staff have not approved sees only its status and profile
// (no invitations, no mail to third parties), invitations quote free text as plain text, an institution reads only
// the applications in process with it or accepted by it, and a monthly report waits for its month's last days.
import { describe, expect, it } from 'vitest';
import { MENSAJES_DOCUMENTOS } from '../../../shared/schemas/servicio-social-documentos';
import { MENSAJES_SS } from '../../../shared/schemas/servicio-social';
import { informeMensualDesde, mesDe, mesAnterior, mesSiguiente, sumarMesesFecha } from '../../../shared/servicio-social/horas';
import { fechaLarga } from '../documentos/campos';
import { hoyMexico } from '../comun/fechas';
import { escenarioHoras } from '../horas/fixtures';
import { bearer, buildTestApp, loginAs } from '../../test/helper';
import {
  PASSWORD, crearPrograma, datosInstitucion, estudiante, formulario, institucion, lastOutboxId, mailSince, nextIp, programaAprobado, programaDatos, vacante,
} from './fixtures';

const URL = '/api/servicio-social';
const PHISHING = 'Oferta: gane $5,000 en https://phish.example';

describe('issue 19: an institution not yet approved', async () => {
  const app = await buildTestApp();
  const pendiente = await institucion(app, 1, { aprobar: false });
  // Registered, never confirmed its email, never approved: it can still sign in.
  const datos = datosInstitucion(2);
  expect((await app.inject({ method: 'POST', url: `${URL}/registro/instituciones`, payload: datos, remoteAddress: nextIp() })).statusCode).toBe(202);
  const sinVerificar = await loginAs(app, datos.responsable.correo, PASSWORD);
  const get = (url: string, token: string) => app.inject({ url: `${URL}${url}`, headers: bearer(token) });
  const invitar = (token: string, nombre = PHISHING, correo = 'victima@ejemplo.mx') =>
    app.inject({ method: 'POST', url: `${URL}/institucion/invitaciones`, headers: bearer(token), payload: { nombre, correo } });

  it('sends no invitation and no mail at all, with a Spanish 403', async () => {
    for (const [token, mensaje] of [[pendiente.token, MENSAJES_SS.institucionSinAprobar], [sinVerificar, MENSAJES_SS.correoSinVerificar]]) {
      const since = await lastOutboxId(app);
      const res = await invitar(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(mensaje);
      expect(await mailSince(app, since)).toEqual([]);
    }
  });

  it('reads its status and profile, and nothing else of the portal', async () => {
    for (const token of [pendiente.token, sinVerificar]) {
      expect((await get('/institucion', token)).json().institucion.estado).toBe('pendiente');
      expect((await get('/institucion/perfil', token)).statusCode).toBe(200);
      for (const url of ['/institucion/colegas', '/programas', '/vacantes', '/solicitudes', '/prestaciones', '/documentos']) {
        const res = await get(url, token);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message, url).toMatch(/aprobada|Confirme su correo/);
      }
      const programa = await app.inject({ method: 'POST', url: `${URL}/programas`, headers: bearer(token), payload: programaDatos(1) });
      expect(programa.statusCode).toBe(403);
    }
  });

  it('once approved, invites; the free text is quoted, not a greeting, and no link in it can be clicked', async () => {
    const aprobada = await institucion(app, 3);
    const since = await lastOutboxId(app);
    const res = await invitar(aprobada.token);
    expect(res.statusCode).toBe(202);
    const [mail] = await mailSince(app, since);
    expect(mail.to).toBe('victima@ejemplo.mx');
    for (const cuerpo of [mail.text, mail.html]) {
      expect(cuerpo).not.toContain('Hola, Oferta');
      expect(cuerpo).not.toContain('https://phish.example');
      expect(cuerpo).not.toContain('phish.example');
      expect(cuerpo).toContain('https[:]//phish[.]example');
    }
    expect(mail.text).toContain('Hola:\n');
    expect(mail.text).toContain('Invitación a nombre de: «Oferta: gane $5,000 en https[:]//phish[.]example»');
    expect(mail.html).not.toMatch(/href="[^"]*phish/);
  });
});

describe('issue 19: withdrawn and rejected applications leave the institution', async () => {
  const app = await buildTestApp();
  const carrera = await crearPrograma(app, { clave: 'LPSI', nombre: 'Licenciatura en Psicología' });
  const x = await institucion(app, 1);
  const vacanteX = await vacante(app, x, await programaAprobado(app, x, carrera.id), carrera.id, { cupo: 3 });
  const [a, b, c] = [await estudiante(app, 1, carrera.id), await estudiante(app, 2, carrera.id), await estudiante(app, 3, carrera.id)];
  const motivacion = 'Quiero ayudar a la comunidad con mi formación.';
  const solicitar = async (token: string) =>
    (await app.inject({ method: 'POST', url: `${URL}/solicitudes`, headers: bearer(token), payload: { vacanteId: vacanteX, motivacion } })).json().id as number;
  const subirCv = async (token: string) => {
    const { payload, contentType } = await formulario('cv', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), 'cv.pdf');
    const res = await app.inject({ method: 'POST', url: `${URL}/estudiante/cv`, headers: { ...bearer(token), 'content-type': contentType }, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const comoX = (url: string) => app.inject({ url: `${URL}${url}`, headers: bearer(x.token) });
  const idsDeX = async () => (await comoX('/solicitudes?range=[0,99]')).json().map((s: { id: number }) => s.id);

  it('reads a pending application with contact data and CV; after the withdrawal, neither (not even a CV uploaded later)', async () => {
    await subirCv(a.token);
    const id = await solicitar(a.token);
    const antes = await comoX(`/solicitudes/${id}`);
    expect(antes.json().estudiante).toMatchObject({ correo: a.correo, tieneCv: true });
    expect((await comoX(`/solicitudes/${id}/cv`)).statusCode).toBe(200);

    expect((await app.inject({ method: 'POST', url: `${URL}/solicitudes/${id}/retirar`, headers: bearer(a.token) })).json().estado).toBe('retirada');
    await subirCv(a.token);
    expect(await idsDeX()).not.toContain(id);
    for (const url of [`/solicitudes/${id}`, `/solicitudes/${id}/cv`]) {
      const res = await comoX(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(a.correo);
    }
    // Staff still read it.
    const admin = await loginAs(app, 'admin@universidad.mx', 'contraseña-segura-1');
    expect((await app.inject({ url: `${URL}/solicitudes/${id}`, headers: bearer(admin) })).json().estado).toBe('retirada');
  });

  it('rejecting answers without the student\'s contact data, and the application is gone from its view; an accepted one stays', async () => {
    const rechazada = await solicitar(b.token);
    const res = await app.inject({ method: 'PUT', url: `${URL}/solicitudes/${rechazada}/estado`, headers: bearer(x.token), payload: { estado: 'rechazada', motivo: 'Cupo reservado' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ estado: 'rechazada', estudiante: { correo: '', telefono: '', tieneCv: false, fotoUrl: null } });
    expect((await comoX(`/solicitudes/${rechazada}`)).statusCode).toBe(404);

    const aceptada = await solicitar(c.token);
    expect((await app.inject({ method: 'PUT', url: `${URL}/solicitudes/${aceptada}/estado`, headers: bearer(x.token), payload: { estado: 'aceptada' } })).statusCode).toBe(200);
    expect((await comoX(`/solicitudes/${aceptada}`)).json().estudiante.correo).toBe(c.correo);
    expect(await idsDeX()).toEqual([aceptada]);
  });
});

describe('issue 19: a monthly report waits for its month', async () => {
  const app = await buildTestApp();
  // Serving since two months ago: last month and this one are months of the service, so only the calendar decides.
  const e = await escenarioHoras(app, { fechaInicio: sumarMesesFecha(`${mesDe(hoyMexico())}-01`, -2) });
  const crear = (mes: string) =>
    app.inject({ method: 'POST', url: `${URL}/documentos`, headers: bearer(e.est1.token), payload: { tipo: 'informe_mensual', mes } });

  it('refuses next month\'s report with a Spanish message saying from when, and takes last month\'s', async () => {
    const siguiente = mesSiguiente(mesDe(hoyMexico()));
    const temprano = await crear(siguiente);
    expect(temprano.statusCode).toBe(422);
    expect(temprano.json().errors.mes).toEqual([MENSAJES_DOCUMENTOS.informeAntesDeTiempo(fechaLarga(informeMensualDesde(siguiente)))]);
    expect((await crear(mesAnterior(mesDe(hoyMexico())))).statusCode).toBe(201);
  });

  it('takes this month\'s report only in its last 5 days', async () => {
    const mes = mesDe(hoyMexico());
    const res = await crear(mes);
    expect(res.statusCode).toBe(hoyMexico() >= informeMensualDesde(mes) ? 201 : 422);
  });
});

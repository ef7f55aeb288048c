// Issue 32: graduates and students apply (consent recorded, CV checked by content), the employer sees only what
// they sent and only on its own offers, the pipeline only moves forward with an email at every change, a hire writes
// the job on the graduate record, and closing the offer answers every open application.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSENTIMIENTO_VERSION } from '../../../shared/bolsa/valores';
import { bolsaCandidaturas, egresadoEmpleos, egresados } from '../../db/schema';
import { createUser } from '../../db/seed';
import { estudiante } from '../../servicio-social/test/fixtures';
import { pdfDePrueba } from '../../test/pdf';
import { adminToken, bearer, buildTestApp, loginAs } from '../../test/helper';
import { URL, crearPrograma, egresado, empresa, lastOutboxId, mailSince, ofertaPublicada } from '../test/fixtures';

const PDF = pdfDePrueba();
const PDF_ACTIVO = pdfDePrueba({ catalogo: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' });

async function multipart(datos: unknown, cv?: { contenido: Buffer; nombre: string }) {
  const form = new FormData();
  form.append('datos', typeof datos === 'string' ? datos : JSON.stringify(datos));
  if (cv) form.append('cv', new Blob([new Uint8Array(cv.contenido)]), cv.nombre);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

describe('bolsa: applications', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const programa = await crearPrograma(app, { clave: 'ADM-B', nombre: 'Administración de Empresas' });
  const emp = await empresa(app, 21);
  const otraEmp = await empresa(app, 22);
  const oferta = await ofertaPublicada(app, emp, programa.id, { titulo: 'Analista administrativo' });
  const ofertaAjena = await ofertaPublicada(app, otraEmp, programa.id, { titulo: 'Auxiliar contable' });
  const g1 = await egresado(app, 1, programa.id);
  const g2 = await egresado(app, 2, programa.id);
  const alumno = await estudiante(app, 23, programa.id);
  const postular = async (token: string, ofertaId: number, datos: unknown, cv?: { contenido: Buffer; nombre: string }) => {
    const cuerpo = await multipart(datos, cv);
    return app.inject({ method: 'POST', url: `${URL}/ofertas/${ofertaId}/candidaturas`, headers: { ...bearer(token), ...cuerpo.headers }, payload: cuerpo.payload });
  };
  const get = (url: string, token: string) => app.inject({ url: `${URL}${url}`, headers: bearer(token) });
  const cuenta = () => app.db.$count(bolsaCandidaturas);

  it('refuses a CV that is not a PDF or carries active content, and a missing consent, storing nothing', async () => {
    const antes = await cuenta();
    const noPdf = await postular(g1.token, oferta, { mensaje: 'Hola', consentimiento: true }, { contenido: Buffer.from('no soy un pdf'), nombre: 'cv.pdf' });
    expect(noPdf.statusCode).toBe(422);
    expect(noPdf.json().errors.cv[0]).toMatch(/PDF/);
    const activo = await postular(g1.token, oferta, { mensaje: 'Hola', consentimiento: true }, { contenido: PDF_ACTIVO, nombre: 'cv.pdf' });
    expect(activo.statusCode).toBe(422);
    expect(activo.json().errors.cv).toBeDefined();
    const sinConsentimiento = await postular(g1.token, oferta, { mensaje: 'Hola' }, { contenido: PDF, nombre: 'cv.pdf' });
    expect(sinConsentimiento.statusCode).toBe(422);
    expect(sinConsentimiento.json().errors.consentimiento[0]).toMatch(/compartir sus datos/);
    const nul = await postular(g1.token, oferta, { mensaje: 'Hola\u0000', consentimiento: true }, { contenido: PDF, nombre: 'cv.pdf' });
    expect(nul.statusCode).toBe(422);
    expect(await cuenta()).toBe(antes);
  });

  it('a graduate applies once: 201 enviada, consent version recorded, emails to both sides; a second time 409', async () => {
    const since = await lastOutboxId(app);
    const res = await postular(g1.token, oferta, { mensaje: 'Me interesa mucho', consentimiento: true }, { contenido: PDF, nombre: 'mi-cv.pdf' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), estado: 'enviada' });
    const [fila] = await app.db.select().from(bolsaCandidaturas).where(eq(bolsaCandidaturas.id, res.json().id));
    expect(fila).toMatchObject({ consentimientoVersion: CONSENTIMIENTO_VERSION, declaracion: 'Egresado verificado de Administración de Empresas, generación 2022' });
    expect((await mailSince(app, since)).map((m) => m.to).sort()).toEqual([emp.correo, g1.correo].sort());
    const otra = await postular(g1.token, oferta, { mensaje: 'Otra vez', consentimiento: true }, { contenido: PDF, nombre: 'mi-cv.pdf' });
    expect(otra.statusCode).toBe(409);
  });

  it('a student applies with their own CV', async () => {
    const res = await postular(alumno.token, oferta, { mensaje: 'Busco mis prácticas', consentimiento: true }, { contenido: PDF, nombre: 'cv-alumno.pdf' });
    expect(res.statusCode).toBe(201);
    const mias = (await get('/candidaturas', alumno.token)).json();
    expect(mias).toHaveLength(1);
    expect(mias[0].declaracion).toMatch(/^Estudiante de Administración de Empresas, 8\.º semestre$/);
  });

  it('the employer sees only what the person sent (never CURP, birth date or sex); its first read sets «vista»', async () => {
    const lista = await get(`/candidaturas?filter=${encodeURIComponent(JSON.stringify({ ofertaId: oferta }))}`, emp.token);
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toHaveLength(2);
    const texto = lista.body;
    for (const prohibido of ['curp', 'fechaNacimiento', 'sexo', 'NUHM', '1997-03-15']) expect(texto).not.toContain(prohibido);
    const mia = lista.json().find((c: { correo: string }) => c.correo === g1.correo);
    expect(Object.keys(mia).sort()).toEqual(['correo', 'createdAt', 'declaracion', 'empleador', 'estado', 'estadoEn', 'id', 'mensaje', 'nombre', 'oferta', 'ofertaId', 'porAtender', 'sinRespuesta', 'telefono', 'tieneCv', 'vistaEn'].sort());
    const since = await lastOutboxId(app);
    const abierta = await get(`/candidaturas/${mia.id}`, emp.token);
    expect(abierta.json().estado).toBe('vista');
    expect((await mailSince(app, since)).map((m) => [m.to, m.subject])).toEqual([[g1.correo, 'Su candidatura: Vista por el empleador']]);
    const cv = await get(`/candidaturas/${mia.id}/cv`, emp.token);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
  });

  it('authorization: another employer, another applicant, a declined employer and staff without bolsa.* read nothing', async () => {
    const c = (await get(`/candidaturas?filter=${encodeURIComponent(JSON.stringify({ ofertaId: oferta }))}`, emp.token)).json().find((x: { correo: string }) => x.correo === g1.correo);
    expect((await get(`/candidaturas?filter=${encodeURIComponent(JSON.stringify({ ofertaId: oferta }))}`, otraEmp.token)).json()).toEqual([]);
    for (const token of [otraEmp.token, g2.token]) {
      expect((await get(`/candidaturas/${c.id}`, token)).statusCode).toBe(404);
      expect((await get(`/candidaturas/${c.id}/cv`, token)).statusCode).toBe(404);
      expect((await app.inject({ method: 'PUT', url: `${URL}/candidaturas/${c.id}/estado`, headers: bearer(token), payload: { estado: 'en_proceso' } })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'POST', url: `${URL}/candidaturas/${c.id}/retirar`, headers: bearer(g2.token) })).statusCode).toBe(404);
    expect((await get('/candidaturas', g2.token)).json()).toEqual([]);
    const declinada = await empresa(app, 24, { aprobar: false });
    await app.inject({ method: 'POST', url: `${URL}/empleadores/${declinada.id}/decision`, headers: bearer(admin), payload: { decision: 'rechazar', motivo: 'Datos falsos' } });
    for (const url of ['/candidaturas', `/candidaturas/${c.id}`, `/candidaturas/${c.id}/cv`, '/empleador/ofertas']) expect((await get(url, declinada.token)).statusCode, url).toBe(403);
    const sinBolsa = await (async () => {
      await createUser(app.db, { name: 'Sin bolsa', email: 'sinbolsa@universidad.mx', password: 'contraseña-de-prueba', roleNames: [] });
      return loginAs(app, 'sinbolsa@universidad.mx', 'contraseña-de-prueba');
    })();
    for (const url of ['/candidaturas', `/candidaturas/${c.id}`, `/candidaturas/${c.id}/cv`, '/revision/ofertas', '/empleadores', '/ajustes']) expect((await get(url, sinBolsa)).statusCode, url).toBe(403);
    // An applicant cannot apply to what is not published, nor move their own application.
    expect((await app.inject({ method: 'PUT', url: `${URL}/candidaturas/${c.id}/estado`, headers: bearer(g1.token), payload: { estado: 'contratada' } })).statusCode).toBe(403);
    expect((await get('/candidaturas', admin)).json().length).toBeGreaterThanOrEqual(2);
    void ofertaAjena;
  });

  it('the pipeline only moves forward; contratada writes the job on the graduate record; each change is mailed', async () => {
    const [c] = (await get(`/candidaturas?filter=${encodeURIComponent(JSON.stringify({ ofertaId: oferta }))}`, emp.token)).json().filter((x: { correo: string }) => x.correo === g1.correo);
    const put = (estado: string, mensaje?: string) => app.inject({ method: 'PUT', url: `${URL}/candidaturas/${c.id}/estado`, headers: bearer(emp.token), payload: { estado, mensaje } });
    const since = await lastOutboxId(app);
    expect((await put('en_proceso', 'La esperamos el lunes a las 10:00 para una entrevista')).json().estado).toBe('en_proceso');
    const atras = await put('vista');
    expect(atras.statusCode).toBe(409);
    expect(atras.json().message).toMatch(/solo avanza/);
    expect((await put('contratada')).json().estado).toBe('contratada');
    const mails = (await mailSince(app, since)).filter((m) => m.to === g1.correo);
    expect(mails.map((m) => m.subject)).toEqual(['Su candidatura: En proceso', 'Su candidatura: Contratada']);
    expect(mails[0].text).toContain('«La esperamos el lunes a las 10:00 para una entrevista»');
    const empleos = await app.db.select().from(egresadoEmpleos).where(eq(egresadoEmpleos.egresadoId, g1.id));
    expect(empleos).toEqual([expect.objectContaining({ empleador: emp.datos.razonSocial, puesto: 'Analista administrativo', fuente: 'bolsa_trabajo' })]);
    const [registro] = await app.db.select().from(egresados).where(eq(egresados.id, g1.id));
    expect(registro).toMatchObject({ situacionLaboral: 'empleado', empresa: emp.datos.razonSocial, puesto: 'Analista administrativo' });
    expect((await put('no_seleccionada')).statusCode).toBe(409);
  });

  it('closing the offer turns every open application into no_seleccionada with one email each; a closed offer takes none', async () => {
    const since = await lastOutboxId(app);
    const cerrar = await app.inject({ method: 'POST', url: `${URL}/ofertas/${oferta}/cerrar`, headers: bearer(emp.token), payload: { cubierta: true } });
    expect(cerrar.statusCode).toBe(200);
    const mails = (await mailSince(app, since)).filter((m) => m.subject === 'La oferta a la que se postuló cerró');
    expect(mails.map((m) => m.to)).toEqual([alumno.correo]);
    expect((await get('/candidaturas', alumno.token)).json()[0].estado).toBe('no_seleccionada');
    const tarde = await postular(g2.token, oferta, { mensaje: 'Hola', consentimiento: true }, { contenido: PDF, nombre: 'cv.pdf' });
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().message).toMatch(/ya no recibe candidaturas/);
  });

  it('the applicant withdraws an open application, once', async () => {
    const res = await postular(g2.token, ofertaAjena, { mensaje: '', consentimiento: true }, { contenido: PDF, nombre: 'cv.pdf' });
    const id = res.json().id;
    const retirar = () => app.inject({ method: 'POST', url: `${URL}/candidaturas/${id}/retirar`, headers: bearer(g2.token) });
    expect((await retirar()).json().estado).toBe('retirada');
    expect((await retirar()).statusCode).toBe(409);
  });
});

describe('bolsa: indicators', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const programa = await crearPrograma(app, { clave: 'CON-B', nombre: 'Contaduría' });
  const emp = await empresa(app, 31);
  const oferta = await ofertaPublicada(app, emp, programa.id, { titulo: 'Contador junior', plazas: 3 });
  const g1 = await egresado(app, 5, programa.id);
  const g2 = await egresado(app, 6, programa.id);
  for (const g of [g1, g2]) {
    const form = new FormData();
    form.append('datos', JSON.stringify({ mensaje: '', consentimiento: true }));
    form.append('cv', new Blob([new Uint8Array(PDF)]), 'cv.pdf');
    const r = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await app.inject({ method: 'POST', url: `${URL}/ofertas/${oferta}/candidaturas`, headers: { ...bearer(g.token), 'content-type': r.headers.get('content-type')! }, payload: Buffer.from(await r.arrayBuffer()) });
    expect(res.statusCode).toBe(201);
  }
  const [c1] = (await app.inject({ url: `${URL}/candidaturas`, headers: bearer(g1.token) })).json();
  await app.inject({ method: 'PUT', url: `${URL}/candidaturas/${c1.id}/estado`, headers: bearer(emp.token), payload: { estado: 'contratada' } });

  it('counts offers, places, applications and one hire; placement rate 50 %, per program and generación', async () => {
    const res = await app.inject({ url: `${URL}/indicadores?programaId=${programa.id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const i = res.json();
    expect(i).toMatchObject({ ofertas: 1, plazas: 3, candidaturas: 2, contratados: 1, tasaColocacion: 50, empleadoresActivos: 1 });
    expect(i.porPrograma).toEqual([expect.objectContaining({ programaId: programa.id, ofertas: 1, candidaturas: 2, contratados: 1, tasaColocacion: 50 })]);
    expect(i.porGeneracion).toEqual([expect.objectContaining({ programaId: programa.id, generacion: 2022, candidaturas: 2, contratados: 1 })]);
    expect(i.diasContratacion).toBeGreaterThanOrEqual(0);
    const vacio = (await app.inject({ url: `${URL}/indicadores?desde=2020-01-01&hasta=2020-12-31`, headers: bearer(admin) })).json();
    expect(vacio).toMatchObject({ ofertas: 0, candidaturas: 0, contratados: 0, tasaColocacion: 0, porPrograma: [] });
    expect((await app.inject({ url: `${URL}/indicadores?desde=2020-02-30`, headers: bearer(admin) })).statusCode).toBe(422);
  });
});

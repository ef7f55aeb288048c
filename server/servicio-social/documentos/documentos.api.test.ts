import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_DOCUMENTOS } from '../../../shared/schemas/servicio-social-documentos';
import { MENSAJES_DOCUMENTO } from '../../../shared/servicio-social/documentos';
import { ssHoras, ssPrestaciones } from '../../db/schema';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../../test/helper';
import { crearPrograma, estudiante, institucion, lastOutboxId, mailSince, programaAprobado, rolCon, vacante } from '../test/fixtures';
import { emitirDocumentoOficial } from './emitir';

const URL = '/api/servicio-social';
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{mso-style-parent:"";}</style></head><body>
<!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]-->
<h1 class="MsoTitle" style="mso-outline-level:1">Actividades del mes</h1>
<p class="MsoNormal" style="mso-margin-top-alt:auto;font-family:Calibri"><b>Lunes:</b> <span style="mso-bidi-font-family:Arial">clases de lectura</span><o:p></o:p></p>
<ul><li class="MsoListParagraph">Preparé material</li><li>Impartí sesiones</li></ul>
<table class="MsoTableGrid" border="1" style="border-collapse:collapse"><tr><td width="200" style="mso-border-alt:solid">Día</td><td>Horas</td></tr><tr><td>Lunes</td><td>4</td></tr></table>
<p onclick="alert(1)">Fin<script>alert(2)</script><img src="x" onerror="alert(3)"></p></body></html>`;

describe('servicio social documents', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-docs-'));
  const app = await buildTestApp({ FILES_DIR: dir });
  const carrera = await crearPrograma(app, { clave: 'LPS', nombre: 'Licenciatura en Psicología' });
  const x = await institucion(app, 1);
  const y = await institucion(app, 2);
  const vx = await vacante(app, x, await programaAprobado(app, x, carrera.id), carrera.id);
  const vy = await vacante(app, y, await programaAprobado(app, y, carrera.id, { nombre: 'Huertos urbanos' }), carrera.id);
  const a = await estudiante(app, 1, carrera.id);
  const b = await estudiante(app, 2, carrera.id);
  const admin = bearer(await adminToken(app));
  await rolCon(app, 'Consulta de documentos', ['ss-documentos.ver']);
  const lectorStaff = bearer(await userWithRoles(app, 'consulta.docs@universidad.mx', ['Consulta de documentos']));

  const aceptar = async (est: { token: string }, vacanteId: number, inst: { token: string }, supervisor: object) => {
    const sol = await app.inject({ method: 'POST', url: `${URL}/solicitudes`, headers: bearer(est.token), payload: { vacanteId, motivacion: 'Quiero apoyar a mi comunidad con lo que aprendí en la carrera.' } });
    const res = await app.inject({ method: 'PUT', url: `${URL}/solicitudes/${sol.json().id}/estado`, headers: bearer(inst.token), payload: { estado: 'aceptada', fechaInicio: '2026-08-03', ...supervisor } });
    if (res.statusCode !== 200) throw new Error(`aceptar ${res.statusCode} ${res.body}`);
  };
  await aceptar(a, vx, x, { supervisorNombre: 'Mtra. Laura Gómez', supervisorCorreo: 'laura.gomez@institucion1.org.mx' });
  await aceptar(b, vy, y, {});
  const [prestacionA] = await app.db.select().from(ssPrestaciones).where(eq(ssPrestaciones.estudianteId, a.id));

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url: `${URL}${url}`, headers, payload });
  const crear = (token: string, payload: object) => req('POST', '/documentos', bearer(token), payload);

  it('keeps the office templates: 8 seeded in Spanish, an unknown merge field refused with 422', async () => {
    const lista = await req('GET', '/plantillas-documentos', admin);
    expect(lista.json()).toHaveLength(8);
    const compromiso = (await req('GET', '/plantillas-documentos/compromiso', admin)).json();
    expect(compromiso.cuerpo).toContain('{{nombreCompleto}}');
    const mala = await req('PUT', '/plantillas-documentos/compromiso', admin, { ...compromiso, cuerpo: '<p>{{nombreCompleto}} {{promedio}}</p>' });
    expect(mala.statusCode).toBe(422);
    expect(mala.json().errors.cuerpo[0]).toBe('Campos de combinación desconocidos: {{promedio}}');
    const buena = await req('PUT', '/plantillas-documentos/compromiso', admin, { ...compromiso, limitePalabras: 400 });
    expect(buena.json().limitePalabras).toBe(400);
    expect((await req('PUT', '/plantillas-documentos/compromiso', bearer(a.token), compromiso)).statusCode).toBe(403);
    expect((await req('GET', '/plantillas-documentos/inventada', admin)).statusCode).toBe(404);
  });

  let compromisoId = 0;
  it('creates a document from the template with the merge fields filled; only its student (and institution) reach it', async () => {
    const res = await crear(a.token, { tipo: 'compromiso' });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    compromisoId = doc.id;
    expect(doc).toMatchObject({ estado: 'borrador', revision: 0, limitePalabras: 400, acciones: ['editar', 'enviar'] });
    expect(doc.contenido).toContain('Estudiante 1 Pérez López');
    expect(doc.contenido).toContain('Fundación Número 1 A.C.');
    expect(doc.contenido).toContain('<table>');
    expect((await crear(a.token, { tipo: 'compromiso' })).statusCode).toBe(409);
    expect((await crear(a.token, { tipo: 'aceptacion' })).statusCode).toBe(403);
    for (const token of [b.token, y.token]) expect((await req('GET', `/documentos/${doc.id}`, bearer(token))).statusCode).toBe(404);
    // A draft never sent is its writer's: the institution of the service does not reach it either (borradores.api.test.ts).
    expect((await req('GET', `/documentos/${doc.id}`, bearer(x.token))).statusCode).toBe(404);
    expect((await req('GET', '/documentos', bearer(b.token))).json()).toEqual([]);
    expect((await req('PUT', `/documentos/${doc.id}/borrador`, bearer(b.token), { contenido: '<p>mío</p>', revision: 0 })).statusCode).toBe(404);
    expect((await req('POST', `/documentos/${doc.id}/enviar`, bearer(y.token))).statusCode).toBe(404);
    expect((await req('PUT', `/documentos/${doc.id}/borrador`, bearer(x.token), { contenido: '<p>x</p>', revision: 0 })).statusCode).toBe(404);
  });

  it('autosaves over the revision it saw only (409 on a stale one) and sanitises pasted Word HTML', async () => {
    const uno = await req('PUT', `/documentos/${compromisoId}/borrador`, bearer(a.token), { contenido: WORD, revision: 0 });
    expect(uno.statusCode).toBe(200);
    const { contenido, revision } = uno.json();
    expect(revision).toBe(1);
    expect(contenido).toContain('<h1>Actividades del mes</h1>');
    expect(contenido).toContain('<b>Lunes:</b>');
    expect(contenido).toContain('<ul><li>Preparé material</li><li>Impartí sesiones</li></ul>');
    expect(contenido).toContain('<table><tr><td>Día</td><td>Horas</td></tr>');
    expect(contenido).not.toMatch(/mso|class=|onclick|<script|alert|<img|<o:p|<style|WordDocument/);
    const vieja = await req('PUT', `/documentos/${compromisoId}/borrador`, bearer(a.token), { contenido: '<p>otra pestaña</p>', revision: 0 });
    expect(vieja.statusCode).toBe(409);
    expect(vieja.json()).toMatchObject({ message: MENSAJES_DOCUMENTOS.revisionVieja, revision: 1 });
    expect((await req('GET', `/documentos/${compromisoId}`, bearer(a.token))).json().contenido).toBe(contenido);
  });

  it('goes borrador → enviado → con observaciones → enviado → aprobado, keeps versions, shows the diff, locks and issues a verifiable PDF', async () => {
    const enviado = await req('POST', `/documentos/${compromisoId}/enviar`, bearer(a.token));
    expect(enviado.json()).toMatchObject({ estado: 'enviado', etapa: 'oficina', version: 1, acciones: ['retirar'] });
    const editar = await req('PUT', `/documentos/${compromisoId}/borrador`, bearer(a.token), { contenido: '<p>cambio</p>', revision: 1 });
    expect(editar.statusCode).toBe(409);
    expect(editar.json().message).toBe(MENSAJES_DOCUMENTO.enRevision);
    expect((await req('POST', `/documentos/${compromisoId}/revision`, bearer(x.token), { decision: 'aprobar' })).json().message).toBe(MENSAJES_DOCUMENTO.noEsSuTurno);
    expect((await req('POST', `/documentos/${compromisoId}/revision`, lectorStaff, { decision: 'aprobar' })).statusCode).toBe(403);
    const sinComentarios = await req('POST', `/documentos/${compromisoId}/revision`, admin, { decision: 'observar' });
    expect(sinComentarios.statusCode).toBe(422);
    expect(sinComentarios.json().errors.comentarios).toEqual([MENSAJES_DOCUMENTOS.comentariosRequeridos]);
    const since = await lastOutboxId(app);
    const observado = await req('POST', `/documentos/${compromisoId}/revision`, admin, { decision: 'observar', comentarios: 'Agregue su horario de los sábados.' });
    expect(observado.json()).toMatchObject({ estado: 'con_observaciones', revisiones: [{ decision: 'observar', comentarios: 'Agregue su horario de los sábados.', version: 1 }] });
    expect((await mailSince(app, since)).map((m) => m.subject)).toEqual(['Observaciones en su documento: Carta compromiso']);

    const actual = (await req('GET', `/documentos/${compromisoId}`, bearer(a.token))).json();
    const corregido = actual.contenido.replace('Impartí sesiones', 'Impartí sesiones los sábados');
    expect((await req('PUT', `/documentos/${compromisoId}/borrador`, bearer(a.token), { contenido: corregido, revision: actual.revision })).statusCode).toBe(200);
    expect((await req('POST', `/documentos/${compromisoId}/enviar`, bearer(a.token))).json().version).toBe(2);
    const cambios = (await req('GET', `/documentos/${compromisoId}/cambios`, admin)).json();
    expect(cambios).toMatchObject({ version: 2, anterior: 1 });
    expect(cambios.html).toContain('<ins> los sábados</ins>');
    expect((await req('GET', `/documentos/${compromisoId}/cambios`, bearer(b.token))).statusCode).toBe(404);

    const aprobado = (await req('POST', `/documentos/${compromisoId}/revision`, admin, { decision: 'aprobar' })).json();
    expect(aprobado).toMatchObject({ estado: 'aprobado', tienePdf: true, acciones: [] });
    expect(aprobado.folio).toMatch(/^SS-\d{4}-[A-Z2-9]{12}$/);
    expect(aprobado.firmas).toHaveLength(1);
    const bloqueado = await req('PUT', `/documentos/${compromisoId}/borrador`, bearer(a.token), { contenido: '<p>cambio</p>', revision: 3 });
    expect(bloqueado.statusCode).toBe(409);
    expect(bloqueado.json().message).toBe(MENSAJES_DOCUMENTO.bloqueado);

    const pdf = await req('GET', `/documentos/${compromisoId}/pdf`, bearer(a.token));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(aprobado.hashSha256);
    expect((await req('GET', `/documentos/${compromisoId}/pdf`, bearer(b.token))).statusCode).toBe(404);
    expect((await app.inject({ url: `${URL}/documentos/${compromisoId}/pdf` })).statusCode).toBe(401);
    fs.writeFileSync('/tmp/ss-docs-compromiso.pdf', pdf.rawPayload);

    const verificado = await app.inject({ url: `${URL}/verificacion/${aprobado.folio}` });
    expect(verificado.json()).toEqual({
      autentico: true, folio: aprobado.folio, tipo: 'Carta compromiso', titulo: 'Carta compromiso', estudiante: 'Estudiante 1 Pérez López',
      fecha: aprobado.aprobadoEn, hashSha256: aprobado.hashSha256,
    });
    const alterado = aprobado.folio.slice(0, -1) + (aprobado.folio.endsWith('A') ? 'B' : 'A');
    for (const folio of [alterado, 'SS-2027-XXXX', 'cualquier-cosa']) {
      const res = await app.inject({ url: `${URL}/verificacion/${encodeURIComponent(folio)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MENSAJES_DOCUMENTOS.folioInexistente);
    }
  });

  it('moves a monthly report and its hours; the supervisor approves from a signed link that then goes stale', async () => {
    await app.db.insert(ssHoras).values([
      { prestacionId: prestacionA.id, fecha: '2026-09-01', horas: 4, actividades: 'Sesión de lectura' },
      { prestacionId: prestacionA.id, fecha: '2026-09-02', horas: 3.5, actividades: 'Material didáctico' },
    ]);
    expect((await crear(a.token, { tipo: 'informe_mensual' })).json().errors.mes).toBeDefined();
    const informe = (await crear(a.token, { tipo: 'informe_mensual', mes: '2026-09' })).json();
    expect(informe.titulo).toBe('Informe mensual · septiembre de 2026');
    expect(informe.contenido).toContain('<strong>Horas del mes:</strong> <span data-campo="horasMes">7.5</span>');
    const escrito = informe.contenido
      .replace('<p>Describa las actividades del mes.</p>', '<p>Sesiones de lectura y material.</p>')
      .replace('<h3>Logros y dificultades</h3><p></p>', '<h3>Logros y dificultades</h3><p>Dos lectores nuevos.</p>');
    expect((await req('PUT', `/documentos/${informe.id}/borrador`, bearer(a.token), { contenido: escrito, revision: informe.revision })).statusCode).toBe(200);
    const since = await lastOutboxId(app);
    expect((await req('POST', `/documentos/${informe.id}/enviar`, bearer(a.token))).json()).toMatchObject({ estado: 'enviado', etapa: 'institucion' });
    const horas = async () => (await app.db.select().from(ssHoras).where(eq(ssHoras.prestacionId, prestacionA.id))).map((h) => h.estado);
    expect(await horas()).toEqual(['en_revision', 'en_revision']);
    const [correo] = (await mailSince(app, since)).filter((m) => m.to === 'laura.gomez@institucion1.org.mx');
    const token = decodeURIComponent(/aprobacion\?token=([^\s"<]+)/.exec(correo.text)![1]);

    const pagina = await app.inject({ url: `${URL}/aprobacion?token=${encodeURIComponent(token)}` });
    expect(pagina.json()).toMatchObject({ titulo: informe.titulo, estudiante: 'Estudiante 1 Pérez López', horasMes: [{ horas: 4 }, { horas: 3.5 }] });
    const post = (payload: object) => app.inject({ method: 'POST', url: `${URL}/aprobacion`, payload });
    expect((await post({ token, decision: 'observar' })).statusCode).toBe(422);
    expect((await post({ token, decision: 'observar', comentarios: 'Detalle las sesiones.' })).statusCode).toBe(200);
    expect(await horas()).toEqual(['registrada', 'registrada']);
    const usado = await post({ token, decision: 'aprobar' });
    expect(usado.statusCode).toBe(409);
    expect(usado.json().message).toBe(MENSAJES_DOCUMENTOS.enlaceUsado);
    expect((await app.inject({ url: `${URL}/aprobacion?token=${encodeURIComponent(token)}` })).statusCode).toBe(409);
    expect((await post({ token: token.slice(0, -3) + 'abc', decision: 'aprobar' })).json().message).toBe(MENSAJES_DOCUMENTOS.enlaceInvalido);

    const since2 = await lastOutboxId(app);
    await req('POST', `/documentos/${informe.id}/enviar`, bearer(a.token));
    const [correo2] = (await mailSince(app, since2)).filter((m) => m.to === 'laura.gomez@institucion1.org.mx');
    const token2 = decodeURIComponent(/aprobacion\?token=([^\s"<]+)/.exec(correo2.text)![1]);
    expect((await app.inject({ url: `${URL}/aprobacion?token=${encodeURIComponent(token2)}` })).json().cambios).toBe('<p>' + (await req('GET', `/documentos/${informe.id}/cambios`, admin)).json().html.slice(3));
    expect((await post({ token: token2, decision: 'aprobar' })).json().message).toMatch(/aprobado/);
    expect(await horas()).toEqual(['aprobada', 'aprobada']);
    const [p] = await app.db.select().from(ssPrestaciones).where(eq(ssPrestaciones.id, prestacionA.id));
    expect(Number(p.horasAprobadas)).toBe(7.5);
    const despues = (await req('GET', `/documentos/${informe.id}`, admin)).json();
    expect(despues).toMatchObject({ estado: 'enviado', etapa: 'oficina', acciones: ['aprobar', 'observar'] });
    expect(despues.revisiones.at(-1)).toMatchObject({ decision: 'aprobar', via: 'correo', revisorNombre: 'Mtra. Laura Gomez'.replace('Gomez', 'Gómez') });
    expect((await req('POST', `/documentos/${informe.id}/revision`, admin, { decision: 'aprobar' })).json()).toMatchObject({ estado: 'aprobado', tienePdf: true });
  });

  it('lets the institution write the acceptance letter of its own student only, and lists what waits for it', async () => {
    expect((await req('POST', '/documentos', bearer(y.token), { tipo: 'aceptacion', prestacionId: prestacionA.id })).statusCode).toBe(404);
    const carta = await req('POST', '/documentos', bearer(x.token), { tipo: 'aceptacion', prestacionId: prestacionA.id });
    expect(carta.statusCode).toBe(201);
    const emitida = (await req('POST', `/documentos/${carta.json().id}/enviar`, bearer(x.token))).json();
    expect(emitida).toMatchObject({ estado: 'aprobado', tienePdf: true });
    expect(emitida.firmas[0].cargo).toBe('Institución receptora · Fundación Número 1 A.C.');
    const lista = await req('GET', `/documentos?filter=${encodeURIComponent(JSON.stringify({ prestacionId: prestacionA.id }))}`, bearer(y.token));
    expect(lista.json()).toEqual([]);
  });

  it('issues an office letter through emitirDocumentoOficial once, with folio and stored PDF', async () => {
    const [u] = await app.db.select({ id: ssPrestaciones.id }).from(ssPrestaciones).where(eq(ssPrestaciones.id, prestacionA.id));
    const primero = await app.db.transaction((tx) => emitirDocumentoOficial(tx, { prestacionId: u.id, tipo: 'liberacion', usuarioId: 1 }, app.config));
    const segundo = await app.db.transaction((tx) => emitirDocumentoOficial(tx, { prestacionId: u.id, tipo: 'liberacion', usuarioId: 1 }, app.config));
    expect(segundo).toEqual(primero);
    const doc = (await req('GET', `/documentos/${primero.documentoId}`, bearer(a.token))).json();
    expect(doc).toMatchObject({ tipo: 'liberacion', estado: 'aprobado', folio: primero.folio });
    const pdf = await req('GET', `/documentos/${primero.documentoId}/pdf`, bearer(a.token));
    fs.writeFileSync('/tmp/ss-docs-liberacion.pdf', pdf.rawPayload);
    expect((await app.inject({ url: `${URL}/verificacion/${primero.folio}` })).json().tipo).toBe('Carta de liberación');
  });
});

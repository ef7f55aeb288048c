// Issue 20, items 1–3: a monthly report is not sent untouched, can be taken back until a reviewer opens it, and
// states the facts of the records as they are when it is sent and approved; every document type is rendered to PDF,
// its figures read back with pdftotext and checked against the records, and each page turned into a PNG to look at.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_DOCUMENTO } from '../../../shared/servicio-social/documentos';
import { mesDe, sumarMesesFecha } from '../../../shared/servicio-social/horas';
import { ssDocumentoVersiones, ssHoras, ssPrestaciones, usuarios } from '../../db/schema';
import { ADMIN, adminToken, bearer, buildTestApp } from '../../test/helper';
import { hoyMexico } from '../comun/fechas';
import { escenarioHoras } from '../horas/fixtures';
import { horasCompletas, redactarSecciones } from '../test/fixtures';
import { emitirDocumentoOficial } from './emitir';

const URL = '/api/servicio-social';
// Where the PNGs of every document type are left for a person to look at.
const PNG_DIR = path.join(os.tmpdir(), 'ss-documentos-png');

const hoy = hoyMexico();
const [M1, M2, M3] = [-3, -2, -1].map((n) => mesDe(sumarMesesFecha(`${hoy.slice(0, 7)}-01`, n)));

/** pdftotext's reading of a PDF (one line per printed line, runs of spaces as one) and its page count. */
function leerPdf(bytes: Buffer, nombre: string) {
  const ruta = path.join(PNG_DIR, `${nombre}.pdf`);
  fs.writeFileSync(ruta, bytes);
  execFileSync('pdftoppm', ['-png', '-r', '70', ruta, path.join(PNG_DIR, nombre)]);
  const texto = execFileSync('pdftotext', ['-layout', ruta, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
  const paginas = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [ruta], { encoding: 'utf8' }))![1]);
  return { texto, paginas };
}

describe('servicio social documents: sections, withdrawal and the facts they state', async () => {
  fs.mkdirSync(PNG_DIR, { recursive: true });
  const app = await buildTestApp({ FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ss-hechos-')) });
  const e = await escenarioHoras(app, { fechaInicio: `${M1}-03` });
  const [est, inst, admin] = [bearer(e.est1.token), bearer(e.inst1.token), bearer(await adminToken(app))];
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => app.inject({ method, url: `${URL}${url}`, headers, payload });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read field by field below
  const json = async (res: Promise<{ statusCode: number; body: string; json: () => any }>, status = 200) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
    return r.json();
  };
  const registrar = (fechas: string[], horas: number) =>
    app.db.insert(ssHoras).values(fechas.map((fecha) => ({ prestacionId: e.p1, fecha, horas, actividades: `Taller comunitario del ${fecha}` })));
  /** The student writes both sections over the template's sample text. */
  const redactar = (id: number) => redactarSecciones(app, est, id);
  const pdfDe = async (id: number, nombre: string) => {
    const res = await req('GET', `/documentos/${id}/pdf`, admin);
    expect(res.statusCode).toBe(200);
    return leerPdf(res.rawPayload, nombre);
  };
  const horasMes = (texto: string) => Number(/Horas del mes: ([\d.]+)/.exec(texto)![1]);

  it('offers the months due, oldest first, marking those already reported; a month before the service is refused', async () => {
    const antes = await json(req('GET', '/documentos/meses-informe', est));
    expect(antes.meses.slice(0, 3)).toEqual([{ mes: M1, reportado: false }, { mes: M2, reportado: false }, { mes: M3, reportado: false }]);
    expect(antes.sugerido).toBe(M1);
    const previo = mesDe(sumarMesesFecha(`${M1}-01`, -1));
    const fuera = await req('POST', '/documentos', est, { tipo: 'informe_mensual', mes: previo });
    expect(fuera.statusCode).toBe(422);
    expect(fuera.json().errors.mes[0]).toMatch(/^Su servicio social empezó en /);
    expect((await req('GET', '/documentos/meses-informe', inst)).statusCode).toBe(403);
  });

  let primero = 0;
  it('refuses an untouched report naming its sections, then sends it with the hours logged since it was started', async () => {
    await registrar([`${M1}-04`, `${M1}-05`, `${M1}-06`, `${M1}-07`], 4);
    const doc = await json(req('POST', '/documentos', est, { tipo: 'informe_mensual', mes: M1 }), 201);
    primero = doc.id;
    expect(doc.contenido).toContain('<span data-campo="horasMes">16</span>');
    expect((await json(req('GET', '/documentos/meses-informe', est))).sugerido).toBe(M2);

    const intacto = await req('POST', `/documentos/${doc.id}/enviar`, est);
    expect(intacto.statusCode).toBe(422);
    expect(intacto.json()).toMatchObject({
      message: 'Faltan 2 secciones por escribir; complételas antes de enviar.',
      errors: { contenido: ['Reemplace el texto de ejemplo de la sección «Actividades realizadas» por el suyo.', 'Escriba la sección «Logros y dificultades»: está vacía.'] },
      secciones: [{ titulo: 'Actividades realizadas', motivo: 'ejemplo' }, { titulo: 'Logros y dificultades', motivo: 'vacia' }],
    });
    const [horas] = await app.db.select({ estado: ssHoras.estado }).from(ssHoras).where(eq(ssHoras.prestacionId, e.p1));
    expect(horas.estado).toBe('registrada');

    await registrar([`${M1}-10`], 4);
    await redactar(doc.id);
    const enviado = await json(req('POST', `/documentos/${doc.id}/enviar`, est));
    expect(enviado).toMatchObject({ estado: 'enviado', etapa: 'institucion', acciones: ['retirar'] });
    expect(enviado.contenido).toContain('<strong>Horas del mes:</strong> <span data-campo="horasMes">20</span>');
  });

  it('lets the student withdraw the report until the supervisor opens it, and not after', async () => {
    const retirado = await json(req('POST', `/documentos/${primero}/retirar`, est));
    expect(retirado).toMatchObject({ estado: 'borrador', etapa: null, acciones: ['editar', 'enviar'] });
    const estados = await app.db.select({ estado: ssHoras.estado }).from(ssHoras).where(eq(ssHoras.prestacionId, e.p1));
    expect(new Set(estados.map((h) => h.estado))).toEqual(new Set(['registrada']));
    expect(await app.db.select().from(ssDocumentoVersiones).where(eq(ssDocumentoVersiones.documentoId, primero))).toEqual([]);
    // The institution finds nothing to read while it is the student's draft again.
    expect((await req('GET', `/documentos/${primero}`, inst)).json().contenido).toBe('');

    const otraVez = await json(req('POST', `/documentos/${primero}/enviar`, est));
    expect(otraVez).toMatchObject({ estado: 'enviado', version: 2 });
    expect((await req('POST', `/documentos/${primero}/retirar`, inst)).statusCode).toBe(403);
    await json(req('GET', `/documentos/${primero}`, inst));
    expect((await json(req('GET', `/documentos/${primero}`, est))).acciones).toEqual([]);
    const tarde = await req('POST', `/documentos/${primero}/retirar`, est);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().message).toBe(MENSAJES_DOCUMENTO.noSeRetira);
  });

  it('prints every document type with the figures of the records it was approved with, each signer once', async () => {
    await json(req('POST', `/documentos/${primero}/revision`, inst, { decision: 'aprobar' }));
    await json(req('POST', `/documentos/${primero}/revision`, admin, { decision: 'aprobar' }));
    await registrar([`${M2}-03`, `${M2}-04`, `${M2}-05`], 4);
    await registrar([`${M3}-03`, `${M3}-04`, `${M3}-05`, `${M3}-06`], 4);
    const informes = [primero];
    for (const mes of [M2, M3]) {
      const doc = await json(req('POST', '/documentos', est, { tipo: 'informe_mensual', mes }), 201);
      // An hour logged while the draft is open counts: the figures are filled when it is sent, not when started.
      await registrar([`${mes}-12`], 2.5);
      await redactar(doc.id);
      await json(req('POST', `/documentos/${doc.id}/enviar`, est));
      await json(req('POST', `/documentos/${doc.id}/revision`, inst, { decision: 'aprobar' }));
      await json(req('POST', `/documentos/${doc.id}/revision`, admin, { decision: 'aprobar' }));
      informes.push(doc.id);
    }

    const porMes: number[] = [];
    for (const [i, id] of informes.entries()) {
      const doc = await json(req('GET', `/documentos/${id}`, est));
      const filas = await app.db.select().from(ssHoras).where(eq(ssHoras.informeId, id));
      const registradas = filas.reduce((s, h) => s + Number(h.horas), 0);
      const { texto, paginas } = await pdfDe(id, `informe-mensual-${i + 1}`);
      expect(horasMes(texto)).toBe(registradas);
      expect(texto).toContain('Registro de horas del mes');
      expect(texto).toMatch(new RegExp(`Total del mes ${registradas}\\b`));
      for (const h of filas) expect(texto).toContain(h.actividades);
      // One block per signer: the student, then each approver, named as in the electronic signature.
      for (const f of doc.firmas) expect(texto.split(f.nombre).length - 1).toBe(1);
      expect(texto).toContain('Estudiante · matrícula SS1001');
      expect(texto).not.toMatch(/^\s*Actividades realizadas\s*$\n\s*Logros/m);
      expect(paginas).toBeLessThanOrEqual(2);
      porMes.push(horasMes(texto));
    }
    const [p] = await app.db.select().from(ssPrestaciones).where(eq(ssPrestaciones.id, e.p1));
    const total = porMes.reduce((a, b) => a + b, 0);
    expect(Number(p.horasAprobadas)).toBe(total);
    const ultimo = await pdfDe(informes[2], 'informe-mensual-3');
    expect(ultimo.texto).toMatch(new RegExp(`Horas aprobadas acumuladas: ${total} de 480`));

    // The student's commitment and final report, the office's and the institution's letters.
    const compromiso = await json(req('POST', '/documentos', est, { tipo: 'compromiso' }), 201);
    await json(req('PUT', `/documentos/${compromiso.id}/borrador`, est, { contenido: compromiso.contenido.replace('Escriba su horario', '15:00 a 19:00 h'), revision: 0 }));
    await json(req('POST', `/documentos/${compromiso.id}/enviar`, est));
    await json(req('POST', `/documentos/${compromiso.id}/revision`, admin, { decision: 'aprobar' }));
    const carta = await pdfDe(compromiso.id, 'compromiso');
    expect(carta.paginas).toBe(1);
    expect(carta.texto).toContain('15:00 a 19:00 h');

    // The final report opens once the logged hours reach the required ones; the last months' are still in review.
    await horasCompletas(app, e.p1);
    const final = await json(req('POST', '/documentos', est, { tipo: 'informe_final' }), 201);
    const incompleto = await req('POST', `/documentos/${final.id}/enviar`, est);
    expect(incompleto.json().secciones.map((s: { titulo: string }) => s.titulo)).toEqual(['Objetivo del programa', 'Actividades realizadas', 'Resultados', 'Reflexión personal']);
    let n = 0;
    const textoFinal = final.contenido.replace(/<p><\/p>/g, () => `<p>Párrafo ${++n} del informe final.</p>`);
    await json(req('PUT', `/documentos/${final.id}/borrador`, est, { contenido: textoFinal, revision: 0 }));
    await json(req('POST', `/documentos/${final.id}/enviar`, est));
    await json(req('POST', `/documentos/${final.id}/revision`, inst, { decision: 'aprobar' }));
    await json(req('POST', `/documentos/${final.id}/revision`, admin, { decision: 'aprobar' }));
    expect((await pdfDe(final.id, 'informe-final')).texto).toContain('Párrafo 4 del informe final.');

    for (const tipo of ['situacion', 'presentacion'] as const) {
      const doc = await json(req('POST', '/documentos', admin, { tipo, prestacionId: e.p1 }), 201);
      await json(req('POST', `/documentos/${doc.id}/enviar`, admin));
      const { texto } = await pdfDe(doc.id, tipo);
      expect(texto).toContain('Estudiante 1 Pérez López');
      expect(texto).toContain('Oficina de Servicio Social');
    }
    const aceptacion = await json(req('POST', '/documentos', inst, { tipo: 'aceptacion', prestacionId: e.p1 }), 201);
    await json(req('POST', `/documentos/${aceptacion.id}/enviar`, inst));
    await pdfDe(aceptacion.id, 'aceptacion');

    // The constancia (the institution's account) and the carta de liberación (the office) certify the same total.
    const [responsable] = await app.db.select({ id: usuarios.id, name: usuarios.name }).from(usuarios).where(eq(usuarios.email, e.inst1.correo));
    const [oficina] = await app.db.select({ id: usuarios.id, name: usuarios.name }).from(usuarios).where(eq(usuarios.email, ADMIN.email));
    for (const [tipo, firmante] of [['constancia', responsable], ['liberacion', oficina]] as const) {
      const { documentoId } = await app.db.transaction((tx) => emitirDocumentoOficial(tx, { prestacionId: e.p1, tipo, usuarioId: firmante.id }, app.config));
      const { texto } = await pdfDe(documentoId, tipo);
      expect(texto).toMatch(new RegExp(`total de ${total}\\s+horas`));
      // A right-aligned line with a merge field in it prints as one line, not runs laid over each other.
      expect(texto).toMatch(/Guadalajara, Jalisco, a \d{1,2} de [a-z]+ de \d{4}/);
      expect(texto.split(firmante.name).length - 1).toBe(1);
      expect(texto).toContain('Firma electrónica');
      // The supervisor did not sign it: a printed name other than the signer's would be a second signer.
      expect(texto).not.toContain('Lic. Marta Gómez');
    }
  }, 240_000);
});

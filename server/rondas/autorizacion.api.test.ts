// Issue 33, «Authorization», walked over the app's own route tree rather than a list kept by hand: a jurado of ronda 2
// reads nothing of ronda 1's other jurados and changes nothing there; a nominator's session reads only their own
// nominations (feedback included, once published) and changes nothing else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categorias, convocatorias, evaluaciones, outbox, postulaciones, rondas, usuarios } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { pdfDePrueba } from '../test/pdf';
import { rutasApi } from '../test/rutas';
import { PDF, crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro, multipart } from '../postulaciones/test-support';

const hora = 3_600_000;

/** The routes issue 33 added: each must be among those walked. */
const NUEVAS = [
  'GET /api/categorias/:id/rondas', 'POST /api/categorias/:id/rondas', 'PUT /api/rondas/:id/modo', 'GET /api/rondas/:id/jurados', 'PUT /api/rondas/:id/jurados',
  'POST /api/rondas/:id/asignar', 'GET /api/rondas/:id/conflictos', 'GET /api/rondas/:id/progreso', 'POST /api/rondas/:id/recordatorio', 'GET /api/rondas/:id/ranking',
  'POST /api/rondas/:id/promover', 'PUT /api/rondas/:id/orden', 'POST /api/evaluaciones/:id/abstener', 'GET /api/evaluaciones/:id/ronda/documentos/:clave',
  'POST /api/postulaciones/acceso', 'POST /api/postulaciones/acceso/canjear', 'GET /api/postulaciones/mias', 'POST /api/postulaciones/:id/retirar',
  'POST /api/postulaciones/:id/rondas/:rondaId/documentos', 'GET /api/postulaciones/:id/rondas/:rondaId/documentos/:clave',
];
/** What judging and nominations are served under: the new routes and the older ones beside them. */
const AREA = /^\/api\/(rondas|categorias|evaluacion|evaluaciones|postulaciones|ranking|jurados)(\/|$)/;
/** Open to anyone (a form, a sign-in link): a write there may succeed, and must still say nothing of others. */
const PUBLICAS = /^\/api\/postulaciones\/(acceso|registro|borradores|reenviar-folio|aceptacion)(\/|$)/;

describe('issue 33: autorización en cada ruta de rondas, evaluación y postulaciones', async () => {
  const app = await buildTestApp({ FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rondas-aut-')) });
  const admin = await adminToken(app);
  await createRole(app, admin, 'jurado aut', ['evaluaciones.ver', 'evaluaciones.editar'], 'postulaciones');
  const jurados = [
    ['aut-a@universidad.mx', 'Alma Ríos Prado'],
    ['aut-b@universidad.mx', 'Beto Ruiz Solana'],
    ['aut-c@universidad.mx', 'Ciro Luna Vela'],
  ] as const;
  const tokens: string[] = [];
  const ids: number[] = [];
  for (const [email, name] of jurados) {
    tokens.push(await userWithRoles(app, email, ['jurado aut']));
    ids.push((await app.db.update(usuarios).set({ name }).where(eq(usuarios.email, email)).returning({ id: usuarios.id }))[0].id);
  }
  const [, , tokenC] = tokens;
  const api = (method: string, url: string, token: string | undefined, payload?: object) =>
    app.inject({ method: method as 'GET', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  const conv = await crearConvocatoria(app, admin);
  const cat = await crearCategoria(app, admin, conv.id);
  await app.db.update(categorias).set({ retroalimentacion: 'comentarios_y_puntajes' }).where(eq(categorias.id, cat.id));
  const nominaciones: { id: number; folio: string }[] = [];
  for (const n of [1, 2]) {
    const res = await enviarRegistro(
      app,
      datosPostulacion(cat.id, {
        postulante: { nombre: `Persona ${n === 1 ? 'Primera' : 'Segunda'} Oculta`, correo: `aut-p${n}@correo.mx`, telefono: '55 1234 5678', vinculo: 'egresado', matricula: `Z${n}`, anio: 2010 },
        nominador: { tipo: 'tercero', nombre: `Nominadora ${n}`, correo: `aut-nom${n}@correo.mx`, relacion: 'Colega' },
      }),
      { cv: { data: PDF, name: 'cv.pdf' } },
      { ip: `10.33.0.${n}` },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [p] = await app.db.select({ id: postulaciones.id, folio: postulaciones.folio }).from(postulaciones).where(eq(postulaciones.folio, res.json().folio));
    for (const estado of ['en_revision', 'elegible']) expect((await api('PUT', `/api/postulaciones/${p.id}/estado`, admin, { estado })).statusCode).toBe(200);
    nominaciones.push(p);
  }
  const [p1, p2] = nominaciones;

  // Ronda 1 (puntaje) by A and B, who comment on both; ronda 2 (sí/no, asking a letter) by C alone.
  const r1 = (await api('GET', `/api/categorias/${cat.id}/rondas`, admin)).json()[0].id as number;
  const r2 = (await api('POST', `/api/categorias/${cat.id}/rondas`, admin, {
    nombre: 'Final', modo: 'si_no', inicio: new Date(Date.now() - hora).toISOString(), fin: new Date(Date.now() + 48 * hora).toISOString(),
    documentosAdicionales: [{ clave: 'carta', nombre: 'Carta', requerido: true, tipos: ['pdf'], maxMb: 2 }],
  })).json().id as number;
  expect((await api('PUT', `/api/rondas/${r1}/jurados`, admin, { usuarioIds: [ids[0], ids[1]] })).statusCode).toBe(200);
  expect((await api('POST', `/api/rondas/${r1}/asignar`, admin, { modo: 'todos' })).json().asignadas).toBe(4);
  const asignacion = async (rondaId: number, postulacionId: number, usuarioId: number) =>
    (await app.db.select().from(evaluaciones).where(and(eq(evaluaciones.rondaId, rondaId), eq(evaluaciones.postulacionId, postulacionId), eq(evaluaciones.usuarioId, usuarioId))))[0];
  for (const [k, p] of [[0, p1], [0, p2], [1, p1], [1, p2]] as const) {
    const e = await asignacion(r1, p.id, ids[k]);
    const puntajes = Object.fromEntries(cat.criterios.map((c) => [c.id, 8]));
    const res = await api('POST', `/api/evaluaciones/${e.id}/enviar`, tokens[k], { puntajes, comentario: `SECRETO-R1-P${p === p1 ? 1 : 2} de ${jurados[k][1]}` });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await api('POST', `/api/rondas/${r1}/promover`, admin, { postulacionIds: [p1.id, p2.id] })).statusCode).toBe(200);
  expect((await api('PUT', `/api/rondas/${r2}/jurados`, admin, { usuarioIds: [ids[2]] })).statusCode).toBe(200);
  expect((await api('POST', `/api/rondas/${r2}/asignar`, admin, { modo: 'todos' })).json().asignadas).toBe(2);
  const eC = await asignacion(r2, p2.id, ids[2]);
  expect((await api('POST', `/api/evaluaciones/${eC.id}/enviar`, tokenC, { voto: 'si', comentario: 'SECRETO-R2-P2 de la ronda 2' })).statusCode).toBe(200);

  async function sesionDe(correo: string, n: number) {
    expect((await app.inject({ method: 'POST', url: '/api/postulaciones/acceso', payload: { correo }, remoteAddress: `10.33.1.${n}` })).statusCode).toBe(202);
    const [mail] = (await app.db.select().from(outbox).where(eq(outbox.to, correo))).filter((m) => m.subject.includes('Mis postulaciones'));
    const token = /\/postulaciones\/mis-postulaciones\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    return (await app.inject({ method: 'POST', url: '/api/postulaciones/acceso/canjear', payload: { token }, remoteAddress: `10.33.1.${n}` })).json().token as string;
  }
  // Each nominator sends ronda 2's letter for their own nomination.
  const nominadores = [await sesionDe('aut-nom1@correo.mx', 1), await sesionDe('aut-nom2@correo.mx', 2)];
  for (const [k, p] of [p1, p2].entries()) {
    const { payload, headers } = await multipart({}, { carta: { data: pdfDePrueba(), name: `carta-${k + 1}.pdf` } });
    const res = await app.inject({ method: 'POST', url: `/api/postulaciones/${p.id}/rondas/${r2}/documentos`, payload, headers: { ...headers, ...bearer(nominadores[k]) } });
    expect(res.statusCode, res.body).toBe(200);
  }

  const rutas = rutasApi(app).filter(([ruta]) => AREA.test(ruta));
  /** Every route of the area, each method, with the ids of what the caller must not reach; a body that suits the jurados' writes. */
  async function recorrer(token: string, ajenos: { postulacion: number; folio: string; evaluacion: number; ronda: number }) {
    const respuestas: { llamada: string; status: number; body: string }[] = [];
    for (const [ruta, metodos] of rutas) {
      const url = ruta
        .replace(/^\/api\/rondas\/:id/, `/api/rondas/${ajenos.ronda}`)
        .replace(/^\/api\/categorias\/:id/, `/api/categorias/${cat.id}`)
        .replace(/^\/api\/evaluaciones\/:id/, `/api/evaluaciones/${ajenos.evaluacion}`)
        .replace(/^\/api\/postulaciones\/convocatoria\/:id/, `/api/postulaciones/convocatoria/${conv.id}`)
        .replace(/^\/api\/postulaciones\/:id/, `/api/postulaciones/${ajenos.postulacion}`)
        .replace(':rondaId', String(ajenos.ronda))
        .replace(':evaluacionId', String(ajenos.evaluacion))
        .replace(':folio', ajenos.folio)
        .replace(':clave', ajenos.ronda === r2 ? 'carta' : 'cv');
      for (const metodo of metodos.filter((m) => m !== 'HEAD')) {
        const cuerpo = metodo === 'GET' || metodo === 'DELETE' ? undefined : { comentario: 'intruso', motivo: 'intruso', postulacionIds: [p1.id, p2.id], voto: 'si' };
        const res = await api(metodo, url, token, cuerpo);
        respuestas.push({ llamada: `${metodo} ${ruta}`, status: res.statusCode, body: res.body });
      }
    }
    return respuestas;
  }
  const estadoDeTodo = async () => ({
    evaluaciones: await app.db.select({ id: evaluaciones.id, estado: evaluaciones.estado, comentario: evaluaciones.comentario, puntajes: evaluaciones.puntajes, voto: evaluaciones.voto }).from(evaluaciones).orderBy(asc(evaluaciones.id)),
    rondas: await app.db.select({ id: rondas.id, estado: rondas.estado, modo: rondas.modo }).from(rondas).orderBy(asc(rondas.id)),
    postulaciones: await app.db.select({ id: postulaciones.id, estado: postulaciones.estado }).from(postulaciones).orderBy(asc(postulaciones.id)),
  });

  it('recorre todas las rutas nuevas del issue 33', () => {
    const llamadas = rutas.flatMap(([ruta, metodos]) => metodos.map((m) => `${m} ${ruta}`));
    expect(llamadas).toEqual(expect.arrayContaining(NUEVAS));
  });

  it('la persona jurado de la ronda 2 no lee nada de los otros jurados de la ronda 1 ni cambia nada allí', async () => {
    const antes = await estadoDeTodo();
    const eA = await asignacion(r1, p1.id, ids[0]);
    const respuestas = await recorrer(tokenC, { postulacion: p1.id, folio: p1.folio, evaluacion: eA.id, ronda: r1 });
    // Their own assignments and documents too: nothing of ronda 1's jurados rides along.
    for (const url of ['/api/evaluaciones', `/api/evaluaciones/${eC.id}`, `/api/evaluaciones/${eC.id}/ronda/documentos/carta`, `/api/evaluaciones/${eC.id}/documentos/cv`]) {
      const res = await api('GET', url, tokenC);
      expect(res.statusCode, url).toBe(200);
      respuestas.push({ llamada: `GET ${url} (propia)`, status: res.statusCode, body: res.body });
    }
    const secretos = ['SECRETO-R1', 'Alma Ríos Prado', 'Beto Ruiz Solana', 'aut-a@universidad.mx', 'aut-b@universidad.mx'];
    const fugas = respuestas.filter((r) => secretos.some((s) => r.body.includes(s))).map((r) => `${r.llamada} ${r.status}`);
    expect(fugas).toEqual([]);
    expect(respuestas.filter((r) => r.status >= 500).map((r) => `${r.llamada} ${r.status}: ${r.body.slice(0, 120)}`)).toEqual([]);
    const escrituras = respuestas.filter((r) => !r.llamada.startsWith('GET ') && !PUBLICAS.test(r.llamada.split(' ')[1]) && r.status < 400);
    expect(escrituras.map((r) => `${r.llamada} ${r.status}`)).toEqual([]);
    expect(await estadoDeTodo()).toEqual(antes);
    // The walk reached the jurado's own write routes (not only a 403 at the door): ronda 1's assignment is not theirs.
    expect(respuestas.find((r) => r.llamada === 'POST /api/evaluaciones/:id/abstener')?.status).toBe(404);
    expect(respuestas.find((r) => r.llamada === 'PUT /api/rondas/:id/orden')?.status).toBe(404);
  }, 120_000);

  it('la sesión de quien postuló lee solo sus postulaciones, también la retroalimentación publicada, y no cambia nada ajeno', async () => {
    await app.db.update(convocatorias).set({ estado: 'resultados_publicados' }).where(eq(convocatorias.id, conv.id));
    const [, segunda] = nominadores;
    const mias = (await api('GET', '/api/postulaciones/mias', segunda)).json() as { id: number; retroalimentacion: { comentarios: string[] } }[];
    expect(mias.map((p) => p.id)).toEqual([p2.id]);
    // Their nomination's three comments, anonymised; none of the other nomination's.
    const comentarios = mias[0].retroalimentacion.comentarios;
    expect(comentarios).toHaveLength(3);
    for (const c of comentarios) expect(c).toMatch(/^Jurado \d: SECRETO-R[12]-P2 de (\[nombre omitido\] ?){3}$|^Jurado \d: SECRETO-R2-P2 de la ronda 2$/);

    const antes = await estadoDeTodo();
    const eA = await asignacion(r1, p1.id, ids[0]);
    const respuestas = await recorrer(segunda, { postulacion: p1.id, folio: p1.folio, evaluacion: eA.id, ronda: r2 });
    const secretos = ['SECRETO-R1-P1', p1.folio, 'Persona Primera Oculta', 'aut-nom1@correo.mx', 'carta-1.pdf'];
    const fugas = respuestas.filter((r) => secretos.some((s) => r.body.includes(s))).map((r) => `${r.llamada} ${r.status}`);
    expect(fugas).toEqual([]);
    expect(respuestas.filter((r) => r.status >= 500).map((r) => `${r.llamada} ${r.status}: ${r.body.slice(0, 120)}`)).toEqual([]);
    const escrituras = respuestas.filter((r) => !r.llamada.startsWith('GET ') && !PUBLICAS.test(r.llamada.split(' ')[1]) && r.status < 400);
    expect(escrituras.map((r) => `${r.llamada} ${r.status}`)).toEqual([]);
    expect(await estadoDeTodo()).toEqual(antes);
    // What a nominator's session may read at all: their own list; every staff or jurado route is closed to it.
    const leidas = respuestas.filter((r) => r.llamada.startsWith('GET ') && r.status < 400).map((r) => r.llamada);
    expect(leidas.filter((l) => !/^GET \/api\/postulaciones\/(mias|convocatoria|ganadores|aceptacion|borradores)(\/|$)/.test(l))).toEqual([]);
  }, 120_000);
});

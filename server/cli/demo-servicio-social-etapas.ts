// `npm run db:demo`, servicio social 2/2: a few services of the demo institution are walked through their
// documents, hours and evaluations by the same services the portals call (documents' moves, the hour log, the
// evaluations, the liberation), so every PDF is stored with its hash and folio and every hour total adds up.
// Each step is then dated back to when it would have happened, so review queues and turnaround look real.
// Stages: just started, three mid-way (one of them the demo student's), 480 h with the final report in review,
// concluded (constancia), liberated (constancia and liberación) and dropped (baja).
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import type { TipoCuestionario } from '../../shared/schemas/servicio-social-evaluaciones';
import type { AccionDocumento, TipoDocumento } from '../../shared/servicio-social/documentos';
import { Signer } from '../auth/signer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  outbox, ssDocumentoRevisiones, ssDocumentoVersiones, ssDocumentos, ssEstudiantes, ssHoras, ssInstitucionUsuarios, ssPrestaciones, ssProgramas, usuarios,
} from '../db/schema';
import { loadSecret } from '../db/settings';
import type { Lector } from '../servicio-social/documentos/acceso';
import { crearDocumento, guardarBorrador, moverDesdeCorreo, moverEnTransaccion } from '../servicio-social/documentos/service';
import { leerCuestionario } from '../servicio-social/evaluaciones/cuestionarios';
import { guardarEvaluacion, prestacionEvaluada } from '../servicio-social/evaluaciones/service';
import { registrarHora } from '../servicio-social/horas/service';
import { baja, emitirConstancia, emitirLiberacion } from '../servicio-social/liberacion/service';
import type { App } from '../types';

export type EtapaDemo = 'iniciada' | 'intermedia_demo' | 'intermedia_a' | 'intermedia_b' | 'horas_completas' | 'concluida' | 'liberada' | 'baja';

export interface PrestacionDemo {
  id: number;
  etapa: EtapaDemo;
}

export interface DemoEtapasReport {
  documentos: number;
  pdfs: number;
  horas: number;
}

const OFICINA_CORREO = 'francisco.castillo@universidad.mx';
const DIA = 86_400_000;

/** What the students write, by program: the casa hogar's psychology support and the fundraising campaign. */
interface Textos {
  actividades: string[];
  meses: string[];
  logros: string;
  aceptacion: string;
  final: string[];
  autoevaluacion: string;
  supervisor: string;
}

const CASA_HOGAR: Textos = {
  actividades: [
    'Taller de manejo de emociones con el grupo de adolescentes',
    'Asesoría de tareas de matemáticas y español',
    'Registro de avances en los expedientes',
    'Preparación de materiales para las sesiones de la semana',
    'Entrevistas de seguimiento con las cuidadoras de la casa hogar',
    'Sesión grupal de lectura y juegos cooperativos',
    'Reunión de planeación con la supervisora',
  ],
  meses: [
    '<p>Durante el mes coordiné los talleres de manejo de emociones de los martes y jueves con el grupo de 12 a 15 años y apoyé las tareas escolares por las tardes.</p><ul><li>8 talleres de manejo de emociones.</li><li>Asesoría de tareas a 14 niñas y niños.</li><li>Registro de avances en los expedientes.</li></ul>',
    '<p>Continué con las asesorías de tareas y preparé, con la supervisora, un taller nuevo sobre resolución de conflictos que se aplicó en dos sesiones.</p><ul><li>Diseño del taller de resolución de conflictos.</li><li>Seguimiento de 6 expedientes.</li></ul>',
    '<p>Apoyé la organización de la semana de convivencia familiar y di seguimiento individual a los adolescentes con más dificultades escolares.</p><ul><li>Semana de convivencia familiar.</li><li>Seguimiento individual de 5 adolescentes.</li></ul>',
  ],
  logros: '<p>El grupo participa más en las sesiones y mejoró la entrega de tareas. La principal dificultad fue coordinar horarios con la escuela de los menores.</p>',
  aceptacion: '<li>Talleres de manejo de emociones.</li><li>Asesoría de tareas.</li><li>Registro de avances en los expedientes.</li>',
  final: [
    'Brindar acompañamiento emocional y apoyo escolar a las niñas, niños y adolescentes de la casa hogar.',
    'Talleres semanales de manejo de emociones, asesoría de tareas, seguimiento de expedientes y apoyo en las actividades de convivencia familiar.',
    'Más de 60 talleres impartidos; 14 menores mejoraron su entrega de tareas; se diseñó un taller de resolución de conflictos que la casa hogar seguirá usando.',
    'El servicio me enseñó a escuchar y a trabajar con un equipo interdisciplinario.',
  ],
  autoevaluacion: 'Aprendí a planear sesiones con adolescentes y a documentar su avance. Mejoraría mi puntualidad en la entrega de informes.',
  supervisor: 'Trato respetuoso con los menores; propuso mejoras útiles para los talleres.',
};

const DIFUSION: Textos = {
  actividades: [
    'Diseño de publicaciones para Facebook e Instagram',
    'Redacción de boletín para donantes',
    'Llamadas de seguimiento a donantes recurrentes',
    'Organización de la colecta anual',
    'Fotografía de las actividades de la casa hogar',
    'Informe de resultados de la campaña',
    'Reunión de planeación con la coordinadora',
  ],
  meses: [
    '<p>Preparé el calendario de publicaciones del mes y diseñé las piezas de la campaña de donativos recurrentes.</p><ul><li>24 publicaciones en redes sociales.</li><li>Un boletín para donantes.</li></ul>',
    '<p>Apoyé la organización de la colecta anual: convocatoria a voluntarios, materiales impresos y registro de donativos.</p><ul><li>Colecta en 3 plazas comerciales.</li><li>Registro de 210 donativos.</li></ul>',
    '<p>Elaboré el informe de resultados para los donantes y di seguimiento telefónico a quienes donaron por primera vez.</p><ul><li>Informe de resultados.</li><li>85 llamadas de seguimiento.</li></ul>',
  ],
  logros: '<p>Los seguidores de la fundación crecieron 18 % y 32 personas se inscribieron al donativo mensual. La dificultad fue conseguir fotografías con permiso de publicación.</p>',
  aceptacion: '<li>Diseño de contenidos para redes sociales.</li><li>Organización de la colecta anual.</li><li>Informes para donantes.</li>',
  final: [
    'Dar a conocer el trabajo de la fundación y conseguir donativos recurrentes para la casa hogar.',
    'Calendario y diseño de publicaciones, organización de la colecta anual, boletines e informes para donantes y seguimiento telefónico.',
    'Más de 150 publicaciones; 32 donantes mensuales nuevos; la colecta anual reunió 20 % más que el año anterior.',
    'Aprendí a comunicar con datos el trabajo de una organización social y a organizar un evento con voluntarios.',
  ],
  autoevaluacion: 'Cumplí con el calendario de publicaciones y aprendí a trabajar con voluntarios. Mejoraría la planeación de la colecta.',
  supervisor: 'Creativo y responsable; sus materiales se siguen usando en la fundación.',
};

const enIso = (d: string) => new Date(`${d}T16:00:00Z`);
const sumarDias = (fecha: string, dias: number) => new Date(enIso(fecha).getTime() + dias * DIA).toISOString().slice(0, 10);
const inicioMes = (fecha: string) => `${fecha.slice(0, 7)}-01`;
const mesSiguiente = (mes: string) => {
  const [a, m] = mes.split('-').map(Number);
  return m === 12 ? `${a + 1}-01-01` : `${a}-${String(m + 1).padStart(2, '0')}-01`;
};
const diaSemana = (fecha: string) => enIso(fecha).getUTCDay();
/** A day of the story, never after yesterday: the demo's history is all in the past whenever it is loaded. */
const pasado = (ctx: { hoy: string }, fecha: string) => (fecha < ctx.hoy ? fecha : sumarDias(ctx.hoy, -1));

interface Contexto {
  app: App;
  oficina: Lector;
  hoy: string;
  ahora: number;
  report: DemoEtapasReport;
}

interface Servicio {
  id: number;
  inicio: string;
  estudiante: Lector & { tipo: 'estudiante' };
  estudianteNombre: string;
  institucion: Lector & { tipo: 'institucion' };
  institucionNombre: string;
  textos: Textos;
}

/** A demo «app» for the services: the database, the configuration and the link signer; mail stays in the outbox. */
async function appDemo(db: Db, config: Config): Promise<App> {
  const signer = new Signer(config.APP_SECRET ?? (await loadSecret(db)));
  return { db, config, signer, mailer: { notify() {} } } as unknown as App;
}

/**
 * Runs one step and dates what it wrote (versions, reviews, the document's dates, its mail) to `fecha`. Demo mail
 * is recorded as sent: it must never reach a real SMTP server.
 */
async function fechado<T>(ctx: Contexto, documentoId: number | null, fecha: Date, paso: () => Promise<T>): Promise<T> {
  const cuando = new Date(Math.min(fecha.getTime(), ctx.ahora - 3_600_000));
  const db = ctx.app.db;
  // What the step wrote is told by ids and by what changed, not by a clock: the services date with the process's
  // clock and the tables' defaults with the database's, and the two differ when the demo is loaded with another
  // `ahora` (a test of a given day).
  const maxId = async (t: typeof outbox | typeof ssDocumentoVersiones | typeof ssDocumentoRevisiones) =>
    (await db.select({ n: sql<number>`coalesce(max(${t.id}), 0)::int` }).from(t))[0].n;
  const [correo, version, revision] = [await maxId(outbox), await maxId(ssDocumentoVersiones), await maxId(ssDocumentoRevisiones)];
  const fila = async (id: number) =>
    (await db
      .select({ firmas: ssDocumentos.firmas, createdAt: ssDocumentos.createdAt, enviadoEn: ssDocumentos.enviadoEn, aprobadoEn: ssDocumentos.aprobadoEn })
      .from(ssDocumentos)
      .where(eq(ssDocumentos.id, id)))[0];
  const previo = documentoId ? await fila(documentoId) : undefined;
  const resultado = await paso();
  const hecho = resultado as { id?: number; documentoId?: number } | undefined;
  const id = documentoId ?? hecho?.id ?? hecho?.documentoId ?? null;
  if (id) {
    const doc = await fila(id);
    const nuevo = (antes: Date | null | undefined, despues: Date | null) => (despues && despues.getTime() !== antes?.getTime() ? cuando : despues);
    // The signatures carry their date too (the PDF, generated during the step, keeps the day the demo was loaded).
    const firmadas = new Set((previo?.firmas ?? []).map((f) => JSON.stringify(f)));
    const firmas = doc.firmas.map((f) => (firmadas.has(JSON.stringify(f)) ? f : { ...f, fecha: cuando.toISOString() }));
    await db
      .update(ssDocumentos)
      .set({
        firmas, createdAt: nuevo(previo?.createdAt, doc.createdAt)!, enviadoEn: nuevo(previo?.enviadoEn, doc.enviadoEn),
        aprobadoEn: nuevo(previo?.aprobadoEn, doc.aprobadoEn), updatedAt: cuando,
      })
      .where(eq(ssDocumentos.id, id));
    await db.update(ssDocumentoVersiones).set({ createdAt: cuando }).where(and(eq(ssDocumentoVersiones.documentoId, id), gt(ssDocumentoVersiones.id, version)));
    await db.update(ssDocumentoRevisiones).set({ createdAt: cuando }).where(and(eq(ssDocumentoRevisiones.documentoId, id), gt(ssDocumentoRevisiones.id, revision)));
  }
  await db
    .update(outbox)
    .set({ estado: 'enviado', intentos: 1, createdAt: cuando, siguienteIntento: cuando, enviadoEn: new Date(cuando.getTime() + 4000) })
    .where(gt(outbox.id, correo));
  return resultado;
}

/** Creates a document as `autor` and writes its text over the template's placeholders. */
async function redactar(ctx: Contexto, autor: Lector, tipo: TipoDocumento, fecha: Date, opciones: { prestacionId?: number; mes?: string }, texto?: (html: string) => string) {
  return fechado(ctx, null, fecha, async () => {
    const doc = await crearDocumento(ctx.app, autor, { tipo, ...opciones });
    ctx.report.documentos += 1;
    if (texto) await guardarBorrador(ctx.app, autor, doc.id, { contenido: texto(doc.contenido), revision: doc.revision });
    return { id: doc.id };
  }).then((d) => d.id);
}

async function mover(ctx: Contexto, quien: Lector, id: number, accion: AccionDocumento, fecha: Date, comentarios = '') {
  await fechado(ctx, id, fecha, async () => {
    const doc = await moverEnTransaccion(ctx.app, quien, id, accion, { usuarioId: quien.usuarioId, via: quien.tipo === 'staff' ? 'oficina' : 'portal' }, comentarios);
    if (doc.estado === 'aprobado') ctx.report.pdfs += 1;
  });
}

/** The supervisor's one-click decision from the emailed link (no session). */
async function desdeCorreo(ctx: Contexto, id: number, fecha: Date) {
  const [d] = await ctx.app.db.select({ version: ssDocumentos.version }).from(ssDocumentos).where(eq(ssDocumentos.id, id));
  await fechado(ctx, id, fecha, () => moverDesdeCorreo(ctx.app, id, d.version, 'aprobar', ''));
}

// The students' text goes over the default templates' placeholders (left as they are if the office changed them).
const cartaAceptacion = (t: Textos) => (html: string) => html.replace('<li>Describa aquí las actividades principales.</li>', t.aceptacion);
const cartaCompromiso = (html: string) => html.replace('Escriba su horario', '15:00 a 19:00 h');
const informeMensual = (t: Textos, n: number) => (html: string) =>
  html.replace('<p>Describa las actividades del mes.</p>', t.meses[n % t.meses.length]).replace('<h3>Logros y dificultades</h3><p></p>', `<h3>Logros y dificultades</h3>${t.logros}`);
const informeFinal = (t: Textos) => (html: string) => {
  let i = 0;
  return html.replace(/<p><\/p>/g, () => (i < t.final.length ? `<p>${t.final[i++]}</p>` : '<p></p>'));
};

/** The office's presentation letter, the institution's acceptance and the student's commitment, before and at the start. */
async function inicio(ctx: Contexto, s: Servicio, hasta: 'presentacion' | 'compromiso') {
  const p = await redactar(ctx, ctx.oficina, 'presentacion', enIso(sumarDias(s.inicio, -8)), { prestacionId: s.id });
  await mover(ctx, ctx.oficina, p, 'enviar', enIso(sumarDias(s.inicio, -7)));
  if (hasta === 'presentacion') {
    // The institution has started its acceptance letter but not issued it; the student drafts the commitment.
    await redactar(ctx, s.institucion, 'aceptacion', enIso(sumarDias(s.inicio, -1)), { prestacionId: s.id }, cartaAceptacion(s.textos));
    await redactar(ctx, s.estudiante, 'compromiso', enIso(sumarDias(s.inicio, 1)), {}, cartaCompromiso);
    return;
  }
  const a = await redactar(ctx, s.institucion, 'aceptacion', enIso(sumarDias(s.inicio, -3)), { prestacionId: s.id }, cartaAceptacion(s.textos));
  await mover(ctx, s.institucion, a, 'enviar', enIso(sumarDias(s.inicio, -2)));
  const c = await redactar(ctx, s.estudiante, 'compromiso', enIso(sumarDias(s.inicio, 1)), {}, cartaCompromiso);
  await mover(ctx, s.estudiante, c, 'enviar', enIso(sumarDias(s.inicio, 2)));
  await mover(ctx, ctx.oficina, c, 'aprobar', enIso(sumarDias(s.inicio, 4)));
}

/** Logs weekdays from `desde` up to the day before `hasta` (exclusive) or until `tope` hours; returns the hours logged. */
async function registrarDias(ctx: Contexto, s: Servicio, desde: string, hasta: string, tope = Infinity) {
  let total = 0;
  for (let d = desde; d < hasta && d < ctx.hoy && total < tope; d = sumarDias(d, 1)) {
    const dia = diaSemana(d);
    if (dia === 0 || dia === 6) continue;
    const n = Number(d.slice(8, 10));
    if (n % 11 === 0) continue; // an absence now and then
    const horas = Math.min(n % 5 === 0 ? 3 : 4, tope - total);
    await registrarHora(ctx.app.db, s.estudiante.estudianteId, { fecha: d, horas, actividades: s.textos.actividades[n % s.textos.actividades.length] }, new Date(ctx.ahora));
    total += horas;
  }
  ctx.report.horas += total;
  return total;
}

/** Where a month's report is left: approved, at the office, returned, waiting for the supervisor, or a draft. */
type Destino = 'aprobado' | 'oficina' | 'observaciones' | 'institucion' | 'borrador';

/** One month: its hours, then the report written early the next month and taken to `destino`. */
async function mes(ctx: Contexto, s: Servicio, n: number, mesInicio: string, destino: Destino, tope = Infinity) {
  const siguiente = mesSiguiente(mesInicio);
  const horas = await registrarDias(ctx, s, mesInicio < s.inicio ? s.inicio : mesInicio, siguiente, tope);
  const id = await redactar(ctx, s.estudiante, 'informe_mensual', enIso(sumarDias(siguiente, 1)), { mes: mesInicio.slice(0, 7) }, informeMensual(s.textos, n));
  if (destino === 'borrador') return horas;
  await mover(ctx, s.estudiante, id, 'enviar', enIso(sumarDias(siguiente, 2)));
  if (destino === 'institucion') return horas;
  if (destino === 'observaciones') {
    await mover(ctx, s.institucion, id, 'observar', enIso(sumarDias(siguiente, 5)),
      'Detalle las actividades de la segunda quincena y el número de participantes de cada taller.');
    return horas;
  }
  // Some supervisors approve from the emailed link, others in the portal.
  if (n % 2 === 0) await desdeCorreo(ctx, id, enIso(sumarDias(siguiente, 4)));
  else await mover(ctx, s.institucion, id, 'aprobar', enIso(sumarDias(siguiente, 5)));
  if (destino === 'oficina') return horas;
  await mover(ctx, ctx.oficina, id, 'aprobar', enIso(sumarDias(siguiente, 7)));
  return horas;
}

/** Monthly reports from the start until `requeridas` hours are logged and approved; returns the day after the last month. */
async function mesesCompletos(ctx: Contexto, s: Servicio, requeridas: number) {
  let total = 0;
  let m = inicioMes(s.inicio);
  for (let n = 0; total < requeridas; n++, m = mesSiguiente(m)) {
    if (m >= inicioMes(ctx.hoy)) throw new Error('demo: el servicio no alcanza las horas requeridas antes de hoy');
    total += await mes(ctx, s, n, m, 'aprobado', requeridas - total);
  }
  return m;
}

async function evaluar(ctx: Contexto, s: Servicio, tipo: TipoCuestionario, evaluador: { id: number; nombre: string }, comentarios: string) {
  const { criterios } = await leerCuestionario(ctx.app.db, tipo);
  const respuestas = Object.fromEntries(criterios.map((c, i) => [c.clave, i % 3 === 1 ? 3 : 4]));
  const p = await prestacionEvaluada(ctx.app.db, { tipo: 'staff' }, s.id);
  await guardarEvaluacion(ctx.app.db, p, tipo, { respuestas, comentarios }, evaluador, true);
}

/** 480 h, every monthly report approved and the final report sent; `fin` says how far the end goes. */
async function final(ctx: Contexto, s: Servicio, fin: 'enviado' | 'concluida' | 'liberada') {
  await inicio(ctx, s, 'compromiso');
  const [p] = await ctx.app.db.select({ requeridas: ssPrestaciones.horasRequeridas }).from(ssPrestaciones).where(eq(ssPrestaciones.id, s.id));
  const despues = await mesesCompletos(ctx, s, p.requeridas);
  const id = await redactar(ctx, s.estudiante, 'informe_final', enIso(sumarDias(despues, 3)), {}, informeFinal(s.textos));
  await mover(ctx, s.estudiante, id, 'enviar', enIso(sumarDias(despues, 4)));
  await evaluar(ctx, s, 'autoevaluacion', { id: s.estudiante.usuarioId, nombre: s.estudianteNombre },
    s.textos.autoevaluacion);
  if (fin === 'enviado') return;
  await mover(ctx, s.institucion, id, 'aprobar', enIso(sumarDias(despues, 7)));
  await mover(ctx, ctx.oficina, id, 'aprobar', enIso(sumarDias(despues, 9)));
  await evaluar(ctx, s, 'supervisor', { id: s.institucion.usuarioId, nombre: s.institucionNombre },
    s.textos.supervisor);
  await fechado(ctx, null, enIso(sumarDias(despues, 10)), () => emitirConstancia(ctx.app.db, ctx.app.config, s.institucion.institucionId, s.id, s.institucion.usuarioId));
  ctx.report.pdfs += 1;
  await ctx.app.db.update(ssPrestaciones).set({ fechaFin: pasado(ctx, sumarDias(despues, 10)) }).where(eq(ssPrestaciones.id, s.id));
  if (fin === 'concluida') return;
  await fechado(ctx, null, enIso(sumarDias(despues, 12)), () => emitirLiberacion(ctx.app.db, ctx.app.config, s.id, ctx.oficina.usuarioId));
  ctx.report.pdfs += 1;
  // The end is dated with the rest of the story (the services stamp today).
  await ctx.app.db
    .update(ssPrestaciones)
    .set({ fechaFin: pasado(ctx, sumarDias(despues, 10)), liberadaEn: enIso(pasado(ctx, sumarDias(despues, 12))) })
    .where(eq(ssPrestaciones.id, s.id));
}

/** Three months of a service in progress: reports taken to the given stages, hours logged up to yesterday. */
async function intermedia(ctx: Contexto, s: Servicio, destinos: [Destino, Destino, Destino]) {
  await inicio(ctx, s, 'compromiso');
  let m = inicioMes(s.inicio);
  for (const [n, destino] of destinos.entries()) {
    await mes(ctx, s, n, m, destino);
    m = mesSiguiente(m);
  }
  // The months since (the current one included) have hours but no report yet.
  await registrarDias(ctx, s, m, ctx.hoy);
  // The hours page opens on the current month. Up to yesterday leaves it empty on the 1st, or after a weekend or an
  // absence that opens the month (issue 34, item 11): then the student logged a couple of hours today.
  const [esteMes] = await ctx.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ssHoras)
    .where(and(eq(ssHoras.prestacionId, s.id), gte(ssHoras.fecha, inicioMes(ctx.hoy))));
  if (!esteMes.n) {
    await registrarHora(ctx.app.db, s.estudiante.estudianteId, { fecha: ctx.hoy, horas: 2, actividades: s.textos.actividades[0] }, new Date(ctx.ahora));
    ctx.report.horas += 2;
  }
}

async function servicio(db: Db, id: number): Promise<Servicio> {
  const [row] = await db
    .select({
      id: ssPrestaciones.id, inicio: ssPrestaciones.fechaInicio, estudianteId: ssEstudiantes.id, estudianteUsuario: ssEstudiantes.usuarioId,
      nombre: sql<string>`concat_ws(' ', ${ssEstudiantes.nombre}, ${ssEstudiantes.apellidoPaterno}, ${ssEstudiantes.apellidoMaterno})`,
      institucionId: ssPrestaciones.institucionId, programa: ssProgramas.nombre,
    })
    .from(ssPrestaciones)
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssPrestaciones.estudianteId))
    .innerJoin(ssProgramas, eq(ssProgramas.id, ssPrestaciones.programaId))
    .where(eq(ssPrestaciones.id, id));
  const [cuenta] = await db
    .select({ id: usuarios.id, name: usuarios.name })
    .from(ssInstitucionUsuarios)
    .innerJoin(usuarios, eq(usuarios.id, ssInstitucionUsuarios.usuarioId))
    .where(eq(ssInstitucionUsuarios.institucionId, row.institucionId))
    .orderBy(ssInstitucionUsuarios.usuarioId)
    .limit(1);
  return {
    id: row.id, inicio: row.inicio, estudianteNombre: row.nombre, institucionNombre: cuenta.name, textos: /difusi/i.test(row.programa) ? DIFUSION : CASA_HOGAR,
    estudiante: { tipo: 'estudiante', estudianteId: row.estudianteId, usuarioId: row.estudianteUsuario, parte: 'estudiante' },
    institucion: { tipo: 'institucion', institucionId: row.institucionId, usuarioId: cuenta.id, parte: 'institucion' },
  };
}

/** Walks each service to its stage. Runs after the demo's main transaction (each step is its own transaction). */
export async function avanzarEtapasDemo(db: Db, config: Config, ahora: Date, prestaciones: PrestacionDemo[]): Promise<DemoEtapasReport> {
  const app = await appDemo(db, config);
  const [oficina] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, OFICINA_CORREO));
  const [admin] = await db.select({ id: usuarios.id }).from(usuarios).orderBy(usuarios.id).limit(1);
  const ctx: Contexto = {
    app, hoy: hoyEnMexico(ahora), ahora: ahora.getTime(), report: { documentos: 0, pdfs: 0, horas: 0 },
    oficina: { tipo: 'staff', usuarioId: (oficina ?? admin).id, parte: 'oficina' },
  };
  for (const { id, etapa } of prestaciones) {
    const s = await servicio(db, id);
    if (etapa === 'iniciada') await inicio(ctx, s, 'presentacion');
    else if (etapa === 'intermedia_demo') {
      // The demo student: a carta de situación asked for before applying, then the middle of the service.
      const sit = await redactar(ctx, s.estudiante, 'situacion', enIso(sumarDias(s.inicio, -30)), {});
      await mover(ctx, ctx.oficina, sit, 'enviar', enIso(sumarDias(s.inicio, -28)));
      await intermedia(ctx, s, ['aprobado', 'observaciones', 'institucion']);
    } else if (etapa === 'intermedia_a') await intermedia(ctx, s, ['aprobado', 'aprobado', 'institucion']);
    else if (etapa === 'intermedia_b') await intermedia(ctx, s, ['aprobado', 'oficina', 'borrador']);
    else if (etapa === 'horas_completas') await final(ctx, s, 'enviado');
    else if (etapa === 'concluida') await final(ctx, s, 'concluida');
    else if (etapa === 'liberada') await final(ctx, s, 'liberada');
    else if (etapa === 'baja') {
      await inicio(ctx, s, 'compromiso');
      await registrarDias(ctx, s, s.inicio, sumarDias(s.inicio, 21));
      await baja(db, s.id, 'Cambio de residencia a otra ciudad.');
    }
  }
  return ctx.report;
}

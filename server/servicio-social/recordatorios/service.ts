// The daily reminders (issue 12): an Informe mensual overdue, a report waiting for the supervisor, a service near its
// maximum duration. Each reminder is written to ss_recordatorios (unique per service and clave) and its mail to
// the outbox in the same transaction, so it goes out once whatever the number of runs or server processes; the
// whole run also holds a transaction-scoped advisory lock so two processes do not even compute it twice.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { diasEntre, diasHabilesEntre, inicioMesSiguiente, mesDe, mesSiguiente, sumarMesesFecha } from '../../../shared/servicio-social/horas';
import { TIPOS_DOCUMENTO, type TipoDocumento } from '../../../shared/servicio-social/documentos';
import { sinBloqueo } from '../../arco/bloqueo';
import type { Db } from '../../db/client';
import { outbox, ssDocumentos, ssEstudiantes, ssInstitucionUsuarios, ssPrestaciones, ssRecordatorios, usuarios } from '../../db/schema';
import { outboxRow } from '../../mail/outbox';
import { renderActionMail, type ActionMail } from '../../mail/templates';
import type { App } from '../../types';
import { enlace } from '../comun/correo';
import { hoyMexico } from '../comun/fechas';
import { correoDuracionMaxima, correoDuracionMaximaInstitucion, correoInformeEnEspera, correoInformeVencido } from './textos';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An Informe mensual is overdue once its month ended more than this many days ago. */
export const DIAS_GRACIA_INFORME = 5;
/**
 * A month is reminded only within this many days after it became overdue: the hourly job catches every month in
 * time, and a service that predates the job (or a server that was down) does not get one mail per past month at once.
 */
export const VENTANA_INFORME_VENCIDO = 31;
/** A report waits for the supervisor too long after this many working days (Mon–Fri). */
export const DIAS_HABILES_ESPERA = 5;
/** The service is warned this many days before its maximum duration ends. */
export const DIAS_AVISO_DURACION = 30;
/** pg advisory lock key of the run («SSRE»). */
const LLAVE_BLOQUEO = 0x53535245;

interface Recordatorio {
  prestacionId: number;
  clave: string;
  correos: { to: string; mail: ActionMail }[];
}

const nombreCompleto = (e: { nombre: string; apellidoPaterno: string; apellidoMaterno: string | null }) =>
  [e.nombre, e.apellidoPaterno, e.apellidoMaterno].filter(Boolean).join(' ');

async function serviciosEnCurso(tx: Tx) {
  return tx
    .select({ p: ssPrestaciones, nombre: ssEstudiantes.nombre, apellidoPaterno: ssEstudiantes.apellidoPaterno, apellidoMaterno: ssEstudiantes.apellidoMaterno, correo: ssEstudiantes.correo })
    .from(ssPrestaciones)
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssPrestaciones.estudianteId))
    .where(and(eq(ssPrestaciones.estado, 'en_curso'), sinBloqueo(ssEstudiantes)));
}
type Servicio = Awaited<ReturnType<typeof serviciosEnCurso>>[number];

/** The services' months whose Informe mensual went out (sent or approved), as «prestacionId:yyyy-mm». */
export async function informesEntregados(db: Db | Tx, prestacionIds: number[]): Promise<Set<string>> {
  if (!prestacionIds.length) return new Set();
  const enviados = await db
    .select({ prestacionId: ssDocumentos.prestacionId, periodoMes: ssDocumentos.periodoMes })
    .from(ssDocumentos)
    .where(and(eq(ssDocumentos.tipo, 'informe_mensual'), inArray(ssDocumentos.estado, ['enviado', 'aprobado']), inArray(ssDocumentos.prestacionId, prestacionIds)));
  return new Set(enviados.map((d) => `${d.prestacionId}:${d.periodoMes?.slice(0, 7)}`));
}

/** Every month since the start whose report is overdue (its month ended more than the grace days ago) and not sent. */
export function mesesVencidos(prestacionId: number, fechaInicio: string, hoy: string, entregados: Set<string>): string[] {
  const meses: string[] = [];
  for (let mes = mesDe(fechaInicio); diasEntre(inicioMesSiguiente(mes), hoy) >= DIAS_GRACIA_INFORME; mes = mesSiguiente(mes)) {
    if (!entregados.has(`${prestacionId}:${mes}`)) meses.push(mes);
  }
  return meses;
}

/** Every overdue month (mesesVencidos) that became overdue within the window. */
async function informesVencidos(app: App, tx: Tx, servicios: Servicio[], hoy: string): Promise<Recordatorio[]> {
  if (!servicios.length) return [];
  const hecho = await informesEntregados(tx, servicios.map((s) => s.p.id));
  const lista: Recordatorio[] = [];
  for (const s of servicios) {
    for (const mes of mesesVencidos(s.p.id, s.p.fechaInicio, hoy, hecho)) {
      if (diasEntre(inicioMesSiguiente(mes), hoy) > DIAS_GRACIA_INFORME + VENTANA_INFORME_VENCIDO) continue;
      const url = enlace(app, `/servicio-social/estudiantes/documentos/Informe-mensual?mes=${mes}`);
      lista.push({ prestacionId: s.p.id, clave: `informe_vencido:${mes}`, correos: [{ to: s.correo, mail: correoInformeVencido({ nombre: s.nombre, mes, url }) }] });
    }
  }
  return lista;
}

/** The institution's active accounts and the service's supervisor, each address once. */
async function correosInstitucion(tx: Tx, servicios: { institucionId: number; supervisorCorreo: string | null }[]) {
  const ids = [...new Set(servicios.map((s) => s.institucionId))];
  const cuentas = ids.length
    ? await tx
        .select({ institucionId: ssInstitucionUsuarios.institucionId, email: usuarios.email })
        .from(ssInstitucionUsuarios)
        .innerJoin(usuarios, eq(usuarios.id, ssInstitucionUsuarios.usuarioId))
        .where(and(inArray(ssInstitucionUsuarios.institucionId, ids), eq(usuarios.activo, true)))
    : [];
  return (s: { institucionId: number; supervisorCorreo: string | null }) => {
    const todos = [s.supervisorCorreo, ...cuentas.filter((c) => c.institucionId === s.institucionId).map((c) => c.email)];
    return [...new Map(todos.filter((c): c is string => !!c).map((c) => [c.toLowerCase(), c])).values()];
  };
}

/** Reports sent to the institution more than N working days ago and still waiting there; once per round sent. */
async function informesEnEspera(app: App, tx: Tx, hoy: string): Promise<Recordatorio[]> {
  const docs = await tx
    .select({
      id: ssDocumentos.id, tipo: ssDocumentos.tipo, version: ssDocumentos.version, enviadoEn: ssDocumentos.enviadoEn, prestacionId: ssDocumentos.prestacionId,
      institucionId: ssPrestaciones.institucionId, supervisorCorreo: ssPrestaciones.supervisorCorreo,
      nombre: ssEstudiantes.nombre, apellidoPaterno: ssEstudiantes.apellidoPaterno, apellidoMaterno: ssEstudiantes.apellidoMaterno,
    })
    .from(ssDocumentos)
    .innerJoin(ssPrestaciones, eq(ssPrestaciones.id, ssDocumentos.prestacionId))
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssPrestaciones.estudianteId))
    .where(and(
      inArray(ssDocumentos.tipo, ['informe_mensual', 'informe_final']), eq(ssDocumentos.estado, 'enviado'), eq(ssDocumentos.etapa, 'institucion'),
      isNotNull(ssDocumentos.enviadoEn), eq(ssPrestaciones.estado, 'en_curso'), sinBloqueo(ssEstudiantes),
    ));
  const esperando = docs
    .map((d) => ({ ...d, enviado: hoyMexico(d.enviadoEn!) }))
    .map((d) => ({ ...d, dias: diasHabilesEntre(d.enviado, hoy) }))
    .filter((d) => d.dias > DIAS_HABILES_ESPERA);
  const destinatarios = await correosInstitucion(tx, esperando);
  return esperando.map((d) => {
    const mail = correoInformeEnEspera({
      estudiante: nombreCompleto(d), documento: TIPOS_DOCUMENTO[d.tipo as TipoDocumento].etiqueta, enviado: d.enviado, dias: d.dias,
      url: enlace(app, `/servicio-social/Institucion/estudiantes/${d.prestacionId}`),
    });
    return { prestacionId: d.prestacionId!, clave: `espera_supervisor:${d.id}:v${d.version}`, correos: destinatarios(d).map((to) => ({ to, mail })) };
  });
}

/** Services within N days of their maximum duration with hours still missing: the student and the supervisor. */
async function duracionPorVencer(app: App, tx: Tx, servicios: Servicio[], hoy: string): Promise<Recordatorio[]> {
  const proximos = servicios
    .map((s) => ({ ...s, limite: sumarMesesFecha(s.p.fechaInicio, s.p.duracionMaximaMeses) }))
    .filter((s) => Number(s.p.horasAprobadas) < s.p.horasRequeridas && diasEntre(hoy, s.limite) >= 0 && diasEntre(hoy, s.limite) <= DIAS_AVISO_DURACION);
  const destinatarios = await correosInstitucion(tx, proximos.map((s) => ({ institucionId: s.p.institucionId, supervisorCorreo: s.p.supervisorCorreo })));
  return proximos.map((s) => {
    const datos = { limite: s.limite, aprobadas: Number(s.p.horasAprobadas), requeridas: s.p.horasRequeridas };
    const institucion = correoDuracionMaximaInstitucion({ ...datos, estudiante: nombreCompleto(s), url: enlace(app, `/servicio-social/Institucion/estudiantes/${s.p.id}`) });
    return {
      prestacionId: s.p.id,
      clave: `duracion_maxima:${s.limite}`,
      correos: [
        { to: s.correo, mail: correoDuracionMaxima({ ...datos, nombre: s.nombre, url: enlace(app, '/servicio-social/estudiantes/horas') }) },
        ...destinatarios({ institucionId: s.p.institucionId, supervisorCorreo: s.p.supervisorCorreo }).map((to) => ({ to, mail: institucion })),
      ],
    };
  });
}

/** A message that cannot be queued (a malformed address) is skipped and logged; the others still go. */
function filaCorreo(app: App, to: string, mail: ActionMail) {
  try {
    const { html, text } = renderActionMail(mail);
    return outboxRow({ to, subject: mail.title, html, text });
  } catch (error) {
    app.log.warn({ err: error, to }, 'recordatorio de servicio social sin destinatario válido');
    return null;
  }
}

export interface ResultadoRecordatorios {
  /** False when another process held the run. */
  ejecutado: boolean;
  /** New reminders (each may be several messages). */
  recordatorios: number;
  correos: number;
}

/** One run for the day of `now` (America/Mexico_City). Safe to repeat: a reminder already recorded is not sent again. */
export async function ejecutarRecordatorios(app: App, now = new Date()): Promise<ResultadoRecordatorios> {
  const hoy = hoyMexico(now);
  const resultado = await app.db.transaction(async (tx): Promise<ResultadoRecordatorios> => {
    const bloqueo = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${LLAVE_BLOQUEO}) AS ok`)) as unknown as { rows: { ok: boolean }[] };
    if (!bloqueo.rows[0]?.ok) return { ejecutado: false, recordatorios: 0, correos: 0 };
    const servicios = await serviciosEnCurso(tx);
    const todos = [
      ...(await informesVencidos(app, tx, servicios, hoy)),
      ...(await informesEnEspera(app, tx, hoy)),
      ...(await duracionPorVencer(app, tx, servicios, hoy)),
    ];
    let recordatorios = 0;
    let correos = 0;
    for (const r of todos) {
      const [nuevo] = await tx
        .insert(ssRecordatorios)
        .values({ prestacionId: r.prestacionId, clave: r.clave, enviadoEn: now })
        .onConflictDoNothing()
        .returning({ id: ssRecordatorios.id });
      if (!nuevo) continue;
      recordatorios++;
      const filas = r.correos.map((c) => filaCorreo(app, c.to, c.mail)).filter((f) => f !== null);
      if (filas.length) await tx.insert(outbox).values(filas);
      correos += filas.length;
    }
    return { ejecutado: true, recordatorios, correos };
  });
  if (resultado.correos) app.mailer.notify();
  return resultado;
}

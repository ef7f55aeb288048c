// Evaluations of a service: the student's self-evaluation and the supervisor's evaluation of the student.
// Both open at the end of the service (see `abierta`), are saved as drafts, and lock when sent; staff may reopen
// one with a reason. Answers are checked against the questionnaire copied into the evaluation when it started.
import { and, eq, ne } from 'drizzle-orm';
import {
  MENSAJES_LIBERACION, type EvaluacionVista, type TipoCuestionario, type evaluacionInputSchema,
} from '../../../shared/schemas/servicio-social-evaluaciones';
import { sinBloqueo } from '../../arco/bloqueo';
import type { EstadoPrestacion } from '../../../shared/servicio-social/valores';
import type { z } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { ssDocumentos, ssEstudiantes, ssEvaluaciones, ssPrestaciones } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../lib/http-error';
import { leerCuestionario } from './cuestionarios';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Input = z.output<typeof evaluacionInputSchema>;

export interface PrestacionEvaluada {
  id: number;
  estudianteId: number;
  institucionId: number;
  estado: EstadoPrestacion;
  horasRequeridas: number;
  horasAprobadas: number;
  estudiante: string;
  correo: string;
  supervisorNombre: string | null;
  supervisorCorreo: string | null;
  informeFinalEnviado: boolean;
}

/** Who may reach the evaluations of a service: its student, its institution, or staff. */
export type Alcance = { tipo: 'estudiante'; estudianteId: number } | { tipo: 'institucion'; institucionId: number } | { tipo: 'staff' };

const condicion = (alcance: Alcance) =>
  alcance.tipo === 'estudiante'
    ? eq(ssPrestaciones.estudianteId, alcance.estudianteId)
    : alcance.tipo === 'institucion'
      ? eq(ssPrestaciones.institucionId, alcance.institucionId)
      : undefined;

/** The service, scoped by the caller in the WHERE clause: another's id answers 404, never 403, never data. */
export async function prestacionEvaluada(db: Db | Tx, alcance: Alcance, id: number): Promise<PrestacionEvaluada> {
  const [row] = await db
    .select({ p: ssPrestaciones, nombre: ssEstudiantes.nombre, paterno: ssEstudiantes.apellidoPaterno, materno: ssEstudiantes.apellidoMaterno, correo: ssEstudiantes.correo })
    .from(ssPrestaciones)
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssPrestaciones.estudianteId))
    .where(and(eq(ssPrestaciones.id, id), condicion(alcance), sinBloqueo(ssEstudiantes)));
  if (!row) throw notFound('La prestación no existe');
  const [final] = await db
    .select({ id: ssDocumentos.id })
    .from(ssDocumentos)
    .where(and(eq(ssDocumentos.prestacionId, id), eq(ssDocumentos.tipo, 'informe_final'), ne(ssDocumentos.estado, 'borrador')));
  const { p } = row;
  return {
    id: p.id, estudianteId: p.estudianteId, institucionId: p.institucionId, estado: p.estado as EstadoPrestacion,
    horasRequeridas: p.horasRequeridas, horasAprobadas: Number(p.horasAprobadas),
    estudiante: [row.nombre, row.paterno, row.materno].filter(Boolean).join(' '), correo: row.correo,
    supervisorNombre: p.supervisorNombre, supervisorCorreo: p.supervisorCorreo, informeFinalEnviado: !!final,
  };
}

/**
 * When an evaluation can be answered: the service is in progress (or concluded) and it is near its end, that is
 * the approved hours reached the required ones or the final report was sent. null when open, else why not.
 */
export function motivoCerrada(p: PrestacionEvaluada, tipo: TipoCuestionario): string | null {
  if (p.estado === 'liberada' || p.estado === 'baja') return 'El servicio social ya terminó; la evaluación no se puede modificar.';
  if (p.horasAprobadas >= p.horasRequeridas || p.informeFinalEnviado) return null;
  const quien = tipo === 'autoevaluacion' ? 'Su autoevaluación' : 'La evaluación del estudiante';
  return `${quien} se abre al final del servicio: cuando las horas aprobadas lleguen a ${p.horasRequeridas} (van ${p.horasAprobadas}) o cuando se envíe el informe final.`;
}

async function filaEvaluacion(db: Db | Tx, prestacionId: number, tipo: TipoCuestionario) {
  const [row] = await db.select().from(ssEvaluaciones).where(and(eq(ssEvaluaciones.prestacionId, prestacionId), eq(ssEvaluaciones.tipo, tipo)));
  return row;
}

export async function vistaEvaluacion(db: Db | Tx, p: PrestacionEvaluada, tipo: TipoCuestionario): Promise<EvaluacionVista> {
  const row = await filaEvaluacion(db, p.id, tipo);
  const cuestionario = await leerCuestionario(db as Db, tipo);
  const aviso = row?.estado === 'enviada' ? null : motivoCerrada(p, tipo);
  return {
    prestacionId: p.id,
    tipo,
    estudiante: p.estudiante,
    estado: row ? (row.estado as 'borrador' | 'enviada') : 'sin_iniciar',
    editable: row?.estado !== 'enviada' && aviso === null,
    aviso,
    titulo: cuestionario.titulo,
    instrucciones: cuestionario.instrucciones,
    // The copy the evaluation was answered against; the current questionnaire until it starts.
    escala: row?.cuestionario.escala ?? cuestionario.escala,
    criterios: row?.cuestionario.criterios ?? cuestionario.criterios,
    respuestas: row?.respuestas ?? {},
    comentarios: row?.comentarios ?? '',
    promedio: row?.promedio ?? null,
    enviadaEn: row?.enviadaEn?.toISOString() ?? null,
    reabiertaEn: row?.reabiertaEn?.toISOString() ?? null,
    motivoReapertura: row?.motivoReapertura ?? null,
    evaluador: row?.evaluadorNombre ?? null,
  };
}

/** Field errors of the answers against the questionnaire; `completas` also requires every criterion. */
export function revisarRespuestas(cuestionario: { escala: { valor: number }[]; criterios: { clave: string }[] }, respuestas: Record<string, number>, completas: boolean) {
  const errores: Record<string, string[]> = {};
  const claves = new Set(cuestionario.criterios.map((c) => c.clave));
  const valores = new Set(cuestionario.escala.map((n) => n.valor));
  for (const [clave, valor] of Object.entries(respuestas)) {
    if (!claves.has(clave)) errores[`respuestas.${clave}`] = [MENSAJES_LIBERACION.criterioDesconocido];
    else if (!valores.has(valor)) errores[`respuestas.${clave}`] = [MENSAJES_LIBERACION.valorFueraDeEscala];
  }
  if (completas) {
    for (const c of cuestionario.criterios) {
      if (respuestas[c.clave] === undefined) errores[`respuestas.${c.clave}`] = [MENSAJES_LIBERACION.respuestasIncompletas];
    }
  }
  return errores;
}

/**
 * Saves the draft (enviar=false) or sends it (enviar=true, every criterion answered; then locked). One transaction:
 * the row is created with the questionnaire copied in, then updated only while it is still a draft.
 */
export async function guardarEvaluacion(
  db: Db, p: PrestacionEvaluada, tipo: TipoCuestionario, input: Input, evaluador: { id: number; nombre: string }, enviar: boolean,
): Promise<EvaluacionVista> {
  const cerrada = motivoCerrada(p, tipo);
  if (cerrada) throw new HttpError(422, cerrada);
  return db.transaction(async (tx) => {
    const actual = await filaEvaluacion(tx, p.id, tipo);
    if (actual?.estado === 'enviada') throw new HttpError(422, MENSAJES_LIBERACION.evaluacionCerrada);
    let copia = actual?.cuestionario;
    if (!copia) {
      const c = await leerCuestionario(tx as unknown as Db, tipo);
      copia = { escala: c.escala, criterios: c.criterios };
    }
    const errores = revisarRespuestas(copia, input.respuestas, enviar);
    if (Object.keys(errores).length) {
      throw unprocessable(errores, enviar && Object.values(errores).flat().includes(MENSAJES_LIBERACION.respuestasIncompletas) ? MENSAJES_LIBERACION.respuestasIncompletas : undefined);
    }
    const valores = Object.values(input.respuestas);
    const promedio = valores.length ? Math.round((valores.reduce((a, b) => a + b, 0) / valores.length) * 100) / 100 : null;
    const ahora = new Date();
    const cambios = {
      respuestas: input.respuestas, comentarios: input.comentarios, promedio, evaluadorId: evaluador.id, evaluadorNombre: evaluador.nombre, updatedAt: ahora,
      ...(enviar ? { estado: 'enviada', enviadaEn: ahora } : {}),
    };
    // Created as a draft holding the questionnaire's copy; the update below then saves (or sends) the answers.
    if (!actual) await tx.insert(ssEvaluaciones).values({ prestacionId: p.id, tipo, cuestionario: copia }).onConflictDoNothing();
    const hechas = await tx
      .update(ssEvaluaciones)
      .set(cambios)
      .where(and(eq(ssEvaluaciones.prestacionId, p.id), eq(ssEvaluaciones.tipo, tipo), eq(ssEvaluaciones.estado, 'borrador')))
      .returning({ id: ssEvaluaciones.id });
    // Sent in another tab between the read and this write.
    if (!hechas.length) throw new HttpError(422, MENSAJES_LIBERACION.evaluacionCerrada);
    return vistaEvaluacion(tx, p, tipo);
  });
}

/** Staff reopen a sent evaluation (not once the service is liberated); the reason is kept and shown. */
export async function reabrirEvaluacion(db: Db, p: PrestacionEvaluada, tipo: TipoCuestionario, motivo: string): Promise<EvaluacionVista> {
  if (p.estado === 'liberada') throw new HttpError(422, MENSAJES_LIBERACION.yaLiberada);
  const hechas = await db
    .update(ssEvaluaciones)
    .set({ estado: 'borrador', enviadaEn: null, reabiertaEn: new Date(), motivoReapertura: motivo, updatedAt: new Date() })
    .where(and(eq(ssEvaluaciones.prestacionId, p.id), eq(ssEvaluaciones.tipo, tipo), eq(ssEvaluaciones.estado, 'enviada')))
    .returning({ id: ssEvaluaciones.id });
  if (!hechas.length) throw new HttpError(422, MENSAJES_LIBERACION.evaluacionNoEnviada);
  return vistaEvaluacion(db, p, tipo);
}

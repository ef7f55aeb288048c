// The public survey behind a personal link: read, save a draft, send. Every write goes through one invitation row,
// found by the signed token, so nobody reaches another person's answers.
import { eq } from 'drizzle-orm';
import {
  AVISO_SEGUIMIENTO_VERSION, revisarRespuestas, TRABAJA, type Encuesta, type Respuestas,
} from '../../../shared/schemas/seguimiento';
import { emailSchema } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { egresados, segAplicaciones, segCuestionarios, segInvitaciones } from '../../db/schema';
import { HttpError, unprocessable } from '../../lib/http-error';
import { nombreCompleto } from '../../plantillas/datos';
import type { App } from '../../types';
import { SEMILLA_EMPLEADORES, vigenteDeSemilla } from '../cuestionarios/service';
import { encolarEmpleador, type Tx } from '../empleadores/encolar';
import { invitacionDeToken } from './token';

export const ENLACE_DESCONOCIDO =
  'Este enlace de encuesta no existe o está incompleto. Copie el enlace completo de su correo o pida uno nuevo a la oficina de seguimiento de egresados.';
export const ENCUESTA_CERRADA =
  'Esta encuesta ya cerró y no recibe más respuestas. Si necesita corregir algo, escriba a la oficina de seguimiento de egresados.';

async function cargar(db: Pick<Db, 'select'>, app: Pick<App, 'signer'>, token: string, bloquear?: boolean) {
  const id = invitacionDeToken(app, token);
  if (id === null) throw new HttpError(404, ENLACE_DESCONOCIDO);
  let query = db
    .select({ invitacion: segInvitaciones, aplicacion: segAplicaciones, cuestionario: segCuestionarios })
    .from(segInvitaciones)
    .innerJoin(segAplicaciones, eq(segAplicaciones.id, segInvitaciones.aplicacionId))
    .innerJoin(segCuestionarios, eq(segCuestionarios.id, segInvitaciones.cuestionarioId))
    .where(eq(segInvitaciones.id, id))
    .$dynamic();
  if (bloquear) query = query.for('update', { of: segInvitaciones });
  const [row] = await query;
  if (!row) throw new HttpError(404, ENLACE_DESCONOCIDO);
  if (row.aplicacion.cierre.getTime() <= Date.now()) throw new HttpError(410, ENCUESTA_CERRADA);
  return row;
}

export async function leerEncuesta(app: App, token: string): Promise<Encuesta> {
  const { invitacion, aplicacion, cuestionario } = await cargar(app.db, app, token);
  let egresado: string | null = null;
  if (invitacion.tipo === 'empleador' && invitacion.egresadoId) {
    const [e] = await app.db.select().from(egresados).where(eq(egresados.id, invitacion.egresadoId));
    egresado = e ? nombreCompleto(e) : null;
  }
  return {
    aplicacion: { nombre: aplicacion.nombre, cierre: aplicacion.cierre.toISOString() },
    cuestionario: { nombre: cuestionario.nombre, tipo: cuestionario.tipo as Encuesta['cuestionario']['tipo'], descripcion: cuestionario.descripcion, secciones: cuestionario.secciones },
    respuestas: invitacion.respuestas ?? null,
    enviada: invitacion.enviadaEn !== null,
    egresado,
    avisoAceptado: invitacion.avisoAceptadoEn !== null,
  };
}

/** A working graduate who gave their boss's address and said yes: the employer is invited once per wave. */
async function invitarEmpleador(app: App, tx: Tx, inv: typeof segInvitaciones.$inferSelect, respuestas: Respuestas, cierre: Date) {
  if (inv.tipo !== 'egresado' || !inv.egresadoId) return false;
  if (!TRABAJA.includes(respuestas.actividad_actual as (typeof TRABAJA)[number]) || respuestas.empleador_autoriza !== 'si') return false;
  const correo = emailSchema.safeParse(respuestas.empleador_correo);
  if (!correo.success) return false;
  const cuestionario = await vigenteDeSemilla(tx, SEMILLA_EMPLEADORES);
  if (!cuestionario) return false;
  return encolarEmpleador(app, tx, {
    aplicacionId: inv.aplicacionId, egresadoId: inv.egresadoId, cuestionarioId: cuestionario.id, correo: correo.data,
    programaId: inv.programaId, generacion: inv.generacion, cierre,
  });
}

export async function guardarEncuesta(
  app: App,
  body: { token: string; respuestas: Respuestas; enviar: boolean; aceptaAviso?: boolean },
  captura: 'en_linea' | 'telefonica' = 'en_linea',
) {
  let correoEncolado = false;
  const resultado = await app.db.transaction(async (tx) => {
    const { invitacion, aplicacion, cuestionario } = await cargar(tx, app, body.token, true);
    const { limpias, errors } = revisarRespuestas(cuestionario.secciones, body.respuestas, body.enviar);
    if (Object.keys(errors).length) {
      throw unprocessable(errors, body.enviar ? 'Revise las respuestas marcadas antes de enviar' : 'Revise las respuestas marcadas');
    }
    // A graduate who already sent corrects by sending again; a draft save never un-sends.
    const enviada = body.enviar || invitacion.enviadaEn !== null;
    if (invitacion.enviadaEn && !body.enviar) {
      const completa = revisarRespuestas(cuestionario.secciones, limpias, true);
      if (Object.keys(completa.errors).length) throw unprocessable(completa.errors, 'Sus respuestas ya se enviaron: corríjalas sin dejar preguntas obligatorias vacías');
    }
    await tx
      .update(segInvitaciones)
      .set({
        respuestas: limpias,
        enviadaEn: body.enviar ? new Date() : invitacion.enviadaEn,
        captura,
        ...(body.aceptaAviso && !invitacion.avisoAceptadoEn ? { avisoVersion: AVISO_SEGUIMIENTO_VERSION, avisoAceptadoEn: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(segInvitaciones.id, invitacion.id));
    if (body.enviar) correoEncolado = await invitarEmpleador(app, tx, invitacion, limpias, aplicacion.cierre);
    return { enviada, respuestas: limpias };
  });
  if (correoEncolado) app.mailer.notify();
  return resultado;
}


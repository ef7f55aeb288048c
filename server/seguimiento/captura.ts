// Captura telefónica: staff call a graduate the wave could not mail and enter the answers for them. The answers go
// through the public survey's own save (same checks, same employer invitation), only the invitation is named by id.
import { and, eq, isNull } from 'drizzle-orm';
import { sinBloqueo } from '../arco/bloqueo';
import type { CapturaTelefonica, Respuestas } from '../../shared/schemas/seguimiento';
import type { Db } from '../db/client';
import { egresados, segInvitaciones } from '../db/schema';
import { notFound } from '../lib/http-error';
import { nombreCompleto } from '../plantillas/datos';
import type { App } from '../types';
import { guardarEncuesta, leerEncuesta } from './encuesta/service';
import { tokenEncuesta } from './encuesta/token';

export const NO_CAPTURABLE = 'Este egresado no está en la lista de captura telefónica de la encuesta';

/**
 * Only graduates the wave reached without an email: a graduate with a personal link answers it themselves, and staff
 * must not overwrite what they sent.
 */
async function capturable(db: Db, invitacionId: number) {
  const [row] = await db
    .select({ egresado: egresados, respuestas: segInvitaciones.respuestas, enviadaEn: segInvitaciones.enviadaEn })
    .from(segInvitaciones)
    .innerJoin(egresados, eq(egresados.id, segInvitaciones.egresadoId))
    .where(and(eq(segInvitaciones.id, invitacionId), eq(segInvitaciones.tipo, 'egresado'), isNull(segInvitaciones.correo), sinBloqueo(egresados)));
  if (!row) throw notFound(NO_CAPTURABLE);
  return row;
}

export async function leerCaptura(app: App, invitacionId: number): Promise<CapturaTelefonica> {
  const { egresado } = await capturable(app.db, invitacionId);
  const encuesta = await leerEncuesta(app, tokenEncuesta(app, invitacionId));
  return {
    ...encuesta,
    egresado: nombreCompleto(egresado),
    contacto: { matricula: egresado.matricula, telefono: egresado.telefono },
  };
}

/** Saves (or sends) the captured answers; answers what the audit entry needs, before and after. */
export async function guardarCaptura(app: App, invitacionId: number, body: { respuestas: Respuestas; enviar: boolean }) {
  const antes = await capturable(app.db, invitacionId);
  const despues = await guardarEncuesta(app, { ...body, token: tokenEncuesta(app, invitacionId) }, 'telefonica');
  return {
    resultado: despues,
    antes: { respuestas: antes.respuestas, enviada: antes.enviadaEn !== null },
    despues: { respuestas: despues.respuestas, enviada: despues.enviada, captura: 'telefonica' },
  };
}

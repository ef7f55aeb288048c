// One way an employer is invited, whether a graduate authorised it in their answers or staff uploaded a list: an
// invitation row about the graduate on the graduate's wave, and its mail in the outbox, in the caller's transaction.
import { eq } from 'drizzle-orm';
import type { Respuestas } from '../../../shared/schemas/seguimiento';
import type { Db } from '../../db/client';
import { egresados, outbox, segInvitaciones } from '../../db/schema';
import { outboxRow } from '../../mail/outbox';
import { renderActionMail } from '../../mail/templates';
import { nombreCompleto } from '../../plantillas/datos';
import type { App } from '../../types';
import { urlEncuesta } from '../encuesta/token';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Empleador {
  aplicacionId: number;
  egresadoId: number;
  cuestionarioId: number;
  correo: string;
  programaId: number | null;
  generacion: number | null;
  cierre: Date;
  /** From a staff list: the employer's organisation, already filled in their survey (the graduate gave no consent here). */
  organizacion?: string;
}

/** False when this graduate's employer was already invited on this wave (once per wave and graduate). */
export async function encolarEmpleador(app: Pick<App, 'signer' | 'config'>, tx: Tx, e: Empleador): Promise<boolean> {
  const [nueva] = await tx
    .insert(segInvitaciones)
    .values({
      aplicacionId: e.aplicacionId, egresadoId: e.egresadoId, tipo: 'empleador', cuestionarioId: e.cuestionarioId,
      correo: e.correo, programaId: e.programaId, generacion: e.generacion, invitadaEn: new Date(), respuestas: e.organizacion ? ({ organizacion: e.organizacion } satisfies Respuestas) : null,
    })
    .onConflictDoNothing()
    .returning({ id: segInvitaciones.id });
  if (!nueva) return false;
  const [egresado] = await tx.select().from(egresados).where(eq(egresados.id, e.egresadoId));
  const cierreTexto = e.cierre.toLocaleDateString('es-MX', { timeZone: 'America/Mexico_City', day: 'numeric', month: 'long', year: 'numeric' });
  const mail = renderActionMail({
    title: 'Su opinión sobre un egresado de nuestra institución',
    greeting: 'Estimado(a) empleador(a):',
    paragraphs: [
      e.organizacion
        ? `Le pedimos su opinión sobre el desempeño profesional de ${egresado ? nombreCompleto(egresado) : 'un egresado'}, egresado(a) de nuestra institución que colabora en ${e.organizacion}.`
        : `${egresado ? nombreCompleto(egresado) : 'Un egresado'}, que colabora en su organización, nos autorizó a pedirle su opinión sobre su desempeño profesional.`,
      `La encuesta toma unos 5 minutos y estará abierta hasta el ${cierreTexto}. Sus respuestas se usan en conjunto para mejorar nuestros programas educativos.`,
    ],
    action: { label: 'Responder la encuesta', url: urlEncuesta(app, nueva.id) },
  });
  await tx.insert(outbox).values(outboxRow({ to: e.correo, subject: 'Encuesta a empleadores: desempeño de nuestros egresados', ...mail }));
  return true;
}

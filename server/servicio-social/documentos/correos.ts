// Mail of the documents' flow, queued in the outbox inside the move's transaction: the supervisor's signed link to
// approve a report without signing in, and the student's notice of a decision.
import { renderActionMail, type ActionMail } from '../../mail/templates';
import { outbox } from '../../db/schema';
import { outboxRow } from '../../mail/outbox';
import type { App } from '../../types';
import { enlace } from '../comun/correo';
import type { Tx } from './campos';

export const PROPOSITO_APROBACION = 'ss-aprobacion';
const TTL_APROBACION = 30 * 24 * 3600;

/** Bound to the document and the round: a new round (or any decision) makes the link stale. */
export const tokenAprobacion = (app: App, documentoId: number, version: number) =>
  app.signer.sign({ p: PROPOSITO_APROBACION, d: documentoId, v: version }, TTL_APROBACION);

export function leerTokenAprobacion(app: App, token: string): { documentoId: number; version: number } | null {
  const datos = app.signer.verify<{ p?: unknown; d?: unknown; v?: unknown }>(token);
  if (!datos || datos.p !== PROPOSITO_APROBACION || typeof datos.d !== 'number' || typeof datos.v !== 'number') return null;
  return { documentoId: datos.d, version: datos.v };
}

export async function encolar(tx: Tx, to: string | null | undefined, mail: ActionMail & { subject?: string }) {
  if (!to) return;
  const { html, text } = renderActionMail(mail);
  await tx.insert(outbox).values(outboxRow({ to, subject: mail.subject ?? mail.title, html, text }));
}

export async function correoSupervisor(
  app: App,
  tx: Tx,
  d: { id: number; version: number; titulo: string; estudiante: string; supervisorNombre: string | null; supervisorCorreo: string | null },
) {
  const url = enlace(app, `/servicio-social/aprobacion?token=${encodeURIComponent(tokenAprobacion(app, d.id, d.version))}`);
  await encolar(tx, d.supervisorCorreo, {
    title: `Informe por aprobar: ${d.titulo}`,
    greeting: `Hola${d.supervisorNombre ? `, ${d.supervisorNombre}` : ''}:`,
    paragraphs: [
      `${d.estudiante} envió su «${d.titulo}» para su aprobación como supervisor(a) de su servicio social.`,
      'Puede leerlo y aprobarlo o devolverlo con observaciones desde el siguiente enlace, sin iniciar sesión.',
    ],
    action: { label: 'Revisar el informe', url },
    note: 'El enlace es personal: no lo reenvíe. Caduca en 30 días o cuando el informe cambie.',
  });
}

export async function correoEstudiante(app: App, tx: Tx, to: string, d: { titulo: string; aprobado: boolean; comentarios: string; ruta: string }) {
  await encolar(tx, to, {
    title: d.aprobado ? `Documento aprobado: ${d.titulo}` : `Observaciones en su documento: ${d.titulo}`,
    greeting: 'Hola:',
    paragraphs: d.aprobado
      ? [`Su «${d.titulo}» fue aprobado.`]
      : [`Su «${d.titulo}» fue devuelto con observaciones:`, d.comentarios, 'Corríjalo y vuelva a enviarlo desde su portal.'],
    action: { label: 'Ver el documento', url: enlace(app, d.ruta) },
  });
}

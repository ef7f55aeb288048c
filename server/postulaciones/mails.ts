// Every message of the area goes through the outbox with the shared action-mail layout.
import type { FastifyBaseLogger } from 'fastify';
import { RUTA_MIS_POSTULACIONES } from '../../shared/postulaciones/mis-postulaciones';
import { ESTADO_POSTULACION_LABELS, type EstadoPostulacion } from '../../shared/schemas/postulaciones';
import { appUrl } from '../config';
import type { MailMessage } from '../mail/outbox';
import { renderActionMail, type ActionMail } from '../mail/templates';
import type { App } from '../types';

export const PURPOSE_ACEPTACION = 'postulacion-aceptacion';
export const PURPOSE_BORRADOR = 'postulacion-borrador';
const ACEPTACION_TTL_SECONDS = 90 * 24 * 3600;

/** A mail that cannot be queued is logged; the nomination itself is already saved. */
export async function quietly(log: FastifyBaseLogger, what: string, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (error) {
    log.error({ err: error }, `no se pudo encolar el correo de ${what}`);
  }
}

async function enviar(app: App, to: string, mail: ActionMail) {
  const { html, text } = renderActionMail(mail);
  await app.mailer.enqueue({ to, subject: mail.title, html, text });
}

export interface DatosCorreo {
  id: number;
  folio: string;
  nombre: string;
  correo: string;
  nominadorTipo: string;
  nominadorNombre: string;
  nominadorCorreo: string;
  categoria: string;
  convocatoria: string;
}

export function aceptacionToken(app: App, p: { id: number; correo: string }) {
  return app.signer.sign({ p: PURPOSE_ACEPTACION, id: p.id, email: p.correo }, ACEPTACION_TTL_SECONDS);
}

export function leerAceptacionToken(app: App, token: string): { id: number; email: string } | null {
  const d = app.signer.verify<{ p?: unknown; id?: unknown; email?: unknown }>(token);
  if (!d || d.p !== PURPOSE_ACEPTACION || typeof d.id !== 'number' || typeof d.email !== 'string') return null;
  return { id: d.id, email: d.email };
}

export function borradorToken(app: App, id: string, hasta: Date) {
  const ttl = Math.max(60, Math.floor((hasta.getTime() - Date.now()) / 1000));
  return app.signer.sign({ p: PURPOSE_BORRADOR, id }, ttl);
}

export function leerBorradorToken(app: App, token: string): string | null {
  const d = app.signer.verify<{ p?: unknown; id?: unknown }>(token);
  return d && d.p === PURPOSE_BORRADOR && typeof d.id === 'string' ? d.id : null;
}

const fechaMx = (d: Date) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long', timeStyle: 'short' }).format(d) + ' (hora del centro de México)';

const mensaje = (to: string, mail: ActionMail): MailMessage => ({ to, subject: mail.title, ...renderActionMail(mail) });

/** Every mail to a nominator about a nomination points to «Mis postulaciones», where they sign in with their address. */
const misPostulaciones = (app: App) => ({ label: 'Ver Mis postulaciones', url: `${appUrl(app.config)}${RUTA_MIS_POSTULACIONES}` });
const PARA_ENTRAR = 'En «Mis postulaciones» puede seguir cada postulación que registró; para entrar solo pedimos este correo.';

/**
 * The nominator's confirmation (with the folio) and, for a third-party nomination, the nominee's accept/decline
 * link. Rendered, not queued: the caller writes them to the outbox in the nomination's own transaction.
 */
export function mensajesConfirmacion(app: App, p: DatosCorreo, aceptacionSolicitada: boolean): MailMessage[] {
  const tercero = p.nominadorTipo === 'tercero';
  const mensajes = [mensaje(p.nominadorCorreo, {
    title: `Recibimos su postulación ${p.folio}`,
    greeting: `Hola, ${p.nominadorNombre}:`,
    paragraphs: [
      tercero
        ? `Recibimos la postulación de ${p.nombre} a la categoría «${p.categoria}» de la convocatoria «${p.convocatoria}».`
        : `Recibimos su postulación a la categoría «${p.categoria}» de la convocatoria «${p.convocatoria}».`,
      `Su folio es ${p.folio}. Consérvelo: lo necesitará para cualquier aclaración.`,
      ...(aceptacionSolicitada ? [`Enviamos a ${p.nombre} un correo para que acepte la postulación.`] : []),
      PARA_ENTRAR,
    ],
    action: misPostulaciones(app),
    note: 'Le escribiremos cuando cambie el estado de la postulación.',
  })];
  if (tercero) {
    const url = `${appUrl(app.config)}/postulaciones/aceptacion?token=${encodeURIComponent(aceptacionToken(app, p))}`;
    mensajes.push(mensaje(p.correo, {
      title: `Le postularon a «${p.categoria}»`,
      greeting: `Hola, ${p.nombre}:`,
      paragraphs: [
        `${p.nominadorNombre} le postuló a la categoría «${p.categoria}» de la convocatoria «${p.convocatoria}» (folio ${p.folio}).`,
        'Le pedimos confirmar si acepta participar. Si no la acepta, su postulación no se evaluará.',
      ],
      action: { label: 'Aceptar o rechazar la postulación', url },
      note: 'Si no reconoce esta postulación, puede rechazarla con el mismo enlace.',
    }));
  }
  return mensajes;
}

/** The folio again, to the nominator's address on file (POST /api/postulaciones/reenviar-folio). */
export function mensajeFolio(app: App, p: DatosCorreo): MailMessage {
  return mensaje(p.nominadorCorreo, {
    title: `Su folio de postulación: ${p.folio}`,
    greeting: `Hola, ${p.nominadorNombre}:`,
    paragraphs: [
      `Alguien pidió en el formulario de postulaciones que reenviáramos el folio de la postulación de ${p.nombre} a la categoría «${p.categoria}» de la convocatoria «${p.convocatoria}».`,
      `El folio es ${p.folio}. La postulación está registrada: no necesita enviarla de nuevo.`,
      PARA_ENTRAR,
    ],
    action: misPostulaciones(app),
    note: 'Si usted no lo pidió, puede ignorar este correo: solo lo enviamos a la dirección registrada en la postulación.',
  });
}

export async function enviarEnlaceBorrador(app: App, correo: string, token: string, convocatoria: { nombre: string; cierre: Date }) {
  const url = `${appUrl(app.config)}/postulaciones/registro?borrador=${encodeURIComponent(token)}`;
  await enviar(app, correo, {
    title: 'Continúe su postulación',
    greeting: 'Hola:',
    paragraphs: [
      `Guardamos el borrador de su postulación a la convocatoria «${convocatoria.nombre}».`,
      `Puede terminarla con el siguiente enlace antes del cierre: ${fechaMx(convocatoria.cierre)}. Los documentos se adjuntan al enviarla.`,
    ],
    action: { label: 'Continuar mi postulación', url },
    note: 'Un borrador no es una postulación: solo participa si la envía antes del cierre.',
  });
}

export async function enviarCambioEstado(app: App, p: DatosCorreo, estado: EstadoPostulacion, mensaje: string | undefined, motivo: string | undefined) {
  await enviar(app, p.nominadorCorreo, {
    title: `Postulación ${p.folio}: ${ESTADO_POSTULACION_LABELS[estado].toLowerCase()}`,
    greeting: `Hola, ${p.nominadorNombre}:`,
    paragraphs: [
      `La postulación ${p.folio} de ${p.nombre} a «${p.categoria}» cambió a «${ESTADO_POSTULACION_LABELS[estado]}».`,
      ...(motivo ? [`Motivo: ${motivo}`] : []),
      ...(mensaje ? [mensaje] : []),
      PARA_ENTRAR,
    ],
    action: misPostulaciones(app),
  });
}

/**
 * The result mail of one nomination, rendered but not queued: publishing writes every one of them into the
 * outbox inside its own transaction, so they are queued exactly once, together with the estado change.
 */
export function mensajeResultado(app: App, p: DatosCorreo & { estado: string }, urlGanadores: string): MailMessage {
  const gano = p.estado === 'ganadora';
  const mail: ActionMail = {
    title: `Resultados de «${p.convocatoria}»`,
    greeting: `Hola, ${p.nominadorNombre}:`,
    paragraphs: [
      gano
        ? `¡Felicidades! La postulación ${p.folio} de ${p.nombre} resultó ganadora en la categoría «${p.categoria}».`
        : `Publicamos los resultados de «${p.convocatoria}». La postulación ${p.folio} de ${p.nombre} a «${p.categoria}» no resultó seleccionada en esta edición.`,
      `Los resultados están en ${urlGanadores}. En «Mis postulaciones» puede leer los comentarios del jurado, si la categoría los comparte.`,
      'Agradecemos su participación.',
    ],
    action: misPostulaciones(app),
  };
  const { html, text } = renderActionMail(mail);
  return { to: p.nominadorCorreo, subject: mail.title, html, text };
}

/**
 * A round that asks its finalists for more documents: the nominator is told which, and where they will see the
 * request (rendered, not queued: the promotion writes it to the outbox in its own transaction).
 */
export function mensajeDocumentosRonda(app: App, p: { folio: string; nombre: string; nominadorNombre: string; nominadorCorreo: string }, ronda: { numero: number; nombre: string; documentos: string[] }): MailMessage {
  return mensaje(p.nominadorCorreo, {
    title: `Postulación ${p.folio}: finalista, con documentos por enviar`,
    greeting: `Hola, ${p.nominadorNombre}:`,
    paragraphs: [
      `La postulación ${p.folio} de ${p.nombre} pasó a la ronda ${ronda.numero} («${ronda.nombre}»).`,
      `Para esta ronda el jurado pide estos documentos: ${ronda.documentos.join(', ')}.`,
      PARA_ENTRAR,
    ],
    action: misPostulaciones(app),
  });
}

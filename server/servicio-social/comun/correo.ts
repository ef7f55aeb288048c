import type { FastifyRequest } from 'fastify';
import { appUrl } from '../../config';
import { renderActionMail, type ActionMail } from '../../mail/templates';
import type { App } from '../../types';

/** Queues a one-action message; a mail that cannot be queued is logged, never turned into a different answer. */
export async function enviarCorreo(app: App, request: Pick<FastifyRequest, 'log'>, to: string, mail: ActionMail & { subject?: string }) {
  try {
    const { html, text } = renderActionMail(mail);
    await app.mailer.enqueue({ to, subject: mail.subject ?? mail.title, html, text });
  } catch (error) {
    request.log.error({ err: error }, `no se pudo encolar el correo «${mail.title}»`);
  }
}

export const enlace = (app: App, path: string) => `${appUrl(app.config)}${path}`;

// Something that a mail client would turn into a link: a scheme (https://, mailto:), www., or a bare domain.
const PARECE_ENLACE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|(?:mailto|tel|sms|data|javascript):|www\.)[^\s«»]*|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}\b[^\s«»]*/giu;

/**
 * Free text someone typed, quoted as plain text inside a message we send for them: «…», with anything that
 * looks like a link defanged (`https[:]//phish[.]example`), so that no mail client makes it clickable.
 */
export function citado(texto: string): string {
  const plano = texto.replace(PARECE_ENLACE, (m) => m.replace(/:/g, '[:]').replace(/\./g, '[.]').replace(/@/g, '[@]'));
  return `«${plano.replace(/[«»]/g, '"')}»`;
}

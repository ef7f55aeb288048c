import type { FastifyRequest } from 'fastify';
import { appUrl } from '../../config';
import { renderActionMail, type ActionMail } from '../../mail/templates';
import type { App } from '../../types';

/** Queues a one-action message; a mail that cannot be queued is logged, never turned into a different answer. */
export async function enviarCorreo(app: App, request: FastifyRequest, to: string, mail: ActionMail & { subject?: string }) {
  try {
    const { html, text } = renderActionMail(mail);
    await app.mailer.enqueue({ to, subject: mail.subject ?? mail.title, html, text });
  } catch (error) {
    request.log.error({ err: error }, `no se pudo encolar el correo «${mail.title}»`);
  }
}

export const enlace = (app: App, path: string) => `${appUrl(app.config)}${path}`;

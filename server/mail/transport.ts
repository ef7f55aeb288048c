import type { Config } from '../config';
import { assertHeaders, assertRecipient, cleanSubject, MailHeaderError } from './headers';
import { nodemailer } from '../lib/paquetes';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Why a message was not sent, and whether sending it again could ever work. */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * RFC 5321: 5yz refuses the message for good, 4yz asks to try later. Only a refusal of the envelope or the
 * content is the message's fault; a 5xx on AUTH (bad credentials) is a configuration problem, retried.
 */
export function classify(error: unknown): SendFailure {
  if (error instanceof SendFailure) return error;
  if (error instanceof MailHeaderError) return new SendFailure(error.message, true);
  const e = error as SmtpError;
  const reason = (e?.response ?? e?.message ?? String(error)).slice(0, 1000);
  const code = e?.responseCode;
  const aboutMessage = e?.code === 'EENVELOPE' || e?.code === 'EMESSAGE';
  const permanent = typeof code === 'number' && code >= 500 && code !== 503 && aboutMessage;
  return new SendFailure(reason, permanent);
}

/** Pooled SMTP from SMTP_URL; null without it (messages are then kept in the outbox for staff). */
export function createMailTransport(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  options: { maxConnections?: number } = {},
): MailTransport | null {
  if (!config.SMTP_URL) return null;
  // Opened at the first message: a server that sends none never loads nodemailer.
  let transporter: ReturnType<ReturnType<typeof nodemailer>['createTransport']> | undefined;
  const abierto = () =>
    (transporter ??= nodemailer().createTransport(
    {
      url: config.SMTP_URL,
      pool: true,
      maxConnections: options.maxConnections ?? 3,
      // Well under the 10-minute lease of a claimed row, so a slow server never gets a message sent twice.
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from: config.MAIL_FROM },
  ));
  return {
    async send(mail) {
      // Checked again at send time: rows may have been written by older code or by hand.
      const message = {
        to: { name: '', address: assertRecipient(mail.to) },
        subject: cleanSubject(mail.subject),
        headers: assertHeaders(mail.headers),
        html: mail.html,
        text: mail.text,
      };
      try {
        await abierto().sendMail(message);
      } catch (error) {
        throw classify(error);
      }
    },
    close: () => transporter?.close(),
  };
}

import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text?: string;
  headers?: Record<string, string>;
}

/** Puts mail in the persistent outbox; the mail worker sends it (or keeps it for staff when there is no SMTP). */
export class Mailer {
  constructor(private readonly db: Db) {}

  async enqueue(message: MailMessage): Promise<number> {
    const [row] = await this.db
      .insert(outbox)
      .values({
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text ?? htmlToText(message.html),
        headers: message.headers ?? {},
      })
      .returning({ id: outbox.id });
    return row.id;
  }
}

export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/h\d|\/li|\/tr)\s*\/?>/gi, '\n')
    .replace(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gi, '$2 ($1)')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

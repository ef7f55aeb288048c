import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { assertHeaders, assertRecipient, cleanSubject } from './headers';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text?: string;
  headers?: Record<string, string>;
}

/** Puts mail in the persistent outbox; the mail worker sends it (or keeps it for staff when there is no SMTP). */
export class Mailer {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly db: Db) {}

  /** Refuses a header injection (a second recipient, an unknown header, a line break in a value) before it is stored. */
  async enqueue(message: MailMessage): Promise<number> {
    const [row] = await this.db
      .insert(outbox)
      .values({
        to: assertRecipient(message.to),
        subject: cleanSubject(message.subject),
        html: message.html,
        text: message.text ?? htmlToText(message.html),
        headers: assertHeaders(message.headers),
      })
      .returning({ id: outbox.id });
    this.notify();
    return row.id;
  }

  /** The mail worker listens so new mail goes out at once instead of at the next poll. Returns the unsubscribe. */
  onEnqueue(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
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

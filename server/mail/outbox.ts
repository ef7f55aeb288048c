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

/**
 * The checked outbox row of a message, for callers that queue mail inside their own transaction (then call
 * `notify`): the same header checks as `enqueue`.
 */
export function outboxRow(message: MailMessage) {
  return {
    to: assertRecipient(message.to),
    subject: cleanSubject(message.subject),
    html: message.html,
    text: message.text ?? htmlToText(message.html),
    headers: assertHeaders(message.headers),
  };
}

/** Puts mail in the persistent outbox; the mail worker sends it (or keeps it for staff when there is no SMTP). */
export class Mailer {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly db: Db) {}

  /** Refuses a header injection (a second recipient, an unknown header, a line break in a value) before it is stored. */
  async enqueue(message: MailMessage): Promise<number> {
    const [row] = await this.db.insert(outbox).values(outboxRow(message)).returning({ id: outbox.id });
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

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

// Entities are decoded in one pass so "&amp;lt;" stays the text "&lt;" instead of becoming "<".
const decodeEntity = (entity: string, name: string) => {
  if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
};

export function htmlToText(html: string): string {
  return html
    .replace(/<(head|style|script)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<ol\b[^>]*>([\s\S]*?)<\/ol>/gi, (_, items: string) => {
      let n = 0;
      return `${items.replace(/<li\b[^>]*>/gi, () => `\n${++n}. `)}\n\n`;
    })
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/(p|h\d|blockquote|ul)>/gi, '\n\n')
    .replace(/<(br|\/div|\/tr)\s*\/?>/gi, '\n')
    // A link whose text is its own address is written once.
    .replace(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      label.replace(/<[^>]+>/g, '').trim() === href ? href : `${label} (${href})`,
    )
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

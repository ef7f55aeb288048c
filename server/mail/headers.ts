// Mail header safety. Every value that reaches a header is checked here, so no caller (or a name typed into a
// form) can add a Bcc, a second recipient or a header of its own.

/** Custom headers a message may carry; anything else is refused. */
export const ALLOWED_HEADERS = [
  'Reply-To',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'List-Id',
  'In-Reply-To',
  'References',
  'X-Entity-Ref-ID',
] as const;

const CONTROL = /\p{Cc}/u;
// One plain address: no display name, no list separators, no angle brackets or quotes.
const SINGLE_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"'()[\]\\]+\.[^\s@<>,;:"'()[\]\\]+$/;

export class MailHeaderError extends Error {}

export function assertRecipient(to: string): string {
  const address = to.trim();
  if (address.length > 254 || CONTROL.test(address) || !SINGLE_ADDRESS.test(address)) {
    throw new MailHeaderError(`Destinatario no válido: ${JSON.stringify(to.slice(0, 80))}`);
  }
  return address.toLowerCase();
}

/** A subject is display text: line breaks and other control characters become spaces. */
export function cleanSubject(subject: string): string {
  const flat = subject.replace(/\p{Cc}+/gu, ' ').replace(/\s{2,}/g, ' ').trim();
  if (!flat) throw new MailHeaderError('El asunto del correo está vacío');
  return flat.slice(0, 300);
}

const CANONICAL = new Map(ALLOWED_HEADERS.map((h) => [h.toLowerCase(), h]));

export function assertHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const safe: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const canonical = CANONICAL.get(name.toLowerCase());
    if (!canonical) throw new MailHeaderError(`Encabezado de correo no permitido: ${JSON.stringify(name.slice(0, 60))}`);
    if (typeof value !== 'string' || CONTROL.test(value) || value.length > 998) {
      throw new MailHeaderError(`Valor no válido en el encabezado ${canonical}`);
    }
    safe[canonical] = canonical === 'Reply-To' ? assertRecipient(value) : value.trim();
  }
  return safe;
}

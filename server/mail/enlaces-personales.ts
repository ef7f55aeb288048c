// Links in mail that act as credentials (password reset, email verification, invitations, supervisor approval,
// accept/decline, drafts, unsubscribe): whoever holds one acts as its recipient. Staff read the outbox to see what
// went out and why it failed, never to use someone else's link, so every such link is masked in what they read,
// and a sent message keeps only the masked body (it can no longer be resent, so nothing needs the original).
import { SECRET_PARAMS } from '../lib/log-redaction';

export const ENLACE_OCULTO = 'enlace personal oculto';

// An absolute URL up to the first character that cannot belong to it in text, HTML or a header (`<url>`).
const URL_PATTERN = /https?:\/\/[^\s"'<>()]+/gi;
// A value this long and opaque is a token whatever its parameter is called.
const OPACO = /^[A-Za-z0-9._~%-]{32,}$/;

function isCredential(url: string): boolean {
  const q = url.indexOf('?');
  if (q < 0) return false;
  // In HTML the separator is written `&amp;`.
  return url
    .slice(q + 1)
    .replace(/&amp;/gi, '&')
    .split('&')
    .some((pair) => {
      const [name, value = ''] = pair.split('=');
      return SECRET_PARAMS.has(name.toLowerCase()) || OPACO.test(value);
    });
}

/** The text with every credential link replaced by «enlace personal oculto»; other links stay readable. */
export function ocultarEnlaces(text: string): string {
  return text.replace(URL_PATTERN, (url) => (isCredential(url) ? `«${ENLACE_OCULTO}»` : url));
}

/** In HTML the link's target is masked too, so the message still renders with its button pointing nowhere. */
export function ocultarEnlacesHtml(html: string): string {
  return html
    .replace(/href\s*=\s*"([^"]*)"/gi, (attr, url: string) => (isCredential(url) ? `href="#${ENLACE_OCULTO.replace(/ /g, '-')}"` : attr))
    .replace(URL_PATTERN, (url) => (isCredential(url) ? `«${ENLACE_OCULTO}»` : url));
}

export interface CuerpoCorreo {
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** The body as staff may read it. */
export function cuerpoOculto<T extends CuerpoCorreo>(mail: T): T {
  return {
    ...mail,
    html: ocultarEnlacesHtml(mail.html),
    text: ocultarEnlaces(mail.text),
    headers: Object.fromEntries(Object.entries(mail.headers ?? {}).map(([k, v]) => [k, ocultarEnlaces(v)])),
  };
}

// The bolsa's mails: the servicio social area's one-action mail, quoted text and links, reused.
export { citado, enlace, enviarCorreo } from '../servicio-social/comun/correo';

/** The text of sanitised HTML, for search, the non-discrimination check and JSON-LD. */
export function textoPlano(html: string): string {
  return html
    .replace(/<(?:br|\/p|\/li|\/h\d|\/blockquote)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

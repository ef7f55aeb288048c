// Template bodies come from the rich editor (Quill 2) but are stored as email-ready HTML: whatever is saved can be sent
// as is, and nothing a user typed (or posted straight to the API) can run script in a mail client or the preview.
import type { Attributes, IOptions, Tag } from 'sanitize-html';
import { sanitizeHtml } from '../lib/paquetes';

const ENLACE_CAMPO = /^\{\{\s*enlaceActualizacion\s*\}\}$/;
const URL_PERMITIDA = /^(https?:\/\/|mailto:)/i;
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const ALINEACION = [/^(left|right|center|justify)$/];
const SANGRIA = [/^\d{1,2}em$/];
const TEXTO = ['p', 'h1', 'h2', 'h3', 'li', 'blockquote'];

// Quill marks alignment and indent with classes, which mail clients never see; they become inline styles.
function clasesAEstilos(tagName: string, attribs: Attributes): Tag {
  const clases = (attribs.class ?? '').split(/\s+/);
  const estilos = attribs.style ? [attribs.style.replace(/;\s*$/, '')] : [];
  for (const clase of clases) {
    const align = /^ql-align-(left|right|center|justify)$/.exec(clase);
    if (align) estilos.push(`text-align:${align[1]}`);
    const indent = /^ql-indent-(\d)$/.exec(clase);
    if (indent) estilos.push(`margin-left:${Number(indent[1]) * 3}em`);
  }
  const { class: _class, ...resto } = attribs;
  void _class;
  return { tagName, attribs: estilos.length ? { ...resto, style: estilos.join(';') } : resto };
}

function enlace(tagName: string, attribs: Attributes): Tag {
  const href = (attribs.href ?? '').trim();
  const limpio: Attributes = {};
  // The only href that is not an absolute URL is the merge field the sender fills with a signed link.
  if (ENLACE_CAMPO.test(href)) limpio.href = '{{enlaceActualizacion}}';
  else if (URL_PERMITIDA.test(href)) limpio.href = href;
  if (limpio.href) {
    limpio.target = '_blank';
    limpio.rel = 'noopener noreferrer';
  }
  return { tagName, attribs: limpio };
}

const base: IOptions = {
  // Images are not allowed at all: the editor has no image button, remote images are blocked by most clients and
  // would let a template track opens; data: images bloat every message.
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'span'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    span: ['style'],
    ...Object.fromEntries(TEXTO.map((t) => [t, ['style']])),
  },
  allowedStyles: {
    span: { color: COLOR, 'background-color': COLOR },
    ...Object.fromEntries(
      TEXTO.map((t) => [t, { color: COLOR, 'background-color': COLOR, 'text-align': ALINEACION, 'margin-left': SANGRIA }]),
    ),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: enlace },
  // Quill 2 writes every typed space as &nbsp;, and a paragraph of them never wraps in a mail client: only the
  // spaces after the first in a run stay non-breaking, which is all that keeps them visible.
  textFilter: (text) => text.replace(/[ \u00a0]+/g, (run) => (run.length === 1 ? ' ' : ` ${'\u00a0'.repeat(run.length - 1)}`)),
};

const primeraPasada: IOptions = {
  ...base,
  // Markers read below; the second pass drops them.
  allowedAttributes: { ...base.allowedAttributes, li: ['style', 'data-list'], span: ['style', 'data-ql-ui'] },
  transformTags: {
    a: enlace,
    '*': (tagName, attribs) => {
      if (tagName === 'a') return { tagName, attribs };
      // Quill's list markers (<span class="ql-ui">) are editor chrome, not content.
      if (/\bql-ui\b/.test(attribs.class ?? '')) return { tagName, attribs: { 'data-ql-ui': '' } };
      return clasesAEstilos(tagName, attribs);
    },
  },
  exclusiveFilter: (frame) => 'data-ql-ui' in frame.attribs,
};

const LISTA = /<(\/?)(ol|ul|li)\b([^>]*)>/g;

/**
 * Quill 2 writes every list as <ol> and tells bullets from numbers with data-list on each <li>; runs of items become
 * real <ul>/<ol> so the list shows right in mail clients. Runs on sanitised HTML, so tags are well formed.
 */
function listasQuill(html: string): string {
  const pila: { original: string; abierta: string | null }[] = [];
  return html.replace(LISTA, (tag, cierre: string, nombre: string, attrs: string) => {
    if (nombre !== 'li') {
      if (!cierre) {
        pila.push({ original: nombre, abierta: null });
        return '';
      }
      const lista = pila.pop();
      if (!lista) return '';
      return lista.abierta ? `</${lista.abierta}>` : '';
    }
    if (cierre) return tag;
    const lista = pila.at(-1);
    const tipo = /\bdata-list="([^"]*)"/.exec(attrs)?.[1];
    const quiere = tipo ? (tipo === 'ordered' ? 'ol' : 'ul') : (lista?.original ?? 'ul');
    let prefijo = '';
    if (lista && lista.abierta !== quiere) {
      prefijo = `${lista.abierta ? `</${lista.abierta}>` : ''}<${quiere}>`;
      lista.abierta = quiere;
    }
    return `${prefijo}<li${attrs.replace(/\s*data-list="[^"]*"/, '')}>`;
  });
}

const TABLA = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];
// Header cells pasted from Word stay <th> (inside <thead>/<tbody>): the PDF prints them as the table's header row.
const conTablas = (opciones: IOptions): IOptions => ({
  ...opciones,
  allowedTags: [...(opciones.allowedTags || []), ...TABLA],
  allowedAttributes: {
    ...opciones.allowedAttributes,
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    // A document's merge field, filled again from the records when it is sent (servicio-social/documentos/campos.ts).
    span: [...((opciones.allowedAttributes || {}).span ?? []), 'data-campo'],
  },
});
// Documents (servicio social letters and reports) are printed, not mailed: they also keep tables and field marks.
const primeraPasadaTablas = conTablas(primeraPasada);
const baseTablas = conTablas(base);

/** Email-safe HTML of a template body: only formatting tags, http(s)/mailto links, colour and alignment styles. */
export function sanitizarHtml(html: string, opciones: { tablas?: boolean } = {}): string {
  if (opciones.tablas) return sanitizeHtml()(listasQuill(sanitizeHtml()(html, primeraPasadaTablas)), baseTablas).trim();
  return sanitizeHtml()(listasQuill(sanitizeHtml()(html, primeraPasada)), base).trim();
}

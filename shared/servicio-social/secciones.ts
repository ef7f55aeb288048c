// A document's sections are the text under each of its headings. A section left empty, or still holding the
// template's sample text, means the author has not written it yet: such a document is not sent for review.
// Pure, so the server refuses with the same words the portal shows beside each section.

export interface Seccion {
  titulo: string;
  texto: string;
}

export type MotivoSeccion = 'vacia' | 'ejemplo';

export interface SeccionIncompleta {
  titulo: string;
  motivo: MotivoSeccion;
  mensaje: string;
}

const ENTIDADES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#160': ' ' };
const texto = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?[a-z0-9]+);/gi, (e, n: string) => ENTIDADES[n.toLowerCase()] ?? e)
    .replace(/[\s\u00a0\ufeff]+/g, ' ')
    .trim();

const ENCABEZADO = /<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/gi;

/** The text under each heading (h1–h3) up to the next one; what comes before the first heading is no section. */
export function seccionesDe(html: string): Seccion[] {
  const marcas = [...html.matchAll(ENCABEZADO)];
  return marcas.map((m, i) => {
    const inicio = m.index + m[0].length;
    const fin = i + 1 < marcas.length ? marcas[i + 1].index : html.length;
    return { titulo: texto(m[2]), texto: texto(html.slice(inicio, fin)) };
  });
}

export const MENSAJE_SECCION: Record<MotivoSeccion, (titulo: string) => string> = {
  vacia: (titulo) => `Escriba la sección «${titulo}»: está vacía.`,
  ejemplo: (titulo) => `Reemplace el texto de ejemplo de la sección «${titulo}» por el suyo.`,
};

/**
 * The sections of `contenido` still empty, or whose text is the template's own text for the same heading. Both are
 * compared with their merge fields already filled, so a filled field never counts as the author's writing.
 */
export function seccionesIncompletas(contenido: string, plantilla: string): SeccionIncompleta[] {
  const ejemplos = new Map(seccionesDe(plantilla).filter((s) => s.texto).map((s) => [s.titulo, s.texto]));
  const incompletas: SeccionIncompleta[] = [];
  for (const s of seccionesDe(contenido)) {
    const motivo: MotivoSeccion | null = !s.texto ? 'vacia' : ejemplos.get(s.titulo) === s.texto ? 'ejemplo' : null;
    if (motivo) incompletas.push({ titulo: s.titulo, motivo, mensaje: MENSAJE_SECCION[motivo](s.titulo) });
  }
  return incompletas;
}

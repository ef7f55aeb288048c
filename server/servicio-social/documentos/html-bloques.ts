// The sanitised HTML of a document as blocks for the PDF: headings, paragraphs, list items, table rows, each with
// styled runs. The input has passed sanitizarHtml, so tags are few and well formed; a small scanner is enough.
export interface Tramo {
  texto: string;
  negrita: boolean;
  cursiva: boolean;
  subrayado: boolean;
  enlace?: string;
}

export type Bloque =
  | { tipo: 'parrafo' | 'h1' | 'h2' | 'h3' | 'cita'; tramos: Tramo[]; alineacion: 'left' | 'center' | 'right' | 'justify' }
  | { tipo: 'item'; tramos: Tramo[]; marca: string; nivel: number }
  | { tipo: 'tabla'; filas: { celdas: Tramo[][]; encabezado: boolean[] }[] };

const ENTIDADES: Record<string, string> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
export const decodificar = (texto: string) =>
  texto.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (e, n: string) => {
    if (ENTIDADES[n.toLowerCase()]) return ENTIDADES[n.toLowerCase()];
    if (n[0] !== '#') return e;
    const code = n[1] === 'x' || n[1] === 'X' ? parseInt(n.slice(2), 16) : parseInt(n.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : e;
  });

const TOKEN = /<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/gi;
const BLOQUES = new Set(['p', 'h1', 'h2', 'h3', 'blockquote', 'li']);

export function bloquesDeHtml(html: string): Bloque[] {
  const bloques: Bloque[] = [];
  const estilo = { negrita: 0, cursiva: 0, subrayado: 0, enlace: [] as string[] };
  const listas: { tipo: 'ol' | 'ul'; n: number }[] = [];
  let actual: Tramo[] | null = null;
  let tabla: Extract<Bloque, { tipo: 'tabla' }> | null = null;
  let fila: { celdas: Tramo[][]; encabezado: boolean[] } | null = null;

  const abrir = (): Tramo[] => {
    if (actual) return actual;
    actual = [];
    if (fila) {
      fila.celdas.push(actual);
      fila.encabezado.push(false);
    } else bloques.push({ tipo: 'parrafo', tramos: actual, alineacion: 'left' });
    return actual;
  };
  const texto = (t: string) => {
    const tramo = { texto: t, negrita: estilo.negrita > 0, cursiva: estilo.cursiva > 0, subrayado: estilo.subrayado > 0, enlace: estilo.enlace.at(-1) };
    const tramos = abrir();
    const previo = tramos.at(-1);
    // Runs split only by a tag without style (a merge field's <span>) are one run: pdfkit lays out a right-aligned or
    // centred line of several runs over itself.
    if (previo && previo.negrita === tramo.negrita && previo.cursiva === tramo.cursiva && previo.subrayado === tramo.subrayado && previo.enlace === tramo.enlace) {
      previo.texto += t;
    } else tramos.push(tramo);
  };

  for (const [, cierre, nombreCrudo, attrs, contenido] of html.matchAll(TOKEN)) {
    if (contenido !== undefined) {
      const t = decodificar(contenido.replace(/\s+/g, ' '));
      if (t.trim() || actual) texto(t);
      continue;
    }
    const nombre = nombreCrudo.toLowerCase();
    const align = /text-align:\s*(left|right|center|justify)/.exec(attrs ?? '')?.[1] as 'left' | 'center' | 'right' | 'justify' | undefined;
    if (!cierre) {
      if (nombre === 'strong' || nombre === 'b' || nombre === 'th') estilo.negrita++;
      if (nombre === 'em' || nombre === 'i') estilo.cursiva++;
      if (nombre === 'u') estilo.subrayado++;
      if (nombre === 'a') estilo.enlace.push(/href="([^"]*)"/.exec(attrs)?.[1] ?? '');
      if (nombre === 'br') texto('\n');
      if (nombre === 'ul' || nombre === 'ol') listas.push({ tipo: nombre, n: 0 });
      if (nombre === 'table') bloques.push((tabla = { tipo: 'tabla', filas: [] }));
      if (nombre === 'tr' && tabla) tabla.filas.push((fila = { celdas: [], encabezado: [] }));
      if ((nombre === 'td' || nombre === 'th') && fila) {
        actual = [];
        fila.celdas.push(actual);
        fila.encabezado.push(nombre === 'th');
      }
      if (BLOQUES.has(nombre) && !fila) {
        actual = [];
        if (nombre === 'li') {
          const lista = listas.at(-1);
          const n = lista ? ++lista.n : 1;
          bloques.push({ tipo: 'item', tramos: actual, marca: lista?.tipo === 'ol' ? `${n}.` : '•', nivel: Math.max(listas.length - 1, 0) });
        } else {
          const tipo = nombre === 'p' ? 'parrafo' : nombre === 'blockquote' ? 'cita' : (nombre as 'h1' | 'h2' | 'h3');
          bloques.push({ tipo, tramos: actual, alineacion: align ?? 'left' });
        }
      }
      continue;
    }
    if (nombre === 'strong' || nombre === 'b' || nombre === 'th') estilo.negrita = Math.max(estilo.negrita - 1, 0);
    if (nombre === 'em' || nombre === 'i') estilo.cursiva = Math.max(estilo.cursiva - 1, 0);
    if (nombre === 'u') estilo.subrayado = Math.max(estilo.subrayado - 1, 0);
    if (nombre === 'a') estilo.enlace.pop();
    if (nombre === 'ul' || nombre === 'ol') listas.pop();
    if (nombre === 'td' || nombre === 'th' || BLOQUES.has(nombre)) actual = null;
    if (nombre === 'tr') fila = null;
    if (nombre === 'table') tabla = null;
  }
  return sinTitulosVacios(bloques.filter((b) => b.tipo === 'tabla' || b.tramos.some((t) => t.texto.trim()) || b.tipo === 'parrafo'));
}

const NIVEL: Partial<Record<Bloque['tipo'], number>> = { h1: 1, h2: 2, h3: 3 };
const vacio = (b: Bloque) => b.tipo === 'parrafo' && !b.tramos.some((t) => t.texto.trim());

/** A heading with nothing under it (up to the next heading of its level or higher) is not printed: no bare headings. */
function sinTitulosVacios(bloques: Bloque[]): Bloque[] {
  return bloques.filter((b, i) => {
    const nivel = NIVEL[b.tipo];
    if (!nivel) return true;
    const siguiente = bloques.slice(i + 1).find((o) => !vacio(o));
    return !!siguiente && !(NIVEL[siguiente.tipo] && NIVEL[siguiente.tipo]! <= nivel);
  });
}

export const textoPlano = (tramos: Tramo[]) => tramos.map((t) => t.texto).join('');

// The offer's description is stored as sanitised HTML; the employer writes plain paragraphs.
const escapar = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Blank lines separate paragraphs; single line breaks stay as <br>. */
export function htmlDeTexto(texto: string): string {
  return texto.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean).map((p) => `<p>${escapar(p).replace(/\n/g, '<br>')}</p>`).join('');
}

/** The way back, for editing: paragraphs as blank-line-separated text, entities decoded by the browser. */
export function textoDeHtml(html: string): string {
  const conSaltos = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|li|h\d)>/gi, '\n\n');
  const doc = new DOMParser().parseFromString(conSaltos, 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

const ENCABEZADO = /^H[1-3]$/;
const normalizar = (texto: string | null) => (texto ?? '').replace(/[\s\u00a0\ufeff]+/g, ' ').trim();

/**
 * Puts the caret in a section of the editable text (`editor`, Quill's root), as a field link in an error summary does:
 * the section's text selected, so typing replaces the template's sample, or the caret on its empty line. A section is
 * the blocks under a heading (h1–h3) up to the next one, as the server reads it (shared/servicio-social/secciones.ts).
 * Quill follows the browser's selection and its DOM, so nothing of Quill's own is needed. False when the heading is not there.
 */
export function irASeccion(editor: HTMLElement, titulo: string): boolean {
  const encabezado = [...editor.querySelectorAll<HTMLElement>('h1, h2, h3')].find((h) => normalizar(h.textContent) === titulo);
  if (!encabezado) return false;
  const bloques: Element[] = [];
  for (let b = encabezado.nextElementSibling; b && !ENCABEZADO.test(b.tagName); b = b.nextElementSibling) bloques.push(b);
  if (!bloques.length) {
    // Quill drops a trailing empty paragraph: the section gets its empty line back, as Enter after the heading would.
    const linea = document.createElement('p');
    linea.appendChild(document.createElement('br'));
    encabezado.after(linea);
    bloques.push(linea);
  }
  const rango = document.createRange();
  const primero = bloques[0];
  const ultimo = bloques[bloques.length - 1];
  if (!normalizar(bloques.map((b) => b.textContent).join(' '))) {
    rango.setStart(primero, 0);
    rango.collapse(true);
  } else {
    rango.setStart(primero, 0);
    rango.setEnd(ultimo, ultimo.childNodes.length);
  }
  editor.focus({ preventScroll: true });
  const seleccion = window.getSelection();
  seleccion?.removeAllRanges();
  seleccion?.addRange(rango);
  encabezado.scrollIntoView?.({ block: 'start' });
  return true;
}

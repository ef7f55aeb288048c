import type Quill from 'quill';

/**
 * The snow theme's link tooltip is English text drawn by CSS and an unlabeled input: the words are replaced in
 * EditorHtml's styles and the input gets a name here.
 */
export function quillEnEspanol(quill: Quill, nombreEnlace: string) {
  const input = quill.container.parentElement?.querySelector<HTMLInputElement>('.ql-tooltip input[type=text]');
  if (!input) return;
  input.setAttribute('aria-label', nombreEnlace);
  input.setAttribute('data-link', 'https://');
  input.placeholder = 'https://';
}

/** What both rich text editors (react-quill-new) need from Quill's own DOM to be named and reachable. */
interface QuillLike {
  root: HTMLElement;
  container: HTMLElement;
}

/** The editable area as a labelled multi-line textbox, and the link tooltip's controls named and typed. */
export function accesibilizarQuill(quill: QuillLike, { id, labelId, describedBy }: { id: string; labelId: string; describedBy: string }) {
  const root = quill.root;
  root.id = id;
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  root.setAttribute('aria-labelledby', labelId);
  root.setAttribute('aria-describedby', describedBy);
  const tooltip = quill.container.parentElement;
  const enlace = tooltip?.querySelector<HTMLInputElement>('.ql-tooltip input[type=text]');
  enlace?.setAttribute('aria-label', 'Dirección del enlace');
  if (enlace) enlace.placeholder = 'https://';
  // Quill's tooltip uses <a> without href for its Editar/Guardar/Quitar actions: they are buttons.
  for (const accion of tooltip?.querySelectorAll<HTMLAnchorElement>('.ql-tooltip a.ql-action, .ql-tooltip a.ql-remove') ?? []) {
    accion.setAttribute('role', 'button');
    accion.tabIndex = 0;
  }
}

import { Quill } from 'react-quill-new';

// A merge field in a document's text (<span data-campo="horasMes">20</span>, written by the server) is one
// uneditable piece in the editor: the server fills it again from the records when the document is sent, so typing
// inside it would be lost. The author can still delete it. Without this blot Quill would drop the mark.
const Embed = Quill.import('blots/embed') as unknown as {
  new (...args: unknown[]): { domNode: HTMLElement };
  create(value?: unknown): HTMLElement;
};

interface ValorCampo {
  campo: string;
  texto: string;
}

const escapar = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const textoDe = (node: HTMLElement) => (node.textContent ?? '').replace(/\uFEFF/g, '');

class CampoBlot extends Embed {
  static blotName = 'campo';
  static tagName = 'span';
  static className = 'campo';

  static create(value: ValorCampo) {
    const node = super.create() as HTMLElement;
    node.setAttribute('data-campo', value.campo);
    node.setAttribute('title', 'Dato de sus registros: se actualiza al enviar');
    node.textContent = value.texto;
    return node;
  }

  static value(node: HTMLElement): ValorCampo {
    return { campo: node.getAttribute('data-campo') ?? '', texto: textoDe(node) };
  }

  html() {
    const { campo, texto } = CampoBlot.value(this.domNode);
    return `<span class="campo" data-campo="${escapar(campo)}">${escapar(texto)}</span>`;
  }
}

let registrado = false;
export function registrarCampo() {
  if (registrado) return;
  Quill.register(CampoBlot as never, true);
  registrado = true;
}

/** The server stores the mark without its class (sanitised); Quill recognises the blot by it. Idempotent. */
export const conClaseCampo = (html: string) => html.replace(/<span data-campo=/g, '<span class="campo" data-campo=');

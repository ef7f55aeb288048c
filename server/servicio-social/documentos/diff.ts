// What changed between two rounds of a document, word by word, as safe HTML: the texts are reduced to plain
// words (tags gone, entities decoded), compared with Myers' O(ND) diff, and re-escaped inside <ins>/<del>.
import { escapeHtml } from '../../mail/templates';
import { htmlToText } from '../../mail/outbox';

type Op = { tipo: 'igual' | 'ins' | 'del'; texto: string };

const tokens = (html: string) => htmlToText(html).match(/\s+|[^\s]+/g) ?? [];

function myers(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const v: number[] = new Array(2 * max + 2).fill(0);
  const trazas: number[][] = [];
  let fin = false;
  for (let d = 0; d <= max && !fin; d++) {
    trazas.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[k - 1 + max] < v[k + 1 + max]) ? v[k + 1 + max] : v[k - 1 + max] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[k + max] = x;
      if (x >= n && y >= m) {
        fin = true;
        break;
      }
    }
  }
  // Walk the traces back from the end to recover the edit script.
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trazas.length - 1; d >= 0; d--) {
    const vd = trazas[d];
    const k = x - y;
    const previoK = k === -d || (k !== d && vd[k - 1 + max] < vd[k + 1 + max]) ? k + 1 : k - 1;
    const previoX = vd[previoK + max];
    const previoY = previoX - previoK;
    while (x > previoX && y > previoY) {
      x--;
      y--;
      ops.push({ tipo: 'igual', texto: a[x] });
    }
    if (d > 0) {
      if (x === previoX) ops.push({ tipo: 'ins', texto: b[--y] });
      else ops.push({ tipo: 'del', texto: a[--x] });
    }
  }
  return ops.reverse();
}

/** Safe HTML of the changes from `antes` to `despues`; paragraphs are kept as line breaks. */
export function diffHtml(antes: string, despues: string): string {
  const ops = myers(tokens(antes), tokens(despues));
  // Consecutive tokens of one kind are merged so a rewritten sentence reads as one <del> and one <ins>.
  const grupos: Op[] = [];
  for (const op of ops) {
    const ultimo = grupos.at(-1);
    if (ultimo && ultimo.tipo === op.tipo) ultimo.texto += op.texto;
    else grupos.push({ ...op });
  }
  const html = grupos
    .map((g) => {
      const texto = escapeHtml(g.texto).replace(/\n/g, '<br>');
      return g.tipo === 'igual' ? texto : `<${g.tipo}>${texto}</${g.tipo}>`;
    })
    .join('');
  return `<p>${html}</p>`;
}

import { describe, expect, it } from 'vitest';
import { bloquesDeHtml, textoPlano } from './html-bloques';

const textos = (html: string) => bloquesDeHtml(html).map((b) => (b.tipo === 'tabla' ? 'tabla' : `${b.tipo}:${textoPlano(b.tramos)}`));

describe('bloquesDeHtml', () => {
  it('drops a heading with nothing under it, so the PDF never prints a bare heading', () => {
    expect(textos('<h3>Actividades</h3><p>Talleres</p><h3>Logros</h3><p></p><h3>Resultados</h3><p>Buenos</p><h3>Reflexión</h3>')).toEqual([
      'h3:Actividades', 'parrafo:Talleres', 'parrafo:', 'h3:Resultados', 'parrafo:Buenos',
    ]);
  });

  it('keeps a heading whose content is a lower heading with text, or a table', () => {
    expect(textos('<h2>Parte</h2><h3>Detalle</h3><p>x</p><h3>Horario</h3><table><tr><td>L</td></tr></table>')).toEqual(['h2:Parte', 'h3:Detalle', 'parrafo:x', 'h3:Horario', 'tabla']);
  });

  it('joins the runs a merge field splits, so a right-aligned date is one run', () => {
    const [bloque] = bloquesDeHtml('<p style="text-align:right">Guadalajara, a <span data-campo="fecha">27 de noviembre de 2026</span></p>');
    expect(bloque).toMatchObject({ tipo: 'parrafo', alineacion: 'right', tramos: [{ texto: 'Guadalajara, a 27 de noviembre de 2026' }] });
  });
});

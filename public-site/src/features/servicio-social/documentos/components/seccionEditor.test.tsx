import { afterEach, describe, expect, it } from 'vitest';
import { irASeccion } from './seccionEditor';

afterEach(() => {
  document.body.innerHTML = '';
});

function editor(html: string): HTMLElement {
  document.body.innerHTML = `<div id="e" contenteditable="true">${html}</div>`;
  return document.getElementById('e')!;
}

const INFORME = '<p>Estudiante: Ana</p><h3>Actividades realizadas</h3><p>Describa las actividades del mes.</p><p>Otra línea.</p><h3>Logros  y dificultades</h3><p><br></p>';

describe('irASeccion', () => {
  it('selects the whole text of a section that still holds the sample, up to the next heading', () => {
    const e = editor(INFORME);
    expect(irASeccion(e, 'Actividades realizadas')).toBe(true);
    expect(document.activeElement).toBe(e);
    expect(window.getSelection()?.toString()).toBe('Describa las actividades del mes.Otra línea.');
  });

  it('puts the caret on the empty line of an empty section, the heading matched as the server words it', () => {
    const e = editor(INFORME);
    expect(irASeccion(e, 'Logros y dificultades')).toBe(true);
    const rango = window.getSelection()!.getRangeAt(0);
    expect(rango.collapsed).toBe(true);
    expect(rango.startContainer).toBe(e.lastElementChild);
  });

  it('gives a last heading with nothing under it its empty line, and says false for a heading that is not there', () => {
    const e = editor('<h3>Reflexión</h3>');
    expect(irASeccion(e, 'Reflexión')).toBe(true);
    expect(e.innerHTML).toBe('<h3>Reflexión</h3><p><br></p>');
    const rango = window.getSelection()!.getRangeAt(0);
    expect([rango.collapsed, rango.startContainer]).toEqual([true, e.lastElementChild]);
    expect(irASeccion(e, 'Conclusiones')).toBe(false);
  });
});

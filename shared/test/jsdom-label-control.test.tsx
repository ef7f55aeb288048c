import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';

// setup-dom.ts replaces jsdom's walk for a label's control with the document's id index: the answers must stay
// those of the HTML spec.
describe('label.control in the test document', () => {
  it('is the first element in tree order with the for id, if it can be labelled', () => {
    render(
      <div>
        <label htmlFor="a">Uno</label>
        <span id="a" />
        <input id="a" />
        <label htmlFor="b">Dos</label>
        <input id="b" />
        <input id="b" />
        <label htmlFor="">Vacío</label>
        <label htmlFor="nadie">Nadie</label>
        <label>
          Dentro <select />
        </label>
      </div>,
    );
    const [uno, dos, vacio, nadie, dentro] = document.querySelectorAll('label');
    expect(uno.control).toBeNull();
    expect(dos.control).toBe(document.querySelectorAll('#b')[0]);
    expect(vacio.control).toBeNull();
    expect(nadie.control).toBeNull();
    expect(dentro.control).toBe(document.querySelector('select'));
  });

  it('follows ids that change and elements that move in or out', () => {
    const { container } = render(<label htmlFor="c">Tres</label>);
    const label = container.querySelector('label')!;
    expect(label.control).toBeNull();
    const input = document.createElement('input');
    input.id = 'otro';
    container.append(input);
    expect(label.control).toBeNull();
    input.id = 'c';
    expect(label.control).toBe(input);
    const first = document.createElement('textarea');
    first.id = 'c';
    container.prepend(first);
    expect(label.control).toBe(first);
    first.remove();
    expect(label.control).toBe(input);
    expect(screen.getByLabelText('Tres')).toBe(input);
  });

  it('walks the subtree for a label outside the document', () => {
    const box = document.createElement('div');
    box.innerHTML = '<label for="d">Cuatro</label><input id="d">';
    expect(box.querySelector('label')!.control).toBe(box.querySelector('input'));
  });
});

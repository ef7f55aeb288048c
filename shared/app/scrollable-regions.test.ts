// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markScrollableRegions } from './scrollable-regions';

function wrapper(scrollWidth: number, clientWidth: number): HTMLElement {
  document.body.innerHTML = '<main><h1>Usuarios</h1><div class="MuiTableContainer-root"><table></table></div></main>';
  const element = document.querySelector<HTMLElement>('.MuiTableContainer-root')!;
  Object.defineProperty(element, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => clientWidth });
  return element;
}

describe('markScrollableRegions', () => {
  it('makes a table that scrolls sideways a focusable region named in Spanish', () => {
    const element = wrapper(1400, 900);
    markScrollableRegions();
    expect(element.getAttribute('tabindex')).toBe('0');
    expect(element.getAttribute('role')).toBe('region');
    expect(element.getAttribute('aria-label')).toBe('Tabla desplazable: Usuarios');
  });

  it('leaves a table that fits alone, and undoes its own marks when it stops scrolling', () => {
    const element = wrapper(800, 900);
    markScrollableRegions();
    expect(element.hasAttribute('tabindex')).toBe(false);
    Object.defineProperty(element, 'scrollWidth', { configurable: true, get: () => 1400 });
    markScrollableRegions();
    expect(element.getAttribute('role')).toBe('region');
    Object.defineProperty(element, 'scrollWidth', { configurable: true, get: () => 800 });
    markScrollableRegions();
    expect(element.hasAttribute('tabindex')).toBe(false);
    expect(element.hasAttribute('role')).toBe(false);
  });
});

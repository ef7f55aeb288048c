import { describe, expect, it } from 'vitest';
import { citado } from './correo';

describe('citado: free text inside a message we send', () => {
  it('quotes it and defangs anything a mail client would make a link', () => {
    expect(citado('Oferta: gane $5,000 en https://phish.example')).toBe('«Oferta: gane $5,000 en https[:]//phish[.]example»');
    expect(citado('visite www.gane.mx/premio hoy')).toBe('«visite www[.]gane[.]mx/premio hoy»');
    expect(citado('escriba a pagos@gane.mx')).toBe('«escriba a pagos@gane[.]mx»');
    expect(citado('javascript:alert(1)')).toBe('«javascript[:]alert(1)»');
  });

  it('leaves ordinary names alone, and cannot close its own quotes', () => {
    expect(citado('Fundación Número 1 A.C.')).toBe('«Fundación Número 1 A.C.»');
    expect(citado('Dra. Ana «La» Ruiz')).toBe('«Dra. Ana "La" Ruiz»');
  });
});

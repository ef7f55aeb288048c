import { describe, expect, it } from 'vitest';
import { ENTIDADES_FEDERATIVAS, type EntidadFederativa } from '../../../shared/egresados/valores';
import { fold } from '../../../shared/text';
import { municipioCanonico, municipiosDe } from './municipios';

const entidades = Object.keys(ENTIDADES_FEDERATIVAS) as EntidadFederativa[];

describe('catálogo de municipios (INEGI)', () => {
  it('has every municipio of the country: 2,478 (2,462 municipios and the 16 alcaldías)', () => {
    expect(entidades.reduce((n, e) => n + municipiosDe(e).length, 0)).toBe(2478);
  });

  it('has the per-state counts INEGI publishes', () => {
    const esperados: Partial<Record<EntidadFederativa, number>> = {
      OC: 570, PL: 217, VZ: 212, JC: 125, MC: 125, CS: 124, MN: 113, YN: 106, GR: 85, HG: 84, SR: 72, CH: 67,
      TL: 60, SP: 59, ZS: 58, NL: 51, GT: 46, TS: 43, DG: 39, CL: 38, MS: 36, SL: 20, NT: 20, QT: 18, TC: 17,
      DF: 16, CC: 13, AS: 11, QR: 11, CM: 10, BC: 7, BS: 5,
    };
    expect(Object.fromEntries(entidades.map((e) => [e, municipiosDe(e).length]))).toEqual(esperados);
  });

  it('spells names as INEGI does, accents included', () => {
    const muestras: [EntidadFederativa, string][] = [
      ['OC', 'Santa María Huazolotitlán'], ['OC', 'San Juan Mixtepec -Dto. 08 -'], ['OC', 'Heroica Ciudad de Huajuapan de León'],
      ['PL', 'Zapotitlán de Méndez'], ['GR', 'Zapotitlán Tablas'], ['GR', 'Ñuu Savi'], ['VZ', 'Nanchital de Lázaro Cárdenas del Río'],
      ['JC', 'San Pedro Tlaquepaque'], ['MC', 'Nezahualcóyotl'], ['CS', 'Honduras de la Sierra'], ['MN', 'Pátzcuaro'],
      ['YN', 'Tixpéual'], ['DF', 'Gustavo A. Madero'], ['DF', 'La Magdalena Contreras'], ['SP', 'Villa de Pozos'],
      ['SL', 'Juan José Ríos'], ['CC', 'Seybaplaya'], ['BC', 'San Quintín'], ['GT', 'Dolores Hidalgo Cuna de la Independencia Nacional'],
      ['TL', 'Ziltlaltépec de Trinidad Sánchez Santos'], ['ZS', 'Teúl de González Ortega'], ['NL', 'San Pedro Garza García'],
    ];
    for (const [entidad, nombre] of muestras) expect(municipiosDe(entidad), `${entidad} ${nombre}`).toContain(nombre);
  });

  it('lists each state sorted for a selector, without duplicates even ignoring accents', () => {
    const orden = new Intl.Collator('es-MX');
    for (const e of entidades) {
      const lista = municipiosDe(e);
      expect(new Set(lista.map(fold)).size, e).toBe(lista.length);
      expect([...lista].sort(orden.compare), e).toEqual(lista);
    }
  });

  it('matches a typed name without accents or case, and the names earlier lists used', () => {
    expect(municipioCanonico('OC', 'santa maria huazolotitlan')).toBe('Santa María Huazolotitlán');
    expect(municipioCanonico('QR', 'Solidaridad')).toBe('Playa del Carmen');
    expect(municipioCanonico('PL', 'Cholula de Rivadavia')).toBe('San Pedro Cholula');
    expect(municipioCanonico('JC', 'Zapotitlán Tablas')).toBeNull();
    expect(municipioCanonico('XX', 'Guadalajara')).toBeNull();
    expect(municipioCanonico('constructor', 'Guadalajara')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { errorDeValor, opcionesDe, revisarRespuestas, valorNumerico, type Pregunta } from './respuestas';

const escala: Pregunta = { clave: 'satisfaccion', texto: 'Satisfacción', tipo: 'escala', escalaMin: 1, escalaMax: 3, requerida: true };
const numero: Pregunta = { clave: 'hijos', texto: 'Hijos', tipo: 'numero', requerida: false };

describe('survey form helpers shared by the public page and the phone capture', () => {
  it('offers each step of a scale, or the options of a choice', () => {
    expect(opcionesDe(escala).map((o) => o.valor)).toEqual(['1', '2', '3']);
    const opcion: Pregunta = { ...escala, tipo: 'opcion_unica', opciones: [{ valor: 'si', etiqueta: 'Sí' }] };
    expect(opcionesDe(opcion)).toEqual([{ valor: 'si', etiqueta: 'Sí' }]);
  });

  it('reads a typed number with a decimal comma, empty as no answer, and keeps other text for the check to name', () => {
    expect(valorNumerico('2,5')).toBe(2.5);
    expect(valorNumerico('  ')).toBeNull();
    expect(valorNumerico('dos')).toBe('dos');
    expect(errorDeValor(numero, valorNumerico('dos'))).toBe('Escriba un número');
    expect(revisarRespuestas([{ titulo: 'A', preguntas: [numero] }], { hijos: valorNumerico('3') }, true)).toEqual({ limpias: { hijos: 3 }, errors: {} });
  });
});

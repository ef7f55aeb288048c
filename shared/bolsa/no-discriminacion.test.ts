import { describe, expect, it } from 'vitest';
import { frasesDiscriminatorias, mensajeDiscriminacion } from './no-discriminacion';

const frases = (t: string) => frasesDiscriminatorias(t).map((f) => f.frase);
const motivos = (t: string) => frasesDiscriminatorias(t).map((f) => f.motivo);

describe('frasesDiscriminatorias', () => {
  it.each([
    ['Requisitos: edad de 25 a 35 años, licenciatura.', 'edad de 25 a 35 años', 'edad'],
    ['REQUISITOS: EDAD DE 25 A 35 ANOS', 'EDAD DE 25 A 35 ANOS', 'edad'],
    ['Edad entre 20 y 30', 'Edad entre 20 y 30', 'edad'],
    ['Personas de 25 a 40 años de edad', 'de 25 a 40 años de edad', 'edad'],
    ['Ser menor de 30', 'menor de 30', 'edad'],
    ['Mayor de 40 años', 'Mayor de 40 años', 'edad'],
    ['Edad máxima 35', 'Edad máxima', 'edad'],
    ['Sexo masculino', 'Sexo masculino', 'sexo'],
    ['sexo: Femenino', 'sexo: Femenino', 'sexo'],
    ['Solo hombres', 'Solo hombres', 'sexo'],
    ['Únicamente mujeres', 'Únicamente mujeres', 'sexo'],
    ['Se solicita señorita para recepción', 'Se solicita señorita', 'sexo'],
    ['Soltera, disponibilidad de horario', 'Soltera', 'estado civil'],
    ['Preferentemente casado', 'casado', 'estado civil'],
    ['Estado civil: soltero', 'Estado civil: soltero', 'estado civil'],
    ['Sin hijos', 'Sin hijos', 'hijos'],
    ['Presentar certificado de no embarazo', 'certificado de no embarazo', 'embarazo'],
    ['No embarazada', 'No embarazada', 'embarazo'],
    ['Buena presentación', 'Buena presentación', 'apariencia'],
    ['buena presentacion', 'buena presentacion', 'apariencia'],
    ['Complexión delgada', 'Complexión delgada', 'apariencia'],
    ['Religión: católica', 'Religión: católica', 'religión'],
    ['No diabéticos', 'No diabéticos', 'salud'],
    ['no diabeticos', 'no diabeticos', 'salud'],
    ['Sin enfermedades crónicas', 'Sin enfermedades crónicas', 'salud'],
  ])('%s → «%s» (%s)', (texto, frase, motivo) => {
    const [f] = frasesDiscriminatorias(texto);
    expect(f).toEqual({ frase, motivo });
  });

  it.each([
    'Buscamos ingeniera o ingeniero de software con 3 años de experiencia.',
    'De 10 a 15 años de experiencia en dirección de proyectos.',
    'Mayor de 18 años (requisito legal para el puesto).',
    'Mayor de 50 personas a su cargo.',
    'Programa de mentoría para mujeres en tecnología.',
    'Ofrecemos prestaciones superiores a las de ley, incluidas las de maternidad para trabajadoras embarazadas.',
    'Sin importar edad, sexo, estado civil ni religión: nos importa su talento.',
    'No discriminamos por edad, sexo, estado civil (soltera o casado), embarazo ni apariencia.',
    'Presentación de resultados a la dirección; buena comunicación oral.',
    'Salario de 15,000 a 18,000 pesos mensuales.',
  ])('no señala «%s»', (texto) => {
    expect(frases(texto)).toEqual([]);
  });

  it('reports every phrase once, in order, as written', () => {
    expect(motivos('Sexo masculino, edad de 25 a 35 años, soltero y sin hijos.')).toEqual(['sexo', 'edad', 'estado civil', 'hijos']);
    expect(frases('Edad de 25 a 35 años, Edad de 25 a 35 años')).toHaveLength(2);
  });

  it('the message quotes the phrase and names the legal basis', () => {
    const [f] = frasesDiscriminatorias('edad de 25 a 35 años');
    expect(mensajeDiscriminacion(f)).toMatch(/«edad de 25 a 35 años».*LFT art\. 133, fr\. I y XIV; LFPED art\. 1, fr\. III/);
  });
});

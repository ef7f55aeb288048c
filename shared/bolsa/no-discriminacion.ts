// What an offer may not ask for (issue 32): the LFT (art. 133, fr. I y XIV) and the LFPED (art. 1, fr. III) forbid
// refusing a worker for age, sex, marital status, pregnancy, appearance, religion, health and the like. The patterns
// run on folded text (lower case, no accents), so «edad de 25 a 35 años» and «EDAD DE 25 A 35 ANOS» are the same;
// the phrase quoted back is the one the employer typed.

export type MotivoDiscriminacion =
  | 'edad' | 'sexo' | 'estado civil' | 'hijos' | 'embarazo' | 'apariencia' | 'religión' | 'salud' | 'orientación sexual';

interface Patron {
  motivo: MotivoDiscriminacion;
  re: RegExp;
}

const VERBO_BUSCA = String.raw`(?:se\s+(?:solicita|busca|requiere|contrata)n?|buscamos|solicitamos|requerimos|contratamos|vacante\s+para)`;
const PERSONAS_POR_SEXO = String.raw`(?:hombres?|mujer(?:es)?|senoritas?|damas?|caballeros?|varon(?:es)?|chicas?|chicos?)`;
/** «de 10 a 15 años de experiencia» is not an age. */
const NO_EXPERIENCIA = String.raw`(?!\s+(?:de\s+)?(?:experiencia|trayectoria|antiguedad))`;
const NO_CANTIDAD = String.raw`(?!\s*(?:%|personas|empleados|trabajadores|colaboradores|clientes|horas|dias|meses|mil|pesos|unidades))`;

const PATRONES: Patron[] = [
  { motivo: 'edad', re: new RegExp(String.raw`\bedad\s*(?:de|entre|:)?\s*\d{2}\s*(?:a|y|-|–|al)\s*\d{2}(?:\s*anos)?`, 'g') },
  { motivo: 'edad', re: new RegExp(String.raw`\b(?:entre|de)\s+\d{2}\s*(?:a|y|-|–)\s*\d{2}\s+anos${NO_EXPERIENCIA}(?:\s+de\s+edad)?`, 'g') },
  { motivo: 'edad', re: new RegExp(String.raw`\b(?:menor|mayor)(?:es)?\s+de\s+(?!18\b)\d{2}\b${NO_CANTIDAD}(?:\s*anos)?${NO_EXPERIENCIA}`, 'g') },
  { motivo: 'edad', re: /\bedad\s+(?:maxima|minima|limite|requerida|entre)\b/g },
  { motivo: 'edad', re: /\b(?:hasta|maximo)\s+\d{2}\s+anos\s+de\s+edad\b/g },
  { motivo: 'edad', re: /\b(?:rango\s+de\s+edad|edad\s*:\s*\d{2})/g },
  { motivo: 'sexo', re: /\b(?:sexo|genero)\s*:?\s*(?:masculino|femenino|hombre|mujer)\b/g },
  { motivo: 'sexo', re: new RegExp(String.raw`\b(?:solo|solamente|unicamente|exclusivamente)\s+(?:para\s+)?${PERSONAS_POR_SEXO}\b`, 'g') },
  { motivo: 'sexo', re: new RegExp(String.raw`\b${VERBO_BUSCA}\s+(?:a\s+)?(?:un\s+|una\s+)?${PERSONAS_POR_SEXO}\b`, 'g') },
  { motivo: 'estado civil', re: /\bestado\s+civil\s*:?\s*(?:solter|casad|divorciad|viud|union\s+libre)[a-z]*/g },
  { motivo: 'estado civil', re: /\b(?:solter[oa]s?|casad[oa]s?|divorciad[oa]s?|viud[oa]s?)\b/g },
  { motivo: 'hijos', re: /\b(?:sin|no\s+tener)\s+(?:hijos|hijas|ninos|dependientes(?:\s+economicos)?)\b/g },
  { motivo: 'hijos', re: /\bhijos\s*:\s*(?:no|ninguno|0)\b/g },
  { motivo: 'embarazo', re: /\b(?:certificado|constancia|prueba|examen)\s+de\s+(?:no\s+)?(?:embarazo|gravidez|ingravidez)\b/g },
  { motivo: 'embarazo', re: /\b(?:no\s+(?:estar\s+)?embarazadas?|(?:no\s+se\s+aceptan|excepto|sin)\s+embarazadas)\b/g },
  { motivo: 'apariencia', re: /\b(?:buena|excelente|muy\s+buena)\s+presentacion\b/g },
  { motivo: 'apariencia', re: /\bcomplexion\s+(?:delgada|robusta|media|atletica|regular)\b/g },
  { motivo: 'apariencia', re: /\b(?:buen|excelente)\s+(?:fisico|aspecto)\b/g },
  { motivo: 'apariencia', re: /\b(?:apariencia|imagen)\s+(?:fisica|agradable|atractiva)\b/g },
  { motivo: 'apariencia', re: /\b(?:tez|piel)\s+(?:blanca|clara|morena)\b/g },
  { motivo: 'apariencia', re: /\b(?:estatura|talla|peso)\s+(?:minima|maxima|proporcional|adecuad[oa]|acorde)\b/g },
  { motivo: 'apariencia', re: /\bsin\s+(?:tatuajes|perforaciones|piercings?)\b/g },
  { motivo: 'religión', re: /\b(?:religion|credo)\s*:?\s*(?:catolic|cristian|evangel|judi|musulman|testigo|mormon)[a-z]*/g },
  { motivo: 'religión', re: /\b(?:catolic|cristian|evangelic)[oa]s?\s+practicantes?\b/g },
  { motivo: 'religión', re: /\b(?:que\s+(?:sea|profese)|profesar\s+la\s+(?:religion|fe))\s+(?:catolic|cristian|evangel)[a-z]*/g },
  { motivo: 'salud', re: /\bno\s+(?:ser\s+)?(?:diabetic|hipertens|seropositiv|epileptic|obes)[oa]s?\b/g },
  { motivo: 'salud', re: /\bsin\s+(?:diabetes|hipertension|vih|enfermedades(?:\s+cronicas)?|discapacidad(?:es)?|obesidad|sobrepeso)\b/g },
  { motivo: 'salud', re: /\b(?:prueba|examen|analisis)\s+(?:de|del)\s+vih\b/g },
  { motivo: 'orientación sexual', re: /\bheterosexual(?:es)?\b/g },
];

/** Words just before a match that turn it into a statement of inclusion («sin importar edad, sexo o estado civil»). */
const INCLUSION = /(?:sin\s+importar|sin\s+distincion|sin\s+discrimina|no\s+discrimina|indistint|independientemente|no\s+importa|cualquier|ni\s+por)[^.;\n]{0,60}$/;

export interface FraseDiscriminatoria {
  /** The phrase as the employer wrote it. */
  frase: string;
  motivo: MotivoDiscriminacion;
}

/** Folded text plus, for each of its characters, where it came from in the original. */
function plegar(texto: string): { plano: string; origen: number[] } {
  let plano = '';
  const origen: number[] = [];
  let i = 0;
  for (const ch of texto) {
    const f = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const c of f) {
      plano += c;
      origen.push(i);
    }
    i += ch.length;
  }
  origen.push(texto.length);
  return { plano, origen };
}

/** Every discriminatory phrase in a text, in order, each once. */
export function frasesDiscriminatorias(texto: string): FraseDiscriminatoria[] {
  if (!texto) return [];
  const { plano, origen } = plegar(texto);
  const hallados: { inicio: number; fin: number; motivo: MotivoDiscriminacion }[] = [];
  for (const { motivo, re } of PATRONES) {
    for (const m of plano.matchAll(re)) {
      const inicio = m.index;
      const fin = inicio + m[0].length;
      if (INCLUSION.test(plano.slice(Math.max(0, inicio - 80), inicio))) continue;
      if (hallados.some((h) => inicio < h.fin && fin > h.inicio)) continue;
      hallados.push({ inicio, fin, motivo });
    }
  }
  return hallados
    .sort((a, b) => a.inicio - b.inicio)
    .map((h) => ({ frase: texto.slice(origen[h.inicio], origen[h.fin]).trim(), motivo: h.motivo }));
}

export const FUNDAMENTO_NO_DISCRIMINACION = 'LFT art. 133, fr. I y XIV; LFPED art. 1, fr. III';

/** The message next to the field: the phrase quoted, what it asks about, and the legal basis. */
export function mensajeDiscriminacion(f: FraseDiscriminatoria): string {
  return `«${f.frase}» pide una condición de ${f.motivo} que la ley prohíbe exigir para un empleo (${FUNDAMENTO_NO_DISCRIMINACION}). Quítela para continuar.`;
}

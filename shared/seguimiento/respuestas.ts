// The survey's rules shared by the server and the public page, without zod (the page's first load stays small):
// which questions show, what an answer may be, and the margin of error.

export interface Opcion {
  valor: string;
  etiqueta: string;
}

export interface Pregunta {
  clave: string;
  texto: string;
  tipo: 'opcion_unica' | 'opcion_multiple' | 'escala' | 'texto' | 'numero' | 'fecha';
  opciones?: Opcion[];
  escalaMin?: number;
  escalaMax?: number;
  requerida: boolean;
  mostrarSi?: { clave: string; valores: string[] } | null;
  ayuda?: string;
}

export interface Seccion {
  titulo: string;
  descripcion?: string;
  preguntas: Pregunta[];
}

/** An answer: option value(s), a scale or number, a text or an ISO date. */
export type ValorRespuesta = string | number | string[] | null;
export type Respuestas = Record<string, ValorRespuesta>;

/** Whether a question is shown, given the answers so far (questions depend only on earlier ones). */
export function visibles(secciones: Seccion[], respuestas: Respuestas): Set<string> {
  const shown = new Set<string>();
  for (const seccion of secciones) {
    for (const p of seccion.preguntas) {
      if (!p.mostrarSi) {
        shown.add(p.clave);
        continue;
      }
      if (!shown.has(p.mostrarSi.clave)) continue;
      const valor = respuestas[p.mostrarSi.clave];
      const dados = Array.isArray(valor) ? valor : valor === null || valor === undefined ? [] : [String(valor)];
      if (dados.some((d) => p.mostrarSi!.valores.includes(d))) shown.add(p.clave);
    }
  }
  return shown;
}

/** The choices a question offers on screen: its options, or each step of its scale. */
export function opcionesDe(p: Pregunta): Opcion[] {
  if (p.tipo !== 'escala') return p.opciones ?? [];
  return Array.from({ length: p.escalaMax! - p.escalaMin! + 1 }, (_, i) => ({ valor: String(p.escalaMin! + i), etiqueta: String(p.escalaMin! + i) }));
}

/**
 * What a typed number becomes: empty is no answer, a decimal comma is accepted, and anything else stays text so the
 * check names it instead of the field dropping it.
 */
export function valorNumerico(texto: string): ValorRespuesta {
  if (texto.trim() === '') return null;
  const n = Number(texto.replace(',', '.'));
  return Number.isFinite(n) ? n : texto;
}

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const vacio = (v: ValorRespuesta | undefined) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The Spanish problem with one answer, or null. */
export function errorDeValor(p: Pregunta, valor: ValorRespuesta): string | null {
  if (vacio(valor)) return null;
  const opciones = new Set((p.opciones ?? []).map((o) => o.valor));
  switch (p.tipo) {
    case 'opcion_unica':
      return typeof valor === 'string' && opciones.has(valor) ? null : 'Elija una de las opciones de la lista';
    case 'opcion_multiple':
      return Array.isArray(valor) && valor.every((v) => opciones.has(v)) && new Set(valor).size === valor.length
        ? null
        : 'Elija solo opciones de la lista';
    case 'escala':
      return typeof valor === 'number' && Number.isInteger(valor) && valor >= p.escalaMin! && valor <= p.escalaMax!
        ? null
        : `Elija un valor entero del ${p.escalaMin} al ${p.escalaMax}`;
    case 'numero':
      return typeof valor === 'number' && Number.isFinite(valor) ? null : 'Escriba un número';
    case 'fecha':
      return typeof valor === 'string' && FECHA.test(valor) && !Number.isNaN(Date.parse(valor)) ? null : 'Escriba una fecha válida (aaaa-mm-dd)';
    default:
      return typeof valor === 'string' ? null : 'Escriba un texto';
  }
}

/**
 * The answers to keep (visible, known, non-empty) and the errors per clave. `completa` adds the checks of sending:
 * every visible required question answered.
 */
export function revisarRespuestas(secciones: Seccion[], respuestas: Respuestas, completa: boolean) {
  const shown = visibles(secciones, respuestas);
  const errors: Record<string, string[]> = {};
  const limpias: Respuestas = {};
  for (const p of secciones.flatMap((s) => s.preguntas)) {
    if (!shown.has(p.clave)) continue;
    const valor = respuestas[p.clave];
    if (vacio(valor)) {
      if (completa && p.requerida) errors[p.clave] = ['Esta pregunta es obligatoria'];
      continue;
    }
    const problema = errorDeValor(p, valor!);
    if (problema) errors[p.clave] = [problema];
    else limpias[p.clave] = typeof valor === 'string' ? valor.trim() : valor!;
  }
  return { limpias, errors };
}

/** Margin of error at 95 % (p = 0.5) with the finite-population correction, in percentage points. */
export function margenDeError(poblacion: number, respuestas: number): number | null {
  if (respuestas <= 0 || poblacion <= 0) return null;
  if (respuestas >= poblacion || poblacion === 1) return 0;
  const fpc = Math.sqrt((poblacion - respuestas) / (poblacion - 1));
  return redondear(1.96 * Math.sqrt(0.25 / respuestas) * fpc * 100);
}

export const redondear = (n: number) => Math.round(n * 100) / 100;

/** The version of the seguimiento aviso de privacidad; consent records it with the time. */
export const AVISO_SEGUIMIENTO_VERSION = '2026-11';

/** The activities that count as working (the job questions show for them). */
export const TRABAJA = ['trabaja', 'estudia_y_trabaja'] as const;

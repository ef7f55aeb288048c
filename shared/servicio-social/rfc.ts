// RFC (Registro Federal de Contribuyentes): persona moral 12 characters, persona física 13. The last one is a
// check digit the SAT computes from the others (módulo 11 over its own alphabet, with & and Ñ).

const ALFABETO = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

export const RFC_MORAL = /^[A-ZÑ&]{3}\d{6}[A-Z0-9]{2}[0-9A]$/;
export const RFC_FISICA = /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{2}[0-9A]$/;

/** The check digit of the first 11 (moral) or 12 (física) characters. */
export function rfcDigitoVerificador(sinDigito: string): string {
  const texto = sinDigito.padStart(12, ' ');
  let suma = 0;
  for (let i = 0; i < 12; i++) suma += ALFABETO.indexOf(texto[i]) * (13 - i);
  return ALFABETO[(11 - (suma % 11)) % 11];
}

export type RfcProblema = 'longitud' | 'formato' | 'fecha' | 'verificador';

function fechaValida(yymmdd: string): boolean {
  const mes = Number(yymmdd.slice(2, 4));
  const dia = Number(yymmdd.slice(4, 6));
  if (mes < 1 || mes > 12 || dia < 1) return false;
  // The century is unknown: 29 February is accepted for any year divisible by 4 (00 included).
  const anio = Number(yymmdd.slice(0, 2));
  const dias = [31, anio % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mes - 1];
  return dia <= dias;
}

/** Normalises what people type: upper case, without spaces or dashes. */
export function normalizarRfc(valor: string): string {
  return valor.toUpperCase().replace(/[\s-]/g, '');
}

/** Why a normalised RFC is wrong, or null when it is right. */
export function rfcProblema(rfc: string): RfcProblema | null {
  if (rfc.length !== 12 && rfc.length !== 13) return 'longitud';
  const patron = rfc.length === 12 ? RFC_MORAL : RFC_FISICA;
  if (!patron.test(rfc)) return 'formato';
  const letras = rfc.length - 9;
  if (!fechaValida(rfc.slice(letras, letras + 6))) return 'fecha';
  if (rfcDigitoVerificador(rfc.slice(0, -1)) !== rfc[rfc.length - 1]) return 'verificador';
  return null;
}

export const tipoPersonaRfc = (rfc: string): 'moral' | 'fisica' => (rfc.length === 12 ? 'moral' : 'fisica');

export const RFC_MENSAJES: Record<RfcProblema, string> = {
  longitud: 'El RFC debe tener 12 caracteres (persona moral) o 13 (persona física)',
  formato: 'El RFC no tiene un formato válido',
  fecha: 'El RFC no es válido: la fecha que contiene no existe',
  verificador: 'El RFC no es válido: revise el dígito verificador',
};

// CURP (Clave Única de Registro de Población): 18 characters whose last one is a check digit (RENAPO).

const STATES = 'AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE';
export const CURP_PATTERN = new RegExp(
  `^[A-Z][AEIOUX][A-Z]{2}\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])[HMX](${STATES})[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\\d$`,
);

const DICTIONARY = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** The check digit RENAPO computes from the first 17 characters. */
export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += DICTIONARY.indexOf(first17[i]) * (18 - i);
  return (10 - (sum % 10)) % 10;
}

export type CurpProblem = 'longitud' | 'formato' | 'verificador';

/** Why a (normalised, upper-case) CURP is wrong, or null when it is right. */
export function curpProblem(curp: string): CurpProblem | null {
  if (curp.length !== 18) return 'longitud';
  if (!CURP_PATTERN.test(curp)) return 'formato';
  if (curpCheckDigit(curp.slice(0, 17)) !== Number(curp[17])) return 'verificador';
  return null;
}

export const CURP_MENSAJES: Record<CurpProblem, string> = {
  longitud: 'La CURP debe tener 18 caracteres',
  formato: 'La CURP no tiene un formato válido',
  verificador: 'La CURP no es válida: revise el dígito verificador',
};

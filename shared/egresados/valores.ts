// The closed lists of a graduate record, with the labels users read. Stored values are the keys.

export const SEXOS = { M: 'Mujer', H: 'Hombre', X: 'No binario' } as const;
export type Sexo = keyof typeof SEXOS;

export const SITUACIONES_LABORALES = {
  empleado: 'Empleado',
  desempleado: 'Desempleado',
  estudiando: 'Estudiando',
  emprendedor: 'Emprendedor',
  otro: 'Otro',
} as const;
export type SituacionLaboral = keyof typeof SITUACIONES_LABORALES;

export const ORIGENES = { registro: 'Registro', carga_masiva: 'Carga masiva', captura: 'Captura' } as const;
export type Origen = keyof typeof ORIGENES;

/** The 32 states, keyed by the two-letter code the CURP uses (RENAPO). */
export const ENTIDADES_FEDERATIVAS = {
  AS: 'Aguascalientes',
  BC: 'Baja California',
  BS: 'Baja California Sur',
  CC: 'Campeche',
  CL: 'Coahuila',
  CM: 'Colima',
  CS: 'Chiapas',
  CH: 'Chihuahua',
  DF: 'Ciudad de México',
  DG: 'Durango',
  GT: 'Guanajuato',
  GR: 'Guerrero',
  HG: 'Hidalgo',
  JC: 'Jalisco',
  MC: 'Estado de México',
  MN: 'Michoacán',
  MS: 'Morelos',
  NT: 'Nayarit',
  NL: 'Nuevo León',
  OC: 'Oaxaca',
  PL: 'Puebla',
  QT: 'Querétaro',
  QR: 'Quintana Roo',
  SP: 'San Luis Potosí',
  SL: 'Sinaloa',
  SR: 'Sonora',
  TC: 'Tabasco',
  TS: 'Tamaulipas',
  TL: 'Tlaxcala',
  VZ: 'Veracruz',
  YN: 'Yucatán',
  ZS: 'Zacatecas',
} as const;
export type EntidadFederativa = keyof typeof ENTIDADES_FEDERATIVAS;

/** `{ id, name }` choices for selects, in the order given. */
export function choices<K extends string>(labels: Record<K, string>): { id: K; name: string }[] {
  return (Object.entries(labels) as [K, string][]).map(([id, name]) => ({ id, name }));
}

/** The version of the aviso de privacidad the public form shows; bump it when the text changes. */
export const AVISO_PRIVACIDAD_VERSION = '2026-11';
export const AVISO_PRIVACIDAD_URL = '/aviso-de-privacidad';

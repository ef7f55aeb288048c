import { R } from '../resourceNames';

/** Field label keys of the seguimiento resources. */
export const fc = (field: string) => `resources.${R.egresados.cuestionarios}.fields.${field}`;
export const fa = (field: string) => `resources.${R.egresados.aplicaciones}.fields.${field}`;
export const fm = (field: string) => `resources.${R.egresados.metas}.fields.${field}`;
export const ts = (key: string) => `app.seguimiento.${key}`;

export const tipoChoices = [
  { id: 'egresados', name: ts('tipos.egresados') },
  { id: 'empleadores', name: ts('tipos.empleadores') },
];

/** Comma-separated text in the form, a list in the API. */
export const lista = {
  format: (v: unknown) => (Array.isArray(v) ? v.join(', ') : ''),
  parse: (v: string) => v.split(',').map((x) => x.trim()).filter(Boolean),
};
export const listaNumeros = {
  format: lista.format,
  parse: (v: string) => lista.parse(v).map(Number).filter((n) => Number.isInteger(n)),
};

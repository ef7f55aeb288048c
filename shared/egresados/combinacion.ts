// Merge fields of email templates: the only {{campos}} a template may use, with the labels of the editor's menu.

export const CAMPOS_COMBINACION = {
  nombre: 'Nombre',
  apellidoPaterno: 'Apellido paterno',
  apellidoMaterno: 'Apellido materno',
  nombreCompleto: 'Nombre completo',
  matricula: 'Matrícula',
  correo: 'Correo electrónico',
  programa: 'Programa',
  nivel: 'Nivel',
  anioEgreso: 'Año de egreso',
  enlaceActualizacion: 'Enlace para actualizar sus datos',
  enlaceEncuesta: 'Enlace personal a la encuesta de seguimiento',
} as const;
export type CampoCombinacion = keyof typeof CAMPOS_COMBINACION;
export type DatosCombinacion = Record<CampoCombinacion, string>;

/** `{{ campo }}` with optional spaces inside the braces. */
export const CAMPO_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

export const esCampoConocido = (campo: string): campo is CampoCombinacion => Object.hasOwn(CAMPOS_COMBINACION, campo);

/** The merge fields a text uses that do not exist, each once, in order of appearance. */
export function camposDesconocidos(texto: string): string[] {
  const unknown = new Set<string>();
  for (const [, campo] of texto.matchAll(CAMPO_PATTERN)) if (!esCampoConocido(campo)) unknown.add(campo);
  return [...unknown];
}

export function mensajeCamposDesconocidos(campos: string[]): string {
  const lista = campos.map((c) => `{{${c}}}`).join(', ');
  return campos.length === 1
    ? `El campo ${lista} no existe. Use uno del menú «Insertar campo».`
    : `Los campos ${lista} no existen. Use los del menú «Insertar campo».`;
}

// The minimum wage an offer with a full-time jornada is held to. CONASAMI sets two zones: the northern border free
// zone (Zona Libre de la Frontera Norte, ZLFN: the municipios of the DOF resolution, listed below as INEGI names
// them) and the rest of the country (the general zone). The daily figures are a setting (bolsa_ajustes).
import { DIAS_POR_MES, salarioMensual } from './valores';

export const MUNICIPIOS_FRONTERA_NORTE: Record<string, readonly string[]> = {
  BC: ['Ensenada', 'Mexicali', 'Playas de Rosarito', 'San Felipe', 'San Quintín', 'Tecate', 'Tijuana'],
  SR: ['Agua Prieta', 'Altar', 'Caborca', 'Cananea', 'General Plutarco Elías Calles', 'Naco', 'Nogales', 'Puerto Peñasco', 'San Luis Río Colorado', 'Santa Cruz', 'Sáric'],
  CH: ['Ascensión', 'Coyame del Sotol', 'Guadalupe', 'Janos', 'Juárez', 'Manuel Benavides', 'Ojinaga', 'Praxedis G. Guerrero'],
  CL: ['Acuña', 'Guerrero', 'Hidalgo', 'Jiménez', 'Nava', 'Ocampo', 'Piedras Negras', 'Zaragoza'],
  NL: ['Anáhuac'],
  TS: ['Camargo', 'Guerrero', 'Gustavo Díaz Ordaz', 'Matamoros', 'Mier', 'Miguel Alemán', 'Nuevo Laredo', 'Reynosa', 'Río Bravo', 'Valle Hermoso'],
};

export function esFronteraNorte(entidad: string, municipio: string): boolean {
  return MUNICIPIOS_FRONTERA_NORTE[entidad]?.includes(municipio) ?? false;
}

export interface SalarioMinimo {
  anio: number;
  salarioMinimoDiario: number;
  salarioMinimoDiarioFrontera: number;
}

/** The monthly minimum for a place: the daily figure of its zone × 30.4. */
export function minimoMensual(ajustes: SalarioMinimo, entidad: string, municipio: string): { mensual: number; zona: 'general' | 'frontera' } {
  const frontera = esFronteraNorte(entidad, municipio);
  return { mensual: salarioMensual(frontera ? ajustes.salarioMinimoDiarioFrontera : ajustes.salarioMinimoDiario), zona: frontera ? 'frontera' : 'general' };
}

const pesos = (n: number) => n.toLocaleString('es-MX', { style: 'currency', currency: 'MXN' });

export function mensajeSalarioMinimo(ajustes: SalarioMinimo, zona: 'general' | 'frontera', mensual: number): string {
  const diario = zona === 'frontera' ? ajustes.salarioMinimoDiarioFrontera : ajustes.salarioMinimoDiario;
  const donde = zona === 'frontera' ? 'en la Zona Libre de la Frontera Norte' : 'en el resto del país';
  return `Para tiempo completo, el sueldo mínimo mensual no puede ser menor que el salario mínimo ${ajustes.anio} ${donde}: ${pesos(mensual)} (${pesos(diario)} diarios × ${DIAS_POR_MES} días).`;
}

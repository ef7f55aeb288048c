import { JORNADAS, MODALIDADES, type Jornada, type Modalidad } from '../../../../../shared/bolsa/valores';
import { ENTIDADES_FEDERATIVAS, type EntidadFederativa } from '../../../../../shared/egresados/valores';
import type { OfertaPublica } from '../../../../../shared/schemas/bolsa';

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });
const fecha = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** «1 ago 2026» for a yyyy-mm-dd day (never ISO on screen). */
export const dia = (iso: string) => fecha.format(new Date(`${iso.slice(0, 10)}T12:00:00Z`)).replace('.', '');

export const sueldo = (o: Pick<OfertaPublica, 'sueldoMin' | 'sueldoMax'>) =>
  o.sueldoMin === null ? 'Sueldo no publicado' : `${pesos.format(o.sueldoMin)} a ${pesos.format(o.sueldoMax ?? o.sueldoMin)} al mes`;

export const lugar = (o: Pick<OfertaPublica, 'municipio' | 'entidad'>) => `${o.municipio}, ${ENTIDADES_FEDERATIVAS[o.entidad as EntidadFederativa] ?? o.entidad}`;
export const modalidad = (m: string) => MODALIDADES[m as Modalidad] ?? m;
export const jornada = (j: string) => JORNADAS[j as Jornada] ?? j;

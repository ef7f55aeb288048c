import type { Egresado } from '../../../shared/schemas/egresados';

/** 'Nombre(s) Paterno Materno', as lists and titles show a graduate. */
export function nombreCompleto(record: Pick<Egresado, 'nombre' | 'apellidoPaterno' | 'apellidoMaterno'>): string {
  return [record.nombre, record.apellidoPaterno, record.apellidoMaterno].filter(Boolean).join(' ');
}

import type { AccionesEstudiante } from '../../../../../../shared/servicio-social/acciones';
import { useQuery } from '../../comun/api/use-query';
import { leerInicio } from './estudiante';

/** What the student may do now, as the server decides it (null while loading or when not asked). */
export function useAcciones(activo = true): AccionesEstudiante | null {
  const inicio = useQuery((client) => (activo ? leerInicio(client) : Promise.resolve(null)), [activo]);
  return inicio.data?.acciones ?? null;
}

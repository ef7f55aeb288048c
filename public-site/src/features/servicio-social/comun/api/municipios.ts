import { useQuery } from './use-query';

/** GET /api/servicio-social/municipios?entidad=XX: the municipalities of one state (none until one is chosen). */
export function useMunicipios(entidad: string) {
  return useQuery((client) => (entidad ? client.get<string[]>('/servicio-social/municipios', { entidad }) : Promise.resolve([])), [entidad]);
}

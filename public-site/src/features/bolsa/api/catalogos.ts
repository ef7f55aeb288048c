import { useEffect, useState } from 'react';
import type { CatalogoProgramas } from '../../../../../shared/schemas/registro';
import { useApiClient } from '../../../lib/api-client';

/** The municipios of an entidad, for a datalist (empty until one is chosen, or when the list cannot load). */
export function useMunicipios(entidad: string) {
  const client = useApiClient();
  const [municipios, setMunicipios] = useState<string[]>([]);
  useEffect(() => {
    if (!entidad) return;
    let vigente = true;
    client.get<string[]>('/servicio-social/municipios', { entidad }).then((m) => vigente && setMunicipios(m), () => vigente && setMunicipios([]));
    return () => {
      vigente = false;
    };
  }, [client, entidad]);
  return municipios;
}

/** Active levels with their programs, the choices an offer is «for». */
export function useProgramas() {
  const client = useApiClient();
  const [niveles, setNiveles] = useState<CatalogoProgramas['niveles'] | null>(null);
  useEffect(() => {
    let vigente = true;
    client.get<CatalogoProgramas>('/catalogos/programas').then((c) => vigente && setNiveles(c.niveles), () => vigente && setNiveles([]));
    return () => {
      vigente = false;
    };
  }, [client]);
  return niveles;
}

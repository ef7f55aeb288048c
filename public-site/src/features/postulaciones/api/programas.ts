import { useEffect, useState } from 'react';
import type { CatalogoProgramas } from '../../../../../shared/schemas/registro';
import { useApiClient } from '../../../lib/api-client';

/** The active programs (GET /api/catalogos/programas), for a nominee who studies or studied here; empty on failure. */
export function useProgramas(activo: boolean) {
  const client = useApiClient();
  const [niveles, setNiveles] = useState<CatalogoProgramas['niveles']>([]);
  useEffect(() => {
    if (!activo) return;
    let vivo = true;
    client.get<CatalogoProgramas>('/catalogos/programas').then(
      (data) => vivo && setNiveles(data.niveles),
      () => undefined,
    );
    return () => {
      vivo = false;
    };
  }, [client, activo]);
  return niveles;
}

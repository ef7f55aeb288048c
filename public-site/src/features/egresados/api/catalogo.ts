import { startTransition, useEffect, useState } from 'react';
import type { ApiClient } from '../../../../../shared/api/client';
import type { CatalogoProgramas } from '../../../../../shared/schemas/registro';
import { useApiClient } from '../../../lib/api-client';

export type NivelCatalogo = CatalogoProgramas['niveles'][number];

export function getCatalogo(client: ApiClient) {
  return client.get<CatalogoProgramas>('/catalogos/programas');
}

/** The levels and programs the form offers; `error` when they could not be loaded (the form cannot be sent then). */
export function useCatalogo() {
  const client = useApiClient();
  const [state, setState] = useState<{ niveles: NivelCatalogo[] | null; error: unknown }>({ niveles: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    getCatalogo(client).then(
      // A whole form waits for this answer: in a transition React renders it in short slices, not one long task.
      (data) => live && startTransition(() => setState({ niveles: data.niveles, error: null })),
      (error: unknown) => live && setState({ niveles: null, error }),
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

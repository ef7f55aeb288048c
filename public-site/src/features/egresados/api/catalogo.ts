import { startTransition, useEffect, useState } from 'react';
import type { ApiClient } from '../../../../../shared/api/client';
import type { CatalogoProgramas } from '../../../../../shared/schemas/registro';
import { useApiClient, useRespuestaDeLaPagina } from '../../../lib/api-client';

export type NivelCatalogo = CatalogoProgramas['niveles'][number];

const RUTA = '/catalogos/programas';

export function getCatalogo(client: ApiClient) {
  return client.get<CatalogoProgramas>(RUTA);
}

/** The levels and programs the form offers; `error` when they could not be loaded (the form cannot be sent then). */
export function useCatalogo() {
  const client = useApiClient();
  // On a page the server rendered with the catalog (a route with `datos`), the form is whole from the first render.
  const { inicial, yaLaTenia } = useRespuestaDeLaPagina<CatalogoProgramas>(RUTA);
  const [state, setState] = useState<{ niveles: NivelCatalogo[] | null; error: unknown }>(() =>
    !inicial ? { niveles: null, error: null } : 'data' in inicial ? { niveles: inicial.data.niveles, error: null } : { niveles: null, error: inicial.error },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (yaLaTenia()) return;
    let live = true;
    getCatalogo(client).then(
      // A whole form waits for this answer: in a transition React renders it in short slices, not one long task.
      (data) => live && startTransition(() => setState({ niveles: data.niveles, error: null })),
      (error: unknown) => live && setState({ niveles: null, error }),
    );
    return () => {
      live = false;
    };
  }, [client, attempt, yaLaTenia]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

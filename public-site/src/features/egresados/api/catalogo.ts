import { startTransition, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../../../../shared/api/client';
import type { CatalogoProgramas } from '../../../../../shared/schemas/registro';
import { useApiClient } from '../../../lib/api-client';

export type NivelCatalogo = CatalogoProgramas['niveles'][number];

const RUTA = '/catalogos/programas';

export function getCatalogo(client: ApiClient) {
  return client.get<CatalogoProgramas>(RUTA);
}

/** The levels and programs the form offers; `error` when they could not be loaded (the form cannot be sent then). */
export function useCatalogo() {
  const client = useApiClient();
  // On a page the server rendered with the catalog (a route with `datos`), the form is whole from the first render.
  const [state, setState] = useState<{ niveles: NivelCatalogo[] | null; error: unknown }>(() => {
    const inicial = client.inicial<CatalogoProgramas>(RUTA);
    return inicial && 'data' in inicial ? { niveles: inicial.data.niveles, error: null } : { niveles: null, error: null };
  });
  const deLaPagina = useRef(state.niveles !== null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (deLaPagina.current) {
      deLaPagina.current = false;
      client.olvidarInicial(RUTA);
      return;
    }
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

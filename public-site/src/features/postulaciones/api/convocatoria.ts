import { startTransition, useEffect, useState } from 'react';
import type { ApiClient } from '../../../../../shared/api/client';
import { ApiError } from '../../../../../shared/api/errors';
import type { ConvocatoriaAviso, ConvocatoriaPublica } from '../../../../../shared/schemas/postulaciones';
import { useApiClient, useRespuestaDeLaPagina } from '../../../lib/api-client';

export type { CategoriaPublica, ConvocatoriaPublica, DocumentoSolicitado as DocumentoPublico } from '../../../../../shared/schemas/postulaciones';

/** The 404 of GET /api/postulaciones/convocatoria: the next call to open, or the last one closed. */
export interface SinConvocatoria {
  message: string;
  convocatoria: ConvocatoriaAviso | null;
}

const RUTA = '/postulaciones/convocatoria';

export function getConvocatoria(client: ApiClient) {
  return client.get<ConvocatoriaPublica>(RUTA);
}

type Estado =
  | { status: 'cargando' }
  | { status: 'abierta'; convocatoria: ConvocatoriaPublica; desfase: number }
  | { status: 'cerrada'; info: SinConvocatoria }
  | { status: 'error'; error: unknown };

/**
 * The open call, or (404) what the server tells about the next one. `desfase` is the server's clock minus the
 * browser's, so the time left is counted by the server's clock.
 */
export function useConvocatoria() {
  const client = useApiClient();
  // The answer the page came with (the server rendered the form with it): shown at once, not fetched again.
  const { inicial, yaLaTenia } = useRespuestaDeLaPagina<ConvocatoriaPublica>(RUTA);
  const [estado, setEstado] = useState<Estado>(() =>
    !inicial ? { status: 'cargando' } : 'data' in inicial ? abierta(inicial.data) : fallida(inicial.error),
  );
  const [intento, setIntento] = useState(0);
  useEffect(() => {
    if (yaLaTenia()) return;
    let vivo = true;
    getConvocatoria(client).then(
      (convocatoria) => {
        // The whole form renders from this answer: in a transition React builds it in slices of a few milliseconds
        // instead of one long task, so a phone still answers a tap meanwhile.
        if (vivo) startTransition(() => setEstado(abierta(convocatoria)));
      },
      (error: unknown) => {
        if (vivo) setEstado(fallida(error));
      },
    );
    return () => {
      vivo = false;
    };
  }, [client, intento, yaLaTenia]);
  return { estado, retry: () => setIntento((n) => n + 1) };
}

function abierta(convocatoria: ConvocatoriaPublica): Estado {
  const ahora = Date.parse(convocatoria.ahora);
  return { status: 'abierta', convocatoria, desfase: Number.isNaN(ahora) ? 0 : ahora - Date.now() };
}

function fallida(error: unknown): Estado {
  if (error instanceof ApiError && error.status === 404) return { status: 'cerrada', info: error.body as unknown as SinConvocatoria };
  return { status: 'error', error };
}

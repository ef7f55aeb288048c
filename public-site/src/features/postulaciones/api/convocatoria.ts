import { startTransition, useEffect, useState } from 'react';
import type { ApiClient } from '../../../../../shared/api/client';
import { ApiError } from '../../../../../shared/api/errors';
import type { ConvocatoriaAviso, ConvocatoriaPublica } from '../../../../../shared/schemas/postulaciones';
import { useApiClient } from '../../../lib/api-client';

export type { CategoriaPublica, ConvocatoriaPublica, DocumentoSolicitado as DocumentoPublico } from '../../../../../shared/schemas/postulaciones';

/** The 404 of GET /api/postulaciones/convocatoria: the next call to open, or the last one closed. */
export interface SinConvocatoria {
  message: string;
  convocatoria: ConvocatoriaAviso | null;
}

export function getConvocatoria(client: ApiClient) {
  return client.get<ConvocatoriaPublica>('/postulaciones/convocatoria');
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
  const [estado, setEstado] = useState<Estado>({ status: 'cargando' });
  const [intento, setIntento] = useState(0);
  useEffect(() => {
    let vivo = true;
    getConvocatoria(client).then(
      (convocatoria) => {
        const ahora = Date.parse(convocatoria.ahora);
        // The whole form renders from this answer: in a transition React builds it in slices of a few milliseconds
        // instead of one long task, so a phone still answers a tap meanwhile.
        if (vivo) startTransition(() => setEstado({ status: 'abierta', convocatoria, desfase: Number.isNaN(ahora) ? 0 : ahora - Date.now() }));
      },
      (error: unknown) => {
        if (!vivo) return;
        if (error instanceof ApiError && error.status === 404) setEstado({ status: 'cerrada', info: error.body as unknown as SinConvocatoria });
        else setEstado({ status: 'error', error });
      },
    );
    return () => {
      vivo = false;
    };
  }, [client, intento]);
  return { estado, retry: () => setIntento((n) => n + 1) };
}

import { startTransition, useEffect, useState } from 'react';
import type { ApiClient } from '../../../../../shared/api/client';
import type { ConvocatoriaAviso, ConvocatoriaPublica, ConvocatoriaVigente } from '../../../../../shared/schemas/postulaciones';
import { useApiClient, useRespuestaDeLaPagina } from '../../../lib/api-client';

export type { CategoriaPublica, ConvocatoriaPublica, DocumentoSolicitado as DocumentoPublico } from '../../../../../shared/schemas/postulaciones';

/** No call open: the next one to open, or the last one closed (null when there has been none). */
export interface SinConvocatoria {
  convocatoria: ConvocatoriaAviso | null;
}

const RUTA = '/postulaciones/convocatoria';

export function getConvocatoria(client: ApiClient) {
  return client.get<ConvocatoriaVigente>(RUTA);
}

type Estado =
  | { status: 'cargando' }
  | { status: 'abierta'; convocatoria: ConvocatoriaPublica; desfase: number }
  | { status: 'cerrada'; info: SinConvocatoria }
  | { status: 'error'; error: unknown };

/**
 * The open call, or (convocatoria null) what the server tells about the next one. `desfase` is the server's clock
 * minus the browser's, so the time left is counted by the server's clock.
 */
export function useConvocatoria() {
  const client = useApiClient();
  // The answer the page came with (the server rendered the form with it): shown at once, not fetched again.
  const { inicial, yaLaTenia } = useRespuestaDeLaPagina<ConvocatoriaVigente>(RUTA);
  const [estado, setEstado] = useState<Estado>(() =>
    !inicial ? { status: 'cargando' } : 'data' in inicial ? vigente(inicial.data) : { status: 'error', error: inicial.error },
  );
  const [intento, setIntento] = useState(0);
  useEffect(() => {
    if (yaLaTenia()) return;
    let vivo = true;
    getConvocatoria(client).then(
      (respuesta) => {
        // The whole form renders from this answer: in a transition React builds it in slices of a few milliseconds
        // instead of one long task, so a phone still answers a tap meanwhile.
        if (vivo) startTransition(() => setEstado(vigente(respuesta)));
      },
      (error: unknown) => {
        if (vivo) setEstado({ status: 'error', error });
      },
    );
    return () => {
      vivo = false;
    };
  }, [client, intento, yaLaTenia]);
  return { estado, retry: () => setIntento((n) => n + 1) };
}

function vigente({ convocatoria, aviso }: ConvocatoriaVigente): Estado {
  if (!convocatoria) return { status: 'cerrada', info: { convocatoria: aviso } };
  const ahora = Date.parse(convocatoria.ahora);
  return { status: 'abierta', convocatoria, desfase: Number.isNaN(ahora) ? 0 : ahora - Date.now() };
}

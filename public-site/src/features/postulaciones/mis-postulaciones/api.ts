import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../../../../../shared/api/client';
import type { MiPostulacion } from '../../../../../shared/schemas/mis-postulaciones';
import { useApiClient } from '../../../lib/api-client';

/** POST /api/postulaciones/acceso: always 202, whether or not the address nominated anybody. */
export function pedirEnlace(client: ApiClient, correo: string) {
  return client.post<{ message: string }>('/postulaciones/acceso', { correo });
}

/** POST /api/postulaciones/:id/retirar: 409 once the call has closed. */
export function retirarPostulacion(client: ApiClient, id: number) {
  return client.post<{ message: string }>(`/postulaciones/${id}/retirar`, {});
}

/** GET /api/postulaciones/mias for a nominator's link session (`activo` false: nothing is fetched); `recargar` after a change. */
export function useMisPostulaciones(activo: boolean) {
  const client = useApiClient();
  const [vuelta, setVuelta] = useState(0);
  const [estado, setEstado] = useState<{ datos: MiPostulacion[] | null; error: unknown }>({ datos: null, error: null });
  useEffect(() => {
    if (!activo) return;
    let vigente = true;
    client.get<MiPostulacion[]>('/postulaciones/mias').then(
      (datos) => vigente && setEstado({ datos, error: null }),
      (error: unknown) => vigente && setEstado({ datos: null, error }),
    );
    return () => {
      vigente = false;
    };
  }, [client, activo, vuelta]);
  const recargar = useCallback(() => setVuelta((v) => v + 1), []);
  return { ...estado, recargar };
}

/** POST /api/postulaciones/:id/rondas/:rondaId/documentos: one requested document, under its `clave`. */
export function enviarDocumentoRonda(client: ApiClient, id: number, rondaId: number, clave: string, archivo: File) {
  const body = new FormData();
  body.append(clave, archivo);
  return client.request<{ message: string }>(`/postulaciones/${id}/rondas/${rondaId}/documentos`, { method: 'POST', body });
}

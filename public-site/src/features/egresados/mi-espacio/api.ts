import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../../../shared/api/client';
import type { MiEspacioEgresado } from '../../../../../shared/egresados/mi-espacio';
import { useApiClient } from '../../../lib/api-client';

/** POST /api/egresados/acceso: always 202, whether or not the address is on a graduate record. */
export function pedirEnlace(client: ApiClient, correo: string) {
  return client.post<{ message: string }>('/egresados/acceso', { correo });
}

/** GET /api/egresados/mi-espacio for a session with the graduate role (`activo` false: nothing is fetched). */
export function useMiEspacio(activo: boolean) {
  const client = useApiClient();
  const [estado, setEstado] = useState<{ datos: MiEspacioEgresado | null; error: unknown }>({ datos: null, error: null });
  useEffect(() => {
    if (!activo) return;
    let vigente = true;
    client.get<MiEspacioEgresado>('/egresados/mi-espacio').then(
      (datos) => vigente && setEstado({ datos, error: null }),
      (error: unknown) => vigente && setEstado({ datos: null, error }),
    );
    return () => {
      vigente = false;
    };
  }, [client, activo]);
  return estado;
}

import { useEffect, useState } from 'react';
import type { EstadoInstitucional } from '../../../../../shared/schemas/institucional';
import { useApiClient, useRespuestaDeLaPagina } from '../../../lib/api-client';

const RUTA = '/auth/oidc';

/** Whether /login offers the institutional account (GET /api/auth/oidc; the server renders /login with the answer). */
export function useInstitucionalActivo(): boolean {
  const client = useApiClient();
  const { inicial, yaLaTenia } = useRespuestaDeLaPagina<EstadoInstitucional>(RUTA);
  const [activo, setActivo] = useState(() => !!inicial && 'data' in inicial && inicial.data.activo);
  useEffect(() => {
    if (yaLaTenia()) return;
    let vivo = true;
    // Without an answer the button stays hidden: the password form works either way.
    client.get<EstadoInstitucional>(RUTA).then((estado) => vivo && setActivo(estado.activo), () => undefined);
    return () => {
      vivo = false;
    };
  }, [client, yaLaTenia]);
  return activo;
}

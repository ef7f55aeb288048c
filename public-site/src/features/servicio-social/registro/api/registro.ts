import type { ApiClient } from '../../../../../../shared/api/client';
import type { RegistroEstudianteInput, RegistroInstitucionInput, RegistroRecibido } from '../../../../../../shared/schemas/servicio-social';
import { useApiClient } from '../../../../lib/api-client';
import { useMutation } from '../../../../lib/use-mutation';

/** POST /api/servicio-social/registro/estudiantes: 202 with the same answer whether or not the person exists. */
export function registrarEstudiante(client: ApiClient, input: RegistroEstudianteInput) {
  return client.post<RegistroRecibido>('/servicio-social/registro/estudiantes', input);
}

export function registrarInstitucion(client: ApiClient, input: RegistroInstitucionInput) {
  return client.post<RegistroRecibido>('/servicio-social/registro/instituciones', input);
}

export function useRegistrarEstudiante() {
  const client = useApiClient();
  return useMutation((input: RegistroEstudianteInput) => registrarEstudiante(client, input));
}

export function useRegistrarInstitucion() {
  const client = useApiClient();
  return useMutation((input: RegistroInstitucionInput) => registrarInstitucion(client, input));
}

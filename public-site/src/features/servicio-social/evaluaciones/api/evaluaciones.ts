import type { ApiClient } from '../../../../../../shared/api/client';
import type { EvaluacionInput, EvaluacionVista, RequisitosVista } from '../../../../../../shared/schemas/servicio-social-evaluaciones';

const BASE = '/servicio-social';

/** The API of one evaluation: the student's own self-evaluation, or the supervisor's of a service. */
export interface EvaluacionApi {
  leer: (client: ApiClient) => Promise<EvaluacionVista>;
  guardar: (client: ApiClient, input: EvaluacionInput) => Promise<EvaluacionVista>;
  enviar: (client: ApiClient, input: EvaluacionInput) => Promise<EvaluacionVista>;
}

export const autoevaluacionApi: EvaluacionApi = {
  leer: (client) => client.get(`${BASE}/estudiante/autoevaluacion`),
  guardar: (client, input) => client.put(`${BASE}/estudiante/autoevaluacion`, input),
  enviar: (client, input) => client.post(`${BASE}/estudiante/autoevaluacion/enviar`, input),
};

export const evaluacionSupervisorApi = (prestacionId: number): EvaluacionApi => ({
  leer: (client) => client.get(`${BASE}/prestaciones/${prestacionId}/evaluaciones/supervisor`),
  guardar: (client, input) => client.put(`${BASE}/prestaciones/${prestacionId}/evaluaciones/supervisor`, input),
  enviar: (client, input) => client.post(`${BASE}/prestaciones/${prestacionId}/evaluaciones/supervisor/enviar`, input),
});

export const leerRequisitosPropios = (client: ApiClient) => client.get<RequisitosVista>(`${BASE}/estudiante/requisitos`);
export const leerRequisitos = (client: ApiClient, prestacionId: number) => client.get<RequisitosVista>(`${BASE}/prestaciones/${prestacionId}/requisitos`);
export const emitirConstancia = (client: ApiClient, prestacionId: number) => client.post<RequisitosVista>(`${BASE}/prestaciones/${prestacionId}/constancia`);

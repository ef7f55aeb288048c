import type { ApiClient } from '../../../../../shared/api/client';
import type { Alerta, Candidatura } from '../../../../../shared/schemas/bolsa';

export interface MiCv {
  tieneCv: boolean;
  nombre: string | null;
}

export const leerMiCv = (client: ApiClient) => client.get<MiCv>('/bolsa/mi-cv');
export function subirMiCv(client: ApiClient, archivo: File) {
  const body = new FormData();
  body.append('cv', archivo);
  return client.request<MiCv>('/bolsa/mi-cv', { method: 'POST', body });
}
export const misCandidaturas = (client: ApiClient) => client.get<Candidatura[]>('/bolsa/candidaturas', { range: JSON.stringify([0, 99]) });
export const retirarCandidatura = (client: ApiClient, id: number) => client.post<Candidatura>(`/bolsa/candidaturas/${id}/retirar`);
export const leerAlerta = (client: ApiClient) => client.get<Alerta>('/bolsa/alertas');
export const guardarAlerta = (client: ApiClient, alerta: Alerta) => client.put<Alerta>('/bolsa/alertas', alerta);

/** POST /bolsa/ofertas/:id/candidaturas: `datos` JSON and, when chosen, the `cv` file (else the stored CV). */
export function postularse(client: ApiClient, ofertaId: number, datos: { mensaje: string; consentimiento: boolean }, cv: File | null) {
  const body = new FormData();
  body.append('datos', JSON.stringify(datos));
  if (cv) body.append('cv', cv);
  return client.request<{ id: number; estado: 'enviada' }>(`/bolsa/ofertas/${ofertaId}/candidaturas`, { method: 'POST', body });
}

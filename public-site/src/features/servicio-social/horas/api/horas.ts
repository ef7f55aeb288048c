import type { ApiClient } from '../../../../../../shared/api/client';
import type { EntradaHoras, HoraInput, HorasMes, ProgresoPrestacion } from '../../../../../../shared/schemas/servicio-social-horas';

const BASE = '/servicio-social';

export const leerHorasPropias = (client: ApiClient, mes?: string) =>
  client.get<HorasMes>(`${BASE}/estudiante/horas`, { mes });
export const registrarHoras = (client: ApiClient, input: HoraInput) => client.post<EntradaHoras>(`${BASE}/estudiante/horas`, input);
export const editarHoras = (client: ApiClient, id: number, input: HoraInput) => client.put<EntradaHoras>(`${BASE}/estudiante/horas/${id}`, input);
export const borrarHoras = (client: ApiClient, id: number) => client.delete<void>(`${BASE}/estudiante/horas/${id}`);
export const leerProgreso = (client: ApiClient, prestacionId: number) => client.get<ProgresoPrestacion>(`${BASE}/prestaciones/${prestacionId}/progreso`);

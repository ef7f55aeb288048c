import type { ApiClient } from '../../../../../shared/api/client';
import type { EstadoCandidatura } from '../../../../../shared/bolsa/valores';
import type { Candidatura, EstadoEmpleador, Oferta, OfertaDatosInput } from '../../../../../shared/schemas/bolsa';

const TODAS = { range: JSON.stringify([0, 199]) };

/** Whether the company may act yet, and why not (always a 200 for an employer's account). */
export const estadoEmpleador = (client: ApiClient) => client.get<EstadoEmpleador>('/bolsa/empleador/estado');
export const misOfertas = (client: ApiClient) => client.get<Oferta[]>('/bolsa/empleador/ofertas', TODAS);
export const miOferta = (client: ApiClient, id: number) => client.get<Oferta>(`/bolsa/empleador/ofertas/${id}`);
export const crearOferta = (client: ApiClient, datos: OfertaDatosInput) => client.post<Oferta>('/bolsa/ofertas', datos);
export const editarOferta = (client: ApiClient, id: number, datos: OfertaDatosInput) => client.put<Oferta>(`/bolsa/ofertas/${id}`, datos);
export const cerrarOferta = (client: ApiClient, id: number, cubierta: boolean) => client.post<Oferta>(`/bolsa/ofertas/${id}/cerrar`, { cubierta });
export const renovarOferta = (client: ApiClient, id: number, cierre: string) => client.post<Oferta>(`/bolsa/ofertas/${id}/renovar`, { cierre });

/** Every application to the employer's offers (one offer's with `ofertaId`). */
export const candidaturasRecibidas = (client: ApiClient, ofertaId?: number) =>
  client.get<Candidatura[]>('/bolsa/candidaturas', { ...TODAS, filter: JSON.stringify(ofertaId ? { ofertaId } : {}) });
/** The employer's first read marks it «vista» on the server. */
export const abrirCandidatura = (client: ApiClient, id: number) => client.get<Candidatura>(`/bolsa/candidaturas/${id}`);
export const avanzarCandidatura = (client: ApiClient, id: number, estado: EstadoCandidatura, mensaje: string) =>
  client.put<Candidatura>(`/bolsa/candidaturas/${id}/estado`, { estado, mensaje });

/** The CV is behind the session's token: fetched as a blob and opened from an object URL. */
export async function abrirCv(client: ApiClient, id: number): Promise<string> {
  const headers: Record<string, string> = client.session.token ? { Authorization: `Bearer ${client.session.token}` } : {};
  const response = await fetch(`${client.baseUrl}/bolsa/candidaturas/${id}/cv`, { headers });
  if (!response.ok) throw new Error('No se pudo abrir el CV');
  return URL.createObjectURL(await response.blob());
}

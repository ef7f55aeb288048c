import type { ApiClient } from '../../../../../../shared/api/client';
import type { PrestacionSs } from '../../../../../../shared/schemas/servicio-social';
import type { DocumentoResumen, DocumentoSs, VerificacionDocumento } from '../../../../../../shared/schemas/servicio-social-documentos';
import type {
  borradorGuardadoSchema, cambiosDocumentoSchema, informeParaAprobarSchema, mesesInformeSchema,
} from '../../../../../../shared/schemas/servicio-social-documentos-respuesta';
import type { TipoDocumento } from '../../../../../../shared/servicio-social/documentos';
import type { z } from '../../../../../../shared/validation';

const BASE = '/servicio-social';
const todos = (filter: object = {}) => ({ filter: JSON.stringify(filter), range: JSON.stringify([0, 199]), sort: JSON.stringify(['createdAt', 'ASC']) });

export const leerDocumentos = (client: ApiClient, filter: object = {}) => client.get<DocumentoResumen[]>(`${BASE}/documentos`, todos(filter));
export const leerDocumento = (client: ApiClient, id: number) => client.get<DocumentoSs>(`${BASE}/documentos/${id}`);
export const crearDocumento = (client: ApiClient, input: { tipo: TipoDocumento; mes?: string; titulo?: string; prestacionId?: number }) =>
  client.post<DocumentoSs>(`${BASE}/documentos`, input);
export const guardarBorrador = (client: ApiClient, id: number, contenido: string, revision: number) =>
  client.put<z.infer<typeof borradorGuardadoSchema>>(`${BASE}/documentos/${id}/borrador`, { contenido, revision });
export const enviarDocumento = (client: ApiClient, id: number) => client.post<DocumentoSs>(`${BASE}/documentos/${id}/enviar`);
export const retirarDocumento = (client: ApiClient, id: number) => client.post<DocumentoSs>(`${BASE}/documentos/${id}/retirar`);
export const leerMesesInforme = (client: ApiClient) =>
  client.get<z.infer<typeof mesesInformeSchema>>(`${BASE}/documentos/meses-informe`);
export const revisarDocumento = (client: ApiClient, id: number, decision: 'aprobar' | 'observar', comentarios: string) =>
  client.post<DocumentoSs>(`${BASE}/documentos/${id}/revision`, { decision, comentarios });
export const leerCambios = (client: ApiClient, id: number) =>
  client.get<z.infer<typeof cambiosDocumentoSchema>>(`${BASE}/documentos/${id}/cambios`);
export const rutaPdf = (id: number) => `${BASE}/documentos/${id}/pdf`;
export const verificar = (client: ApiClient, folio: string) => client.get<VerificacionDocumento>(`${BASE}/verificacion/${encodeURIComponent(folio)}`);

export type InformeParaAprobar = z.infer<typeof informeParaAprobarSchema>;
export const leerAprobacion = (client: ApiClient, token: string) => client.get<InformeParaAprobar>(`${BASE}/aprobacion`, { token });
export const decidirAprobacion = (client: ApiClient, token: string, decision: 'aprobar' | 'observar', comentarios: string) =>
  client.post<{ message: string }>(`${BASE}/aprobacion`, { token, decision, comentarios });

export const leerPrestaciones = (client: ApiClient) =>
  client.get<PrestacionSs[]>(`${BASE}/prestaciones`, { range: JSON.stringify([0, 199]), sort: JSON.stringify(['fechaInicio', 'DESC']) });
export const leerPrestacion = (client: ApiClient, id: number) => client.get<PrestacionSs>(`${BASE}/prestaciones/${id}`);

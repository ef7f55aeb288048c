// The end-of-service calls of the back office (issue 12). Kept beside their screens rather than in the shared
// data provider; errors become react-admin HttpErrors so dialogs show the server's Spanish message.
import type { EvaluacionVista, ReporteSs, ReporteSsFiltro, RequisitosVista, TipoCuestionario } from '../../../../shared/schemas/servicio-social-evaluaciones';
import { apiClient } from '../../providers/apiClient';
import { toHttpError } from '../../providers/httpError';

const call = async <T,>(request: () => Promise<T>): Promise<T> => {
  try {
    return await request();
  } catch (error) {
    throw toHttpError(error);
  }
};
const P = (id: number | string) => `/servicio-social/prestaciones/${encodeURIComponent(String(id))}`;

export const ssFinApi = {
  requisitos: (id: number | string) => call(() => apiClient.get<RequisitosVista>(`${P(id)}/requisitos`)),
  evaluacion: (id: number | string, tipo: TipoCuestionario) => call(() => apiClient.get<EvaluacionVista>(`${P(id)}/evaluaciones/${tipo}`)),
  liberar: (id: number | string) => call(() => apiClient.post<RequisitosVista>(`${P(id)}/liberacion`)),
  baja: (id: number | string, motivo: string) => call(() => apiClient.post<RequisitosVista>(`${P(id)}/baja`, { motivo })),
  reasignar: (id: number | string, vacanteId: number, motivo: string) => call(() => apiClient.post<{ id: number }>(`${P(id)}/reasignar`, { vacanteId, motivo })),
  reabrir: (id: number | string, tipo: TipoCuestionario, motivo: string) => call(() => apiClient.post<EvaluacionVista>(`${P(id)}/evaluaciones/${tipo}/reabrir`, { motivo })),
  reporte: (filtro: ReporteSsFiltro) => call(() => apiClient.get<ReporteSs>(`/servicio-social/reportes-ss?${new URLSearchParams({ filter: JSON.stringify(filtro) })}`)),
  exportar: (formato: 'xlsx' | 'pdf', filter: ReporteSsFiltro) => call(() => apiClient.post<{ url: string }>('/servicio-social/reportes-ss/exportar/enlace', { formato, filter })),
};

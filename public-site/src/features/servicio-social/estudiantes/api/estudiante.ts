import type { ApiClient } from '../../../../../../shared/api/client';
import type {
  BusquedaFiltro, CambioPasswordInput, CompletarPerfilInput, PrellenadoPerfil, InicioEstudiante, PerfilEstudiante, PerfilEstudianteInput, SolicitudInput, SolicitudPropia, VacanteBusqueda,
} from '../../../../../../shared/schemas/servicio-social';

const BASE = '/servicio-social';

export const leerInicio = (client: ApiClient) => client.get<InicioEstudiante>(`${BASE}/estudiante`);
export const leerPrellenado = (client: ApiClient) => client.get<PrellenadoPerfil>(`${BASE}/estudiante/completar`);
export const completarPerfil = (client: ApiClient, input: CompletarPerfilInput) => client.post<PerfilEstudiante>(`${BASE}/estudiante/completar`, input);
export const leerPerfil = (client: ApiClient) => client.get<PerfilEstudiante>(`${BASE}/estudiante/perfil`);
export const guardarPerfil = (client: ApiClient, input: PerfilEstudianteInput) => client.put<PerfilEstudiante>(`${BASE}/estudiante/perfil`, input);
export const leerSolicitudes = (client: ApiClient) => client.get<SolicitudPropia[]>(`${BASE}/estudiante/solicitudes`);
export const solicitar = (client: ApiClient, input: SolicitudInput) => client.post<SolicitudPropia>(`${BASE}/solicitudes`, input);
export const retirar = (client: ApiClient, id: number) => client.post<SolicitudPropia>(`${BASE}/solicitudes/${id}/retirar`);
export const cambiarPassword = (client: ApiClient, input: CambioPasswordInput) => client.put<{ message: string }>(`${BASE}/cuenta/password`, input);

/** POST a single file as multipart (`cv` or `foto`); the server answers the profile or a 422 naming the field. */
export function subirArchivo(client: ApiClient, campo: 'cv' | 'foto', archivo: File) {
  const body = new FormData();
  body.append(campo, archivo);
  return client.request<PerfilEstudiante>(`${BASE}/estudiante/${campo}`, { method: 'POST', body });
}

export const quitarFoto = (client: ApiClient) => client.delete<PerfilEstudiante>(`${BASE}/estudiante/foto`);

export interface PaginaBusqueda {
  vacantes: VacanteBusqueda[];
  total: number;
}

/** GET /busqueda: one page of open vacancies and the total from Content-Range («vacantes 0-9/42»). */
export async function buscar(client: ApiClient, q: string, filtro: BusquedaFiltro, orden: 'relevancia' | 'fecha', desde: number, hasta: number): Promise<PaginaBusqueda> {
  const response = await client.raw<VacanteBusqueda[]>(`${BASE}/busqueda`, {
    query: {
      q: q || undefined,
      filter: JSON.stringify(filtro),
      range: JSON.stringify([desde, hasta]),
      sort: JSON.stringify([orden, 'DESC']),
    },
  });
  const total = Number(response.headers.get('Content-Range')?.split('/').pop());
  return { vacantes: response.json ?? [], total: Number.isFinite(total) ? total : (response.json ?? []).length };
}

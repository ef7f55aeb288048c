import type { ApiClient } from '../../../../../../shared/api/client';
import type {
  AceptarInvitacionInput, Colega, InstitucionDatosInput, InstitucionSs, InvitacionInfo, InvitacionInput, PrestacionSs, ProgramaSs,
  ProgramaSsInput, ResolverSolicitudInput, SolicitudSs, VacanteInput, VacanteSs,
} from '../../../../../../shared/schemas/servicio-social';

const BASE = '/servicio-social';
const todos = { range: JSON.stringify([0, 199]), sort: JSON.stringify(['id', 'DESC']) };

export { leerPanel } from './panel';
export const leerPerfil = (client: ApiClient) => client.get<InstitucionSs>(`${BASE}/institucion/perfil`);
export const guardarPerfil = (client: ApiClient, input: InstitucionDatosInput) => client.put<InstitucionSs>(`${BASE}/institucion/perfil`, input);
export const leerColegas = (client: ApiClient) => client.get<Colega[]>(`${BASE}/institucion/colegas`);
export const invitar = (client: ApiClient, input: InvitacionInput) => client.post<{ message: string }>(`${BASE}/institucion/invitaciones`, input);

export const leerProgramas = (client: ApiClient) => client.get<ProgramaSs[]>(`${BASE}/programas`, todos);
export const crearPrograma = (client: ApiClient, input: ProgramaSsInput) => client.post<ProgramaSs>(`${BASE}/programas`, input);
export const editarPrograma = (client: ApiClient, id: number, input: ProgramaSsInput) => client.put<ProgramaSs>(`${BASE}/programas/${id}`, input);
export const enviarPrograma = (client: ApiClient, id: number) => client.post<ProgramaSs>(`${BASE}/programas/${id}/enviar`);
export const borrarPrograma = (client: ApiClient, id: number) => client.delete<{ id: number }>(`${BASE}/programas/${id}`);

export const leerVacantes = (client: ApiClient) => client.get<VacanteSs[]>(`${BASE}/vacantes`, todos);
export const crearVacante = (client: ApiClient, input: VacanteInput) => client.post<VacanteSs>(`${BASE}/vacantes`, input);
export const editarVacante = (client: ApiClient, id: number, input: VacanteInput) => client.put<VacanteSs>(`${BASE}/vacantes/${id}`, input);
export const abrirCerrar = (client: ApiClient, id: number, accion: 'abrir' | 'cerrar') => client.post<VacanteSs>(`${BASE}/vacantes/${id}/${accion}`);

export const leerSolicitantes = (client: ApiClient, vacanteId: number) =>
  client.get<SolicitudSs[]>(`${BASE}/solicitudes`, { filter: JSON.stringify({ vacanteId }), range: JSON.stringify([0, 199]), sort: JSON.stringify(['id', 'ASC']) });
export const resolver = (client: ApiClient, id: number, input: ResolverSolicitudInput) => client.put<SolicitudSs>(`${BASE}/solicitudes/${id}/estado`, input);
export const leerPrestaciones = (client: ApiClient) =>
  client.get<PrestacionSs[]>(`${BASE}/prestaciones`, { range: JSON.stringify([0, 199]), sort: JSON.stringify(['fechaInicio', 'DESC']) });
export const cvDeSolicitud = (id: number) => `${BASE}/solicitudes/${id}/cv`;

export const leerInvitacion = (client: ApiClient, token: string) => client.get<InvitacionInfo>(`${BASE}/invitaciones`, { token });
export const aceptarInvitacion = (client: ApiClient, input: AceptarInvitacionInput) => client.post<{ message: string }>(`${BASE}/invitaciones/aceptar`, input);

import type { Pendientes } from '../../../shared/schemas/pendientes';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import type { ApiClient } from '../../../shared/api/client';
import type { AccesoInstitucional, AjustesInstitucionales } from '../../../shared/schemas/institucional';
import { egresadoFields } from '../../../shared/schemas/egresados';
import { apiResourceOf } from '../../../shared/permissions';
import { areaOf } from '../resourceNames';
import { createHttpClient } from './httpClient';
import { toHttpError } from './httpError';
import { normalizeDashboard, type DashboardSummary } from '../dashboard/types';
import type { AccionCampana, Audiencia, Campana } from '../../../shared/schemas/campanas';
import type { ServicioSocialDeEgresado } from '../../../shared/egresados/servicio-social';
import type { EgresadoFiltro } from '../../../shared/schemas/egresados';
import type { VistaPrevia, VistaPreviaInput } from '../../../shared/schemas/plantillas';
import type { CatalogoProgramas } from '../../../shared/schemas/registro';
import type { AjustesInput, AjustesSs, CargaElegibles, DestacadoSs, ElegibilidadInput, EstudianteSs, InstitucionSs, ProgramaSs, RevisionProgramaInput, ValidacionInstitucionInput } from '../../../shared/schemas/servicio-social';
import type { Agrupacion, Dimension, ExportarReporteInput, Indicadores, Reporte, Tablero } from '../../../shared/schemas/reportes';
import { postulacionesMethods, type PostulacionesMethods } from '../postulaciones/api';
import { BOLSA_API, bolsaMethods, type BolsaMethods } from '../bolsa/api';
import type { PasoArcoInput } from '../../../shared/schemas/arco';
import type {
  AvanceGrupo, CapturaTelefonica, Indicadores as IndicadoresSeguimiento, Respuestas, RevisionEmpleadores, SeguimientoEgresado, SinCorreo,
} from '../../../shared/schemas/seguimiento';

/** Filter value that lifts a screen's default area (role pickers list every area's roles). */
export const ALL_AREAS = '*';

// Roles and permissions belong to an area; the users list shows every account whatever its roles' area.
const AREA_SCOPED = new Set(['roles', 'permisos']);

/** The filter a route-path resource sends: its area by default, unless the caller chose one or all. */
export function scopeFilter(resource: string, filter: Record<string, unknown> = {}): Record<string, unknown> {
  const area = areaOf(resource);
  const scoped = { ...filter };
  if (scoped.area === ALL_AREAS || scoped.area === null || scoped.area === '') {
    delete scoped.area;
    return scoped;
  }
  if (area && AREA_SCOPED.has(apiResourceOf(resource)) && scoped.area === undefined && scoped.id === undefined) {
    scoped.area = area;
  }
  return scoped;
}

/** New roles and permissions created on an area's screen belong to that area unless the form said otherwise. */
function withDefaultArea<T extends Record<string, unknown>>(resource: string, data: T): T {
  const area = areaOf(resource);
  if (!area || !AREA_SCOPED.has(apiResourceOf(resource)) || data.area) return data;
  return { ...data, area };
}

/** An empty password on the user form means "keep the current one". */
function withoutBlankPassword<T extends Record<string, unknown>>(resource: string, data: T): T {
  if (apiResourceOf(resource) !== 'usuarios' || (data.password !== '' && data.password != null)) return data;
  const { password: _password, ...rest } = data;
  return rest as T;
}

// What a form may write per resource: read-only answer fields (joined names, counts, timestamps) stay out.
const WRITABLE: Record<string, readonly string[]> = {
  niveles: ['nombre', 'clave', 'orden', 'activo'],
  programas: ['clave', 'nombre', 'nivelId', 'activo'],
  egresados: Object.keys(egresadoFields),
  cohortes: ['programaId', 'anioEgreso', 'esperados'],
  plantillas: ['nombre', 'asunto', 'cuerpoHtml'],
  campanas: ['nombre', 'plantillaId', 'filtro', 'programadaPara'],
  'seguimiento/cuestionarios': ['nombre', 'tipo', 'descripcion', 'secciones'],
  'seguimiento/aplicaciones': ['cuestionarioId', 'nombre', 'poblacion', 'apertura', 'cierre', 'recordatorios', 'mesesDesdeEgreso'],
  'seguimiento/metas': ['meta'],
  convocatorias: ['nombre', 'descripcion', 'apertura', 'cierre', 'publicacionResultados', 'estado', 'prefijo', 'anio', 'normalizar'],
  categorias: ['convocatoriaId', 'nombre', 'descripcion', 'requisitos', 'elegibles', 'aniosMinimosEgreso', 'criterios', 'escalaMin', 'escalaMax', 'ciega', 'documentos', 'requiereAceptacion', 'activa', 'orden'],
};

/** Only the resource's writable fields, for the resources that list them. */
export function writableData<T extends Record<string, unknown>>(resource: string, data: T): Partial<T> {
  if (servicioSocialApi(resource)) return data;
  const keys = WRITABLE[seguimientoApi(resource) ?? apiResourceOf(resource)];
  if (!keys) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => keys.includes(key))) as Partial<T>;
}

export interface ExportRequest {
  formato: 'csv' | 'xlsx';
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

// --- Servicio social -------------------------------------------------------------------------------------
// Staff screens live under /servicio-social/administracion/<x>; their API is /api/servicio-social/<x>, except the
// shared users, roles and permissions screens. The writable fields are the server's to check (its input schemas).
const SS_PREFIX = 'servicio-social/administracion/';
const SS_PLATAFORMA = new Set(['usuarios', 'roles', 'permisos']);

/** The API path of a servicio social staff resource ('servicio-social/administracion/programas' → 'servicio-social/programas'). */
export function servicioSocialApi(resource: string): string | null {
  const path = resource.replace(/^\//, '');
  if (!path.startsWith(SS_PREFIX)) return null;
  const rest = path.slice(SS_PREFIX.length);
  return SS_PLATAFORMA.has(rest) ? null : `servicio-social/${rest}`;
}

export interface ServicioSocialMethods {
  validarInstitucion(id: Identifier, body: ValidacionInstitucionInput): Promise<InstitucionSs>;
  revisarPrograma(id: Identifier, body: RevisionProgramaInput): Promise<ProgramaSs>;
  cambiarElegibilidad(id: Identifier, body: ElegibilidadInput): Promise<EstudianteSs>;
  getAjustesServicioSocial(): Promise<AjustesSs>;
  guardarAjustesServicioSocial(body: AjustesInput): Promise<AjustesSs>;
  /** The school's list of eligible students (CSV/XLSX with matrícula and créditos). */
  cargarElegibles(archivo: File): Promise<CargaElegibles>;
  subirFotoDestacado(id: Identifier, foto: File): Promise<DestacadoSs>;
  quitarFotoDestacado(id: Identifier, archivoId: string): Promise<DestacadoSs>;
  /** The careers (egresados programs) by level, from the public catalog any staff member may read. */
  getCatalogoCarreras(): Promise<CatalogoProgramas>;
  /** The social service of the graduate's matrícula, for the graduate record. */
  getServicioSocialEgresado(egresado: Identifier): Promise<ServicioSocialDeEgresado[]>;
  /** A document template's letterhead logo (PNG or JPG); the template answers with `logo: true`. */
  subirLogoPlantilla(tipo: Identifier, logo: File): Promise<unknown>;
  quitarLogoPlantilla(tipo: Identifier): Promise<unknown>;
}

function formData(files: Record<string, File>): FormData {
  const form = new FormData();
  for (const [name, file] of Object.entries(files)) form.append(name, file, file.name);
  return form;
}

function servicioSocialMethods(client: ApiClient, call: <T>(request: () => Promise<T>) => Promise<T>): ServicioSocialMethods {
  const id = (value: Identifier) => encodeURIComponent(String(value));
  return {
    validarInstitucion: (institucion, body) => call(() => client.put(`/servicio-social/instituciones/${id(institucion)}/validacion`, body)),
    revisarPrograma: (programa, body) => call(() => client.put(`/servicio-social/programas/${id(programa)}/revision`, body)),
    cambiarElegibilidad: (estudiante, body) => call(() => client.put(`/servicio-social/estudiantes/${id(estudiante)}/elegibilidad`, body)),
    getAjustesServicioSocial: () => call(() => client.get<AjustesSs>('/servicio-social/ajustes')),
    guardarAjustesServicioSocial: (body) => call(() => client.put<AjustesSs>('/servicio-social/ajustes', body)),
    cargarElegibles: (archivo) => call(() => client.post<CargaElegibles>('/servicio-social/estudiantes/elegibles', formData({ archivo }))),
    subirFotoDestacado: (destacado, foto) => call(() => client.post<DestacadoSs>(`/servicio-social/destacados/${id(destacado)}/fotos`, formData({ foto }))),
    getCatalogoCarreras: () => call(() => client.get<CatalogoProgramas>('/catalogos/programas')),
    getServicioSocialEgresado: (egresado) => call(() => client.get<ServicioSocialDeEgresado[]>(`/egresados/${id(egresado)}/servicio-social`)),
    quitarFotoDestacado: (destacado, archivoId) => call(() => client.delete<DestacadoSs>(`/servicio-social/destacados/${id(destacado)}/fotos/${id(archivoId)}`)),
    subirLogoPlantilla: (tipo, logo) => call(() => client.post(`/servicio-social/plantillas-documentos/${id(tipo)}/logo`, formData({ logo }))),
    quitarLogoPlantilla: (tipo) => call(() => client.delete(`/servicio-social/plantillas-documentos/${id(tipo)}/logo`)),
  };
}
// --- end Servicio social ---------------------------------------------------------------------------------

/** Protección de datos screens (ARCO) and their API paths. */
const ARCO_API: Record<string, string> = { 'administracion/proteccion-datos': 'arco/solicitudes', 'administracion/dias-inhabiles': 'arco/cierres' };
/** Where a create screen posts when it is not its list's path: staff register only requests received in writing. */
const ALTA_API: Record<string, string> = { 'arco/solicitudes': 'arco/solicitudes/escrito' };

/** Seguimiento screens live under /egresados/seguimiento/<x>; their API is /api/seguimiento/<x>. */
export function seguimientoApi(resource: string): string | null {
  const match = /^\/?egresados\/seguimiento\/([a-z]+)$/.exec(resource);
  return match ? `seguimiento/${match[1]}` : null;
}

export interface SeguimientoMethods {
  /** Queues the wave's invitations through the campaign engine. */
  enviarAplicacion(id: Identifier): Promise<{ invitados: number; sinCorreo: number }>;
  /** Sends the next reminder round now, to those who have not answered. */
  recordarAplicacion(id: Identifier): Promise<{ recordatorios: number }>;
  getAvanceAplicacion(id: Identifier): Promise<AvanceGrupo[]>;
  getIndicadoresAplicacion(id: Identifier, alcance: { programaId?: number; generacion?: number }): Promise<IndicadoresSeguimiento>;
  /** A short-lived same-origin URL that streams the indicators as XLSX or PDF. */
  exportarIndicadores(id: Identifier, formato: 'xlsx' | 'pdf', alcance: { programaId?: number; generacion?: number }): Promise<{ url: string }>;
  getSeguimientoEgresado(id: Identifier): Promise<SeguimientoEgresado>;
  /** The wave's graduates without an email, for phone capture. */
  getSinCorreo(id: Identifier): Promise<SinCorreo[]>;
  /** The survey of one graduate without an email, with what staff captured so far (`id` is the invitation's). */
  getCaptura(id: Identifier): Promise<CapturaTelefonica>;
  /** Saves (`enviar: false`) or sends the answers captured by phone; a 422 names the wrong answers by clave. */
  guardarCaptura(id: Identifier, body: { respuestas: Respuestas; enviar: boolean }): Promise<{ enviada: boolean; respuestas: Respuestas }>;
  /** Checks an employers' CSV against the wave, row by row, queuing nothing. */
  revisarEmpleadores(id: Identifier, csv: string): Promise<RevisionEmpleadores>;
  /** Queues the CSV's employer invitations; refused whole (422) when a row is wrong. */
  invitarEmpleadores(id: Identifier, csv: string): Promise<{ invitados: number; filas: number }>;
}

function seguimientoMethods(client: ApiClient, call: <T>(request: () => Promise<T>) => Promise<T>): SeguimientoMethods {
  const id = (value: Identifier) => encodeURIComponent(String(value));
  const query = (alcance: { programaId?: number; generacion?: number }) =>
    Object.fromEntries(Object.entries(alcance).filter(([, v]) => v !== undefined && v !== null)) as Record<string, number>;
  return {
    enviarAplicacion: (aplicacion) => call(() => client.post(`/seguimiento/aplicaciones/${id(aplicacion)}/enviar`)),
    recordarAplicacion: (aplicacion) => call(() => client.post(`/seguimiento/aplicaciones/${id(aplicacion)}/recordar`)),
    getAvanceAplicacion: (aplicacion) => call(() => client.get(`/seguimiento/aplicaciones/${id(aplicacion)}/avance`)),
    getIndicadoresAplicacion: (aplicacion, alcance) => call(() => client.get(`/seguimiento/aplicaciones/${id(aplicacion)}/indicadores`, query(alcance))),
    exportarIndicadores: (aplicacion, formato, alcance) =>
      call(() => client.post(`/seguimiento/aplicaciones/${id(aplicacion)}/indicadores/enlace`, { formato, ...query(alcance) })),
    getSeguimientoEgresado: (egresado) => call(() => client.get(`/seguimiento/egresados/${id(egresado)}`)),
    getSinCorreo: (aplicacion) => call(() => client.get(`/seguimiento/aplicaciones/${id(aplicacion)}/sin-correo`)),
    getCaptura: (invitacion) => call(() => client.get(`/seguimiento/invitaciones/${id(invitacion)}/respuestas`)),
    guardarCaptura: (invitacion, body) => call(() => client.put(`/seguimiento/invitaciones/${id(invitacion)}/respuestas`, body)),
    revisarEmpleadores: (aplicacion, csv) => call(() => client.post(`/seguimiento/aplicaciones/${id(aplicacion)}/empleadores`, { csv, confirmar: false })),
    invitarEmpleadores: (aplicacion, csv) => call(() => client.post(`/seguimiento/aplicaciones/${id(aplicacion)}/empleadores`, { csv, confirmar: true })),
  };
}

export interface AdminDataProvider extends DataProvider, PostulacionesMethods, ServicioSocialMethods, SeguimientoMethods, BolsaMethods {
  /** Records a step of an ARCO request (POST /arco/solicitudes/:id/pasos); answers the request as the show reads it. */
  pasoArco(id: Identifier, body: PasoArcoInput): Promise<unknown>;
  /** Puts a message of the outbox back in the queue. */
  resendCorreo(id: Identifier): Promise<{ data: { id: Identifier } }>;
  /** Mails a staff account's owner a one-time link to set a new password. */
  enviarEnlaceContrasena(id: Identifier): Promise<{ message: string }>;
  /** The staff home's summary, already filtered by the user's permissions. */
  getDashboard(): Promise<DashboardSummary>;
  /** Whether staff must use the institutional account (and whether it is configured at all). */
  getAccesoInstitucional(): Promise<AccesoInstitucional>;
  guardarAccesoInstitucional(body: AjustesInstitucionales): Promise<AccesoInstitucional>;
  /** What waits for the user: their queues (staff), their evaluations (jurado). */
  getPendientes(): Promise<Pendientes>;
  /** A short-lived same-origin URL that streams the graduates matching the list's filter and sort. */
  exportarEgresados(request: ExportRequest): Promise<{ url: string }>;
  /** Counts and percentages of the graduates matching `filter`, grouped by `dimension`. */
  getReporte(params: { dimension: Dimension; filter: EgresadoFiltro }): Promise<Reporte>;
  getIndicadores(params: { agrupar: Agrupacion; filter: EgresadoFiltro }): Promise<Indicadores>;
  /** A short-lived same-origin URL that streams the report as XLSX, CSV or PDF. */
  exportarReporte(request: ExportarReporteInput): Promise<{ url: string }>;
  getTablero(params: { dias: number }): Promise<Tablero>;
  /** The template (saved or not) rendered with a real graduate's data. */
  vistaPreviaPlantilla(request: VistaPreviaInput): Promise<VistaPrevia>;
  /** Sends the template (saved or not) to the signed-in user's own address. */
  probarPlantilla(request: { asunto: string; cuerpoHtml: string }): Promise<{ enviadoA: string }>;
  /** How many graduates a campaign filter reaches, before sending. */
  getAudiencia(filtro: EgresadoFiltro): Promise<Audiencia>;
  /** enviar, pausar, reanudar or cancelar a campaign; answers the campaign as it is now. */
  accionCampana(id: Identifier, accion: AccionCampana): Promise<{ data: Campana }>;
}

/** Recipients of a campaign: <ReferenceManyField reference="destinatarios" target="campanaId"> reads them here. */
export const DESTINATARIOS = 'destinatarios';

/** What a list answer's meta says: the total is the server's estimate (header X-Total-Estimado), not a count. */
export interface ListMeta {
  totalEstimado?: boolean;
}

export function createDataProvider(client: ApiClient): AdminDataProvider {
  const http = createHttpClient(client);
  const base = simpleRestProvider('/api', http);
  // ra-data-simple-rest reads only Content-Range; this one also notes X-Total-Estimado, per call.
  const getListWithMeta: DataProvider['getList'] = async (resource, params) => {
    let totalEstimado = false;
    const provider = simpleRestProvider('/api', async (url, options) => {
      const answer = await http(url, options);
      totalEstimado = answer.headers.get('X-Total-Estimado') === '1';
      return answer;
    });
    const result = await provider.getList(resource, params);
    return { ...result, meta: { totalEstimado } satisfies ListMeta };
  };
  const api = (resource: string) => servicioSocialApi(resource) ?? seguimientoApi(resource) ?? ARCO_API[resource.replace(/^\//, '')] ?? BOLSA_API[resource.replace(/^\//, '')] ?? apiResourceOf(resource);
  const call = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      throw toHttpError(error);
    }
  };

  return {
    ...base,
    getList: (resource, params) =>
      (api(resource) === 'egresados' ? getListWithMeta : base.getList)(api(resource), { ...params, filter: scopeFilter(resource, params.filter) }),
    getOne: (resource, params) => base.getOne(api(resource), params),
    getMany: (resource, params) => base.getMany(api(resource), params),
    getManyReference: (resource, params) =>
      resource === DESTINATARIOS
        ? base.getList(`campanas/${encodeURIComponent(String(params.id))}/destinatarios`, {
            pagination: params.pagination,
            sort: params.sort,
            filter: params.filter,
          })
        : base.getManyReference(api(resource), { ...params, filter: scopeFilter(resource, params.filter) }),
    create: (resource, params) =>
      base.create(ALTA_API[api(resource)] ?? api(resource), { ...params, data: writableData(resource, withDefaultArea(resource, withoutBlankPassword(resource, params.data))) }),
    update: (resource, params) => base.update(api(resource), { ...params, data: writableData(resource, withoutBlankPassword(resource, params.data)) }),
    updateMany: (resource, params) => base.updateMany(api(resource), params),
    delete: (resource, params) => base.delete(api(resource), params),
    deleteMany: (resource, params) => base.deleteMany(api(resource), params),
    resendCorreo: (id) => call(() => client.post<{ id: Identifier }>(`/correos/${encodeURIComponent(String(id))}/reenviar`, {})).then((data) => ({ data: { ...data, id } })),
    enviarEnlaceContrasena: (id) => call(() => client.post<{ message: string }>(`/usuarios/${encodeURIComponent(String(id))}/restablecer-contrasena`, {})),
    getDashboard: () => call(() => client.get('/dashboard')).then(normalizeDashboard),
    getAccesoInstitucional: () => call(() => client.get<AccesoInstitucional>('/auth/oidc/ajustes')),
    guardarAccesoInstitucional: (body) => call(() => client.put<AccesoInstitucional>('/auth/oidc/ajustes', body)),
    getPendientes: () => call(() => client.get<Pendientes>('/pendientes')),
    // The API takes the list's own parameters: sort as ["campo","ASC"], like ra-data-simple-rest sends it.
    exportarEgresados: ({ formato, filter, sort }) =>
      call(() => client.post<{ url: string }>('/egresados/exportar/enlace', { formato, filter, sort: [sort.field, sort.order] })),
    getReporte: ({ dimension, filter }) =>
      call(() => client.get<Reporte>(`/egresados/reportes?${new URLSearchParams({ dimension, filter: JSON.stringify(filter) })}`)),
    getIndicadores: ({ agrupar, filter }) =>
      call(() => client.get<Indicadores>(`/egresados/reportes/indicadores?${new URLSearchParams({ agrupar, filter: JSON.stringify(filter) })}`)),
    exportarReporte: (request) => call(() => client.post<{ url: string }>('/egresados/reportes/exportar/enlace', request)),
    getTablero: ({ dias }) => call(() => client.get<Tablero>(`/egresados/tablero?dias=${dias}`)),
    vistaPreviaPlantilla: (request) => call(() => client.post<VistaPrevia>('/plantillas/vista-previa', request)),
    probarPlantilla: (request) => call(() => client.post<{ enviadoA: string }>('/plantillas/prueba', request)),
    getAudiencia: (filtro) => call(() => client.post<Audiencia>('/campanas/audiencia', { filtro })),
    accionCampana: (id, accion) =>
      call(() => client.post<Campana>(`/campanas/${encodeURIComponent(String(id))}/${accion}`, {})).then((data) => ({ data })),
    ...postulacionesMethods(client),
    ...servicioSocialMethods(client, call),
    ...seguimientoMethods(client, call),
    ...bolsaMethods(client, call),
    pasoArco: (id, body) => call(() => client.post(`/arco/solicitudes/${encodeURIComponent(String(id))}/pasos`, body)),
  };
}

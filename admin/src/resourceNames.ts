import type { Area } from '../../shared/permissions';

// react-admin resource names are the route paths of the shared route table, so links and guards agree.
export const R = {
  egresados: {
    egresados: 'egresados',
    niveles: 'egresados/niveles',
    programas: 'egresados/programas',
    cohortes: 'egresados/cohortes',
    plantillas: 'egresados/correo/plantillas',
    campanas: 'egresados/correo/enviar',
    cuestionarios: 'egresados/seguimiento/cuestionarios',
    aplicaciones: 'egresados/seguimiento/aplicaciones',
    metas: 'egresados/seguimiento/metas',
    /** Not resources: guard the report and dashboard pages by reportes.ver. */
    reportes: 'egresados/reportes',
    /** Not a react-admin resource: guards the bulk upload page by the importaciones permissions. */
    importaciones: 'egresados/importaciones',
    usuarios: 'egresados/usuarios',
    roles: 'egresados/roles',
    permisos: 'egresados/permisos',
  },
  servicioSocial: {
    instituciones: 'servicio-social/administracion/instituciones',
    programas: 'servicio-social/administracion/programas',
    vacantes: 'servicio-social/administracion/vacantes',
    estudiantes: 'servicio-social/administracion/estudiantes',
    solicitudes: 'servicio-social/administracion/solicitudes',
    prestaciones: 'servicio-social/administracion/prestaciones',
    destacados: 'servicio-social/administracion/destacados',
    periodos: 'servicio-social/administracion/periodos',
    cuestionarios: 'servicio-social/administracion/cuestionarios',
    /** Not a react-admin resource: guards the report page by ss-reportes.ver. */
    reportes: 'servicio-social/administracion/reportes',
    /** Not a react-admin resource: guards the settings page by ajustes-ss.ver. */
    ajustes: 'servicio-social/administracion/ajustes',
    usuarios: 'servicio-social/administracion/usuarios',
    roles: 'servicio-social/administracion/roles',
    permisos: 'servicio-social/administracion/permisos',
    documentos: 'servicio-social/administracion/documentos',
    plantillasDocumentos: 'servicio-social/administracion/plantillas-documentos',
  },
  correos: 'administracion/correos',
  auditoria: 'administracion/auditoria',
  /** Protección de datos (ARCO requests, API /arco/solicitudes) and the institution's own closures (/arco/cierres). */
  arco: 'administracion/proteccion-datos',
  arcoCierres: 'administracion/dias-inhabiles',
  /** Bolsa de trabajo (issue 32): API /bolsa/empleadores, /bolsa/revision/ofertas, /bolsa/candidaturas. */
  bolsa: {
    empleadores: 'bolsa-de-trabajo/administracion/empleadores',
    ofertas: 'bolsa-de-trabajo/administracion/ofertas',
    candidaturas: 'bolsa-de-trabajo/administracion/candidaturas',
    /** Not a resource: guards the indicators page by bolsa.ver. */
    indicadores: 'bolsa-de-trabajo/administracion/indicadores',
  },
  postulaciones: {
    postulaciones: 'postulaciones',
    convocatorias: 'postulaciones/convocatorias',
    categorias: 'postulaciones/categorias',
    /** The jurado's own assignments (API /evaluaciones). */
    evaluacion: 'postulaciones/evaluacion',
    /** Not resources: guard the staff judging page (jurados.*) and the ranking/results page (resultados.*). */
    jurados: 'postulaciones/jurados',
    resultados: 'postulaciones/resultados',
  },
} as const;

export type ApiResource = 'usuarios' | 'roles' | 'permisos' | 'correos' | 'auditoria' | 'niveles' | 'programas' | 'egresados' | 'cohortes' | 'plantillas' | 'campanas';

/** Custom pages of the egresados area (routes of the shared table that are not a resource's CRUD). */
export const EGRESADOS_PATHS = {
  crear: '/egresados/crear',
  cargaMasiva: '/egresados/cargamasiva',
  reportes: '/egresados/reportes',
  tablero: '/egresados/dashboard',
} as const;

/** Custom pages of the postulaciones area. «Nuevo postulante» is a public-app page (awards layout). */
export const POSTULACIONES_PATHS = {
  crear: '/postulaciones/crear',
  jurados: '/postulaciones/evaluacion/jurados',
  resultados: '/postulaciones/resultados',
} as const;

/** Custom pages of the servicio social area. */
export const SERVICIO_SOCIAL_PATHS = {
  ajustes: '/servicio-social/administracion/ajustes',
  cargaElegibles: '/servicio-social/administracion/estudiantes/elegibles',
  reportes: '/servicio-social/administracion/reportes',
} as const;

/** The area a route-path resource belongs to ('egresados/roles' → 'egresados'), if any. */
export function areaOf(resource: string): Area | undefined {
  if (resource.startsWith('egresados/')) return 'egresados';
  if (resource.startsWith('servicio-social/')) return 'servicio-social';
  if (resource === 'postulaciones' || resource.startsWith('postulaciones/')) return 'postulaciones';
  return undefined;
}

/** The resource of the same area for another collection ('egresados/usuarios' → 'egresados/roles'). */
export function siblingResource(resource: string, collection: ApiResource): string {
  const parts = resource.split('/');
  parts[parts.length - 1] = collection;
  return parts.join('/');
}

/** The institutional sign-in setting (issue 23): a custom page; its resource name maps to a permission only administrators pass. */
export const ACCESO_INSTITUCIONAL = 'administracion/acceso-institucional';

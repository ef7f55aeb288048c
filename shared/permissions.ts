// Permissions are named `recurso.accion` and belong to an area. This file is the single source of the
// catalog (the server seeds it) and of the pure access rule both the API and the UI apply.

import { ADMIN_ONLY, ADMIN_ROLE, can, isAdmin, type AccessSubject } from './acceso';

export const AREAS = ['plataforma', 'egresados', 'postulaciones', 'servicio-social', 'bolsa'] as const;
export type Area = (typeof AREAS)[number];

export const AREA_LABELS: Record<Area, string> = {
  plataforma: 'Plataforma',
  egresados: 'Egresados',
  postulaciones: 'Postulaciones',
  'servicio-social': 'Servicio social',
  bolsa: 'Bolsa de trabajo',
};

export const ACTIONS = ['ver', 'crear', 'editar', 'eliminar'] as const;
export type Action = (typeof ACTIONS)[number];

export const ACTION_LABELS: Record<Action, string> = {
  ver: 'Ver',
  crear: 'Crear',
  editar: 'Editar',
  eliminar: 'Eliminar o desactivar',
};

/** The actions some resources have of their own. */
const OTRAS_ACCIONES: Record<string, string> = { enviar: 'Enviar', gestionar: 'Atender', moderar: 'Moderar', empleadores: 'Validar y habilitar empleadores' };

export interface PermissionDef {
  nombre: string;
  area: Area;
  recurso: string;
  /** The four standard actions, or one of a resource's own (seguimiento.enviar, arco.gestionar). */
  accion: Action | 'enviar' | 'gestionar' | 'moderar' | 'empleadores';
  descripcion: string;
}

function crud(area: Area, recurso: string, etiqueta: string, actions: readonly Action[] = ACTIONS): PermissionDef[] {
  return actions.map((accion) => ({
    nombre: `${recurso}.${accion}`,
    area,
    recurso,
    accion,
    descripcion: `${ACTION_LABELS[accion]} ${etiqueta}`,
  }));
}

/** The permissions the code checks. Seeded on start; staff may add their own on top. */
export const SYSTEM_PERMISSIONS: PermissionDef[] = [
  ...crud('plataforma', 'usuarios', 'usuarios'),
  ...crud('plataforma', 'roles', 'roles'),
  ...crud('plataforma', 'permisos', 'permisos'),
  ...crud('plataforma', 'correos', 'la bandeja de salida de correo', ['ver']),
  ...crud('plataforma', 'auditoria', 'la bitácora de cambios', ['ver']),
  ...crud('plataforma', 'estadisticas', 'las visitas a las páginas', ['ver']),
  // Protección de datos (issue 25): ver reads the ARCO requests and their clock; gestionar takes every step
  // (prevención, ampliación, decisión, hacerla efectiva, which may block or gather a person's data) and keeps the
  // institution's own closures.
  ...crud('plataforma', 'arco', 'las solicitudes de derechos ARCO', ['ver']),
  { nombre: 'arco.gestionar', area: 'plataforma', recurso: 'arco', accion: 'gestionar', descripcion: 'Atender las solicitudes de derechos ARCO y los días inhábiles propios' },
  ...crud('egresados', 'niveles', 'niveles de estudio'),
  ...crud('egresados', 'programas', 'programas educativos'),
  // Creating and deleting a graduate record is for administrators only (ADMIN_ONLY below).
  ...crud('egresados', 'egresados', 'egresados', ['ver', 'editar']),
  ...crud('egresados', 'importaciones', 'cargas masivas de egresados', ['ver', 'crear']),
  ...crud('egresados', 'reportes', 'el reporte y el tablero de egresados', ['ver']),
  ...crud('egresados', 'cohortes', 'egresados esperados por generación'),
  ...crud('egresados', 'plantillas', 'plantillas de correo'),
  // editar covers sending, pausing and resuming; eliminar covers cancelling.
  ...crud('egresados', 'campanas', 'campañas de correo'),
  // Seguimiento de egresados (issue 22): editar covers questionnaires, waves, targets and phone capture; enviar
  // is apart because it mails the whole population.
  ...crud('egresados', 'seguimiento', 'el seguimiento de egresados (cuestionarios, aplicaciones e indicadores)', ['ver', 'editar']),
  { nombre: 'seguimiento.enviar', area: 'egresados', recurso: 'seguimiento', accion: 'enviar', descripcion: 'Enviar invitaciones y recordatorios del seguimiento de egresados' },
  // ── Postulaciones ──
  ...crud('postulaciones', 'convocatorias', 'convocatorias de reconocimientos'),
  ...crud('postulaciones', 'categorias', 'categorías de reconocimientos'),
  // editar covers moving a nomination through its estados (and marking winners).
  ...crud('postulaciones', 'postulaciones', 'postulaciones'),
  // Staff running the judging: jurados per category, assignments, unlocking scores, progress.
  ...crud('postulaciones', 'jurados', 'jurados y asignaciones', ['ver', 'editar']),
  // The jurado's own permission: evaluaciones.editar makes a user a jurado (reads only what is assigned to them).
  ...crud('postulaciones', 'evaluaciones', 'sus evaluaciones asignadas (jurado)', ['ver', 'editar']),
  // Ranking, certificates and publishing the results.
  ...crud('postulaciones', 'resultados', 'el ranking y los resultados', ['ver', 'editar']),

  // ── Servicio social (issue 11) ── Portal accounts (estudiante, institucion) get none of these.
  ...crud('servicio-social', 'instituciones', 'instituciones receptoras (editar incluye validarlas)', ['ver', 'editar']),
  // `programas` is the egresados catalog: these are the programas de servicio social.
  ...crud('servicio-social', 'ss-programas', 'programas de servicio social (editar incluye revisarlos)', ['ver', 'editar']),
  ...crud('servicio-social', 'vacantes', 'vacantes de servicio social', ['ver', 'editar']),
  ...crud('servicio-social', 'estudiantes', 'estudiantes de servicio social (editar incluye la elegibilidad y la carga de elegibles)', ['ver', 'editar']),
  ...crud('servicio-social', 'solicitudes', 'solicitudes a vacantes', ['ver']),
  ...crud('servicio-social', 'prestaciones', 'prestaciones de servicio social', ['ver', 'editar']),
  ...crud('servicio-social', 'destacados', 'proyectos destacados'),
  ...crud('servicio-social', 'ajustes-ss', 'las reglas y periodos del servicio social', ['ver', 'editar']),
  // Issue 12: the office's side of the documents (editar: write its letters, approve, return with observations,
  // reopen evaluations, end a service), the templates and questionnaires, and the area's reports.
  ...crud('servicio-social', 'ss-documentos', 'documentos de servicio social (editar incluye aprobarlos y liberar)', ['ver', 'editar']),
  ...crud('servicio-social', 'ss-plantillas', 'plantillas de documentos y cuestionarios', ['ver', 'editar']),
  ...crud('servicio-social', 'ss-reportes', 'reportes de servicio social', ['ver']),
  // ── Bolsa de trabajo (issue 32) ── ver reads employers, offers, applications and indicators; moderar decides on
  // offers; empleadores approves, declines, enables and trusts employers. Employer accounts get none of these.
  ...crud('bolsa', 'bolsa', 'la bolsa de trabajo (empleadores, ofertas, candidaturas e indicadores)', ['ver']),
  { nombre: 'bolsa.moderar', area: 'bolsa', recurso: 'bolsa', accion: 'moderar', descripcion: 'Publicar, observar o rechazar ofertas de la bolsa de trabajo' },
  { nombre: 'bolsa.empleadores', area: 'bolsa', recurso: 'bolsa', accion: 'empleadores', descripcion: 'Aprobar, rechazar, habilitar y marcar como confiables a los empleadores de la bolsa de trabajo' },
];

/** What staff read for each resource of the catalog (permission keys are never shown as they are). */
export const RECURSO_LABELS: Record<string, string> = {
  usuarios: 'Usuarios',
  roles: 'Roles',
  permisos: 'Permisos',
  correos: 'Bandeja de salida de correo',
  auditoria: 'Bitácora de cambios',
  estadisticas: 'Visitas a las páginas',
  arco: 'Solicitudes de derechos ARCO (protección de datos)',
  niveles: 'Niveles de estudio',
  programas: 'Programas educativos',
  egresados: 'Egresados',
  importaciones: 'Cargas masivas de egresados',
  reportes: 'Reporte y tablero de egresados',
  cohortes: 'Egresados esperados por generación',
  plantillas: 'Plantillas de correo',
  campanas: 'Campañas de correo',
  convocatorias: 'Convocatorias',
  categorias: 'Categorías de reconocimientos',
  postulaciones: 'Postulaciones',
  jurados: 'Jurados y asignaciones',
  evaluaciones: 'Evaluaciones asignadas (jurado)',
  resultados: 'Ranking y resultados',
  instituciones: 'Instituciones receptoras',
  'ss-programas': 'Programas de servicio social',
  vacantes: 'Vacantes de servicio social',
  estudiantes: 'Estudiantes de servicio social',
  solicitudes: 'Solicitudes a vacantes',
  prestaciones: 'Prestaciones de servicio social',
  destacados: 'Proyectos destacados',
  'ajustes-ss': 'Reglas y periodos del servicio social',
  'ss-documentos': 'Documentos de servicio social',
  'ss-plantillas': 'Plantillas de documentos y cuestionarios',
  'ss-reportes': 'Reportes de servicio social',
  bolsa: 'Bolsa de trabajo',
};

/** A key staff made up (`egresados-extra`, `exportar`) read as words: hyphens to spaces, first letter capital. */
function palabras(key: string): string {
  const text = key.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function recursoLabel(recurso: string): string {
  return RECURSO_LABELS[recurso] ?? palabras(recurso);
}

export function accionLabel(accion: string): string {
  return (ACTION_LABELS as Record<string, string>)[accion] ?? OTRAS_ACCIONES[accion] ?? palabras(accion);
}

/** `campanas.crear` → «Crear: Campañas de correo»; a key without a dot is read as a resource. */
export function permissionLabel(nombre: string): string {
  const dot = nombre.lastIndexOf('.');
  if (dot === -1) return recursoLabel(nombre);
  return `${accionLabel(nombre.slice(dot + 1))}: ${recursoLabel(nombre.slice(0, dot))}`;
}

export { ADMIN_ONLY, ADMIN_ROLE, can, isAdmin, type AccessSubject };

/** react-admin actions mapped to ours. */
const RA_ACTIONS: Record<string, Action> = {
  list: 'ver',
  show: 'ver',
  export: 'ver',
  create: 'crear',
  edit: 'editar',
  delete: 'eliminar',
  clone: 'crear',
};

/** Route paths whose last segment is not the API resource's name. */
const RESOURCE_ALIASES: Record<string, string> = {
  'egresados/correo/enviar': 'campanas',
  'administracion/proteccion-datos': 'arco',
  'administracion/dias-inhabiles': 'arco',
  'egresados/reportes': 'reportes',
  'egresados/seguimiento/cuestionarios': 'seguimiento',
  'egresados/seguimiento/aplicaciones': 'seguimiento',
  'egresados/seguimiento/metas': 'seguimiento',
  'postulaciones/evaluacion': 'evaluaciones',
  'postulaciones/resultados': 'resultados',
  // Servicio social staff screens.
  'servicio-social/administracion/instituciones': 'instituciones',
  'servicio-social/administracion/programas': 'ss-programas',
  'servicio-social/administracion/vacantes': 'vacantes',
  'servicio-social/administracion/estudiantes': 'estudiantes',
  'servicio-social/administracion/solicitudes': 'solicitudes',
  'servicio-social/administracion/prestaciones': 'prestaciones',
  'servicio-social/administracion/destacados': 'destacados',
  'servicio-social/administracion/ajustes': 'ajustes-ss',
  'servicio-social/administracion/periodos': 'ajustes-ss',
  'servicio-social/administracion/documentos': 'ss-documentos',
  'servicio-social/administracion/plantillas-documentos': 'ss-plantillas',
  'servicio-social/administracion/cuestionarios': 'ss-plantillas',
  'servicio-social/administracion/reportes': 'ss-reportes',
  'bolsa-de-trabajo/administracion/empleadores': 'bolsa',
  'bolsa-de-trabajo/administracion/ofertas': 'bolsa',
  'bolsa-de-trabajo/administracion/candidaturas': 'bolsa',
  'bolsa-de-trabajo/administracion/indicadores': 'bolsa',
};

/** react-admin resource names (paths) mapped to the API resource that guards them. */
export function apiResourceOf(raResource: string): string {
  const alias = RESOURCE_ALIASES[raResource.replace(/^\//, '')];
  if (alias) return alias;
  const last = raResource.split('/').pop() ?? raResource;
  return last;
}

/**
 * Resources whose writes go by an action of their own: seguimiento has no crear (ver, editar, enviar), so editar also
 * creates; ARCO has only ver and gestionar (registering a written request, the institution's closures).
 */
const ESCRITURA: Record<string, Partial<Record<Action, string>>> = {
  seguimiento: { crear: 'editar' },
  arco: { crear: 'gestionar', editar: 'gestionar', eliminar: 'gestionar' },
};

/** The `canAccess` rule react-admin's authProvider delegates to. */
export function canAccess(
  user: AccessSubject | null | undefined,
  params: { resource: string; action: string },
): boolean {
  const action = RA_ACTIONS[params.action] ?? params.action;
  const recurso = apiResourceOf(params.resource);
  return can(user, `${recurso}.${ESCRITURA[recurso]?.[action as Action] ?? action}`);
}

// ── Other people's accounts (issue 19, item 2) ── Nobody reaches, through someone else's account or a role, a
// permission they do not hold themselves.

/** A role may be granted or taken away only by someone who holds every permission it carries. */
export function canGrant(actor: AccessSubject | null | undefined, rolePermissions: readonly string[]): boolean {
  if (!actor) return false;
  return isAdmin(actor) || rolePermissions.every((p) => can(actor, p));
}

/** Editing or disabling an account: an administrator's only by an administrator, anyone else's only by someone
 * who holds every permission that account holds (else it would be a way into those permissions). */
export function canManageAccount(actor: AccessSubject | null | undefined, target: AccessSubject): boolean {
  if (!actor) return false;
  if (isAdmin(actor)) return true;
  return !isAdmin(target) && canGrant(actor, target.permissions);
}

/** A password, or the address reset links go to, is set by its owner or by an administrator; staff send a reset link. */
export function canSetCredentials(actor: (AccessSubject & { id: number }) | null | undefined, targetId: number): boolean {
  return !!actor && (actor.id === targetId || isAdmin(actor));
}

// The route table: every page path with the app that renders it, its layout, guard and title.
// The server uses it to pick the app, the <title> and the 404 status; both apps use it for guards and links.

export type AppName = 'admin' | 'public';
export type LayoutName = 'dashboard' | 'public' | 'publicgraduates' | 'awards-layout' | 'publicawards' | 'servicio-social' | 'none';
/** estudiante / institucion: the servicio social portals' system roles (shared/servicio-social/valores ROLES_PORTAL). */
export type Guard = 'none' | 'guest' | 'auth' | 'admin' | 'estudiante' | 'institucion';

export interface RouteEntry {
  path: string;
  app: AppName;
  layout: LayoutName;
  guard: Guard;
  title: string;
  /** The admin app owns the sub-paths too (react-admin's /create, /:id, /:id/show). */
  prefix?: boolean;
  /** Served only in development. */
  dev?: boolean;
  /** Permission needed to see it (staff screens), checked with `can`. */
  permission?: string;
  /** Public pages: the <meta name="description"> search engines show (the server fills it in). */
  description?: string;
  /**
   * Public pages whose content comes from public GETs (API paths as the client asks for them): the server renders
   * the page with their answers on each request and puts them in the page (server/shell/datos-iniciales.ts).
   */
  datos?: string[];
}

export const DEFAULT_DESCRIPTION =
  'Plataforma de la universidad para egresados, postulaciones a reconocimientos y servicio social.';

export const APP_NAME = 'Plataforma Universitaria';

export const routes: RouteEntry[] = [
  { path: '/', app: 'public', layout: 'public', guard: 'none', title: 'Inicio',
    description: 'Egresados, postulaciones y servicio social de la universidad: registro de egresados, convocatorias y trámites en línea.' },
  { path: '/login', app: 'public', layout: 'public', guard: 'guest', title: 'Iniciar sesión',
    description: 'Inicie sesión en la Plataforma Universitaria con su cuenta institucional o con su correo y contraseña.',
    datos: ['/auth/oidc'] },
  { path: '/recuperar-contrasena', app: 'public', layout: 'public', guard: 'guest', title: 'Recuperar contraseña',
    description: 'Solicite un enlace para restablecer la contraseña de su cuenta.' },
  { path: '/restablecer-contrasena', app: 'public', layout: 'public', guard: 'none', title: 'Restablecer contraseña',
    description: 'Elija una contraseña nueva para su cuenta.' },
  { path: '/email/verified-success', app: 'public', layout: 'public', guard: 'none', title: 'Correo verificado',
    description: 'Su correo quedó verificado en la Plataforma Universitaria.' },
  { path: '/email/verificacion-fallida', app: 'public', layout: 'public', guard: 'none', title: 'Enlace no válido',
    description: 'El enlace de verificación no es válido o ya venció.' },

  { path: '/dashboard', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Panel' },
  { path: '/egresados/usuarios', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Usuarios', prefix: true, permission: 'usuarios.ver' },
  { path: '/egresados/roles', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Roles', prefix: true, permission: 'roles.ver' },
  { path: '/egresados/permisos', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Permisos', prefix: true, permission: 'permisos.ver' },
  { path: '/servicio-social/administracion/usuarios', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Usuarios', prefix: true, permission: 'usuarios.ver' },
  { path: '/servicio-social/administracion/roles', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Roles', prefix: true, permission: 'roles.ver' },
  { path: '/servicio-social/administracion/permisos', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Permisos', prefix: true, permission: 'permisos.ver' },
  { path: '/administracion/correos', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Bandeja de salida', prefix: true, permission: 'correos.ver' },
  // react-admin's own page when a screen is not allowed; reloading it must stay in the admin app.
  { path: '/access-denied', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Acceso denegado' },
  { path: '/administracion/acceso-institucional', app: 'admin', layout: 'dashboard', guard: 'admin', title: 'Acceso institucional' },
  { path: '/administracion/proteccion-datos', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Protección de datos', prefix: true, permission: 'arco.ver' },
  { path: '/administracion/dias-inhabiles', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Días inhábiles propios', prefix: true, permission: 'arco.ver' },
  { path: '/administracion/auditoria', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Bitácora de cambios', prefix: true, permission: 'auditoria.ver' },

  { path: '/egresados', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Egresados', prefix: true, permission: 'egresados.ver' },
  { path: '/egresados/crear', app: 'admin', layout: 'dashboard', guard: 'admin', title: 'Crear Egresado', permission: 'egresados.crear' },
  { path: '/egresados/cargamasiva', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Carga masiva de egresados', prefix: true, permission: 'importaciones.ver' },
  { path: '/egresados/niveles', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Niveles', prefix: true, permission: 'niveles.ver' },
  { path: '/egresados/programas', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Programas', prefix: true, permission: 'programas.ver' },
  { path: '/egresados/reportes', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Reporte de egresados', permission: 'reportes.ver' },
  { path: '/egresados/dashboard', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Tablero de egresados', permission: 'reportes.ver' },
  { path: '/egresados/cohortes', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Egresados esperados', prefix: true, permission: 'cohortes.ver' },
  { path: '/egresados/correo/plantillas', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Plantillas de correos', prefix: true, permission: 'plantillas.ver' },
  { path: '/egresados/correo/enviar', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Dispersión de correos', prefix: true, permission: 'campanas.ver' },
  // Seguimiento de egresados (issue 22).
  { path: '/egresados/seguimiento/cuestionarios', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Cuestionarios de seguimiento', prefix: true, permission: 'seguimiento.ver' },
  { path: '/egresados/seguimiento/aplicaciones', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Aplicaciones de seguimiento', prefix: true, permission: 'seguimiento.ver' },
  { path: '/egresados/seguimiento/metas', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Metas de los indicadores', prefix: true, permission: 'seguimiento.ver' },
  { path: '/egresados/registro', app: 'public', layout: 'publicgraduates', guard: 'none', title: 'Registro de Egresados',
    description: 'Registre sus datos de egresado: programa, año de egreso, titulación y situación laboral.' },
  { path: '/egresados/resultado/exito', app: 'public', layout: 'public', guard: 'none', title: 'Registro Exitoso',
    description: 'Recibimos su registro de egresado; confirme su correo para completarlo.' },
  // Reached from the emailed link: a graduate reviews and corrects their own record.
  { path: '/egresados/actualizacion', app: 'public', layout: 'publicgraduates', guard: 'none', title: 'Actualizar mis datos',
    description: 'Revise y actualice sus datos de egresado con el enlace que recibió por correo.' },
  // Issue 32: a graduate's one-time sign-in link (server/acceso-enlace), asked for here and opened in «Mi espacio».
  { path: '/egresados/acceso', app: 'public', layout: 'publicgraduates', guard: 'none', title: 'Entrar a Mi espacio de egresado',
    description: 'Pida un enlace para entrar a Mi espacio de egresado, sin contraseña.' },
  { path: '/egresados/mi-espacio', app: 'public', layout: 'publicgraduates', guard: 'none', title: 'Mi espacio de egresado',
    description: 'Su registro de egresado y lo que la universidad le ofrece.' },
  // The footer link of every mass mailing (the token is in the query): confirms the unsubscribe.
  { path: '/correo/baja', app: 'public', layout: 'public', guard: 'none', title: 'Dejar de recibir correos',
    description: 'Deje de recibir los correos de la oficina de egresados.' },
  // Seguimiento de egresados (issue 22): the personal link (?token=…) of a graduate or an employer.
  { path: '/seguimiento/encuesta', app: 'public', layout: 'public', guard: 'none', title: 'Encuesta de seguimiento',
    description: 'Conteste la encuesta de seguimiento de egresados con el enlace personal que recibió por correo.' },
  { path: '/aviso-de-privacidad', app: 'public', layout: 'public', guard: 'none', title: 'Aviso de privacidad',
    description: 'Aviso de privacidad: qué datos personales trata la universidad, para qué y cómo ejercer sus derechos.' },
  { path: '/privacidad/solicitudes', app: 'public', layout: 'public', guard: 'none', title: 'Derechos ARCO',
    description: 'Ejerza sus derechos de acceso, rectificación, cancelación u oposición sobre sus datos personales y consulte su solicitud.' },
  // ── Postulaciones ──
  { path: '/postulaciones', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Postulaciones', prefix: true, permission: 'postulaciones.ver' },
  // Staff capture of a paper nomination, in the public app's awards layout with its menu.
  { path: '/postulaciones/crear', app: 'public', layout: 'awards-layout', guard: 'auth', title: 'Nuevo Postulante', permission: 'postulaciones.crear' },
  { path: '/postulaciones/categorias', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Categorías', prefix: true, permission: 'categorias.ver' },
  { path: '/postulaciones/convocatorias', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Convocatorias', prefix: true, permission: 'convocatorias.ver' },
  // A jurado's own assignments (list and the score form); staff run the judging from /postulaciones/evaluacion/jurados.
  { path: '/postulaciones/evaluacion', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Evaluación', prefix: true, permission: 'evaluaciones.ver' },
  { path: '/postulaciones/evaluacion/jurados', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Jurados y avance', permission: 'jurados.ver' },
  { path: '/postulaciones/resultados', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Resultados', prefix: true, permission: 'resultados.ver' },
  // ?borrador=TOKEN resumes a saved draft.
  // The spec's «publicgraduates» wore the graduates' banner on the awards' form (issue 20): the awards' banner, no staff menu.
  { path: '/postulaciones/registro', app: 'public', layout: 'publicawards', guard: 'none', title: 'Registro de Postulaciones',
    datos: ['/postulaciones/convocatoria'] },
  { path: '/postulaciones/registro/completado', app: 'public', layout: 'public', guard: 'none', title: 'Postulación registrada' },
  // The nominee's emailed link (?token=…): accept or decline a third-party nomination.
  { path: '/postulaciones/aceptacion', app: 'public', layout: 'public', guard: 'none', title: 'Aceptar la postulación' },
  // ?convocatoriaId=N shows an earlier edition.
  { path: '/postulaciones/ganadores', app: 'public', layout: 'public', guard: 'none', title: 'Ganadores',
    description: 'Las personas ganadoras de los reconocimientos universitarios, por categoría.', datos: ['/postulaciones/ganadores'] },
  // Issue 33: a nominator's own nominations, opened with a one-time sign-in link (?token=…) asked for on the same page.
  { path: '/postulaciones/mis-postulaciones', app: 'public', layout: 'public', guard: 'none', title: 'Mis postulaciones',
    description: 'Consulte el estado de las postulaciones que registró, con un enlace que le enviamos por correo.' },
  // The certificate's printed link (?folio=…).
  { path: '/postulaciones/verificar', app: 'public', layout: 'public', guard: 'none', title: 'Verificar constancia',
    description: 'Compruebe que una constancia de reconocimiento universitario es auténtica con su folio de verificación.' },


  // ── Servicio social (issue 11) ──
  // Bolsa de trabajo (issue 32): public search, an offer's page and the employers' registration.
  { path: '/bolsa-de-trabajo', app: 'public', layout: 'public', guard: 'none', title: 'Bolsa de trabajo',
    description: 'Ofertas de empleo de empresas verificadas para egresados y estudiantes de la universidad, sin requisitos discriminatorios.' },
  { path: '/bolsa-de-trabajo/oferta', app: 'public', layout: 'public', guard: 'none', title: 'Oferta de empleo',
    description: 'Una oferta de empleo de la bolsa de trabajo de la universidad: lugar, modalidad, jornada, sueldo y cómo postularse.' },
  { path: '/bolsa-de-trabajo/empleadores/registro', app: 'public', layout: 'public', guard: 'none', title: 'Registro de empleadores',
    description: 'Registre su empresa para publicar ofertas de empleo en la bolsa de trabajo de la universidad.' },
  // The employer's portal (?nueva=1, ?oferta=N, ?oferta=N&editar=1): a company's account or an enabled institution's.
  { path: '/bolsa-de-trabajo/empleador', app: 'public', layout: 'public', guard: 'auth', title: 'Portal del empleador' },
  // The staff's back office of the bolsa (react-admin resources; the to-do list links here).
  ...Object.entries({ empleadores: 'Empleadores de la bolsa', ofertas: 'Ofertas de empleo', candidaturas: 'Candidaturas', indicadores: 'Indicadores de colocación' }).map(
    ([r, title]): RouteEntry => ({ path: `/bolsa-de-trabajo/administracion/${r}`, app: 'admin', layout: 'dashboard', guard: 'auth', title, prefix: true, permission: 'bolsa.ver' }),
  ),
  { path: '/servicioSocial', app: 'public', layout: 'public', guard: 'none', title: 'Servicio social' },
  { path: '/servicio-social/informacion', app: 'public', layout: 'servicio-social', guard: 'none', title: 'Información del servicio social' },
  { path: '/servicio-social/destacados', app: 'public', layout: 'servicio-social', guard: 'none', title: 'Servicio social destacado' },
  // The spec titles both registration pages «Proyectos Destacados»; each page heads itself with what it is.
  { path: '/registro/estudiantes', app: 'public', layout: 'servicio-social', guard: 'none', title: 'Proyectos Destacados', datos: ['/catalogos/programas'] },
  { path: '/registro/instituciones', app: 'public', layout: 'servicio-social', guard: 'none', title: 'Proyectos Destacados' },
  // Reached from the emailed invitation: a colleague of an institution sets their password.
  { path: '/servicio-social/invitacion', app: 'public', layout: 'servicio-social', guard: 'none', title: 'Invitación de institución' },
  { path: '/servicio-social/estudiantes', app: 'public', layout: 'servicio-social', guard: 'estudiante', title: 'Mi servicio social' },
  { path: '/servicio-social/estudiantes/completar-perfil', app: 'public', layout: 'servicio-social', guard: 'estudiante', title: 'Completar mi perfil' },
  { path: '/servicio-social/estudiantes/busqueda', app: 'public', layout: 'servicio-social', guard: 'estudiante', title: 'Buscar vacantes' },
  { path: '/servicio-social/estudiantes/perfil', app: 'public', layout: 'servicio-social', guard: 'estudiante', title: 'Mi perfil' },
  // Capital «I» as the spec writes it; the server answers /servicio-social/institucion… with a 301 here.
  // Issue 12: the student's documents (the spec's paths, «Informe-mensual» with its capital), hours and self-evaluation.
  { path: '/servicio-social/estudiantes/documentos/ckeditor', app: 'public', layout: 'servicio-social', guard: 'estudiante', title: 'Mis documentos' },
  { path: '/servicio-social/estudiantes/documentos/situacion', app: 'public', layout: 'servicio-social', guard: 'estudiante', title: 'Carta de situación académica' },
  { path: '/servicio-social/estudiantes/documentos/presentacion', app: 'public', layout: 'servicio-social', guard: 'estudiante', title: 'Carta de presentación' },
  { path: '/servicio-social/estudiantes/documentos/aceptacion', app: 'public', layout: 'servicio-social', guard: 'estudiante', title: 'Carta de aceptación' },
  { path: '/servicio-social/estudiantes/documentos/compromiso', app: 'public', layout: 'servicio-social', guard: 'estudiante', title: 'Carta compromiso' },
  { path: '/servicio-social/estudiantes/documentos/Informe-mensual', app: 'public', layout: 'servicio-social', guard: 'estudiante', title: 'Informe mensual' },
  { path: '/servicio-social/estudiantes/documentos/informe-final', app: 'public', layout: 'servicio-social', guard: 'estudiante', title: 'Informe final' },
  { path: '/servicio-social/estudiantes/horas', app: 'public', layout: 'servicio-social', guard: 'estudiante', title: 'Registro de horas' },
  { path: '/servicio-social/estudiantes/autoevaluacion', app: 'public', layout: 'servicio-social', guard: 'estudiante', title: 'Autoevaluación' },
  { path: '/servicio-social/verificar', app: 'public', layout: 'servicio-social', guard: 'none', title: 'Verificar documento de servicio social',
    description: 'Compruebe que una carta o constancia de servicio social es auténtica con su folio.' },
  { path: '/servicio-social/aprobacion', app: 'public', layout: 'servicio-social', guard: 'none', title: 'Revisión de informe' },
  { path: '/servicio-social/Institucion', app: 'public', layout: 'servicio-social', guard: 'institucion', title: 'Panel de la institución' },
  { path: '/servicio-social/Institucion/perfil', app: 'public', layout: 'servicio-social', guard: 'institucion', title: 'Perfil de la institución' },
  { path: '/servicio-social/Institucion/vacantes', app: 'public', layout: 'servicio-social', guard: 'institucion', title: 'Vacantes', prefix: true },
  { path: '/servicio-social/Institucion/programas', app: 'public', layout: 'servicio-social', guard: 'institucion', title: 'Programas de servicio social', prefix: true },
  { path: '/servicio-social/Institucion/estudiantes', app: 'public', layout: 'servicio-social', guard: 'institucion', title: 'Estudiantes en servicio', prefix: true },
  { path: '/servicio-social/administracion/instituciones', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Instituciones', prefix: true, permission: 'instituciones.ver' },
  { path: '/servicio-social/administracion/programas', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Programas de servicio social', prefix: true, permission: 'ss-programas.ver' },
  { path: '/servicio-social/administracion/vacantes', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Vacantes', prefix: true, permission: 'vacantes.ver' },
  { path: '/servicio-social/administracion/estudiantes', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Estudiantes', prefix: true, permission: 'estudiantes.ver' },
  { path: '/servicio-social/administracion/solicitudes', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Solicitudes', prefix: true, permission: 'solicitudes.ver' },
  { path: '/servicio-social/administracion/prestaciones', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Prestaciones', prefix: true, permission: 'prestaciones.ver' },
  { path: '/servicio-social/administracion/destacados', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Proyectos destacados', prefix: true, permission: 'destacados.ver' },
  { path: '/servicio-social/administracion/ajustes', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Ajustes del servicio social', prefix: true, permission: 'ajustes-ss.ver' },
  { path: '/servicio-social/administracion/periodos', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Periodos', prefix: true, permission: 'ajustes-ss.ver' },
  { path: '/servicio-social/administracion/documentos', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Documentos por revisar', prefix: true, permission: 'ss-documentos.ver' },
  { path: '/servicio-social/administracion/plantillas-documentos', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Plantillas de documentos', prefix: true, permission: 'ss-plantillas.ver' },
  { path: '/servicio-social/administracion/cuestionarios', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Cuestionarios de evaluación', prefix: true, permission: 'ss-plantillas.ver' },
  { path: '/servicio-social/administracion/reportes', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Reportes de servicio social', prefix: true, permission: 'ss-reportes.ver' },

  { path: '/test/colores', app: 'public', layout: 'public', guard: 'none', title: 'Colores Personalizados', dev: true },
  { path: '/test/test-api', app: 'public', layout: 'public', guard: 'none', title: 'Prueba de URLs API', dev: true },
  { path: '/test/dashboard', app: 'public', layout: 'public', guard: 'none', title: 'Tablero de prueba', dev: true },
  { path: '/test/ejemplo-servicio', app: 'public', layout: 'public', guard: 'none', title: 'Ejemplo de Servicio API', dev: true },
  { path: '/test/responsive-radio', app: 'public', layout: 'public', guard: 'none', title: 'ResponsiveRadio Demo', dev: true },
  { path: '/egresados/test', app: 'public', layout: 'publicgraduates', guard: 'none', title: 'Prueba de egresados', dev: true },
];

export const NOT_FOUND_TITLE = 'Página no encontrada';

function normalize(pathname: string): string {
  const p = pathname.split('?')[0].split('#')[0];
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/** Finds the route for a browser path; `dev` routes only match when `includeDev` is set. */
export function matchRoute(pathname: string, includeDev: boolean): RouteEntry | undefined {
  const path = normalize(pathname);
  const visible = routes.filter((r) => includeDev || !r.dev);
  const exact = routes.find((r) => r.path === path);
  // A development page outside development is unknown, not the area list its prefix would suggest.
  if (exact) return visible.includes(exact) ? exact : undefined;
  // The longest prefix wins: /egresados/niveles/3 is the catalog's, /egresados/15 the graduates list's.
  return visible
    .filter((r) => r.prefix && path.startsWith(`${r.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

export function documentTitle(route: RouteEntry | undefined): string {
  return `${route ? route.title : NOT_FOUND_TITLE} · ${APP_NAME}`;
}

/** Where a signed-in user lands (the guest guard sends them here): students, institutions and graduates to their portal. */
export function homeFor(user: { roles?: string[] } | null | undefined): string {
  const roles = user?.roles ?? [];
  // A portal role never sits beside a staff role (the server refuses it), so the order only matters for odd data.
  if (roles.includes('administrador')) return '/dashboard';
  if (roles.includes('estudiante')) return '/servicio-social/estudiantes';
  if (roles.includes('institucion')) return '/servicio-social/Institucion';
  if (roles.includes('empleador')) return '/bolsa-de-trabajo/empleador';
  // A sign-in link's session (server/acceso-enlace) holds only its portal role.
  if (roles.includes('egresado')) return '/egresados/mi-espacio';
  if (roles.includes('postulante')) return '/postulaciones/mis-postulaciones';
  return '/dashboard';
}

/** Whether a user passes a portal guard (the public app's RouteGuard and the server agree on this). */
export function passesPortalGuard(user: { roles?: string[] } | null | undefined, guard: 'estudiante' | 'institucion'): boolean {
  return !!user?.roles?.includes(guard);
}

/** Servicio social: paths whose lower-case spelling the server redirects (301) to the spec's capital «I». */
export function institucionCanonica(pathname: string): string | null {
  const match = /^\/servicio-social\/institucion(\/.*)?$/.exec(pathname);
  return match ? `/servicio-social/Institucion${match[1] ?? ''}` : null;
}

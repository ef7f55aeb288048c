// The route table: every page path with the app that renders it, its layout, guard and title.
// The server uses it to pick the app, the <title> and the 404 status; both apps use it for guards and links.

export type AppName = 'admin' | 'public';
export type LayoutName = 'dashboard' | 'public' | 'publicgraduates' | 'awards-layout' | 'servicio-social' | 'none';
export type Guard = 'none' | 'guest' | 'auth' | 'admin';

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
}

export const APP_NAME = 'Plataforma Universitaria';

export const routes: RouteEntry[] = [
  { path: '/', app: 'public', layout: 'public', guard: 'none', title: 'Inicio' },
  { path: '/login', app: 'public', layout: 'public', guard: 'guest', title: 'Iniciar sesión' },
  { path: '/recuperar-contrasena', app: 'public', layout: 'public', guard: 'guest', title: 'Recuperar contraseña' },
  { path: '/restablecer-contrasena', app: 'public', layout: 'public', guard: 'none', title: 'Restablecer contraseña' },
  { path: '/email/verified-success', app: 'public', layout: 'public', guard: 'none', title: 'Correo verificado' },
  { path: '/email/verificacion-fallida', app: 'public', layout: 'public', guard: 'none', title: 'Enlace no válido' },

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
  { path: '/egresados/registro', app: 'public', layout: 'publicgraduates', guard: 'none', title: 'Registro de Egresados' },
  { path: '/egresados/resultado/exito', app: 'public', layout: 'public', guard: 'none', title: 'Registro Exitoso' },
  // Reached from the emailed link: a graduate reviews and corrects their own record.
  { path: '/egresados/actualizacion', app: 'public', layout: 'publicgraduates', guard: 'none', title: 'Actualizar mis datos' },
  // The footer link of every mass mailing (the token is in the query): confirms the unsubscribe.
  { path: '/correo/baja', app: 'public', layout: 'public', guard: 'none', title: 'Dejar de recibir correos' },
  // ── Postulaciones ──
  { path: '/postulaciones', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Postulaciones', prefix: true, permission: 'postulaciones.ver' },
  // Staff capture of a paper nomination, in the public app's awards layout with its menu.
  { path: '/postulaciones/crear', app: 'public', layout: 'awards-layout', guard: 'auth', title: 'Nuevo Postulante', permission: 'postulaciones.crear' },
  { path: '/postulaciones/categorias', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Categorías', prefix: true, permission: 'categorias.ver' },
  { path: '/postulaciones/convocatorias', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Convocatorias', prefix: true, permission: 'convocatorias.ver' },
  { path: '/postulaciones/evaluacion', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Evaluación', prefix: true, permission: 'evaluaciones.ver' },
  { path: '/postulaciones/resultados', app: 'admin', layout: 'dashboard', guard: 'auth', title: 'Resultados', prefix: true, permission: 'resultados.ver' },
  // ?borrador=TOKEN resumes a saved draft.
  { path: '/postulaciones/registro', app: 'public', layout: 'publicgraduates', guard: 'none', title: 'Registro de Postulaciones' },
  { path: '/postulaciones/registro/completado', app: 'public', layout: 'public', guard: 'none', title: 'Postulación registrada' },
  // The nominee's emailed link (?token=…): accept or decline a third-party nomination.
  { path: '/postulaciones/aceptacion', app: 'public', layout: 'public', guard: 'none', title: 'Aceptar la postulación' },
  { path: '/postulaciones/ganadores', app: 'public', layout: 'public', guard: 'none', title: 'Ganadores' },
  { path: '/postulaciones/verificar', app: 'public', layout: 'public', guard: 'none', title: 'Verificar constancia' },

  { path: '/aviso-de-privacidad', app: 'public', layout: 'public', guard: 'none', title: 'Aviso de privacidad' },

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

/** Where a signed-in user lands (the guest guard sends them here). Later areas add students and institutions. */
export function homeFor(user: { roles?: string[] } | null | undefined): string {
  void user;
  return '/dashboard';
}

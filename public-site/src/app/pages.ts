import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importWithReload } from '../../../shared/app/lazy-with-reload';
import { postulacionesPages } from '../features/postulaciones/pages';
import { servicioSocialPages } from '../features/servicio-social/pages';
import { bolsaPages } from '../features/bolsa/pages';

export type Page = LazyExoticComponent<ComponentType>;

const loaders = new Map<Page, () => Promise<unknown>>();

/**
 * Pages load as their own chunks; a chunk missing after a deploy reloads the page (importWithReload). A page whose
 * chunk has already arrived (preloadPage: the first page before the app renders, a link's target on hover) is
 * handed to React.lazy as an already settled thenable, which React reads at once: no fallback, no second commit.
 */
const page = (load: () => Promise<ComponentType>): Page => {
  let loaded: { default: ComponentType } | undefined;
  const keep = () => load().then((component) => (loaded = { default: component }));
  const lazyPage = lazy(() => (loaded ? (settled(loaded) as Promise<{ default: ComponentType }>) : importWithReload(keep)));
  loaders.set(lazyPage, keep);
  return lazyPage;
};

/** A thenable that calls back synchronously: React.lazy marks the page resolved before it would suspend. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((v: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return settled(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}

/**
 * Each public path of the route table and the page that renders it.
 *
 * A new page: add its route to shared/routes.ts (with a `description`), then one line here,
 * `'/area/ruta': page(() => import('../features/<feature>/components/XPage').then((m) => m.XPage))`, or in the area's
 * own table (`features/<area>/pages.ts`, `'/area/ruta': () => import('./components/XPage').then((m) => m.XPage)`).
 * Always a dynamic import, never a static one: the page then ships in its own chunk, loaded only on its path, and
 * `npm run build` prints its first load (the budget test reads this table too). Keep heavy widgets (date pickers,
 * charts, editors) behind their own lazy import inside the page.
 */
export const pages: Record<string, Page> = {
  '/': page(() => import('../features/home/components/HomePage').then((m) => m.HomePage)),
  '/login': page(() => import('../features/auth/components/LoginPage').then((m) => m.LoginPage)),
  '/recuperar-contrasena': page(() => import('../features/auth/components/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
  '/restablecer-contrasena': page(() => import('../features/auth/components/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  '/email/verified-success': page(() => import('../features/auth/components/EmailVerifiedPage').then((m) => m.EmailVerifiedPage)),
  '/email/verificacion-fallida': page(() => import('../features/auth/components/EmailVerificationFailedPage').then((m) => m.EmailVerificationFailedPage)),
  '/egresados/registro': page(() => import('../features/egresados/components/RegistroPage').then((m) => m.RegistroPage)),
  '/egresados/resultado/exito': page(() => import('../features/egresados/components/RegistroExitosoPage').then((m) => m.RegistroExitosoPage)),
  '/egresados/actualizacion': page(() => import('../features/egresados/components/ActualizacionPage').then((m) => m.ActualizacionPage)),
  '/egresados/acceso': page(() => import('../features/egresados/mi-espacio/components/AccesoPage').then((m) => m.AccesoPage)),
  '/egresados/mi-espacio': page(() => import('../features/egresados/mi-espacio/components/MiEspacioPage').then((m) => m.MiEspacioPage)),
  '/correo/baja': page(() => import('../features/correo/components/BajaPage').then((m) => m.BajaPage)),
  '/seguimiento/encuesta': page(() => import('../features/seguimiento/components/EncuestaPage').then((m) => m.EncuestaPage)),
  '/aviso-de-privacidad': page(() => import('../features/legal/components/AvisoPrivacidadPage').then((m) => m.AvisoPrivacidadPage)),
  '/privacidad/solicitudes': page(() => import('../features/privacidad/components/SolicitudesArcoPage').then((m) => m.SolicitudesArcoPage)),
  ...Object.fromEntries(Object.entries(postulacionesPages).map(([path, load]) => [path, page(load)])),
  ...Object.fromEntries(Object.entries(servicioSocialPages).map(([path, load]) => [path, page(load)])),
  ...Object.fromEntries(Object.entries(bolsaPages).map(([path, load]) => [path, page(load)])),
};

// Developer pages: the condition is a build-time constant, so production bundles do not contain them at all.
export const devPages: Record<string, Page> = import.meta.env.DEV
  ? {
      '/test/colores': page(() => import('../features/dev-pages/components/ColorsPage').then((m) => m.ColorsPage)),
      '/test/test-api': page(() => import('../features/dev-pages/components/TestApiPage').then((m) => m.TestApiPage)),
      '/test/dashboard': page(() => import('../features/dev-pages/components/TestDashboardPage').then((m) => m.TestDashboardPage)),
      '/test/ejemplo-servicio': page(() => import('../features/dev-pages/components/ServiceExamplePage').then((m) => m.ServiceExamplePage)),
      '/test/responsive-radio': page(() => import('../features/dev-pages/components/ResponsiveRadioPage').then((m) => m.ResponsiveRadioPage)),
      '/egresados/test': page(() => import('../features/dev-pages/components/GraduatesTestPage').then((m) => m.GraduatesTestPage)),
    }
  : {};

/**
 * Fetches a page's chunk before the user follows a link to it (hover, focus or touch on an AppLink), so moving
 * between pages (sign-in, password recovery) never leaves the previous form on screen while the next downloads.
 * Only on intent: fetching every page at idle time costs phones bytes they may never use. Failures are left to
 * the page load itself, which reports them.
 */
export function preloadPage(path: string): Promise<void> {
  const target = pageFor(path.split(/[?#]/)[0]);
  const load = target && loaders.get(target);
  return load ? load().then(() => undefined, () => undefined) : Promise.resolve();
}

export function pageFor(path: string): Page | undefined {
  return pages[path] ?? devPages[path];
}

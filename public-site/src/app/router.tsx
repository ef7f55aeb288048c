import { Route, Routes } from 'react-router-dom';
import { routes, type LayoutName, type RouteEntry } from '../../../shared/routes';
import { useNavigationEffects } from '../../../shared/app/use-navigation-effects';
import { trackPageViewUnlessSent } from '../../../shared/app/page-views';
import { NotFoundPage } from '../features/errors/components/NotFoundPage';
import { LAYOUTS } from '../layouts';
import { includeDevRoutes } from '../lib/navigation';
import { RouteGuard } from './guards';
import { pageFor } from './pages';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect';

type PublicLayoutName = keyof typeof LAYOUTS;

/** This app's entries of the shared route table (developer pages only in development). */
export function publicRoutes(includeDev = includeDevRoutes): RouteEntry[] {
  return routes.filter((r) => r.app === 'public' && (includeDev || !r.dev));
}

function byLayout(entries: RouteEntry[]): Map<PublicLayoutName, RouteEntry[]> {
  const groups = new Map<PublicLayoutName, RouteEntry[]>([['public', []]]);
  for (const entry of entries) {
    const layout = (entry.layout in LAYOUTS ? entry.layout : 'public') as Exclude<LayoutName, 'dashboard'>;
    groups.set(layout, [...(groups.get(layout) ?? []), entry]);
  }
  return groups;
}

export function AppRoutes() {
  useNavigationEffects({ includeDev: includeDevRoutes, watchBuilds: import.meta.env.PROD, track: trackPageViewUnlessSent });
  useUnauthorizedRedirect();

  return (
    <Routes>
      {[...byLayout(publicRoutes())].map(([layout, entries]) => {
        const Layout = LAYOUTS[layout];
        return (
          <Route key={layout} element={<Layout />}>
            {entries.map((entry) => {
              const Page = pageFor(entry.path);
              if (!Page) return null;
              return (
                <Route
                  key={entry.path}
                  path={entry.prefix ? `${entry.path}/*` : entry.path}
                  element={
                    <RouteGuard guard={entry.guard}>
                      <Page />
                    </RouteGuard>
                  }
                />
              );
            })}
            {layout === 'public' && <Route path="*" element={<NotFoundPage />} />}
          </Route>
        );
      })}
    </Routes>
  );
}

import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ColorModeProvider } from '../../../shared/ui/color-mode';
import { App } from '../App';
import { preloadScreens } from '../common/lazyScreen';
import { createAuthProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { fakeClient, type Route } from './fakeApi';
import type { SessionUser } from '../../../shared/auth/session';

// Screens are lazy chunks in the app; here their modules load with this helper, before any test starts its clock.
await preloadScreens();

/** The whole back office at `path`, signed in as `user`, over a fake API. */
export function renderAdmin(path: string, user: SessionUser, route: Route = () => undefined) {
  const api = fakeClient((url, init) => (url.pathname === '/api/user' ? { body: user } : route(url, init)), user);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <ColorModeProvider>
        <App authProvider={createAuthProvider(api.client)} dataProvider={createDataProvider(api.client)} />
      </ColorModeProvider>
    </MemoryRouter>,
  );
  return { ...view, ...api };
}

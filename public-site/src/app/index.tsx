import { BrowserRouter } from 'react-router-dom';
import type { ApiClient } from '../../../shared/api/client';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The site without its router: the browser wraps it in a BrowserRouter, the build's prerender in a StaticRouter. */
export function AppTree({ client }: { client: ApiClient }) {
  return (
    <AppProvider client={client}>
      <AppRoutes />
    </AppProvider>
  );
}

export function App({ client }: { client: ApiClient }) {
  return (
    <BrowserRouter>
      <AppTree client={client} />
    </BrowserRouter>
  );
}

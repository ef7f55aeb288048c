import { BrowserRouter } from 'react-router-dom';
import type { ApiClient } from '../../../shared/api/client';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App({ client }: { client: ApiClient }) {
  return (
    <BrowserRouter>
      <AppProvider client={client}>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  );
}

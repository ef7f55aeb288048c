import type { ReactNode } from 'react';
import type { ApiClient } from '../../../shared/api/client';
import { RootErrorBoundary } from '../../../shared/app/RootErrorBoundary';
import { AppThemeProvider } from '../../../shared/ui/AppThemeProvider';
import { ToastProvider } from '../../../shared/ui/toast';
import { publicThemes } from '../config/theme';
import { ApiClientContext } from '../lib/api-client';
import { AuthProvider } from '../lib/auth';

/** Theme, the fatal-error page, toasts, the API client and the session, in that order. */
export function AppProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return (
    <AppThemeProvider themes={publicThemes}>
      <RootErrorBoundary>
        <ToastProvider>
          <ApiClientContext.Provider value={client}>
            <AuthProvider client={client}>{children}</AuthProvider>
          </ApiClientContext.Provider>
        </ToastProvider>
      </RootErrorBoundary>
    </AppThemeProvider>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { RootErrorBoundary } from '../../shared/app';
import { ColorModeProvider } from '../../shared/ui/color-mode';
import { App } from './App';

// Staff land on /dashboard after signing in: fetch its screen while react-admin checks the session, instead of
// after (App.tsx loads it lazily from the same chunk, which is then already there).
if (window.location.pathname === '/dashboard') void import('./dashboard/Dashboard').catch(() => undefined);

// Real paths (/egresados/usuarios), not react-admin's default hash router: the server serves them.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RootErrorBoundary>
      <BrowserRouter>
        <ColorModeProvider>
          <App />
        </ColorModeProvider>
      </BrowserRouter>
    </RootErrorBoundary>
  </StrictMode>,
);

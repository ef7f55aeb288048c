import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { RootErrorBoundary } from '../../shared/app';
import { ColorModeProvider } from '../../shared/ui/color-mode';
import { App } from './App';

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

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPage } from './app/pages';
import { createApiClient } from './lib/api-client';

async function mount() {
  const container = document.getElementById('root');
  if (!container) throw new Error('No existe el elemento #root en la página.');
  // The page's chunk is already on its way (modulepreload in the HTML): waiting for it lets the frame and the page
  // appear in one paint, with no spinner in between and no second layout.
  await preloadPage(window.location.pathname);
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds instead of one long task,
  // so a phone stays responsive while the first page is built.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App client={createApiClient()} />
      </StrictMode>,
    );
  });
}

mount().catch((error: unknown) => {
  console.error('No se pudo iniciar el sitio público', error);
  throw error;
});

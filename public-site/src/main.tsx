import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createApiClient } from './lib/api-client';

function mount() {
  const container = document.getElementById('root');
  if (!container) throw new Error('No existe el elemento #root en la página.');
  createRoot(container).render(
    <StrictMode>
      <App client={createApiClient()} />
    </StrictMode>,
  );
}

try {
  mount();
} catch (error) {
  console.error('No se pudo iniciar el sitio público', error);
  throw error;
}

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildIdPlugin } from './server/shell/build-id-plugin';

// One Vite project, two apps: each HTML entry is a separate SPA served by the API server.
export default defineConfig({
  plugins: [react(), buildIdPlugin()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: {
        admin: 'admin/index.html',
        public: 'public-site/index.html',
      },
    },
  },
});

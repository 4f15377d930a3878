import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: no vanilla-extract plugin, no alias into the monorepo. The server build bundles
// every dependency (the design system's modules import their CSS, which Node cannot load; Vite drops it).
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  build: { emptyOutDir: true },
});

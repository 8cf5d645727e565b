import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// During `vite dev`/`vite preview` the API is proxied to a running system (npm start).
const apiTarget = process.env.PORTAL_API_URL ?? 'http://127.0.0.1:8080';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  // the realtime tier (exam pushes, the live classroom) on the same origin
  '/socket.io': { target: apiTarget, ws: true },
};

export default defineConfig({
  // Served by the system at the site root.
  base: '/',
  plugins: [react()],
  resolve: {
    // the UI tokens are plain TS with no dependencies: read from source, like in tests.
    alias: {
      '@portal/ui-shared/theme': fileURLToPath(new URL('../ui-shared/src/theme/tokens.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // MUI is one cacheable vendor bundle; the default 500 kB warning is noise.
    chunkSizeWarningLimit: 1000,
  },
  server: { proxy },
  preview: { proxy },
});

import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

export interface PortalAppOptions {
  /** Where the system serves the app ('/' for the learner site, '/admin/' for the console). */
  base: string;
  /** The vendor bundle is one large cacheable file; above this many kB vite warns (500 is noise). */
  chunkSizeWarningLimit: number;
}

/** The vite config both apps build with: React, the shared tokens from source, the API proxy. */
export function portalAppConfig({ base, chunkSizeWarningLimit }: PortalAppOptions): UserConfig {
  // During `vite dev`/`vite preview` the API is proxied to a running system (npm start).
  const apiTarget = process.env.PORTAL_API_URL ?? 'http://127.0.0.1:8080';
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: false },
    // the realtime tier (exam pushes, the live classroom) on the same origin
    '/socket.io': { target: apiTarget, ws: true },
  };
  return defineConfig({
    base,
    plugins: [react()],
    resolve: {
      // the UI tokens are plain TS with no dependencies: read from source, like in tests.
      alias: {
        '@portal/ui-shared/theme': fileURLToPath(new URL('./src/theme/tokens.ts', import.meta.url)),
      },
    },
    build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit },
    server: { proxy },
    preview: { proxy },
  });
}

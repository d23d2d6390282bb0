import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Client build: views/index.html is the shell; `vite build --ssr server/prod.ts` bundles the server.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: 'public',
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: { input: 'views/index.html' },
      },
}));

/** Bundles tests/e2e/content-site.ts as `vite build --ssr` bundles server/prod.ts (next to dist/client). */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    ssr: true,
    outDir: 'dist/e2e-content',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    rollupOptions: { input: { 'content-site': 'tests/e2e/content-site.ts' } },
  },
});

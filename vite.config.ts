import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { moveTemplates } from './scripts/move-templates';

// Client build: views/index.html is the shell. `vite build --ssr` bundles the server and the admin CLI.
export default defineConfig(({ isSsrBuild }) => ({
  // The built page shell is a template for the server: it leaves the static root (dist/client) for dist/templates.
  plugins: [react(), ...(isSsrBuild ? [] : [{ name: 'move-templates', closeBundle: () => moveTemplates('dist/client', 'dist/templates') }])],
  publicDir: 'public',
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        rollupOptions: { input: { prod: 'server/prod.ts', admin: 'scripts/admin.ts' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // Every browser the site supports knows modulepreload: no polyfill chunk to fetch. An island
        // the boot script loads never fetches a stylesheet: the page already holds its styles
        // inlined (server/page-assets.ts), so a second copy could only be downloaded for nothing.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file: string, deps: string[], { hostId }: { hostId: string }) =>
            /(^|\/)boot-[\w-]+\.js$/.test(hostId) ? deps.filter((d) => !d.endsWith('.css')) : deps,
        },
        // vr/index.html: the built-in 360° VR page (Pannellum), its own small bundle. The desk's
        // app (views/index.html) and the visitor pages' islands (client/islands/boot.ts) are the
        // other two entries; Rolldown's default chunking shares React between them.
        rollupOptions: {
          input: ['views/index.html', 'vr/index.html', 'client/islands/boot.ts'],
          output: {
            // The boot script is named so the preload filter above can recognise it.
            entryFileNames: 'assets/[name]-[hash].js',
            // Few requests: React with the islands' frame in one chunk (fetched with the first
            // island), and the boot script's small helpers in one more, instead of a dozen 1 KB files.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]client[\\/]islands[\\/](hydrate|frame)\.tsx$|[\\/]client[\\/](site-context|form-id|page-data|form-echo|form-step|popup|nav)\.tsx$/,
                  priority: 3,
                },
                {
                  name: 'boot-parts',
                  test: /[\\/]client[\\/](kept-key|popup-store|lazy-frames|first-paint)\.ts$|[\\/]client[\\/]islands[\\/](modes|components|behaviours)\.ts$|preload-helper|rolldown[:\\/]runtime/,
                  priority: 4,
                },
              ],
            },
          },
        },
      },
}));

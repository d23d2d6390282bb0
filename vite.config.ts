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
        // Every browser the site supports knows modulepreload: no polyfill chunk to fetch. (No
        // island's code imports a stylesheet, global.css and the page modules do, so hydrating an
        // island never fetches a sheet the page holds inlined: decision 0027.)
        modulePreload: { polyfill: false },
        // vr/index.html: the built-in 360° VR page (Pannellum), its own small bundle. The desk's
        // app (views/index.html) and the visitor pages' islands (client/islands/boot.ts) are the
        // other two entries; Rolldown's default chunking shares React between them. The desk's
        // tap holder (client/desk-taps.ts) is an entry of its own so it runs before the app loads.
        rollupOptions: {
          input: ['views/index.html', 'vr/index.html', 'client/islands/boot.ts', 'client/desk-taps.ts'],
          output: {
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
                {
                  // The visitor forms and what only they use: one request when a form hydrates.
                  name: 'forms',
                  test: /[\\/]client[\\/]components[\\/](LeadForm|VisitForm|PersonFields|SlotPicker|ConsentField|MarketingConsent|FieldError|SpamGuard|visitor-fields|verification-slot)\.tsx?$|[\\/]client[\\/](kept-leads|form-id|api)\.tsx?$|[\\/]shared[\\/](leads|labels|consent|visits|winners|idempotency|verification|form-step|form-echo|korean|kst|phone)\.ts$/,
                  includeDependenciesRecursively: false,
                  priority: 2,
                },
                {
                  // What most islands share: the menus, the site config, images and small hooks.
                  name: 'site',
                  test: /[\\/]shared[\\/](menu|site\.config)\.ts$|[\\/]client[\\/](images|lazy-frames)\.ts$|[\\/]client[\\/]hooks[\\/]|[\\/]client[\\/]components[\\/](Img|PopupTrigger|MenuList|Accordion|Tabs|LazyFrame)\.tsx$/,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));

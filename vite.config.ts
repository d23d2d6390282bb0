import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { moveTemplates } from './scripts/move-templates';

/** The visitor forms and what only they use (field messages, consent, verification slot). */
const FORM_PARTS = /[\\/]client[\\/]components[\\/](LeadForm|VisitForm|PersonFields|SlotPicker|ConsentField|MarketingConsent|FieldError|SpamGuard|visitor-fields|verification-slot)\.tsx?$/;

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
        // Every browser the site supports knows modulepreload: no polyfill chunk to fetch.
        modulePreload: { polyfill: false },
        // vr/index.html: the built-in 360° VR page (Pannellum), its own small bundle.
        rollupOptions: {
          input: ['views/index.html', 'vr/index.html'],
          output: {
            // Few requests per page (decision 0014): everything the entry loads statically (React,
            // the router, the site frame) in the entry chunk, and the visitor components that
            // several pages share in one 'parts' chunk, instead of a dozen 1–3 KB files.
            codeSplitting: {
              groups: [
                { name: 'entry', tags: ['$initial'], test: (id: string) => !/pannellum|[\\/]vr[\\/]/.test(id), priority: 2 },
                {
                  // The visitor forms and what they share (field messages, consent, verification slot):
                  // only the pages holding a form load them.
                  name: 'forms',
                  test: (id: string) => FORM_PARTS.test(id),
                  // Only the form components: what else they import stays in 'parts' or the entry.
                  includeDependenciesRecursively: false,
                  minShareCount: 2,
                  priority: 1,
                },
                {
                  name: 'parts',
                  // Not the verification block's text: it ships with the block (client/verification/), loaded on demand.
                  // Nor the unit grid and the 잔여세대 rules: only the remaining-units page and the desk board use them.
                  test: (id: string) =>
                    /[\\/](shared|client[\\/](components|hooks))[\\/][^\\/]+\.tsx?$/.test(id) && !/admin|verification-messages|[\\/](units\.ts|UnitGrid\.tsx)$/i.test(id) && !FORM_PARTS.test(id),
                  minShareCount: 2,
                  priority: 1.5,
                },
              ],
            },
          },
        },
      },
}));

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/service-worker.ts';
import { ssrBundle } from './build/ssr-bundle.ts';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

export default defineConfig({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [tailwindcss(), serviceWorker(), precompress(), ssrBundle()],
  // The browser runs Preact through preact/compat: the same React API for our code and for React
  // Router, TanStack Query, Radix and sonner, at ~11 kB instead of react-dom's ~60 kB, which is
  // what keeps the home under its 90 kB budget (docs/decisions/003-home-page-weight.md).
  // TypeScript still checks against React's types.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: [
      { find: '@shared', replacement: src('shared') },
      { find: '@web', replacement: src('web') },
      { find: '@server', replacement: src('server') },
      // Order matters: the exact subpaths before the bare package names.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  // The server renderer (build/ssr-bundle.ts) carries its own copy of every library, so they
  // resolve react to preact/compat like the browser's.
  ssr: { noExternal: true },
  build: {
    rolldownOptions: {
      // The app (index.html's main.tsx), and the small script a page the server rendered loads
      // instead, which asks for the app once the page is painted (docs/decisions/014).
      input: { index: src('web/index.html'), boot: src('web/boot.ts') },
      onwarn(warning, warn) {
        // React Router reads React.useOptimistic only when it exists; preact/compat has none.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        // Radix marks its modules "use client" for React Server Components, which we do not use.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to name a product page's code in its HTML (modules/menu/page-hints.ts).
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  test: {
    root: '.',
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Two workers on a 2-core machine (Vitest's default is one less than the cores): most API
    // tests wait on a database or a socket. The server's and shared tests reuse each worker's
    // module cache (isolate: false): every file builds its own app over its own database, and
    // importing the server again per file cost more than half the run. The web's tests stub
    // browser globals, so they keep a fresh module graph each.
    maxWorkers: 2,
    // Unit and API tests on PGlite; the API tests again on PostgreSQL when TEST_DATABASE_URL is set.
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          // scripts/: the build's own helpers.
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'web', include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'] } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['src/**/*.api.test.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                // Migrates one database that each test's database is created from.
                globalSetup: ['src/server/testing/postgres-template.ts'],
                isolate: false,
              },
            },
          ]
        : []),
    ],
  },
});

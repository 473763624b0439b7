import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

export default defineConfig({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@shared': src('shared'), '@web': src('web'), '@server': src('server') },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
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
    // Unit and API tests on PGlite; the API tests again on PostgreSQL when TEST_DATABASE_URL is set.
    projects: [
      { extends: true, test: { name: 'pglite', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { name: 'postgres', include: ['src/**/*.api.test.ts'], env: { TEST_DB_KIND: 'postgres' } } }]
        : []),
    ],
  },
});

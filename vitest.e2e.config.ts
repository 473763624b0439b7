import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts its own server on a fresh embedded database.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});

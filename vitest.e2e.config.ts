import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { HOOK_TIMEOUT_MS } from './tests/e2e/support/limits.ts';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

// Browser journeys: each file starts its own server on a fresh embedded database
// (tests/e2e/fixtures.ts), two files at a time. The journeys import the test fakes from
// src/server, which use the app's path aliases.
export default defineConfig({
  resolve: {
    alias: [
      { find: '@shared', replacement: src('shared') },
      { find: '@server', replacement: src('server') },
    ],
  },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    // Two files at a time, each with its own server, data directory, port and browser. A
    // journey mostly waits (its server, the browser, a poll): one file at a time kept a 2-core
    // machine under one core busy; two took 24% less wall time (10 files, twice each way).
    fileParallelism: true,
    maxWorkers: 2,
    // A long journey (two servers one after the other, a restart) took 40 s on one machine and
    // over 60 s on another of the same kind, twice as slow that day: room for both.
    testTimeout: 120_000,
    // A journey waits for what a person would wait for; on a loaded 2-core machine a list can
    // take seconds to settle, and expect.poll's own default (1 s) failed a CI run.
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: HOOK_TIMEOUT_MS,
    pool: 'forks',
    // Each file imports tests/e2e/fixtures.ts afresh: its test.override and the module's hook are its own.
    isolate: true,
  },
});

import { spawnServer, type SpawnedServer } from '../../../src/server/testing/spawn-server';

export type TestServer = SpawnedServer;

/**
 * Starts the real server as `npm start` runs it (the build's SPA and compiled API, which starts
 * about a second sooner than the sources through tsx: a second per journey file) on a fresh
 * embedded database with the demo menu.
 */
export function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  return spawnServer({ env, label: 'e2e', entry: SERVER_ENTRY });
}

/** The compiled server the journeys run (tests/e2e/run.mjs checks the build made it). */
const SERVER_ENTRY = 'dist/server/main.js';

import { spawnServer, type SpawnedServer } from '../../../src/server/testing/spawn-server';

export type TestServer = SpawnedServer;

/** Starts the real server (built SPA + API) on a fresh embedded database with the demo menu. */
export function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  return spawnServer({ env, label: 'e2e' });
}

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../app';
import { createNodeServer } from '../http/node-server';
import { createLogger } from '../logger';

/**
 * The app behind the node:http listener main.ts serves it with (http/node-server.ts), on a free
 * port of 127.0.0.1: what a client meets over a real socket, fast paths and bodies read by Node
 * included. Spy on `app.fetch` before calling it to see which requests reach Hono.
 */
export async function onSocket(
  app: App,
): Promise<{ server: Server; port: number; base: string; close(): Promise<void> }> {
  const server = await createNodeServer(app, createLogger('silent', false), '127.0.0.1');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { App } from '../app';
import type { Logger } from '../logger';
import { readJsonBodyFirst } from './json-body';
import { withRequestLog } from './request-log';

/**
 * The HTTP server main.ts listens with: Hono's Node adapter, behind the few answers Node writes
 * itself before Hono sees the request (`app.nodeFastPath`: the menu, the rendered pages), every
 * request logged with its id (request-log.ts). The fast paths write the id with their headers;
 * for Hono it is set on the response first, where the adapter merges it and handlers read it.
 * A JSON body reaches Hono already read (json-body.ts).
 */
export async function createNodeServer(app: App, logger: Logger, hostname?: string): Promise<Server> {
  const fastPath = await app.nodeFastPath();
  const hono = getRequestListener(app.fetch, { hostname });
  return createServer(
    withRequestLog(logger, (req, res, requestId) => {
      if (fastPath(req, res, requestId)) return;
      res.setHeader('X-Request-Id', requestId);
      readJsonBodyFirst(req, () => void hono(req, res));
    }),
  );
}

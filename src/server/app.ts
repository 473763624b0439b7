import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { createApi } from './api';
import { createAppContext } from './app-context';
import type { AppEnv, Deps } from './http/context';
import { handleError } from './http/errors';
import { createOutageGuard } from './http/outage-guard';
import { securityHeaderValues, securityHeaders } from './http/security-headers';
import { mountStatic, readShell } from './http/static';
import { appManifestRoutes } from './modules/app-manifest/routes';
import { menuFastPath } from './modules/menu/menu-fast-path';
import { createPageHints } from './modules/menu/page-hints';
import { renderedPageFastPath } from './modules/pages/page-fast-path';
import { createRenderedPages } from './modules/pages/rendered-pages';
import { stripePageCsp } from './modules/payments/csp';
import { serveUploads } from './modules/uploads/serve-uploads';

/** Builds the whole application; testable in process with `app.request(...)`, no port needed. */
export function createApp(deps: Deps) {
  const { ctx, paymentExpiry, reviewInvites, winBack, stop } = createAppContext(deps);
  const { config, database, logger, menu } = ctx;
  const app = new Hono<AppEnv>();

  const outage = createOutageGuard();
  app.onError((err, c) => handleError(err, c, logger, outage.failed));
  app.use('/pay/*', stripePageCsp);
  app.use('*', securityHeaders);
  app.use('/api/*', outage.middleware);
  const api = createApi(ctx);
  app.route('/api', api);
  app.get('/uploads/*', serveUploads(ctx.uploads));
  // The web manifests and app icons, made from the store's settings (modules/app-manifest).
  app.route('/', appManifestRoutes(ctx));
  const pageHints = createPageHints(menu, config.webDist, logger);
  const shell = readShell(config.webDist);
  const pages =
    shell === null
      ? null
      : createRenderedPages({ menu, db: database.db, webDist: config.webDist, shell, hints: pageHints, now: ctx.now });
  mountStatic(app, { webDist: config.webDist, shell, pageHints, renderedPage: pages?.get, logger });
  return Object.assign(app, {
    // main.ts stops the live streams on SIGTERM so in-flight requests can drain.
    stop,
    /** The email queue and the order emails' feed, for tests that wait on them. */
    mail: ctx.mail,
    orderMails: ctx.orderMails,
    /** The order notifications' feed, for tests that wait on it. */
    pushFeed: ctx.push.feed,
    /** The kitchen's feed and print queue, for tests that wait on them. */
    kitchen: ctx.kitchen,
    /** Cancels orders whose online payment never came; tests run a round with `runOnce`. */
    paymentExpiry,
    /** The invitations to rate delivered orders; tests run a round with `drain`. */
    reviewInvites,
    /** 'Sentimos sua falta': tests run a pass with `runOnce`. */
    winBack,
    /** The WhatsApp messages' feed and send queue (null when not configured), for tests that wait on them. */
    whatsapp: ctx.whatsapp,
    /** iFood's poller and action queue (null when not configured), for tests that run them. */
    ifood: ctx.ifood,
    /** NFC-e issuing (its provider null when not configured), for tests that run it. */
    fiscal: ctx.fiscal,
    /** Where uploaded photos live, for main.ts's sweep. */
    uploads: ctx.uploads,
    /** Answers main.ts lets Node write before Hono sees the request (menu-fast-path.ts, page-fast-path.ts). */
    nodeFastPath: async () => {
      const headers = await securityHeaderValues();
      const menuAnswer = menuFastPath(menu, headers);
      const page = pages && renderedPageFastPath(pages, headers);
      return (req: IncomingMessage, res: ServerResponse, requestId: string) =>
        menuAnswer(req, res, requestId) || (!!page && page(req, res, requestId));
    },
  });
}

export type App = ReturnType<typeof createApp>;

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authRoutes } from './auth/auth-routes';
import { clientAddressMiddleware } from './http/client-address';
import type { AppEnv, Deps } from './http/context';
import { handleError } from './http/errors';
import { sessionMiddleware } from './http/guards';
import { createLimits } from './http/limits';
import { noStore } from './http/no-store';
import type { RouteTable } from './http/route-table';
import { sameOrigin } from './http/same-origin';
import { securityHeaderValues, securityHeaders } from './http/security-headers';
import { mountStatic, readShell } from './http/static';
import { accountRoutes } from './modules/account/routes';
import { adminMenuRoutes } from './modules/admin-menu/routes';
import { adminOrderRoutes } from './modules/admin-orders/routes';
import { appManifestRoutes } from './modules/app-manifest/routes';
import { couponRoutes } from './modules/coupons/routes';
import { customerOrderRoutes } from './modules/customer-orders/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { docsRoutes, type ApiOperation } from './modules/docs/openapi';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes } from './modules/health/routes';
import { createOrderEventHub } from './modules/live/order-event-hub';
import { liveRoutes } from './modules/live/routes';
import { createMailer } from './modules/mail/mailer';
import { createCachedMenu } from './modules/menu/cached-menu';
import { createMenuVersion } from './modules/menu/menu-version';
import { menuNotModified } from './modules/menu/not-modified';
import { createPageHints } from './modules/menu/page-hints';
import { menuRoutes } from './modules/menu/routes';
import { createOrderMailFeed } from './modules/orders/order-mail-feed';
import { orderRoutes } from './modules/orders/routes';
import { renderedPageFastPath } from './modules/pages/page-fast-path';
import { createRenderedPages } from './modules/pages/rendered-pages';
import { passwordRoutes } from './modules/password/routes';
import { stripePageCsp } from './modules/payments/csp';
import { createPaymentExpiry } from './modules/payments/payment-expiry';
import { logCertificateExpiry } from './modules/payments/pix-api/certificate-expiry';
import { pixPaymentsFromConfig } from './modules/payments/pix-charges';
import { PIX_WEBHOOK_PREFIX, pixRoutes } from './modules/payments/pix-routes';
import { createPixSweep } from './modules/payments/pix-sweep';
import { pixWebhookUrl } from './modules/payments/pix-webhook-registration';
import { paymentRoutes } from './modules/payments/routes';
import { stripeFromConfig } from './modules/payments/stripe-client';
import { profileRoutes } from './modules/profile/routes';
import { createPushFeed } from './modules/push/push-feed';
import { pushRoutes } from './modules/push/routes';
import { vapidKeysOnce } from './modules/push/vapid-keys';
import type { Ctx } from './modules/route-context';
import { storeRoutes } from './modules/store/routes';
import { storeServices } from './modules/store/service';
import { teamRoutes } from './modules/team/routes';
import { UPLOAD_PATH, uploadRoutes } from './modules/uploads/routes';
import { serveUploads } from './modules/uploads/serve-uploads';
import { uploadStorage } from './modules/uploads/storage';

/** Builds the whole application; testable in process with `app.request(...)`, no port needed. */
export function createApp(deps: Deps) {
  const menuVersion = createMenuVersion();
  const menu = createCachedMenu(deps.database, menuVersion, deps.logger, storeServices(deps.config), () =>
    deps.now().getTime(),
  );
  const limits = createLimits(deps.config, deps.database, deps.logger);
  const mail = createMailer(deps.database.db, deps.config, deps.logger);
  const orderMails = createOrderMailFeed({
    db: deps.database.db,
    mail,
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
  });
  // Order notifications in the browser, sent from the order events (docs/decisions/012-web-push.md).
  const pushKeys = vapidKeysOnce(deps.database.db);
  const pushFeed = createPushFeed({
    database: deps.database,
    keys: pushKeys,
    subject: deps.config.vapidSubject,
    publicUrl: deps.config.publicUrl,
    allowLocal: deps.config.PUSH_LOCAL_ENDPOINTS,
    logger: deps.logger,
  });
  // PIX confirmed by the bank: open charges are checked (and the webhook kept registered) in the background.
  const pix = pixPaymentsFromConfig(deps.config);
  const pixSweep =
    pix &&
    createPixSweep({
      db: deps.database.db,
      pix,
      logger: deps.logger,
      now: deps.now,
      // Only an address the bank can reach (PUBLIC_URL) is registered as the webhook.
      webhookUrl: deps.config.PUBLIC_URL ? pixWebhookUrl(deps.config.publicUrl, pix.webhookToken) : null,
    });
  pixSweep?.start();
  // Orders whose online payment never came are cancelled, giving back what they held.
  const paymentExpiry = createPaymentExpiry({
    db: deps.database.db,
    stripe: stripeFromConfig(deps.config),
    pix,
    logger: deps.logger,
    now: deps.now,
    intervalMs: 60_000,
  });
  paymentExpiry.start();
  if (pix) logCertificateExpiry(deps.config, deps.logger, deps.now());
  const ctx: Ctx = {
    ...deps,
    menuVersion,
    menu,
    live: createOrderEventHub(deps.database, deps.logger),
    limits,
    mail,
    orderMails,
    pix,
    push: { keys: pushKeys, feed: pushFeed },
    uploads: uploadStorage(deps.config),
  };
  const { config, auth, database, logger } = ctx;
  const app = new Hono<AppEnv>();

  app.onError((err, c) => handleError(err, c, logger));
  app.use('/pay/*', stripePageCsp);
  app.use('*', securityHeaders);

  const api = new Hono<AppEnv>();
  // What GET /api/docs describes: each route table's operations, as mounted under /api.
  const operations: ApiOperation[] = [];
  const mount = (routes: RouteTable) => {
    operations.push(...routes.operations.map((op) => ({ ...op, path: `/api${op.path}` })));
    api.route('/', routes.app);
  };
  // The public menu (GET only) answers before the other middleware: the body limit would build
  // the full Request object to look for a body a GET never has, the same-origin check only
  // looks at other methods, and the session lookup costs two database reads per signed-in
  // request the menu does not need (docs/decisions/004). Other methods on these paths still go through all.
  mount(menuRoutes(ctx));
  api.use('*', noStore);
  const smallBody = bodyLimit({
    maxSize: 256 * 1024,
    onError: (c) => c.json({ error: 'Requisição grande demais' }, 413),
  });
  // Image uploads carry their own, larger limit (modules/uploads/routes.ts).
  api.use('*', (c, next) => (c.req.path === `/api${UPLOAD_PATH}` ? next() : smallBody(c, next)));
  // The bank's PIX webhook is a server-to-server call with no cookies of ours (modules/payments/pix-routes.ts).
  const browserWrites = sameOrigin(config.publicUrl);
  api.use('*', (c, next) => (c.req.path.startsWith(PIX_WEBHOOK_PREFIX) ? next() : browserWrites(c, next)));
  api.use('*', clientAddressMiddleware(config.TRUST_PROXY));
  mount(authRoutes(ctx));

  mount(healthRoutes(ctx));
  // The OpenAPI description of everything under /api (modules/docs/openapi.ts).
  mount(docsRoutes(() => operations));
  api.use('*', sessionMiddleware(auth, database.db));
  mount(storeRoutes(ctx));
  mount(accountRoutes(ctx));
  mount(teamRoutes(ctx));
  mount(passwordRoutes(ctx));
  mount(profileRoutes(ctx));
  mount(customerOrderRoutes(ctx));
  mount(liveRoutes(ctx));
  mount(geoRoutes(ctx));
  mount(orderRoutes(ctx));
  mount(paymentRoutes(ctx));
  mount(pixRoutes(ctx));
  mount(adminMenuRoutes(ctx));
  mount(adminOrderRoutes(ctx));
  mount(uploadRoutes(ctx));
  mount(dashboardRoutes(ctx));
  mount(couponRoutes(ctx));
  mount(pushRoutes(ctx));
  api.all('*', (c) => c.json({ error: 'Rota não encontrada' }, 404));

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
    stop: async () => {
      await Promise.all([
        limits.stop(),
        ctx.live.stop(),
        orderMails.stop(),
        pixSweep?.stop(),
        pushFeed.stop(),
        paymentExpiry.stop(),
      ]);
      await mail.stop();
    },
    /** The email queue and the order emails' feed, for tests that wait on them. */
    mail,
    orderMails,
    /** The order notifications' feed, for tests that wait on it. */
    pushFeed,
    /** Cancels orders whose online payment never came; tests run a round with `runOnce`. */
    paymentExpiry,
    /** Where uploaded photos live, for main.ts's sweep. */
    uploads: ctx.uploads,
    /** Answers main.ts lets Node write before Hono sees the request (not-modified.ts, page-fast-path.ts). */
    nodeFastPath: async () => {
      const headers = await securityHeaderValues();
      const menu304 = menuNotModified(menu, headers);
      const page = pages && renderedPageFastPath(pages, headers);
      return (req: IncomingMessage, res: ServerResponse) => menu304(req, res) || (!!page && page(req, res));
    },
  });
}

export type App = ReturnType<typeof createApp>;

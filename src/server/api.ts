import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authRoutes } from './auth/auth-routes';
import { clientAddressMiddleware } from './http/client-address';
import type { AppEnv } from './http/context';
import { sessionMiddleware } from './http/guards';
import { BODY_LIMIT_BYTES, bodyReadFirst } from './http/json-body';
import { noStore } from './http/no-store';
import type { RouteTable } from './http/route-table';
import { sameOrigin } from './http/same-origin';
import { accountRoutes } from './modules/account/routes';
import { adminMenuRoutes } from './modules/admin-menu/routes';
import { adminOrderRoutes } from './modules/admin-orders/routes';
import { cashbackRoutes } from './modules/cashback/routes';
import { counterOrderRoutes } from './modules/counter-orders/routes';
import { couponRoutes } from './modules/coupons/routes';
import { courierRoutes } from './modules/couriers/routes';
import { customerOrderRoutes } from './modules/customer-orders/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { docsRoutes, type ApiOperation } from './modules/docs/openapi';
import { fiscalOrderRoutes, fiscalRoutes } from './modules/fiscal/routes';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes } from './modules/health/routes';
import { ifoodRoutes } from './modules/ifood/merchant-routes';
import { ifoodOrderRoutes } from './modules/ifood/order-routes';
import { kitchenRoutes } from './modules/kitchen/routes';
import { liveRoutes } from './modules/live/routes';
import { menuRoutes } from './modules/menu/routes';
import { orderEditRoutes } from './modules/order-edits/routes';
import { orderRoutes } from './modules/orders/routes';
import { passwordRoutes } from './modules/password/routes';
import { PIX_WEBHOOK_PREFIX, pixRoutes } from './modules/payments/pix-routes';
import { paymentRoutes } from './modules/payments/routes';
import { printerRoutes } from './modules/printing/routes';
import { profileRoutes } from './modules/profile/routes';
import { pushRoutes } from './modules/push/routes';
import { registerRoutes } from './modules/register/routes';
import { reportRoutes } from './modules/reports/routes';
import { adminReviewRoutes, reviewRoutes } from './modules/reviews/routes';
import type { Ctx } from './modules/route-context';
import { storeRoutes } from './modules/store/routes';
import { teamRoutes } from './modules/team/routes';
import { UPLOAD_PATH, uploadRoutes } from './modules/uploads/routes';
import { whatsappRoutes } from './modules/whatsapp/routes';
import { winBackRoutes } from './modules/win-back/routes';

/** Everything under /api: the module's route tables behind the middleware, in the order they must meet it. */
export function createApi(ctx: Ctx) {
  const { config, auth, database } = ctx;
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
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => c.json({ error: 'Requisição grande demais' }, 413),
  });
  // Image uploads carry their own, larger limit (modules/uploads/routes.ts); a JSON body Node
  // read first was within this one (http/json-body.ts).
  api.use('*', (c, next) => (c.req.path === `/api${UPLOAD_PATH}` || bodyReadFirst(c) ? next() : smallBody(c, next)));
  // The bank's PIX webhook is a server-to-server call with no cookies of ours (modules/payments/pix-routes.ts).
  const browserWrites = sameOrigin(config.publicUrl);
  api.use('*', (c, next) => (c.req.path.startsWith(PIX_WEBHOOK_PREFIX) ? next() : browserWrites(c, next)));
  api.use('*', clientAddressMiddleware(config.TRUST_PROXY));
  mount(authRoutes(ctx));

  mount(healthRoutes(ctx));
  // The OpenAPI description of everything under /api (modules/docs/openapi.ts).
  mount(docsRoutes(() => operations));
  api.use('*', sessionMiddleware(auth, database.db));
  for (const routes of [
    storeRoutes,
    accountRoutes,
    teamRoutes,
    passwordRoutes,
    profileRoutes,
    customerOrderRoutes,
    liveRoutes,
    geoRoutes,
    orderRoutes,
    paymentRoutes,
    pixRoutes,
    adminMenuRoutes,
    counterOrderRoutes,
    orderEditRoutes,
    adminOrderRoutes,
    uploadRoutes,
    dashboardRoutes,
    reportRoutes,
    couponRoutes,
    cashbackRoutes,
    winBackRoutes,
    printerRoutes,
    kitchenRoutes,
    courierRoutes,
    pushRoutes,
    registerRoutes,
    whatsappRoutes,
    ifoodRoutes,
    reviewRoutes,
    adminReviewRoutes,
    ifoodOrderRoutes,
    fiscalRoutes,
    fiscalOrderRoutes,
  ]) {
    mount(routes(ctx));
  }
  api.all('*', (c) => c.json({ error: 'Rota não encontrada' }, 404));
  return api;
}

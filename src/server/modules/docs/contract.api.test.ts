import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CHECKOUT_FORM, demoMenu, type DemoProduct } from '@server/testing/checkout-fixtures';
import { orsHandler, startFake, PAULISTA_CEP, viaCepHandler, type FakeService } from '@server/testing/fake-http';
import { createTestApp, type TestApp } from '@server/testing/harness';
import * as adminMenu from '@shared/contract/admin-menu';
import * as adminOrders from '@shared/contract/admin-orders';
import * as auth from '@shared/contract/auth';
import { healthResponseSchema, okResponseSchema, readinessResponseSchema } from '@shared/contract/common';
import * as coupons from '@shared/contract/coupons';
import { dashboardSummarySchema } from '@shared/contract/dashboard';
import { neighbourhoodListResponseSchema } from '@shared/contract/delivery-neighbourhoods';
import { cepAddressSchema, feePreviewResponseSchema } from '@shared/contract/geo';
import { ifoodSettingsResponseSchema } from '@shared/contract/ifood';
import { liveSummarySchema } from '@shared/contract/live';
import * as menu from '@shared/contract/menu';
import * as orders from '@shared/contract/orders';
import { paymentsConfigSchema } from '@shared/contract/payments';
import { profileViewSchema } from '@shared/contract/profile';
import * as push from '@shared/contract/push';
import * as register from '@shared/contract/register';
import { storeInfoSchema, storeSettingsResponseSchema } from '@shared/contract/store';
import { teamResponseSchema } from '@shared/contract/team';
import { whatsappSettingsResponseSchema } from '@shared/contract/whatsapp';
import { adminWinBackSchema, winBackTermsViewSchema } from '@shared/contract/win-back';
import { WIN_BACK_OFF } from '@shared/win-back';

// The web app types its answers with src/shared/contract and the routes type what they send
// with it; these tests check the real answers of the main endpoints against the same schemas,
// field for field: a field the contract does not declare fails too (docs/architecture.md#how-to-add-an-endpoint).

let t: TestApp;
let fakes: FakeService[];
let products: Record<string, DemoProduct>;
let admin: string;
let customer: string;

beforeAll(async () => {
  const ors = await startFake(orsHandler({ 'Avenida Paulista': { lat: -23.5614, lng: -46.6559 } }));
  const viacep = await startFake(viaCepHandler(PAULISTA_CEP));
  fakes = [ors, viacep];
  t = await createTestApp({
    seed: true,
    env: { ORS_API_KEY: 'ors-test-key', ORS_API_URL: ors.url, CEP_API_URL: viacep.url },
  });
  products = await demoMenu(t.db);
  admin = (await t.signUp(undefined, { admin: true })).cookie;
  customer = (await t.signUp()).cookie;
});
afterAll(async () => {
  await t.close();
  await Promise.all(fakes.map((f) => f.close()));
});

/** The answer, after checking its status and that the contract schema parses it to the very same value. */
async function conforms<S extends z.ZodType>(res: Response | Promise<Response>, schema: S, status = 200) {
  const r = await res;
  const body: unknown = await r.json();
  expect(r.status, JSON.stringify(body)).toBe(status);
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
  return parsed.data as z.output<S>;
}

const get = (path: string, cookie?: string) => t.request(path, { cookie });
const send = (method: string, path: string, json: unknown, cookie?: string) =>
  t.request(path, { method, json, cookie });

describe('public answers match the contract', () => {
  it('health, menu, search, product, store', async () => {
    await conforms(get('/api/health'), healthResponseSchema);
    await conforms(get('/api/health/ready'), readinessResponseSchema);
    const m = await conforms(get('/api/menu'), menu.publicMenuSchema);
    expect(m.products.length).toBeGreaterThan(0);
    const found = await conforms(get('/api/menu/search?q=esfiha'), menu.menuSearchResponseSchema);
    expect(found.length).toBeGreaterThan(0);
    const withOptions = m.products.find((p) => p.hasOptions)!;
    await conforms(get(`/api/products/${withOptions.id}`), menu.productDetailSchema);
    await conforms(get('/api/store'), storeInfoSchema);
  });

  it('me, admin setup, payments config, CEP, delivery fee', async () => {
    expect((await conforms(get('/api/me'), auth.meResponseSchema)).user).toBeNull();
    expect((await conforms(get('/api/me', customer), auth.meResponseSchema)).user).not.toBeNull();
    expect((await conforms(get('/api/me', admin), auth.meResponseSchema)).user?.isAdmin).toBe(true);
    await conforms(get('/api/admin-access/setup'), auth.adminSetupResponseSchema);
    await conforms(get('/api/payments/config'), paymentsConfigSchema);
    await conforms(get('/api/cep/01310100'), cepAddressSchema);
    const { name: _n, email: _e, phone: _p, paymentMethod: _m, change: _c, notes: _o, ...address } = CHECKOUT_FORM;
    const fee = await conforms(send('POST', '/api/delivery-fee', address), feePreviewResponseSchema);
    expect(fee.status).toBe('distance');
  });
});

describe('order answers match the contract', () => {
  it('place, view, list and administer an order', async () => {
    const kibe = products['Kibe Frito (6 unidades)']!;
    const placed = await conforms(
      send(
        'POST',
        '/api/orders',
        {
          form: CHECKOUT_FORM,
          items: [
            { productId: kibe.id, variationIds: [kibe.options.Acompanhamento!.variations.Homus!.id], quantity: 2 },
          ],
          idempotencyKey: randomUUID(),
        },
        customer,
      ),
      orders.placeOrderResultSchema,
      201,
    );
    const id = placed.order.id;
    await conforms(get(`/api/orders/${id}`, customer), orders.orderViewSchema);
    const page = await conforms(get('/api/customer/orders', customer), orders.customerOrderPageSchema);
    expect(page.orders.map((o) => o.id)).toContain(id);
    await conforms(get(`/api/customer/orders/${id}`, customer), orders.customerOrderSchema);

    const adminPage = await conforms(get('/api/admin/orders', admin), adminOrders.adminOrderPageSchema);
    expect(adminPage.orders.map((o) => o.id)).toContain(id);
    await conforms(get(`/api/admin/orders/${id}`, admin), adminOrders.adminOrderDetailSchema);
    const printed = await conforms(
      send('POST', `/api/admin/orders/${id}/print`, {}, admin),
      adminOrders.adminOrderDetailSchema,
    );
    expect(printed.history.length).toBeGreaterThan(0);
    await conforms(
      send('PUT', `/api/admin/orders/${id}/status`, { status: 'delivering' }, admin),
      adminOrders.adminOrderDetailSchema,
    );
    await conforms(get('/api/admin/dashboard', admin), dashboardSummarySchema);
    await conforms(get('/api/admin/live/summary', admin), liveSummarySchema);
    await conforms(get('/api/admin/whatsapp', admin), whatsappSettingsResponseSchema);
    await conforms(send('PUT', '/api/admin/whatsapp', { kinds: ['received'] }, admin), whatsappSettingsResponseSchema);
    // Configured, its answer is checked field for field in modules/ifood/merchant.api.test.ts.
    await conforms(get('/api/admin/ifood', admin), ifoodSettingsResponseSchema);
    await conforms(
      send('PUT', '/api/admin/ifood/settings', { pauseWithStore: false }, admin),
      ifoodSettingsResponseSchema,
    );
    await conforms(send('PUT', '/api/admin/win-back', WIN_BACK_OFF, admin), winBackTermsViewSchema);
    await conforms(get('/api/admin/win-back?from=2026-01-01&to=2026-01-31', admin), adminWinBackSchema);
  });
});

describe('account and admin answers match the contract', () => {
  it('profile', async () => {
    await conforms(get('/api/customer/profile', customer), profileViewSchema);
    const { paymentMethod: _m, change: _c, notes: _o, ...profile } = CHECKOUT_FORM;
    const me = (await conforms(get('/api/me', customer), auth.meResponseSchema)).user!;
    await conforms(send('PUT', '/api/customer/profile', { ...profile, email: me.email }, customer), profileViewSchema);
  });

  it('menu administration, store settings and team', async () => {
    const list = await conforms(get('/api/admin/products', admin), adminMenu.adminProductListSchema);
    await conforms(get(`/api/admin/products/${list[0]!.id}`, admin), adminMenu.adminProductDetailSchema);
    const categories = await conforms(get('/api/admin/categories', admin), adminMenu.adminCategoryListSchema);
    const created = await conforms(
      send('POST', '/api/admin/categories', { name: 'Sobremesas do contrato' }, admin),
      adminMenu.adminCategorySchema,
      201,
    );
    await conforms(
      send('PUT', `/api/admin/categories/${created.id}`, { name: 'Sobremesas', description: '' }, admin),
      adminMenu.categoryUpdateResponseSchema,
    );
    const product = await conforms(
      send(
        'POST',
        '/api/admin/products',
        {
          name: 'Pudim de leite',
          priceCents: 1500,
          categoryId: categories[0]!.id,
          options: [{ title: 'Calda', variations: [{ name: 'Caramelo', priceCents: 0 }] }],
        },
        admin,
      ),
      adminMenu.adminProductDetailSchema,
      201,
    );
    // menu order and 'Esgotado hoje' (docs/product.md#menu-order, #sold-out-today)
    const marked = await conforms(
      send('PUT', `/api/admin/products/${product.id}/sold-out`, { soldOut: true }, admin),
      adminMenu.soldOutResponseSchema,
    );
    expect(marked.soldOutUntil).not.toBeNull();
    const variation = product.options[0]!.variations[0]!;
    await conforms(
      send('PUT', `/api/admin/variations/${variation.id}/sold-out`, { soldOut: false }, admin),
      adminMenu.soldOutResponseSchema,
    );
    await conforms(get(`/api/admin/products/${product.id}`, admin), adminMenu.adminProductDetailSchema);
    await conforms(
      send('PUT', '/api/admin/categories/order', { ids: [created.id, ...categories.map((c) => c.id)] }, admin),
      okResponseSchema,
    );
    const inFirst = (await conforms(get('/api/admin/products', admin), adminMenu.adminProductListSchema)).filter(
      (p) => p.categoryId === categories[0]!.id,
    );
    await conforms(
      send(
        'PUT',
        '/api/admin/products/order',
        { categoryId: categories[0]!.id, ids: inFirst.map((p) => p.id).reverse() },
        admin,
      ),
      okResponseSchema,
    );
    await conforms(
      t.request(`/api/admin/products/${product.id}`, { method: 'DELETE', cookie: admin }),
      okResponseSchema,
    );

    await conforms(get('/api/admin/store', admin), storeSettingsResponseSchema);
    await conforms(send('PUT', '/api/admin/store', { deliveryTime: '40-50 min' }, admin), storeSettingsResponseSchema);
    await conforms(
      send(
        'PUT',
        '/api/admin/delivery-neighbourhoods',
        {
          neighbourhoods: [
            { name: 'Sé', feeCents: 500, served: true, cepRanges: [{ from: '01001000', to: '01009999' }] },
          ],
        },
        admin,
      ),
      neighbourhoodListResponseSchema,
    );
    await conforms(get('/api/admin/delivery-neighbourhoods', admin), neighbourhoodListResponseSchema);
    await conforms(get('/api/admin/team', admin), teamResponseSchema);

    // 'Cupons' (docs/product.md#coupons), and a quote with a coupon applied and one refused.
    const coupon = await conforms(
      send('POST', '/api/admin/coupons', { code: 'contrato10', kind: 'percent', percentOff: 10, maxUses: 5 }, admin),
      coupons.adminCouponSchema,
      201,
    );
    await conforms(get('/api/admin/coupons', admin), coupons.adminCouponListSchema);
    await conforms(
      send(
        'PUT',
        `/api/admin/coupons/${coupon.id}`,
        { code: 'CONTRATO10', kind: 'amount', amountOffCents: 500 },
        admin,
      ),
      coupons.adminCouponSchema,
    );
    await conforms(
      send('PUT', `/api/admin/coupons/${coupon.id}/active`, { active: true }, admin),
      coupons.adminCouponSchema,
    );
    const kibe = products['Kibe Frito (6 unidades)']!;
    const line = { productId: kibe.id, variationIds: [kibe.options.Acompanhamento!.variations.Homus!.id], quantity: 1 };
    for (const couponCode of ['contrato10', 'NENHUM'])
      await conforms(send('POST', '/api/orders/quote', { items: [line], couponCode }), orders.orderQuoteSchema);
    await conforms(
      send('DELETE', `/api/admin/coupons/${coupon.id}`, undefined, admin),
      coupons.couponDeleteResponseSchema,
    );
  });
});

describe('order notifications match the contract', () => {
  it('the VAPID key, subscribing a browser and unsubscribing it', async () => {
    await conforms(get('/api/push/key'), push.pushKeyResponseSchema);
    const browserKey = createECDH('prime256v1');
    browserKey.generateKeys();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/contrato';
    const keys = { p256dh: browserKey.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
    const subscribed = send('POST', '/api/push/subscriptions', { endpoint, keys }, customer);
    await conforms(subscribed, push.pushSubscribedResponseSchema, 201);
    await conforms(send('DELETE', '/api/push/subscriptions', { endpoint }, customer), okResponseSchema);
  });
});

describe('the cash register matches the contract', () => {
  it("'Caixa': open, a sangria, the close, the history and the settings", async () => {
    await conforms(get('/api/admin/register', admin), register.currentRegisterSchema);
    const opened = await conforms(
      send('POST', '/api/admin/register', { floatCents: 10_000 }, admin),
      register.currentRegisterSchema,
      201,
    );
    const id = opened.register!.id;
    await conforms(
      send(
        'POST',
        `/api/admin/register/${id}/movements`,
        { kind: 'withdrawal', amountCents: 500, reason: 'Gás' },
        admin,
      ),
      register.currentRegisterSchema,
      201,
    );
    await conforms(
      send('POST', `/api/admin/register/${id}/close`, { countedCents: { cash: 9_500, credit_card: 0, pix: 0 } }, admin),
      register.closedRegisterSchema,
    );
    await conforms(get('/api/admin/register/history', admin), register.registerHistoryPageSchema);
    await conforms(get(`/api/admin/register/history/${id}`, admin), register.closedRegisterSchema);
    await conforms(
      send('PUT', '/api/admin/register/settings', { blindClose: false }, admin),
      register.registerSettingsViewSchema,
    );
    await conforms(get('/api/admin/register/settings', admin), register.registerSettingsViewSchema);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type Permission, type StaffRole } from '@shared/staff-roles';
import { createTestApp, type TestApp } from '../testing/harness';

// The role matrix (docs/product.md#staff-roles, docs/security.md): every staff route, with the
// permission this test says it needs, called by each role. Written out here rather than read from
// the route tables, so a route whose declared permission drifts fails; and every staff route the
// app registers must be listed, so a new one cannot escape.

const ROUTES: Record<string, Permission> = {
  'GET /api/admin/dashboard': 'reports',
  'GET /api/admin/reports': 'reports',
  'GET /api/admin/reports/:file': 'reports',
  'GET /api/admin/products': 'menu',
  'GET /api/admin/products/:id': 'menu',
  'POST /api/admin/products': 'menu',
  'PUT /api/admin/products/order': 'menu',
  'PUT /api/admin/products/:id': 'menu',
  'PUT /api/admin/products/:id/sold-out': 'menu',
  'PUT /api/admin/variations/:id/sold-out': 'menu',
  'DELETE /api/admin/products/:id': 'menu',
  'GET /api/admin/categories': 'menu',
  'PUT /api/admin/categories/order': 'menu',
  'POST /api/admin/categories': 'menu',
  'PUT /api/admin/categories/:id': 'menu',
  'DELETE /api/admin/categories/:id': 'menu',
  'GET /api/admin/coupons': 'menu',
  'POST /api/admin/coupons': 'menu',
  'PUT /api/admin/coupons/:id': 'menu',
  'PUT /api/admin/coupons/:id/active': 'menu',
  'DELETE /api/admin/coupons/:id': 'menu',
  'GET /api/admin/cashback': 'settings',
  'PUT /api/admin/cashback': 'settings',
  'GET /api/admin/win-back': 'settings',
  'PUT /api/admin/win-back': 'settings',
  'GET /api/admin/whatsapp': 'settings',
  'PUT /api/admin/whatsapp': 'settings',
  'GET /api/admin/ifood': 'settings',
  'PUT /api/admin/ifood/settings': 'settings',
  'GET /api/admin/reviews': 'reports',
  'POST /api/admin/reviews/:id/reply': 'reports',
  'PUT /api/admin/reviews/settings': 'settings',
  'GET /api/admin/fiscal/settings': 'fiscal',
  'PUT /api/admin/fiscal/settings': 'fiscal',
  'GET /api/admin/fiscal/orders/:id': 'orders',
  'POST /api/admin/fiscal/orders/:id/retry': 'orders',
  'POST /api/admin/fiscal/orders/:id/print': 'orders',
  'POST /api/admin/fiscal/orders/:id/cancel': 'orders',
  'GET /api/admin/fiscal/notes': 'fiscal',
  'GET /api/admin/fiscal/notes.zip': 'fiscal',
  'GET /api/admin/fiscal/voids': 'fiscal',
  'POST /api/admin/fiscal/voids': 'fiscal',
  'GET /api/admin/orders/:id/ifood/cancellation-reasons': 'orders',
  'POST /api/admin/orders/:id/ifood/cancellation': 'orders',
  'POST /api/admin/orders/:id/ifood/dispute': 'orders',
  'POST /api/admin/uploads': 'menu',
  'GET /api/admin/orders': 'orders',
  'POST /api/admin/orders': 'orders',
  'POST /api/admin/orders/quote': 'orders',
  'GET /api/admin/customers': 'orders',
  'GET /api/admin/orders/scheduled': 'orders',
  'GET /api/admin/orders/:id': 'orders',
  'PUT /api/admin/orders/:id/status': 'orders',
  'POST /api/admin/orders/:id/payment/confirm': 'orders',
  'POST /api/admin/orders/:id/payment/refund': 'refunds',
  'POST /api/admin/orders/:id/print': 'orders',
  'POST /api/admin/orders/:id/tickets': 'orders',
  'POST /api/admin/orders/:id/edit/quote': 'orders',
  'POST /api/admin/orders/:id/edit': 'orders',
  'GET /api/admin/printers/status': 'orders',
  'GET /api/admin/kitchen': 'orders',
  'POST /api/admin/kitchen/items/:id/ready': 'orders',
  'GET /api/admin/live/summary': 'orders',
  'GET /api/admin/events': 'orders',
  'GET /api/admin/store': 'settings',
  'PUT /api/admin/store': 'settings',
  'PUT /api/admin/store/address': 'settings',
  'GET /api/admin/delivery-neighbourhoods': 'settings',
  'PUT /api/admin/delivery-neighbourhoods': 'settings',
  'GET /api/admin/printers': 'settings',
  'POST /api/admin/printers': 'settings',
  'PUT /api/admin/printers/:id': 'settings',
  'DELETE /api/admin/printers/:id': 'settings',
  'POST /api/admin/printers/:id/test': 'settings',
  'GET /api/admin/kitchen/settings': 'settings',
  'PUT /api/admin/kitchen/settings': 'settings',
  'GET /api/admin/couriers': 'orders',
  'POST /api/admin/couriers': 'settings',
  'GET /api/admin/couriers/accounts': 'settings',
  'GET /api/admin/my-deliveries': 'deliveries',
  'POST /api/admin/my-deliveries/:id/delivered': 'deliveries',
  'PUT /api/admin/couriers/:id': 'settings',
  'POST /api/admin/couriers/:id/link': 'orders',
  'DELETE /api/admin/couriers/:id/link': 'orders',
  'GET /api/admin/deliveries': 'orders',
  'POST /api/admin/deliveries': 'orders',
  'GET /api/admin/couriers/:id/settlement': 'register',
  'POST /api/admin/couriers/:id/settlements': 'register',
  'GET /api/admin/couriers/:id/settlements': 'register',
  'GET /api/admin/register': 'register',
  'POST /api/admin/register': 'register',
  'POST /api/admin/register/:id/movements': 'register',
  'POST /api/admin/register/:id/close': 'register',
  'GET /api/admin/register/history': 'register',
  'GET /api/admin/register/history/:id': 'register',
  'GET /api/admin/register/settings': 'register',
  'PUT /api/admin/register/settings': 'settings',
  'GET /api/admin/team': 'team',
  'POST /api/admin/team/requests/:id': 'team',
  'PUT /api/admin/team/members/:id/role': 'team',
  'DELETE /api/admin/team/members/:id': 'team',
};

/** Who holds each permission, as the product describes the roles. */
const HOLDERS: Record<Permission, StaffRole[]> = {
  orders: ['owner', 'manager', 'attendant'],
  register: ['owner', 'manager', 'attendant'],
  'register-figures': ['owner', 'manager'],
  reports: ['owner', 'manager'],
  menu: ['owner', 'manager'],
  settings: ['owner', 'manager'],
  'payment-settings': ['owner'],
  team: ['owner'],
  refunds: ['owner', 'manager'],
  discounts: ['owner', 'manager'],
  deliveries: ['courier'],
  fiscal: ['owner'],
};

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, SAMPLE_ID);

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  const accounts = await Promise.all(STAFF_ROLES.map((role) => t.signUp(undefined, { role })));
  STAFF_ROLES.forEach((role, i) => (cookies[role] = accounts[i]!.cookie));
}, 60_000);
afterAll(() => t.close());

async function call(key: string, cookie: string): Promise<number> {
  const [method, path] = key.split(' ') as [string, string];
  const res = await t.request(concrete(path), {
    method,
    cookie,
    ...(method === 'GET' ? {} : { json: {} }),
  });
  await res.body?.cancel(); // the live stream stays open otherwise
  return res.status;
}

describe('role matrix', () => {
  it('lists every staff route the app registers', () => {
    const registered = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/admin/'))
        .map((r) => `${r.method} ${r.path}`),
    );
    expect([...registered].filter((r) => !(r in ROUTES)).sort()).toEqual([]);
    expect(Object.keys(ROUTES).filter((r) => !registered.has(r))).toEqual([]);
  });

  it.each(STAFF_ROLES)('lets %s call what its role allows, and refuses the rest with 403', async (role) => {
    const failures: string[] = [];
    for (const [key, permission] of Object.entries(ROUTES)) {
      const status = await call(key, cookies[role]);
      const allowed = HOLDERS[permission].includes(role);
      if (allowed ? status === 403 || status >= 500 : status !== 403) failures.push(`${key} → ${status}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses a manager's change of the PIX key, and accepts the rest of the settings", async () => {
    const save = (cookie: string, json: object) => t.request('/api/admin/store', { method: 'PUT', cookie, json });
    const pix = await save(cookies.manager, { pixKey: 'gerente@pix.com' });
    expect(pix.status).toBe(403);
    expect((await pix.json()).error).toBe('Acesso negado: o perfil Gerente não permite esta ação.');
    const current = await (await t.request('/api/admin/store', { cookie: cookies.manager })).json();
    const whole = await save(cookies.manager, { ...current, description: 'Esfihas abertas' });
    expect(whole.status).toBe(200);
    expect((await whole.json()).description).toBe('Esfihas abertas');
    expect((await save(cookies.owner, { pixKey: 'dono@pix.com' })).status).toBe(200);
  });
});

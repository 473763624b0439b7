import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orsHandler, startFake, type FakeService } from '@server/testing/fake-http';
import { createTestApp, type TestApp } from '@server/testing/harness';
import type { StoreSettings } from '@shared/schemas/store';

let t: TestApp;
let admin: string;
let ors: FakeService;

beforeAll(async () => {
  ors = await startFake(orsHandler({ 'Rua Augusta': { lat: -23.5558, lng: -46.6623 } }));
  t = await createTestApp({ seed: true, env: { ORS_API_URL: ors.url, ORS_API_KEY: 'ors-test-key' } });
  admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
});
afterAll(async () => {
  await t.close();
  await ors.close();
});

const save = (json: unknown, app = t, cookie = admin) =>
  app.request('/api/admin/store', { method: 'PUT', cookie, json });
const saveAddress = (address: string, app = t, cookie = admin) =>
  app.request('/api/admin/store/address', { method: 'PUT', cookie, json: { address } });

describe('PUT /api/admin/store', () => {
  it('saving one tab changes only the fields sent', async () => {
    await save({
      pixKey: 'loja@exemplo.com',
      deliveryTime: '40-50 min',
      openingHours: [{ day: 1, open: '11:00', close: '23:00' }],
    });
    const res = await save({ name: 'Casa Nova', cuisineType: 'Árabe' });
    expect(res.status).toBe(200);
    const s = (await res.json()) as StoreSettings;
    expect(s).toMatchObject({
      name: 'Casa Nova',
      cuisineType: 'Árabe',
      pixKey: 'loja@exemplo.com',
      deliveryTime: '40-50 min',
    });
    expect(s.openingHours).toHaveLength(1);
  });

  it('refuses bad settings with the settings form messages', async () => {
    for (const [body, message] of [
      [{ name: 'A' }, 'Nome da loja é obrigatório'],
      [{ cuisineType: '' }, 'Tipo de culinária é obrigatório'],
      [{ deliveryFeeCents: -1 }, 'Taxa de entrega não pode ser negativa'],
      [{ minOrderCents: -100 }, 'Pedido mínimo não pode ser negativo'],
    ] as const) {
      const res = await save(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
  });
});

describe('the logo and the banner', () => {
  const upload = '/uploads/0b7e6f1c-2a3d-4e5f-8a9b-0c1d2e3f4a5b.webp';
  const images = async () => {
    const s = (await (await t.request('/api/admin/store', { cookie: admin })).json()) as StoreSettings;
    return { logoUrl: s.logoUrl, bannerUrl: s.bannerUrl };
  };

  it("refuses anything but the store's own images and https URLs, and keeps the saved ones", async () => {
    const before = await images();
    for (const url of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://exemplo.com/logo.png',
      '//exemplo.com/logo.png',
      '/api/auth/sign-out',
      '/uploads/../auth-secret',
      '/uploads/logo.html',
      'https://',
    ]) {
      for (const field of ['logoUrl', 'bannerUrl']) {
        const res = await save({ [field]: url });
        expect([url, res.status, (await res.json()).error]).toEqual([url, 400, 'URL da imagem inválida.']);
      }
    }
    expect(await images()).toEqual(before);
  });

  it('saves an upload, an https URL, the demo art, or none', async () => {
    for (const [logoUrl, bannerUrl] of [
      [upload, 'https://cdn.exemplo.com/banner.jpg?v=2'],
      ['/images/store/logo.webp', '/images/store/banner.webp'],
      [null, null],
    ]) {
      const res = await save({ logoUrl, bannerUrl });
      expect(res.status).toBe(200);
      expect(await images()).toEqual({ logoUrl, bannerUrl });
    }
  });
});

describe('PUT /api/admin/store/address', () => {
  it('geocodes with the server provider and saves address and coordinates', async () => {
    const res = await saveAddress('Rua Augusta, 1500, São Paulo');
    expect(res.status).toBe(200);
    expect((await res.json()) as StoreSettings).toMatchObject({
      address: 'Rua Augusta, 1500, São Paulo',
      lat: -23.5558,
      lng: -46.6623,
    });
    expect((await (await t.request('/api/store')).json()) as StoreSettings).toMatchObject({ lat: -23.5558 });
  });

  it('answers the store address messages: empty, not found, provider failing, provider not configured', async () => {
    const empty = await saveAddress('  ');
    expect([empty.status, (await empty.json()).error]).toEqual([400, 'Digite o endereço.']);
    const missing = await saveAddress('Rua Inexistente, 1');
    expect([missing.status, (await missing.json()).error]).toEqual([404, 'Endereço não encontrado']);

    const broken = await createTestApp({ env: { ORS_API_URL: ors.url, ORS_API_KEY: 'wrong-key' } });
    const bAdmin = (await broken.signUp('a@exemplo.com', { admin: true })).cookie;
    const failing = await saveAddress('Rua Augusta, 1', broken, bAdmin);
    expect([failing.status, (await failing.json()).error]).toEqual([502, 'Erro ao buscar coordenadas']);
    await broken.close();

    const bare = await createTestApp();
    const bareAdmin = (await bare.signUp('b@exemplo.com', { admin: true })).cookie;
    const unconfigured = await saveAddress('Rua Augusta, 1', bare, bareAdmin);
    expect(unconfigured.status).toBe(503);
    expect((await unconfigured.json()).error).toMatch(/ORS_API_KEY/);
    // Coordinates can still be typed in.
    const typed = await save({ address: 'Rua Augusta, 1', lat: -23.5, lng: -46.6 }, bare, bareAdmin);
    expect((await typed.json()) as StoreSettings).toMatchObject({ lat: -23.5, lng: -46.6 });
    await bare.close();
  });
});

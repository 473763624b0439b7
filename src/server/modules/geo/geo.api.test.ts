import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeInfo } from '@server/db/schema';
import { orsHandler, PAULISTA_CEP, startFake, type FakeService } from '@server/testing/fake-http';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { ADDRESS_NOT_FOUND_MESSAGE } from '@shared/delivery';

const VIACEP: Record<string, unknown> = { ...PAULISTA_CEP, '99999999': { erro: 'true' } };

let viacep: FakeService;
let ors: FakeService;
let t: TestApp;

const address = {
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  zipCode: '01310-100',
};
const preview = async (a: Record<string, string>, app = t) => {
  const r = await app.request('/api/delivery-fee', { method: 'POST', json: a });
  return { status: r.status, body: await r.json() };
};

beforeAll(async () => {
  viacep = await startFake((call) => {
    const cep = call.path.split('/')[1] ?? '';
    if (cep === '50000000') return { status: 500, json: {} };
    return VIACEP[cep] ? { json: VIACEP[cep] } : { status: 400, json: {} };
  });
  ors = await startFake(
    orsHandler({
      'Avenida Paulista': { lat: -23.5614, lng: -46.6559 },
      'Rua Vergueiro': { lat: -23.5873, lng: -46.6393 },
      Santos: { lat: -23.9608, lng: -46.3336 },
    }),
  );
  t = await createTestApp({
    seed: true,
    env: { CEP_API_URL: viacep.url, ORS_API_URL: ors.url, ORS_API_KEY: 'ors-test-key' },
  });
});
afterAll(async () => {
  await t.close();
  await viacep.close();
  await ors.close();
});

describe('CEP lookup', () => {
  it('fills street, neighbourhood, city and state from the provider', async () => {
    const res = await t.request('/api/cep/01310-100');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(viacep.calls.at(-1)!.path).toBe('/01310100/json/');
  });

  it('says when the CEP does not exist or is malformed', async () => {
    const missing = await t.request('/api/cep/99999-999');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe('CEP não encontrado');
    expect((await t.request('/api/cep/123')).status).toBe(400);
  });

  it('looks up only a CEP of 8 digits, never the first 8 of a longer one', async () => {
    const asked = viacep.calls.length;
    for (const cep of ['013101000', '01310-1000', 'x01310100', '0131-0100']) {
      const res = await t.request(`/api/cep/${cep}`);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('CEP inválido');
    }
    expect(viacep.calls.length).toBe(asked);
  });

  it('answers 503 with a message when the provider fails or cannot be reached, never 500', async () => {
    const down = await t.request('/api/cep/50000-000');
    expect(down.status).toBe(503);
    expect((await down.json()).error).toBe('Não foi possível buscar o CEP agora. Preencha o endereço.');
    const offline = await createTestApp({ env: { CEP_API_URL: 'http://127.0.0.1:9' } });
    expect((await offline.request('/api/cep/01310-100')).status).toBe(503);
    await offline.close();
  });
});

describe('delivery fee preview', () => {
  it('charges by straight-line distance with the store tiers', async () => {
    expect(await preview(address)).toEqual({
      status: 200,
      body: { status: 'distance', feeCents: 500, distanceKm: 0.57, message: null },
    });
    const far = await preview({ ...address, street: 'Rua Vergueiro', number: '3000' });
    expect(far.body).toMatchObject({ status: 'distance', feeCents: 600 });
  });

  it('out of area keeps the fixed fee and says why', async () => {
    const res = await preview({ ...address, street: 'Avenida Ana Costa', city: 'Santos' });
    expect(res.body).toMatchObject({
      status: 'out_of_area',
      feeCents: 599,
      message: 'Este endereço está fora da área de entrega desta loja (limite de 10 km).',
    });
  });

  it('an address the provider cannot find asks for a fuller one (the order would be refused)', async () => {
    const res = await preview({ ...address, street: 'Rua Que Não Existe' });
    expect(res.body).toEqual({
      status: 'not_found',
      feeCents: 599,
      distanceKm: null,
      message: ADDRESS_NOT_FOUND_MESSAGE,
    });
  });

  it('asks the provider once per address (cached)', async () => {
    const before = ors.calls.length;
    await preview({ ...address, number: '2000' });
    await preview({ ...address, number: '2000' });
    expect(ors.calls.length).toBe(before + 1);
  });

  it('with no provider or no store coordinates, the fixed fee applies', async () => {
    const noKey = await createTestApp({ seed: true });
    expect((await preview(address, noKey)).body).toEqual({
      status: 'fixed',
      feeCents: 599,
      distanceKm: null,
      message: null,
    });
    await noKey.close();
    await t.db.update(storeInfo).set({ lat: null });
    expect((await preview(address)).body.status).toBe('fixed');
    await t.db.update(storeInfo).set({ lat: -23.5574 });
  });

  it('a provider that fails gives the fallback message, not an error', async () => {
    const broken = await createTestApp({ seed: true, env: { ORS_API_URL: ors.url, ORS_API_KEY: 'wrong-key' } });
    expect((await preview(address, broken)).body).toMatchObject({
      status: 'unavailable',
      feeCents: 599,
      message: 'Não foi possível calcular entrega.',
    });
    await broken.close();
  });

  it('validates the address with the shared schema pt-BR messages', async () => {
    expect(await preview({ ...address, street: '' })).toEqual({
      status: 400,
      body: { error: 'Endereço é obrigatório', code: 'invalid' },
    });
  });
});

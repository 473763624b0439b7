import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePixApi, type FakePixApi } from '@server/testing/fake-pix-api';
import { createPixApiClient, type PixApiClientOptions } from './client';
import { PixApiError } from './types';

// The API Pix client against the fake bank (docs/decisions/008-pix-api-provider.md), over real
// mutual TLS: what it sends, what it reads back in our terms, and how refusals come out.

let bank: FakePixApi;
let bare: FakePixApi;

beforeAll(async () => {
  [bank, bare] = await Promise.all([startFakePixApi({ tokenSeconds: 300 }), startFakePixApi({ omitCopiaECola: true })]);
});
afterAll(() => Promise.all([bank.close(), bare.close()]));

const clientOf = (b: FakePixApi, extra: Partial<PixApiClientOptions> = {}) =>
  createPixApiClient({
    apiUrl: b.env.PIX_API_URL,
    tokenUrl: b.env.PIX_TOKEN_URL,
    clientId: b.clientId,
    clientSecret: b.clientSecret,
    chave: b.chave,
    identity: { cert: b.certs.client.cert, key: b.certs.client.key },
    ca: b.certs.ca.cert,
    ...extra,
  });
const txid = () => crypto.randomUUID().replaceAll('-', '');
const charge = { amountCents: 5790, expirySeconds: 1800, description: 'Pedido #3f2a91c0 - Casa da Esfiha' };
const tokenCalls = (b: FakePixApi) => b.calls.filter((c) => c.path === '/oauth/token').length;

async function refusalOf(p: Promise<unknown>): Promise<PixApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PixApiError);
  return err as PixApiError;
}

describe('charges', () => {
  it('creates a charge for the exact amount and reads it back in cents and Dates', async () => {
    const pix = clientOf(bank);
    const id = txid();
    const cob = await pix.createCharge(id, charge);
    const put = bank.calls.find((c) => c.method === 'PUT' && c.path.endsWith(id))!;
    expect(JSON.parse(put.body)).toEqual({
      calendario: { expiracao: 1800 },
      valor: { original: '57.90' },
      chave: bank.chave,
      solicitacaoPagador: 'Pedido #3f2a91c0 - Casa da Esfiha',
    });
    expect(cob).toEqual({
      txid: id,
      status: 'ATIVA',
      createdAt: new Date(bank.charges.get(id)!.criacao),
      expirySeconds: 1800,
      amountCents: 5790,
      chave: bank.chave,
      location: bank.charges.get(id)!.location,
      pixCopiaECola: bank.charges.get(id)!.pixCopiaECola,
      pix: [],
    });
    expect(await pix.getCharge(id)).toEqual(cob);
  });

  it('writes and reads amounts digit by digit', async () => {
    const pix = clientOf(bank);
    for (const [cents, text] of [
      [5, '0.05'],
      [100, '1.00'],
      [123456, '1234.56'],
      [1999_99, '1999.99'],
    ] as const) {
      const id = txid();
      const cob = await pix.createCharge(id, { ...charge, amountCents: cents });
      expect(bank.charges.get(id)!.original).toBe(text);
      expect(cob.amountCents).toBe(cents);
    }
  });

  it('reads a paid charge with its payment', async () => {
    const pix = clientOf(bank);
    const id = txid();
    await pix.createCharge(id, charge);
    const paid = await bank.pay(id, { notify: false });
    expect(await pix.getCharge(id)).toMatchObject({
      status: 'CONCLUIDA',
      pix: [
        { endToEndId: paid.endToEndId, txid: id, amountCents: 5790, chave: bank.chave, paidAt: new Date(paid.horario) },
      ],
    });
  });

  it('withdraws a charge; the bank refusing to withdraw it twice comes out as its problem', async () => {
    const pix = clientOf(bank);
    const id = txid();
    await pix.createCharge(id, charge);
    expect((await pix.removeCharge(id)).status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    const again = await refusalOf(pix.removeCharge(id));
    expect([again.status, again.type, again.retryable]).toEqual([
      400,
      'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida',
      false,
    ]);
    const unknown = await refusalOf(pix.getCharge(txid()));
    expect([unknown.status, unknown.type]).toEqual([404, 'https://pix.bcb.gov.br/api/v2/error/CobNaoEncontrado']);
    const invalid = await refusalOf(pix.createCharge(txid(), { ...charge, amountCents: 0 }));
    expect(invalid.message).toContain('cob.valor.original');
  });

  it('leaves pixCopiaECola null when the bank sends only the location', async () => {
    const cob = await clientOf(bare).createCharge(txid(), charge);
    expect(cob.pixCopiaECola).toBeNull();
    expect(cob.location).toMatch(/^pix\.example\.com\/qr\/v2\/[0-9a-f]{32}$/);
  });
});

describe('webhook and received payments', () => {
  it('registers the webhook on our key and reads it back (null before)', async () => {
    const pix = clientOf(bare);
    expect(await pix.webhookUrl()).toBeNull();
    await pix.registerWebhook('https://pedidos.exemplo.com/api/payments/pix/webhook/segredo');
    expect(await pix.webhookUrl()).toBe('https://pedidos.exemplo.com/api/payments/pix/webhook/segredo');
    expect(bare.webhookUrl).toBe('https://pedidos.exemplo.com/api/payments/pix/webhook/segredo');
  });

  it('lists every page of what was received', async () => {
    const pix = clientOf(bare, { pageSize: 2 });
    const from = new Date(Date.now() - 1000);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = txid();
      await pix.createCharge(id, { ...charge, amountCents: 100 + i });
      await bare.pay(id, { notify: false });
      ids.push(id);
    }
    const before = bare.calls.length;
    const received = await pix.received(from, new Date(Date.now() + 1000));
    expect(received.map((p) => p.txid).sort()).toEqual([...ids].sort());
    expect(received.map((p) => p.amountCents).sort()).toEqual([100, 101, 102, 103, 104]);
    expect(bare.calls.slice(before).filter((c) => c.path.endsWith('/pix'))).toHaveLength(3);
  });
});

describe('tokens', () => {
  it('asks once for a token, again a minute before it expires, and once more when the bank revokes it', async () => {
    let clock = Date.now();
    const pix = clientOf(bank, { now: () => new Date(clock) });
    const start = tokenCalls(bank);
    const id = txid();
    await pix.createCharge(id, charge);
    await pix.getCharge(id);
    await pix.getCharge(id);
    expect(tokenCalls(bank) - start).toBe(1);
    const form = new URLSearchParams(bank.calls.filter((c) => c.path === '/oauth/token').at(-1)!.body);
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('scope')?.split(' ')).toEqual([
      'cob.write',
      'cob.read',
      'webhook.write',
      'webhook.read',
      'pix.read',
    ]);

    clock += 241_000; // 300 s token: renewed from 240 s on
    await pix.getCharge(id);
    expect(tokenCalls(bank) - start).toBe(2);

    bank.revokeTokens();
    expect((await pix.getCharge(id)).txid).toBe(id);
    expect(tokenCalls(bank) - start).toBe(3);
    expect(bank.calls.slice(-3).map((c) => c.path.replace(/.*\//, ''))).toEqual([id, 'token', id]);
  });

  it('refused credentials come out as a 401 that names no secret', async () => {
    const err = await refusalOf(clientOf(bank, { clientSecret: 'wrong-secret' }).getCharge(txid()));
    expect([err.status, err.type, err.retryable]).toEqual([401, 'invalid_client', false]);
    expect(err.message).not.toContain('wrong-secret');
  });
});

describe('when the bank cannot be reached or trusted', () => {
  it('a 503 is retryable and the next call goes through', async () => {
    const pix = clientOf(bank);
    const id = txid();
    await pix.createCharge(id, charge);
    bank.unavailable(1);
    const err = await refusalOf(pix.getCharge(id));
    expect([err.status, err.retryable]).toEqual([503, true]);
    expect((await pix.getCharge(id)).txid).toBe(id);
  });

  it('refuses a server certificate it cannot verify, and the bank refuses a certificate it did not issue', async () => {
    const untrusting = await refusalOf(clientOf(bank, { ca: undefined }).getCharge(txid()));
    expect(untrusting.status).toBe(0);
    expect(untrusting.message).toMatch(/certificate/i);
    const stranger = clientOf(bank, { identity: { cert: bank.certs.stranger.cert, key: bank.certs.stranger.key } });
    expect((await refusalOf(stranger.getCharge(txid()))).status).toBe(0);
  });

  it('gives up after the timeout when the bank does not answer', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as { port: number }).port;
    const started = Date.now();
    const err = await refusalOf(
      clientOf(bank, { tokenUrl: `https://127.0.0.1:${port}/oauth/token`, timeoutMs: 300 }).getCharge(txid()),
    );
    expect([err.status, err.retryable]).toEqual([0, true]);
    expect(Date.now() - started).toBeLessThan(3000);
    sockets.forEach((s) => s.destroy());
    await new Promise<void>((r) => silent.close(() => r()));
  });
});

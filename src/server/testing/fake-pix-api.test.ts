import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePixApi, type FakePixApi } from './fake-pix-api';
import type { Pem } from './test-certs';

// The fake bank holds the line the real ones hold (docs/decisions/008-pix-api-provider.md):
// mutual TLS, OAuth2 scopes, the standard's validation and problem+json. These talk to it with
// bare node:https so that the client under test elsewhere is not what proves the fake.

let bank: FakePixApi;
const delivered: { path: string; body: unknown }[] = [];

beforeAll(async () => {
  bank = await startFakePixApi({
    tokenSeconds: 120,
    deliver: (path, body) => {
      delivered.push({ path, body: JSON.parse(body) });
      return new Response(null, { status: 200 });
    },
  });
});
afterAll(() => bank.close());

/** The fields these tests read of the answers (the standard's names). */
type Body = {
  access_token?: string;
  type?: string;
  location?: string;
  pixCopiaECola?: string;
  violacoes?: { propriedade: string }[];
  parametros?: { paginacao: unknown };
  pix?: { txid: string }[];
};
type Reply = { status: number; type: string | undefined; json: Body };

function call(
  method: string,
  url: string,
  o: { body?: string; headers?: Record<string, string>; client?: Pem | null } = {},
): Promise<Reply> {
  const client = o.client === undefined ? bank.certs.client : o.client;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        ca: bank.certs.ca.cert,
        ...(client ? { cert: client.cert, key: client.key } : {}),
        headers: { ...(o.body ? { 'content-type': 'application/json' } : {}), ...o.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'],
            json: text ? JSON.parse(text) : null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(o.body);
  });
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function tokenFor(scope?: string): Promise<string> {
  const res = await call('POST', bank.env.PIX_TOKEN_URL, {
    body: `grant_type=client_credentials${scope ? `&scope=${encodeURIComponent(scope)}` : ''}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basic(bank.clientId, bank.clientSecret),
    },
  });
  expect(res.status).toBe(200);
  return res.json.access_token!;
}

const api = (path: string) => `${bank.env.PIX_API_URL}${path}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const txid = () => crypto.randomUUID().replaceAll('-', '');

async function newCharge(token: string, id = txid(), original = '57.90') {
  const res = await call('PUT', api(`/cob/${id}`), {
    headers: bearer(token),
    body: JSON.stringify({ calendario: { expiracao: 1800 }, valor: { original }, chave: bank.chave }),
  });
  expect(res.status).toBe(201);
  return id;
}

describe('mutual TLS', () => {
  it('answers only a client presenting our certificate', async () => {
    // The handshake fails (a TLS alert, or the socket closed before it reaches us): no answer.
    const refused = /certificate|unknown ca|socket hang up|ECONNRESET/i;
    await expect(call('POST', bank.env.PIX_TOKEN_URL, { client: null })).rejects.toThrow(refused);
    await expect(call('POST', bank.env.PIX_TOKEN_URL, { client: bank.certs.stranger })).rejects.toThrow(refused);
    const ok = await call('POST', bank.env.PIX_TOKEN_URL, { body: 'grant_type=client_credentials' });
    expect(ok.status).toBe(401); // TLS passed; now the credentials are missing
  });
});

describe('OAuth2 client credentials', () => {
  it('issues a short-lived Bearer token for the right Basic credentials and known scopes only', async () => {
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const wrong = await call('POST', bank.env.PIX_TOKEN_URL, {
      body: 'grant_type=client_credentials',
      headers: { ...headers, authorization: basic(bank.clientId, 'nope') },
    });
    expect([wrong.status, wrong.json]).toEqual([401, { error: 'invalid_client' }]);
    const auth = basic(bank.clientId, bank.clientSecret);
    const grant = await call('POST', bank.env.PIX_TOKEN_URL, {
      body: 'grant_type=password',
      headers: { ...headers, authorization: auth },
    });
    expect([grant.status, grant.json]).toEqual([400, { error: 'unsupported_grant_type' }]);
    const scope = await call('POST', bank.env.PIX_TOKEN_URL, {
      body: 'grant_type=client_credentials&scope=cob.read%20admin',
      headers: { ...headers, authorization: auth },
    });
    expect([scope.status, scope.json]).toEqual([400, { error: 'invalid_scope' }]);
    const ok = await call('POST', bank.env.PIX_TOKEN_URL, {
      body: 'grant_type=client_credentials&scope=cob.read',
      headers: { ...headers, authorization: auth },
    });
    expect(ok.json).toMatchObject({ token_type: 'Bearer', expires_in: 120, scope: 'cob.read' });
  });

  it('refuses a call without a token (401) or without its scope (403), as problem+json', async () => {
    const none = await call('GET', api(`/cob/${txid()}`));
    expect(none.status).toBe(401);
    expect(none.type).toBe('application/problem+json');
    const readOnly = await tokenFor('cob.read');
    const put = await call('PUT', api(`/cob/${txid()}`), {
      headers: bearer(readOnly),
      body: JSON.stringify({ calendario: { expiracao: 60 }, valor: { original: '1.00' }, chave: bank.chave }),
    });
    expect(put.status).toBe(403);
    expect(put.json).toMatchObject({ type: 'https://pix.bcb.gov.br/api/v2/error/AcessoNegado', status: 403 });
    bank.revokeTokens();
    expect((await call('GET', api(`/cob/${txid()}`), { headers: bearer(readOnly) })).status).toBe(401);
  });
});

describe('charges', () => {
  it('creates, reads and withdraws a charge in the standard shapes', async () => {
    const token = await tokenFor();
    const id = await newCharge(token);
    const got = await call('GET', api(`/cob/${id}`), { headers: bearer(token) });
    expect(got.json).toMatchObject({
      txid: id,
      status: 'ATIVA',
      revisao: 0,
      calendario: { expiracao: 1800 },
      valor: { original: '57.90' },
      chave: bank.chave,
      loc: { tipoCob: 'cob' },
    });
    expect(got.json.pixCopiaECola).toMatch(/^000201010212.*6304[0-9A-F]{4}$/);
    expect(got.json.pixCopiaECola).toContain(got.json.location!);
    const removed = await call('PATCH', api(`/cob/${id}`), {
      headers: bearer(token),
      body: JSON.stringify({ status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' }),
    });
    expect(removed.json).toMatchObject({ status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR', revisao: 1 });
    const again = await call('PUT', api(`/cob/${id}`), {
      headers: bearer(token),
      body: JSON.stringify({ calendario: { expiracao: 60 }, valor: { original: '1.00' }, chave: bank.chave }),
    });
    expect(again.status).toBe(400);
    const unknown = await call('GET', api(`/cob/${txid()}`), { headers: bearer(token) });
    expect(unknown.json).toMatchObject({ status: 404, type: 'https://pix.bcb.gov.br/api/v2/error/CobNaoEncontrado' });
  });

  it('refuses what the standard forbids, naming the property', async () => {
    const token = await tokenFor();
    const valid = { calendario: { expiracao: 1800 }, valor: { original: '10.00' }, chave: bank.chave };
    const cases: [string, unknown, string][] = [
      ['short-txid-with-hyphens', valid, 'txid'],
      [txid(), { ...valid, valor: { original: '10.5' } }, 'cob.valor.original'],
      [txid(), { ...valid, valor: { original: '0.00' } }, 'cob.valor.original'],
      [txid(), { ...valid, valor: { original: 10 } }, 'cob.valor.original'],
      [txid(), { ...valid, calendario: { expiracao: 0 } }, 'cob.calendario.expiracao'],
      [txid(), { ...valid, chave: 'outra@chave.com' }, 'cob.chave'],
      [txid(), { ...valid, solicitacaoPagador: 'x'.repeat(141) }, 'cob.solicitacaoPagador'],
    ];
    for (const [id, body, property] of cases) {
      const res = await call('PUT', api(`/cob/${id}`), { headers: bearer(token), body: JSON.stringify(body) });
      expect(res.status, property).toBe(400);
      expect(res.type).toBe('application/problem+json');
      expect(res.json.type).toBe('https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida');
      expect(res.json.violacoes?.[0]?.propriedade).toBe(property);
    }
    const id = await newCharge(token);
    const mixed = await call('PATCH', api(`/cob/${id}`), {
      headers: bearer(token),
      body: JSON.stringify({ status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR', valor: { original: '1.00' } }),
    });
    expect(mixed.status).toBe(400);
    expect(bank.charges.get(id)!.status).toBe('ATIVA');
  });

  it('answers 503 while unavailable, then serves again', async () => {
    const token = await tokenFor();
    bank.unavailable(2);
    for (let i = 0; i < 2; i++) {
      const res = await call('GET', api(`/cob/${txid()}`), { headers: bearer(token) });
      expect(res.json).toMatchObject({ status: 503, type: 'https://pix.bcb.gov.br/api/v2/error/ServicoIndisponivel' });
    }
    expect((await call('GET', api(`/cob/${txid()}`), { headers: bearer(token) })).status).toBe(404);
  });
});

describe('payments and the webhook', () => {
  it('rings webhookUrl + /pix with the payment; a paid charge lists it and takes no other', async () => {
    const token = await tokenFor();
    const missing = await call('GET', api(`/webhook/${bank.chave}`), { headers: bearer(token) });
    expect(missing.status).toBe(404);
    const url = 'https://pedidos.exemplo.com/api/payments/pix/webhook/segredo';
    const put = await call('PUT', api(`/webhook/${bank.chave}`), {
      headers: bearer(token),
      body: JSON.stringify({ webhookUrl: url }),
    });
    expect(put.status).toBe(200);
    expect((await call('GET', api(`/webhook/${bank.chave}`), { headers: bearer(token) })).json).toMatchObject({
      webhookUrl: url,
      chave: bank.chave,
    });

    const id = await newCharge(token);
    const paid = await bank.pay(id, { infoPagador: 'sem cebola' });
    expect(paid.endToEndId).toMatch(/^E[a-zA-Z0-9]{31}$/);
    expect(delivered.at(-1)).toEqual({ path: '/api/payments/pix/webhook/segredo/pix', body: { pix: [paid] } });
    const got = await call('GET', api(`/cob/${id}`), { headers: bearer(token) });
    expect(got.json).toMatchObject({ status: 'CONCLUIDA', pix: [{ txid: id, valor: '57.90', chave: bank.chave }] });
    await expect(bank.pay(id)).rejects.toThrow(/CONCLUIDA/);

    bank.webhookDown(true);
    const count = delivered.length;
    await bank.pay(await newCharge(token));
    expect(delivered).toHaveLength(count);
    bank.webhookDown(false);
  });

  it('lists received payments by time, page by page', async () => {
    const token = await tokenFor();
    const from = new Date().toISOString();
    const ids = [];
    for (let i = 0; i < 5; i++) {
      const id = await newCharge(token);
      await bank.pay(id, { notify: false });
      ids.push(id);
    }
    const to = new Date(Date.now() + 1000).toISOString();
    const page = (n: number) =>
      call(
        'GET',
        api(`/pix?inicio=${from}&fim=${to}&txIdPresente=true&paginacao.paginaAtual=${n}&paginacao.itensPorPagina=2`),
        { headers: bearer(token) },
      );
    const first = await page(0);
    expect(first.json.parametros?.paginacao).toEqual({
      paginaAtual: 0,
      itensPorPagina: 2,
      quantidadeDePaginas: 3,
      quantidadeTotalDeItens: 5,
    });
    const all = [first, await page(1), await page(2)].flatMap((p) => p.json.pix ?? []);
    expect(all.map((p) => p.txid).sort()).toEqual(ids.sort());
    const bad = await call('GET', api('/pix?inicio=ontem'), { headers: bearer(token) });
    expect(bad.status).toBe(400);
  });
});

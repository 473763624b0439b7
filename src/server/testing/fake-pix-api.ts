// Tests only: a bank's API Pix as docs/decisions/008-pix-api-provider.md describes it, the one
// way tests and browser journeys meet a PIX provider. It speaks HTTPS and asks for a client
// certificate signed by its CA (mutual TLS), issues OAuth2 client-credentials tokens with
// scopes, answers the standard's routes and problem+json errors, and rings the webhook the
// server registered when a test "pays" a charge.
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { crc16 } from '@shared/pix';
import type { CobStatus } from '../modules/payments/pix-api/types';
import { readCall, type FakeCall } from './fake-http';
import { testCerts, type TestCerts } from './test-certs';

/** One payment received (`Pix`), as the standard writes it. */
export type FakePix = {
  endToEndId: string;
  txid?: string;
  chave?: string;
  valor: string;
  horario: string;
  infoPagador?: string;
};

/** What the fake keeps of a charge; `cobJson` turns it into the standard's `CobCompleta`. */
export type FakeCharge = {
  txid: string;
  revisao: number;
  status: CobStatus;
  /** `calendario.criacao` (RFC 3339). */
  criacao: string;
  /** `calendario.expiracao`, seconds. */
  expiracao: number;
  /** `valor.original` ("57.90"). */
  original: string;
  chave: string;
  solicitacaoPagador?: string;
  locId: number;
  location: string;
  pixCopiaECola?: string;
  pix: FakePix[];
};

export type FakePixApiOptions = {
  /**
   * How webhook calls reach the app: a function given the path (of `webhookUrl + '/pix'`), the
   * body and the full URL, for an app in this process (`app.request`); by default a real
   * `POST` to the URL, for a spawned server.
   */
  deliver?: (path: string, body: string, url: string) => Response | Promise<Response>;
  /** The bank's clock: charge creation times, payment times, token expiry. */
  now?: () => Date;
  /** Token lifetime in seconds (`expires_in`); short so clients refresh. */
  tokenSeconds?: number;
  /** Scopes the client may ask for (all of ours by default). */
  scopes?: string[];
  /** Answer charges without `pixCopiaECola` (optional in the standard), only `location`. */
  omitCopiaECola?: boolean;
};

const ALL_SCOPES = ['cob.write', 'cob.read', 'webhook.write', 'webhook.read', 'pix.read', 'pix.write'];
const ERROR_BASE = 'https://pix.bcb.gov.br/api/v2/error/';
const TXID = /^[a-zA-Z0-9]{26,35}$/;
const MONEY = /^\d{1,10}\.\d{2}$/;

type Problem = { status: number; type: string; title: string; detail?: string; violacoes?: unknown[] };
type Answer = { status: number; json?: unknown } | { problem: Problem };

const problem = (status: number, type: string, title: string, detail?: string, violacoes?: unknown[]): Answer => ({
  problem: { status, type: ERROR_BASE + type, title, detail, violacoes },
});
const violation = (type: string, title: string, propriedade: string, razao: string) =>
  problem(400, type, title, razao, [{ razao, propriedade }]);

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** The bank's own dynamic BR Code for a charge (as a PSP would send in `pixCopiaECola`). */
function bankBrCode(location: string): string {
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', field('00', 'br.gov.bcb.pix') + field('25', location)) +
    field('52', '0000') +
    field('53', '986') +
    field('58', 'BR') +
    field('59', 'FAKE RECEBEDOR') +
    field('60', 'SAO PAULO') +
    field('62', field('05', '***')) +
    '6304';
  return body + crc16(body);
}

/** The standard's `CobCompleta` of a charge. */
function cobJson(c: FakeCharge) {
  return {
    calendario: { criacao: c.criacao, expiracao: c.expiracao },
    txid: c.txid,
    revisao: c.revisao,
    loc: { id: c.locId, location: c.location, tipoCob: 'cob' },
    location: c.location,
    status: c.status,
    valor: { original: c.original },
    chave: c.chave,
    ...(c.solicitacaoPagador ? { solicitacaoPagador: c.solicitacaoPagador } : {}),
    ...(c.pixCopiaECola ? { pixCopiaECola: c.pixCopiaECola } : {}),
    ...(c.pix.length ? { pix: c.pix } : {}),
  };
}

/** An end-to-end id as the SPI makes them: E + ISPB + yyyyMMddHHmm + 11 characters (32). */
function endToEndId(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
  return `E12345678${stamp}${randomBytes(8).toString('hex').slice(0, 11)}`;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A fake API Pix on 127.0.0.1 over mutual TLS; `env` holds the PIX_* settings that reach it.
 * Long on purpose: it implements the protocol (token, charges, webhook, received payments) over
 * one shared state, route by route, as the bank would.
 */
// eslint-disable-next-line max-lines-per-function -- the fake implements the protocol over one shared state, route by route, as the bank would
export async function startFakePixApi(opts: FakePixApiOptions = {}) {
  const certs: TestCerts = await testCerts();
  const now = opts.now ?? (() => new Date());
  const allowed = new Set(opts.scopes ?? ALL_SCOPES);
  const clientId = 'cardapio-test';
  const clientSecret = randomBytes(16).toString('hex');
  const chave = randomUUID();

  const charges = new Map<string, FakeCharge>();
  const calls: FakeCall[] = [];
  const tokens = new Map<string, { scopes: Set<string>; expiresAt: number }>();
  let webhook: { webhookUrl: string; chave: string; criacao: string } | null = null;
  let unavailableFor = 0;
  let webhookDown = false;
  let lastNotice: unknown = null;
  const notices: { url: string; body: string; status: number }[] = [];

  function token(call: FakeCall): Answer {
    const [scheme, encoded] = (call.headers.authorization ?? '').split(' ');
    const [id, secret] = Buffer.from(encoded ?? '', 'base64')
      .toString()
      .split(':');
    if (scheme !== 'Basic' || id !== clientId || secret !== clientSecret) {
      return { status: 401, json: { error: 'invalid_client' } };
    }
    const form = new URLSearchParams(call.body);
    if (form.get('grant_type') !== 'client_credentials')
      return { status: 400, json: { error: 'unsupported_grant_type' } };
    const asked = form.get('scope')?.split(' ').filter(Boolean) ?? [...allowed];
    if (asked.some((s) => !allowed.has(s))) return { status: 400, json: { error: 'invalid_scope' } };
    const access = randomBytes(24).toString('base64url');
    const seconds = opts.tokenSeconds ?? 300;
    tokens.set(access, { scopes: new Set(asked), expiresAt: now().getTime() + seconds * 1000 });
    return {
      status: 200,
      json: { access_token: access, token_type: 'Bearer', expires_in: seconds, scope: asked.join(' ') },
    };
  }

  function putCob(txid: string, body: unknown): Answer {
    const title = 'Cobrança inválida.';
    if (!TXID.test(txid)) return violation('CobOperacaoInvalida', title, 'txid', 'O txid não respeita o _schema_.');
    const existing = charges.get(txid);
    if (existing && existing.status !== 'ATIVA') {
      return problem(400, 'CobOperacaoInvalida', title, 'A cobrança não está ATIVA e não pode ser revisada.');
    }
    if (!isObject(body)) return problem(400, 'CobOperacaoInvalida', title, 'O corpo não é um JSON válido.');
    const { calendario, valor } = body;
    const expiracao = isObject(calendario) ? (calendario.expiracao ?? 86_400) : undefined;
    if (!Number.isInteger(expiracao) || (expiracao as number) <= 0) {
      return violation(
        'CobOperacaoInvalida',
        title,
        'cob.calendario.expiracao',
        'O campo cob.calendario.expiracao é menor ou igual a zero.',
      );
    }
    const original = isObject(valor) ? valor.original : undefined;
    if (typeof original !== 'string' || !MONEY.test(original) || /^0+\.00$/.test(original)) {
      return violation(
        'CobOperacaoInvalida',
        title,
        'cob.valor.original',
        'O campo cob.valor.original não respeita o _schema_.',
      );
    }
    if (body.chave !== chave) {
      return violation(
        'CobOperacaoInvalida',
        title,
        'cob.chave',
        'O campo cob.chave não corresponde a uma conta do recebedor.',
      );
    }
    const solicitacao = body.solicitacaoPagador;
    if (solicitacao !== undefined && (typeof solicitacao !== 'string' || solicitacao.length > 140)) {
      return violation(
        'CobOperacaoInvalida',
        title,
        'cob.solicitacaoPagador',
        'O campo cob.solicitacaoPagador ultrapassa 140 caracteres.',
      );
    }
    const locId = existing?.locId ?? charges.size + 1;
    const location = existing?.location ?? `pix.example.com/qr/v2/${randomBytes(16).toString('hex')}`;
    const charge: FakeCharge = {
      txid,
      revisao: existing ? existing.revisao + 1 : 0,
      status: 'ATIVA',
      criacao: existing?.criacao ?? now().toISOString(),
      expiracao: expiracao as number,
      original,
      chave,
      solicitacaoPagador: solicitacao,
      locId,
      location,
      pixCopiaECola: opts.omitCopiaECola ? undefined : bankBrCode(location),
      pix: [],
    };
    charges.set(txid, charge);
    return { status: existing ? 200 : 201, json: cobJson(charge) };
  }

  function patchCob(txid: string, body: unknown): Answer {
    const charge = charges.get(txid);
    if (!charge) return problem(404, 'CobNaoEncontrado', 'Cobrança não encontrada.', `txid ${txid}`);
    if (!isObject(body) || Object.keys(body).join() !== 'status' || body.status !== 'REMOVIDA_PELO_USUARIO_RECEBEDOR') {
      return violation(
        'CobOperacaoInvalida',
        'Cobrança inválida.',
        'cob.status',
        'Só é possível alterar cob.status para REMOVIDA_PELO_USUARIO_RECEBEDOR, sem outros campos.',
      );
    }
    if (charge.status !== 'ATIVA') {
      return problem(400, 'CobOperacaoInvalida', 'Cobrança inválida.', `A cobrança está ${charge.status}.`);
    }
    charge.status = 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
    charge.revisao += 1;
    return { status: 200, json: cobJson(charge) };
  }

  function putWebhook(key: string, body: unknown): Answer {
    const title = 'Webhook inválido.';
    if (key !== chave) {
      return violation('WebhookOperacaoInvalida', title, 'chave', 'A chave não corresponde a uma conta do recebedor.');
    }
    const url = isObject(body) ? body.webhookUrl : undefined;
    if (typeof url !== 'string' || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      return violation('WebhookOperacaoInvalida', title, 'webhookUrl', 'O campo webhookUrl não é uma URL.');
    }
    webhook = { webhookUrl: url, chave, criacao: now().toISOString() };
    return { status: 200 };
  }

  function listPix(query: URLSearchParams): Answer {
    const title = 'Consulta inválida.';
    const inicio = query.get('inicio');
    const fim = query.get('fim');
    const bad = (p: string) => violation('RequisicaoInvalida', title, p, `O parâmetro ${p} não respeita o _schema_.`);
    if (!inicio || Number.isNaN(Date.parse(inicio))) return bad('inicio');
    if (!fim || Number.isNaN(Date.parse(fim))) return bad('fim');
    const page = Number(query.get('paginacao.paginaAtual') ?? 0);
    const perPage = Number(query.get('paginacao.itensPorPagina') ?? 100);
    if (!Number.isInteger(page) || page < 0) return bad('paginacao.paginaAtual');
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 1000) return bad('paginacao.itensPorPagina');
    const [from, to] = [Date.parse(inicio), Date.parse(fim)];
    const txid = query.get('txid');
    const present = query.get('txIdPresente');
    const all = [...charges.values()]
      .flatMap((c) => c.pix)
      .filter((p) => Date.parse(p.horario) >= from && Date.parse(p.horario) <= to)
      .filter((p) => !txid || p.txid === txid)
      .filter((p) => present === null || (present === 'true') === !!p.txid)
      .sort((a, b) => a.horario.localeCompare(b.horario));
    return {
      status: 200,
      json: {
        parametros: {
          inicio,
          fim,
          paginacao: {
            paginaAtual: page,
            itensPorPagina: perPage,
            quantidadeDePaginas: Math.ceil(all.length / perPage),
            quantidadeTotalDeItens: all.length,
          },
        },
        pix: all.slice(page * perPage, (page + 1) * perPage),
      },
    };
  }

  const routes: { method: string; path: RegExp; scope: string; run: (m: string, call: FakeCall) => Answer }[] = [
    {
      method: 'PUT',
      path: /^\/api\/v2\/cob\/([^/]+)$/,
      scope: 'cob.write',
      run: (m, c) => putCob(m, parseJson(c.body)),
    },
    {
      method: 'GET',
      path: /^\/api\/v2\/cob\/([^/]+)$/,
      scope: 'cob.read',
      run: (m) => {
        const charge = charges.get(m);
        return charge
          ? { status: 200, json: cobJson(charge) }
          : problem(404, 'CobNaoEncontrado', 'Cobrança não encontrada.', `txid ${m}`);
      },
    },
    {
      method: 'PATCH',
      path: /^\/api\/v2\/cob\/([^/]+)$/,
      scope: 'cob.write',
      run: (m, c) => patchCob(m, parseJson(c.body)),
    },
    {
      method: 'PUT',
      path: /^\/api\/v2\/webhook\/([^/]+)$/,
      scope: 'webhook.write',
      run: (m, c) => putWebhook(m, parseJson(c.body)),
    },
    {
      method: 'GET',
      path: /^\/api\/v2\/webhook\/([^/]+)$/,
      scope: 'webhook.read',
      run: (m) =>
        webhook && m === chave
          ? { status: 200, json: webhook }
          : problem(404, 'WebhookNaoEncontrado', 'Webhook não encontrado.', `Nenhum webhook para a chave ${m}.`),
    },
    {
      method: 'DELETE',
      path: /^\/api\/v2\/webhook\/([^/]+)$/,
      scope: 'webhook.write',
      run: (m) => {
        if (!webhook || m !== chave) return problem(404, 'WebhookNaoEncontrado', 'Webhook não encontrado.');
        webhook = null;
        return { status: 204 };
      },
    },
    { method: 'GET', path: /^\/api\/v2\/pix$/, scope: 'pix.read', run: (_, c) => listPix(c.query) },
  ];

  function answer(call: FakeCall): Answer {
    if (call.method === 'POST' && call.path === '/oauth/token') return token(call);
    const route = routes.find((r) => r.method === call.method && r.path.test(call.path));
    if (!route) return problem(404, 'NaoEncontrado', 'Não encontrado.', `${call.method} ${call.path}`);
    if (unavailableFor > 0) {
      unavailableFor -= 1;
      return problem(503, 'ServicoIndisponivel', 'Serviço indisponível.', 'Tente novamente mais tarde.');
    }
    const bearer = /^Bearer (.+)$/.exec(call.headers.authorization ?? '')?.[1];
    const grant = bearer ? tokens.get(bearer) : undefined;
    if (!grant || grant.expiresAt <= now().getTime()) {
      return problem(401, 'AcessoNegado', 'Não autorizado.', 'Token de acesso ausente, inválido ou expirado.');
    }
    if (!grant.scopes.has(route.scope)) {
      return problem(403, 'AcessoNegado', 'Acesso negado.', `O token não tem o escopo ${route.scope}.`);
    }
    const param = decodeURIComponent(route.path.exec(call.path)?.[1] ?? '');
    return route.run(param, call);
  }

  function send(res: ServerResponse, a: Answer) {
    if ('problem' in a) {
      const body = Object.fromEntries(Object.entries(a.problem).filter(([, v]) => v !== undefined));
      res.writeHead(a.problem.status, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify(body));
      return;
    }
    if (a.json === undefined) {
      res.writeHead(a.status);
      res.end();
      return;
    }
    res.writeHead(a.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(a.json));
  }

  const server = createServer(
    {
      key: certs.server.key,
      cert: certs.server.cert,
      ca: [certs.ca.cert],
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      void readCall(req).then((call) => {
        calls.push(call);
        send(res, answer(call));
      });
    },
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** POSTs a body to the registered `webhookUrl + '/pix'`; the app's status, or null when none is registered. */
  async function notify(body: unknown): Promise<number | null> {
    if (!webhook) return null;
    const url = `${webhook.webhookUrl.replace(/\/$/, '')}/pix`;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    lastNotice = body;
    let status: number;
    if (opts.deliver) {
      const { pathname, search } = new URL(url);
      status = (await opts.deliver(pathname + search, text, url)).status;
    } else {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
      await res.arrayBuffer();
      status = res.status;
    }
    notices.push({ url, body: text, status });
    return status;
  }

  return {
    /** The PIX_* settings that point the app at this bank, with our client certificate. */
    env: {
      PIX_API_URL: `${base}/api/v2`,
      PIX_TOKEN_URL: `${base}/oauth/token`,
      PIX_CLIENT_ID: clientId,
      PIX_CLIENT_SECRET: clientSecret,
      PIX_CERT_FILE: certs.client.certFile,
      PIX_KEY_FILE: certs.client.keyFile,
      PIX_CA_FILE: certs.ca.certFile,
      PIX_KEY: chave,
      PIX_WEBHOOK_TOKEN: randomBytes(24).toString('hex'),
    },
    certs,
    url: base,
    /** The receiving key (chave DICT) of the account. */
    chave,
    clientId,
    clientSecret,
    charges,
    /** Every request that got past TLS, in order. */
    calls,
    /** Every webhook call made, with the app's answer. */
    notices,
    /** The body of the last webhook call. */
    get lastNotice() {
      return lastNotice;
    },
    /** The URL the app registered (`PUT /webhook/{chave}`), or null. */
    get webhookUrl() {
      return webhook?.webhookUrl ?? null;
    },
    /**
     * The payer pays a charge: it becomes CONCLUIDA with one `pix[]` entry (`valor` and
     * `chave` overridable, to test payments we must not believe), and the webhook is called
     * unless `notify: false` or `webhookDown(true)`.
     */
    async pay(txid: string, p: { valor?: string; chave?: string; infoPagador?: string; notify?: boolean } = {}) {
      const charge = charges.get(txid);
      if (!charge) throw new Error(`fake API Pix: no charge ${txid}`);
      if (charge.status !== 'ATIVA') throw new Error(`fake API Pix: charge ${txid} is ${charge.status}`);
      const at = now();
      const entry: FakePix = {
        endToEndId: endToEndId(at),
        txid,
        chave: p.chave ?? charge.chave,
        valor: p.valor ?? charge.original,
        horario: at.toISOString(),
        ...(p.infoPagador ? { infoPagador: p.infoPagador } : {}),
      };
      charge.pix.push(entry);
      charge.status = 'CONCLUIDA';
      if (p.notify !== false && !webhookDown) await notify({ pix: [entry] });
      return entry;
    },
    notify,
    /** The bank withdraws a charge itself (REMOVIDA_PELO_PSP). */
    removeByPsp(txid: string) {
      const charge = charges.get(txid);
      if (!charge) throw new Error(`fake API Pix: no charge ${txid}`);
      charge.status = 'REMOVIDA_PELO_PSP';
      charge.revisao += 1;
    },
    /** The next `n` API calls (not the token endpoint) answer 503. */
    unavailable(n: number) {
      unavailableFor = n;
    },
    /** While down, payments are recorded but no webhook call is made. */
    webhookDown(down: boolean) {
      webhookDown = down;
    },
    /** Every token issued so far stops working (the next call gets 401). */
    revokeTokens() {
      tokens.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakePixApi = Awaited<ReturnType<typeof startFakePixApi>>;

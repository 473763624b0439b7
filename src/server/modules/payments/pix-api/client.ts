import { Agent, request } from 'node:https';
import { z } from 'zod';
import { PixApiError, type PixApi, type PixCob, type PixReceived } from './types';

/**
 * The bank's API Pix over mutual TLS (docs/decisions/008-pix-api-provider.md): node:https with
 * one keep-alive Agent holding our client certificate (undici's Agent is not in Node 20's
 * fetch), OAuth2 client credentials, answers read with the standard's shapes (2.9.0).
 */
export type PixApiClientOptions = {
  /** The API's base, version included (`https://pix.banco.com.br/api/v2`). */
  apiUrl: string;
  /** The OAuth2 token endpoint. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Our receiving key: every charge is made for it, the webhook is registered on it. */
  chave: string;
  /** Our client certificate: PEM certificate and key, or the PKCS#12 file many banks issue. */
  identity: { cert: string | Buffer; key: string | Buffer } | { pfx: Buffer; passphrase?: string };
  /** The CA of the bank's server certificate when it is not a public one (sandboxes). */
  ca?: string | Buffer;
  timeoutMs?: number;
  /** `paginacao.itensPorPagina` of `GET /pix` (the standard allows up to 1000). */
  pageSize?: number;
  now?: () => Date;
};

const SCOPES = 'cob.write cob.read webhook.write webhook.read pix.read';
/** A token is renewed this long before the bank says it expires. */
const TOKEN_MARGIN_MS = 60_000;
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
const MAX_PAGES = 1000;

// The standard's shapes, read leniently: zod drops fields we do not know (the standard says new
// fields may appear at any time) and every Pix field we do not use may be absent.

/** `Valor`: "57.90". Cents from the digits, never through a float. */
const valor = z
  .string()
  .regex(/^\d{1,10}\.\d{2}$/, 'not a money string')
  .transform((v) => {
    const [reais, centavos] = v.split('.') as [string, string];
    return Number(reais) * 100 + Number(centavos);
  });
const rfc3339 = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'not an RFC 3339 time')
  .transform((v) => new Date(v));

const pixSchema = z
  .object({
    endToEndId: z.string().min(1),
    txid: z.string().optional(),
    chave: z.string().optional(),
    valor,
    horario: rfc3339,
  })
  .transform((p): PixReceived => ({
    endToEndId: p.endToEndId,
    txid: p.txid || null,
    amountCents: p.valor,
    chave: p.chave ?? null,
    paidAt: p.horario,
  }));

const cobSchema = z
  .object({
    txid: z.string(),
    status: z.enum(['ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP']),
    calendario: z.object({ criacao: rfc3339, expiracao: z.number().int().positive().default(86_400) }),
    valor: z.object({ original: valor }),
    chave: z.string(),
    location: z.string().optional(),
    loc: z.object({ location: z.string().optional() }).optional(),
    pixCopiaECola: z.string().optional(),
    pix: z.array(pixSchema).optional(),
  })
  .transform((c): PixCob => ({
    txid: c.txid,
    status: c.status,
    createdAt: c.calendario.criacao,
    expirySeconds: c.calendario.expiracao,
    amountCents: c.valor.original,
    chave: c.chave,
    location: c.location ?? c.loc?.location ?? null,
    pixCopiaECola: c.pixCopiaECola || null,
    pix: c.pix ?? [],
  }));

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });
const webhookSchema = z.object({ webhookUrl: z.string() });
const pixPageSchema = z.object({
  parametros: z.object({ paginacao: z.object({ quantidadeDePaginas: z.number().int().min(0) }) }),
  pix: z.array(pixSchema).default([]),
});
const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  detail: z.string().optional(),
  violacoes: z.array(z.object({ razao: z.string().optional(), propriedade: z.string().optional() })).optional(),
});

const toValor = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

type Answer = { status: number; text: string };

// One client per bank: its steps (TLS agent, token cache, retries, refusals) share that state, then
// one short method per API Pix endpoint; split up, the state would have to travel.
// eslint-disable-next-line max-lines-per-function -- one client's shared state (above)
export function createPixApiClient(opts: PixApiClientOptions): PixApi {
  const base = opts.apiUrl.replace(/\/$/, '');
  const now = opts.now ?? (() => new Date());
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const agent = new Agent({ ...opts.identity, ca: opts.ca, keepAlive: true });

  function send(method: string, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent,
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            accept: 'application/json',
            ...headers,
            ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size > MAX_ANSWER_BYTES) req.destroy(new Error('answer too large'));
            else chunks.push(c);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** `send`, with no answer (refused TLS, timeout, reset) as a retryable PixApiError. */
  async function exchange(what: string, ...args: Parameters<typeof send>): Promise<Answer> {
    try {
      return await send(...args);
    } catch (err) {
      throw new PixApiError(`API Pix ${what}: no answer (${(err as Error).message})`, 0);
    }
  }

  function parse<T>(what: string, schema: z.ZodType<T>, text: string): T {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PixApiError(`API Pix ${what}: the answer is not JSON`, 502);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new PixApiError(`API Pix ${what}: unexpected answer (${issue.path.join('.')}: ${issue.message})`, 502);
    }
    return parsed.data;
  }

  /** A refusal as PixApiError, from the problem+json the standard defines (`violacoes` say what was wrong). */
  function refusal(what: string, a: Answer): PixApiError {
    let p: z.infer<typeof problemSchema> = {};
    try {
      p = problemSchema.parse(JSON.parse(a.text));
    } catch {
      // Not problem+json (a proxy's page): the status says enough.
    }
    const reasons = (p.violacoes ?? []).map((v) => `${v.propriedade ?? '?'}: ${v.razao ?? '?'}`);
    const text = [p.title, p.detail, ...reasons].filter(Boolean).join('; ');
    return new PixApiError(`API Pix ${what}: ${a.status}${text ? ` ${text}` : ''}`, a.status, p.type ?? null);
  }

  let token: { value: string; renewAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const basic = Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64');
    const form = new URLSearchParams({ grant_type: 'client_credentials', scope: SCOPES }).toString();
    const a = await exchange(
      'token',
      'POST',
      opts.tokenUrl,
      {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      form,
    );
    if (a.status !== 200) {
      // RFC 6749 §5.2: {"error": "invalid_client"}; never echo the credentials.
      const error = /"error"\s*:\s*"([\w.-]+)"/.exec(a.text)?.[1] ?? null;
      throw new PixApiError(`API Pix token: ${a.status}${error ? ` ${error}` : ''}`, a.status, error);
    }
    const t = parse('token', tokenSchema, a.text);
    token = { value: t.access_token, renewAt: now().getTime() + t.expires_in * 1000 - TOKEN_MARGIN_MS };
    return t.access_token;
  }

  /** The cached token until a minute before it expires; concurrent callers share one request. */
  function bearer(): Promise<string> {
    if (token && now().getTime() < token.renewAt) return Promise.resolve(token.value);
    pendingToken ??= requestToken().finally(() => (pendingToken = null));
    return pendingToken;
  }

  /** One API call; a 401 gets one more try with a new token (the bank may have revoked ours). */
  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    const what = `${method} ${path.split('?')[0]}`;
    const json = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = json ? { 'content-type': 'application/json' } : {};
    for (let attempt = 0; ; attempt++) {
      const value = await bearer();
      const a = await exchange(what, method, base + path, { ...headers, authorization: `Bearer ${value}` }, json);
      if (a.status === 401 && attempt === 0) {
        if (token?.value === value) token = null;
        continue;
      }
      if (a.status >= 400 || a.status < 200) throw refusal(what, a);
      return a;
    }
  }

  const cobPath = (txid: string) => `/cob/${encodeURIComponent(txid)}`;
  const webhookPath = `/webhook/${encodeURIComponent(opts.chave)}`;

  return {
    async createCharge(txid, charge) {
      const a = await call('PUT', cobPath(txid), {
        calendario: { expiracao: charge.expirySeconds },
        valor: { original: toValor(charge.amountCents) },
        chave: opts.chave,
        solicitacaoPagador: charge.description.slice(0, 140),
      });
      return parse(`PUT /cob/${txid}`, cobSchema, a.text);
    },

    async getCharge(txid) {
      return parse(`GET /cob/${txid}`, cobSchema, (await call('GET', cobPath(txid))).text);
    },

    async removeCharge(txid) {
      const a = await call('PATCH', cobPath(txid), { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
      return parse(`PATCH /cob/${txid}`, cobSchema, a.text);
    },

    async registerWebhook(url) {
      await call('PUT', webhookPath, { webhookUrl: url });
    },

    async webhookUrl() {
      try {
        return parse('GET /webhook', webhookSchema, (await call('GET', webhookPath)).text).webhookUrl;
      } catch (err) {
        if (err instanceof PixApiError && err.status === 404) return null;
        throw err;
      }
    },

    async received(from, to) {
      const all: PixReceived[] = [];
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({
          inicio: from.toISOString(),
          fim: to.toISOString(),
          'paginacao.paginaAtual': String(page),
          'paginacao.itensPorPagina': String(opts.pageSize ?? 1000),
        });
        const answer = parse('GET /pix', pixPageSchema, (await call('GET', `/pix?${query}`)).text);
        all.push(...answer.pix);
        if (page + 1 >= answer.parametros.paginacao.quantidadeDePaginas) break;
      }
      return all;
    },
  };
}

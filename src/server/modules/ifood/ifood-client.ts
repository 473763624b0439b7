import type { IfoodConfig } from '@server/config';
import { AnswerTooLargeError, readCappedText } from '@server/http/capped-answer';

/** A call iFood did not answer as asked: `retry` when trying again later may work (429, 5xx, no answer). */
export class IfoodError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** A token is renewed this long before iFood says it ends, so no call carries one that just ended. */
const RENEW_BEFORE_MS = 5 * 60_000;
const TIMEOUT_MS = 10_000;
/** An answer larger than this is refused, not read: a poll of 2,000 events is a few hundred kB. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export type IfoodClient = ReturnType<typeof createIfoodClient>;

/**
 * iFood's Merchant API over fetch (docs/decisions/024): the client-credentials token, kept until
 * shortly before it ends and asked for once however many calls wait for it; a 401 (a token
 * iFood ended early) renews it and tries the call once more.
 */
export function createIfoodClient(config: IfoodConfig, now: () => number = Date.now) {
  let token: { value: string; until: number } | null = null;
  let asking: Promise<string> | null = null;

  async function newToken(): Promise<string> {
    const res = await call(`${config.apiUrl}/authentication/v1.0/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grantType: 'client_credentials',
        clientId: config.clientId,
        clientSecret: config.clientSecret,
      }).toString(),
    });
    if (!res.ok) throw failure('token', res.status);
    const body = (await res.json()) as { accessToken?: string; expiresIn?: number };
    if (!body.accessToken) throw new IfoodError('iFood token answer without accessToken', res.status, true);
    token = { value: body.accessToken, until: now() + (body.expiresIn ?? 3600) * 1000 - RENEW_BEFORE_MS };
    return token.value;
  }

  function currentToken(): Promise<string> {
    if (token && token.until > now()) return Promise.resolve(token.value);
    asking ??= newToken().finally(() => (asking = null));
    return asking;
  }

  /** One call with the token; JSON body in and out. Resolves with the status and the parsed answer. */
  async function request<T = unknown>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    opts: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; json: T | null }> {
    for (let attempt = 1; ; attempt++) {
      const bearer = await currentToken();
      const res = await call(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          ...(opts.body !== undefined && { 'content-type': 'application/json' }),
          ...opts.headers,
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      if (res.status === 401 && attempt === 1) {
        if (token?.value === bearer) token = null;
        continue;
      }
      if (!res.ok) throw failure(`${method} ${path}`, res.status);
      const text = await readCapped(res);
      try {
        return { status: res.status, json: text ? (JSON.parse(text) as T) : null };
      } catch {
        throw new IfoodError(`iFood answered ${method} ${path} with no JSON`, res.status, true);
      }
    }
  }

  return { request, merchantId: config.merchantId };
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new IfoodError(`iFood unreachable: ${(err as Error).message}`, null, true);
  }
}

/** The answer's text, refused past MAX_ANSWER_BYTES. */
async function readCapped(res: Response): Promise<string> {
  try {
    return await readCappedText(res, MAX_ANSWER_BYTES);
  } catch (err) {
    if (err instanceof AnswerTooLargeError) throw new IfoodError('iFood answer too large', res.status, false);
    throw err;
  }
}

function failure(what: string, status: number) {
  return new IfoodError(`iFood answered ${status} to ${what}`, status, status === 429 || status >= 500);
}

import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomCart, type Catalog } from './catalog';
import { ADDRESS, guest, type Customer } from './customers';
import { call } from './http';

/** One request of the load: when it started (ms since the load began), its answer and how long it took. */
export type Attempt = {
  at: number;
  ms: number;
  status: number;
  error?: string;
  message?: string;
  key: string;
  retry: number;
};
/** An order the server acknowledged with a 2xx. */
export type Ack = {
  key: string;
  orderId: string;
  totalCents: number;
  expectedTotalCents: number;
  email: string;
  at: number;
  ms: number;
  attempts: number;
};
/** An order given up on: refused (4xx) or never answered 2xx before the retry grace ran out. */
export type GivenUp = { key: string; status: number; message: string };

export type LoadResult = {
  /** performance.now() when the load began: Attempt.at is relative to it. */
  t0: number;
  elapsedMs: number;
  attempts: Attempt[];
  acks: Map<string, Ack>;
  givenUp: GivenUp[];
  /** Double submits (the same key sent again after a 2xx): same order answered, or not. */
  replays: { same: number; different: string[] };
};

export type LoadOptions = {
  baseUrl: string;
  catalog: Catalog;
  customers: Customer[];
  /** Workers checking out as guests (a new account per order). */
  guests: number;
  durationMs: number;
  runId: string;
  /** After the end, unanswered orders keep being retried (same key) this long. */
  retryGraceMs?: number;
  replayShare?: number;
  /** Stops new orders early (the SIGTERM check). */
  signal?: AbortSignal;
};

const METHODS = ['pix', 'cash', 'credit_card'] as const;

/**
 * Every customer (one worker each) places orders back to back until the time is up. An answer
 * of 5xx or none at all is retried with the same idempotency key, as the checkout page does
 * when the customer presses the button again; 4xx answers are refusals and are not retried.
 */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const t0 = performance.now();
  const end = t0 + opts.durationMs;
  const graceEnd = end + (opts.retryGraceMs ?? 30_000);
  const result: LoadResult = {
    t0,
    elapsedMs: 0,
    attempts: [],
    acks: new Map(),
    givenUp: [],
    replays: { same: 0, different: [] },
  };
  let guestSeq = 0;

  const placeOne = async (who: Customer) => {
    const cart = randomCart(opts.catalog);
    const key = `${opts.runId}-${randomUUID()}`;
    const paymentMethod = METHODS[Math.floor(Math.random() * METHODS.length)]!;
    const json = {
      form: { name: who.name, email: who.email, phone: who.phone, ...ADDRESS, paymentMethod, change: '', notes: '' },
      items: cart.items,
      idempotencyKey: key,
      // The total the checkout shows before confirming, as our web app sends it (docs/product.md#pricing).
      quotedTotalCents: cart.expectedTotalCents,
    };
    for (let retry = 0; ; retry++) {
      const at = performance.now() - t0;
      const res = await call(opts.baseUrl, '/api/orders', { json, cookie: who.cookie ?? undefined });
      const message = (res.body as { error?: string } | null)?.error;
      result.attempts.push({ at, ms: res.ms, status: res.status, error: res.error, message, key, retry });
      if (res.status >= 200 && res.status < 300) {
        const order = (res.body as { order: { id: string; totalCents: number } }).order;
        result.acks.set(key, {
          key,
          orderId: order.id,
          totalCents: order.totalCents,
          expectedTotalCents: cart.expectedTotalCents,
          email: who.email,
          at,
          ms: res.ms,
          attempts: retry + 1,
        });
        if (Math.random() < (opts.replayShare ?? 0.05)) {
          const again = await call(opts.baseUrl, '/api/orders', { json, cookie: who.cookie ?? undefined });
          const id = (again.body as { order?: { id: string } } | null)?.order?.id;
          if (again.status >= 200 && again.status < 300 && id === order.id) result.replays.same++;
          else if (again.status >= 200 && again.status < 300)
            result.replays.different.push(`${key}: ${order.id} then ${id}`);
        }
        return;
      }
      const retryable = res.status === 0 || res.status >= 500;
      if (!retryable || performance.now() > graceEnd) {
        result.givenUp.push({ key, status: res.status, message: message ?? res.error ?? '' });
        return;
      }
      await sleep(Math.min(1000, 100 * 2 ** Math.min(retry, 4)) * (0.5 + Math.random()));
    }
  };

  const worker = async (who: () => Customer) => {
    while (performance.now() < end && !opts.signal?.aborted) await placeOne(who());
  };
  await Promise.all([
    ...opts.customers.map((c) => worker(() => c)),
    ...Array.from({ length: opts.guests }, () => worker(() => guest(opts.runId, guestSeq++))),
  ]);
  result.elapsedMs = performance.now() - t0;
  return result;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Counts by status (and message) for a list of attempts. */
export function statusHistogram(attempts: Attempt[]): string {
  const counts = new Map<string, number>();
  for (const a of attempts) {
    const k =
      a.status === 0 ? `no answer (${a.error})` : a.status >= 400 ? `${a.status} "${a.message}"` : String(a.status);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return (
    [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${n} × ${k}`)
      .join(', ') || 'none'
  );
}

const KEY_STORAGE = 'checkout-key';

function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per checkout of this cart: a retry, a double click or a reload after a lost answer
 * returns the same order (kept in sessionStorage until the order is placed).
 */
export function idempotencyKeyFor(cartSignature: string): string {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY_STORAGE) ?? 'null') as { sig?: string; key?: string } | null;
    if (saved?.sig === cartSignature && saved.key) return saved.key;
    const key = newIdempotencyKey();
    sessionStorage.setItem(KEY_STORAGE, JSON.stringify({ sig: cartSignature, key }));
    return key;
  } catch {
    return newIdempotencyKey();
  }
}

/** The order is placed: the next checkout is a new order. */
export function forgetIdempotencyKey(): void {
  sessionStorage.removeItem(KEY_STORAGE);
}

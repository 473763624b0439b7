// The proof that this browser placed a guest order waiting for its owner (docs/decisions/016):
// kept from the checkout's answer until /claim-order links the order.

const key = (orderId: string) => `claim:${orderId}`;

export function keepClaimToken(orderId: string, token: string): void {
  try {
    localStorage.setItem(key(orderId), token);
  } catch {
    // Private mode or a full storage: the emailed link still proves the order is theirs.
  }
}

export function claimTokenOf(orderId: string): string | undefined {
  try {
    return localStorage.getItem(key(orderId)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetClaimToken(orderId: string): void {
  try {
    localStorage.removeItem(key(orderId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

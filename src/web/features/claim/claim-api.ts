import type { ClaimOrderResult } from '@shared/contract/orders';
import { api, ApiError } from '@web/lib/api';
import { claimTokenOf, forgetClaimToken } from '@web/lib/claim-token';

/** Links the order, with this browser's claim token when it placed it (docs/decisions/016). */
export async function claimOrder(orderId: string) {
  const result = await api<ClaimOrderResult>('/api/orders/claim', {
    method: 'POST',
    json: { orderId, claimToken: claimTokenOf(orderId) },
  });
  forgetClaimToken(orderId);
  return result;
}

/** Sign-up from the claim page: the server's own message for a taken email, else 'Erro ao criar conta. Tente novamente.'. */
export async function signUpToClaim(email: string, password: string) {
  try {
    await api('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: email.split('@')[0] || email, email, password },
    });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 409 || err.status === 429)) throw err;
    throw new ApiError(err instanceof ApiError ? err.status : 0, 'Erro ao criar conta. Tente novamente.');
  }
}

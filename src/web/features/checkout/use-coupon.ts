import { useCallback, useEffect, useState } from 'react';
import type { QuoteCoupon } from '@shared/contract/coupons';
import { refusalMessage } from './checkout-api';

const COUPON_FAILED_MESSAGE = 'Não foi possível conferir o cupom agora. Tente novamente.';

/**
 * 'Cupom de desconto' (docs/product.md#coupons): the code applied, which every quote prices, and
 * why the last one was refused. A refused code leaves the quote (the total goes back) and its
 * reason stays under the field.
 */
export function useCoupon() {
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refuse = useCallback((message: string) => {
    setError(message);
    setCode(null);
  }, []);
  const apply = (c: string) => {
    setError(null);
    setCode(c);
  };
  return { code, error, apply, remove: () => setCode(null), refuse };
}

/** What the quote says of the code: refused, it is let go with the quote's reason. */
export function useCouponAnswer(
  refuse: (message: string) => void,
  answer: QuoteCoupon | null,
  /** The quote of the code could not be had. */
  failure: Error | null,
) {
  useEffect(() => {
    if (answer && !answer.applied) refuse(answer.message);
    // No answer for the code (e.g. 'Muitas tentativas de cupom…'): the field says why and frees up.
    else if (failure) refuse(refusalMessage(failure, COUPON_FAILED_MESSAGE));
  }, [answer, failure, refuse]);
}

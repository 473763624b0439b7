import { describe, expect, it } from 'vitest';
import { paymentFromHash, payPageUrl } from './payment-api';

describe('payment page URL', () => {
  it('carries the client secret and total in the fragment, and reads them back', () => {
    const url = payPageUrl('5f0c', 'pi_123_secret_abc', 8180);
    expect(url).toBe('/pay/5f0c#cs=pi_123_secret_abc&total=8180');
    expect(paymentFromHash(url.slice(url.indexOf('#')))).toEqual({
      clientSecret: 'pi_123_secret_abc',
      totalCents: 8180,
    });
  });

  it('has nothing without a secret, and ignores a bad total', () => {
    expect(paymentFromHash('')).toBeNull();
    expect(paymentFromHash('#total=10')).toBeNull();
    expect(paymentFromHash('#cs=x&total=abc')).toEqual({ clientSecret: 'x', totalCents: null });
  });
});

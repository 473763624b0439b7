import { useEffect, useRef, useState } from 'react';
import { loadStripeJs, type StripeElements, type StripeJs } from './load-stripe';
import { PAYMENT_FAILED, type Ready } from './use-payment-state';

/**
 * Stripe's Payment Element for `data`, mounted in `host` once Stripe.js loads: `phase` says where
 * it is, `retry` loads it again after a failure, and `pay` confirms the payment (Stripe sends the
 * customer back to /pay/:orderId when it succeeds).
 */
export function useStripePayment(orderId: string, data: Ready) {
  const host = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'paying' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    setPhase('loading');
    loadStripeJs()
      .then((Stripe) => {
        if (cancelled || !host.current) return;
        const js = Stripe(data.publishableKey, { locale: 'pt-BR' });
        const elements = js.elements({
          clientSecret: data.clientSecret,
          locale: 'pt-BR',
          appearance: { theme: 'stripe', variables: { colorPrimary: '#b4441c', borderRadius: '12px' } },
        });
        const el = elements.create('payment', { layout: 'tabs' });
        el.on('ready', () => setPhase('ready'));
        el.mount(host.current);
        destroy = () => el.destroy();
        stripe.current = { js, elements };
      })
      .catch(() => {
        if (!cancelled) setPhase('failed');
      });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [data.clientSecret, data.publishableKey, attempt]);

  const pay = async () => {
    if (!stripe.current) return;
    setPhase('paying');
    setError(null);
    const { error: e } = await stripe.current.js.confirmPayment({
      elements: stripe.current.elements,
      confirmParams: { return_url: `${window.location.origin}/pay/${orderId}` },
    });
    // Only reached on an error: success redirects to return_url.
    setError(e?.message ?? PAYMENT_FAILED);
    setPhase('ready');
  };

  return { host, phase, error, pay, retry: () => setAttempt((n) => n + 1) };
}

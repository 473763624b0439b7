// Stripe.js is loaded from js.stripe.com on the payment page only (its CSP allows it there).

export type StripeElement = {
  mount(selector: string | HTMLElement): void;
  destroy(): void;
  on(event: 'ready', cb: () => void): void;
};
export type StripeElements = { create(type: 'payment', opts?: Record<string, unknown>): StripeElement };
export type StripeJs = {
  elements(opts: { clientSecret: string; locale?: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(opts: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string } }>;
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string, opts?: { locale?: string }) => StripeJs;
  }
}

const SRC = 'https://js.stripe.com/v3/';
let loading: Promise<NonNullable<Window['Stripe']>> | null = null;

export function loadStripeJs(timeoutMs = 15_000): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SRC;
    script.async = true;
    const timer = setTimeout(() => fail(new Error('Stripe.js timeout')), timeoutMs);
    const fail = (err: Error) => {
      clearTimeout(timer);
      loading = null;
      script.remove();
      reject(err);
    };
    script.onload = () => {
      clearTimeout(timer);
      if (window.Stripe) resolve(window.Stripe);
      else fail(new Error('Stripe.js did not load'));
    };
    script.onerror = () => fail(new Error('Stripe.js failed to load'));
    document.head.appendChild(script);
  });
  return loading;
}

import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '@server/http/context';

/**
 * The payment page alone may load Stripe.js and its frames (js.stripe.com) and talk to
 * api.stripe.com; every other page keeps the strict policy. Mounted on /pay/* before the
 * secure headers, so it rewrites their policy on the way out.
 */
export const stripePageCsp = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const policy = c.res.headers.get('Content-Security-Policy');
  if (!policy) return;
  const add = (p: string, directive: string, value: string) =>
    new RegExp(`(^|;\\s*)${directive} `).test(p)
      ? p.replace(new RegExp(`(^|;\\s*)(${directive} [^;]*)`), `$1$2 ${value}`)
      : `${p}; ${directive} ${value}`;
  // Stripe's security guide: Stripe.js and its frames from js.stripe.com (and its subdomains), 3-D Secure via hooks.
  let p = add(policy, 'script-src', 'https://js.stripe.com https://*.js.stripe.com');
  p = add(p, 'frame-src', 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
  p = add(p, 'connect-src', 'https://api.stripe.com');
  c.res.headers.set('Content-Security-Policy', p);
});

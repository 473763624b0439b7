import type { Context } from 'hono';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { addressBucket, clientAddress } from './client-address';
import { createRateLimiter, rateLimiter, TOO_MANY_ATTEMPTS, type RateLimiter } from './rate-limit';
import { createSharedWindows } from './shared-windows';

const MINUTE = 60_000;

/**
 * Every request limit of the store, one set per app (docs/security.md#request-limits-httplimitsts).
 * Keys are built only from the resolved client address and values the shared schemas have
 * already validated. On PostgreSQL the windows live in the database, shared by every instance;
 * on the embedded database (one process by design) in this process's memory. Long on purpose:
 * the list of every limit, one entry each, read in one place.
 */
export function createLimits(config: Config, database: Database, logger: Logger) {
  const shared = database.kind === 'postgres' ? createSharedWindows(database, logger) : null;
  const limiters: RateLimiter[] = [];
  /** `name` keeps the limits' windows apart in the shared table: unique, and stable across releases. */
  const limit = (name: string, rule: { windowMs: number; max: number; message: string }) => {
    const limiter = shared ? rateLimiter(shared.store(name, rule.windowMs), rule) : createRateLimiter(rule);
    limiters.push(limiter);
    return limiter;
  };
  const perEmail = limit('email', { windowMs: MINUTE, max: config.LOGIN_RATE_LIMIT, message: TOO_MANY_ATTEMPTS });
  const perAddress = limit('address', { windowMs: MINUTE, max: config.ADDRESS_RATE_LIMIT, message: TOO_MANY_ATTEMPTS });
  const signups = limit('signups', {
    windowMs: 60 * MINUTE,
    max: config.SIGNUP_RATE_LIMIT,
    message: 'Muitas contas criadas a partir desta rede. Tente novamente mais tarde.',
  });
  const geo = limit('geo', {
    windowMs: MINUTE,
    max: config.GEO_RATE_LIMIT,
    message: 'Muitas consultas de endereço. Aguarde um minuto e tente novamente.',
  });
  // A signed-in account places at most ORDER_RATE_LIMIT orders a minute (retries included):
  // plenty for a hungry family, a wall against a script flooding the kitchen.
  const orders = limit('orders', {
    windowMs: MINUTE,
    max: config.ORDER_RATE_LIMIT,
    message: 'Muitos pedidos em pouco tempo. Aguarde um minuto e tente novamente.',
  });
  // Reset links per email and hour, from any address: enough for a slow inbox, not for mail-bombing.
  const resetMails = limit('reset_mails', {
    windowMs: 60 * MINUTE,
    max: 5,
    message: 'Muitos pedidos de nova senha para este email. Tente novamente mais tarde.',
  });
  // The bank's PIX webhook, per address: a PSP's bursts fit, a forger's flood does not reach the bank.
  const pixWebhook = limit('pix_webhook', { windowMs: MINUTE, max: 120, message: TOO_MANY_ATTEMPTS });
  // New PIX codes of one account (each order also has at most 5).
  const pixCharges = limit('pix_charges', {
    windowMs: MINUTE,
    max: 10,
    message: 'Muitos códigos PIX gerados em pouco tempo. Aguarde um minuto e tente novamente.',
  });
  // Codes that are no coupon, per address: a customer's typos fit, guessing codes does not.
  const couponMisses = limit('coupon_misses', {
    windowMs: 10 * MINUTE,
    max: 20,
    message: 'Muitas tentativas de cupom. Aguarde alguns minutos e tente novamente.',
  });
  // Notification subscriptions of one account (docs/security.md#order-notifications): a page
  // re-registering its browser fits, a script filling the table does not.
  const pushSubscriptions = limit('push_subscriptions', {
    windowMs: MINUTE,
    max: 20,
    message: 'Muitas alterações de notificações. Aguarde um minuto e tente novamente.',
  });
  const from = (c: Context) => addressBucket(clientAddress(c));
  return {
    /** Sign-in, sign-up, admin registration, guest checkout: any email, per address. */
    attempt: (c: Context) => perAddress.hit(c, from(c)),
    /** The same, per address and (validated) email, so one attacker cannot lock everyone out. */
    email: (c: Context, email: string) => perEmail.hit(c, `${from(c)}|${email}`),
    /** Requests that may create an account, per address and hour. */
    signup: (c: Context) => signups.hit(c, from(c)),
    /**
     * The same count, never refusing: false past the limit. For a request that must go on
     * whatever the answer, such as a guest order, whose account is then not made.
     */
    signupAllowed: (c: Context) => signups.allow(from(c)),
    /** CEP and delivery-fee lookups, which spend the providers' quota. */
    geo: (c: Context) => geo.hit(c, from(c)),
    /** Password-reset emails to one (validated) email. */
    resetMail: (c: Context, email: string) => resetMails.hit(c, email),
    /** Orders of one signed-in account. */
    order: (c: Context, userId: string) => orders.hit(c, userId),
    /** Calls to the PIX webhook, per address (before its token is checked). */
    pixWebhook: (c: Context) => pixWebhook.hit(c, from(c)),
    /** New PIX codes ('Gerar novo código') of one signed-in account. */
    pixCharge: (c: Context, userId: string) => pixCharges.hit(c, userId),
    /** A coupon code that matched no coupon (docs/product.md#coupons), per address. */
    couponMiss: (c: Context) => couponMisses.hit(c, from(c)),
    /**
     * Refuses (429) an address whose coupon misses are at the limit, without counting: called
     * before a code is looked up, so a guesser past the limit learns nothing of its next code.
     */
    couponMissCheck: (c: Context) => couponMisses.check(c, from(c)),
    /** Turning order notifications on or off, per signed-in account. */
    pushSubscription: (c: Context, userId: string) => pushSubscriptions.hit(c, userId),
    async stop() {
      for (const l of limiters) l.stop();
      await shared?.stop();
    },
  };
}

export type Limits = ReturnType<typeof createLimits>;

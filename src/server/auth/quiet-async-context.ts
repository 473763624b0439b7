import { AsyncLocalStorage } from 'node:async_hooks';

/** Where better-auth keeps its AsyncLocalStorage instances (one per kind of context), shared by every copy of it. */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');

/** Turns off every AsyncLocalStorage better-auth has made; its next run() turns its own on again. */
function disableBetterAuthStorages() {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[BETTER_AUTH_GLOBAL];
  for (const storage of Object.values(global?.context ?? {}))
    if (storage instanceof AsyncLocalStorage) storage.disable();
}

/**
 * better-auth runs each of its calls inside AsyncLocalStorage, and on Node 20 the first run()
 * turns on promise hooks for the whole process, for good: every promise of every request paid
 * for them from the first sign-in on, about a seventh of the server's CPU per order
 * (docs/decisions/026). The auth object comes back with its handler and API counted while in
 * flight; when none is, the storages are disabled, which turns the hooks off until the next call.
 */
export function quietBetweenCalls<A extends { handler: (req: Request) => Promise<Response>; api: object }>(auth: A): A {
  let inFlight = 0;
  const counted = <R>(call: () => Promise<R>): Promise<R> => {
    inFlight++;
    return call().finally(() => {
      if (--inFlight === 0) disableBetterAuthStorages();
    });
  };
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => counted(() => Promise.resolve(value.apply(target, args)));
    },
  });
  return { ...auth, api, handler: (req: Request) => counted(() => auth.handler(req)) };
}

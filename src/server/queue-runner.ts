import type { Logger } from './logger';

/**
 * What each queue kept in the database (outgoing mail, print jobs, WhatsApp messages) does to
 * work through its rows: a pass now when `kick` is called, one more right after the pass under
 * way when kicked meanwhile, and one every `everyMs` for retries and other instances' rows. A
 * failed pass is logged as `failure` and left to the next. `pass` is told whether the queue is
 * stopping, to claim nothing more.
 */
export function createQueueRunner(opts: {
  pass: (stopped: () => boolean) => Promise<void>;
  everyMs: number;
  logger: Logger;
  failure: string;
}) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const isStopped = () => stopped;

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await opts.pass(isStopped).catch((err: unknown) => opts.logger.warn({ err }, opts.failure));
      } while (again && !stopped);
      running = null;
    })();
    return running;
  }

  const timer = setInterval(() => void kick(), opts.everyMs);
  timer.unref();

  return {
    kick,
    /** Waits until nothing due is left (tests, and shutdown after the requests drained). */
    drain: async () => {
      while (running) await running;
      await kick();
    },
    /** Claims nothing more and waits for the pass under way. */
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}

/**
 * Calls `fn` once, `ms` after the first of a burst of calls to `soon`: the order events of a rush
 * wake their readers hundreds of times a second, and become one pass (docs/decisions/026).
 */
export function gathered(ms: number, fn: () => void) {
  let timer: NodeJS.Timeout | null = null;
  return {
    soon() {
      timer ??= setTimeout(() => {
        timer = null;
        fn();
      }, ms);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

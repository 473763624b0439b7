/**
 * The timer the payment background jobs (payment expiry, PIX sweep) run their rounds on: one
 * round at a time, the next scheduled once the last has ended (its delay asked then, so a job
 * can back off), and a stop that waits for the round in hand.
 */
export function createRoundTimer(opts: {
  /** One round; never rejects (the job logs its own failures). */
  tick: () => Promise<void>;
  /** The wait before the next round, asked when the last one ends. */
  nextDelayMs: () => number;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = opts.tick().finally(() => {
        running = null;
        schedule(opts.nextDelayMs());
      });
    }, delayMs);
    timer.unref();
  }

  return {
    /** The first round after `delayMs`, then each after `nextDelayMs()`. */
    start: schedule,
    /** Whether stop was called: a round in hand ends early. */
    stopped: () => stopped,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}

import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Logger } from './logger';

const MB = 1024 * 1024;
const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Every `seconds`, one info line 'runtime': the process's resident memory and heap, and how late
 * the event loop ran its timers over the period (p50, p99, max, in ms), the figure that says
 * whether requests waited on each other. Returns the stop (docs/operations.md, logs).
 */
export function startRuntimeLog(logger: Logger, seconds: number): () => void {
  if (seconds <= 0) return () => {};
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const timer = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    const ms = (ns: number) => round1(ns / 1e6);
    logger.info(
      {
        rssMb: round1(rss / MB),
        heapMb: round1(heapUsed / MB),
        loopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      },
      'runtime',
    );
    delay.reset();
  }, seconds * 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
  };
}

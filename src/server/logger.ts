import pino, { type DestinationStream, type Logger } from 'pino';
import { safeError } from './log-safe-error';

export type { Logger };

// Personal data and secrets never reach the log (docs/security.md). Wildcards reach one level
// only, so the keys are listed both at the top and one level down.
const SECRET_KEYS = ['password', 'token', 'email', 'phone', 'name', 'address', 'cep', 'to'];
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

export function createLogger(level: string, pretty = process.stdout.isTTY, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: REDACT,
    // Errors are logged without the values their queries carried (log-safe-error.ts).
    serializers: { err: safeError, error: safeError },
    ...(pretty && !destination ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  };
  if (destination) return pino(options, destination);
  if (pretty) return pino(options);
  return pino(options, (stdoutBatch ??= batchedStdout()));
}

/** One batch for the process's one stdout, however many loggers write to it (tests make many). */
let stdoutBatch: ReturnType<typeof batchedStdout> | null = null;

/** Characters of log lines gathered before one write to stdout. */
const BATCH_CHARS = 4096;
/** The longest a line waits in the batch when few requests come. */
const FLUSH_MS = 1000;

/**
 * Standard output written in batches: one write of a line per request cost a cached answer
 * about a fifth of its throughput at 'info' (docs/decisions/026). Lines gather in a string here,
 * since sonic-boom's own batching costs microseconds per line; it then writes each batch whole,
 * retrying a full pipe. What is still gathered is written within a second, and at exit, however
 * the process ends short of being killed.
 */
function batchedStdout(): DestinationStream & { flush(cb?: () => void): void } {
  const out = pino.destination({ dest: 1, sync: true });
  let pending = '';
  const flush = (cb?: () => void) => {
    if (pending) out.write(pending);
    pending = '';
    cb?.();
  };
  setInterval(flush, FLUSH_MS).unref();
  // Written synchronously: nothing is left in sonic-boom's own buffer to flush after this.
  process.on('exit', () => flush());
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= BATCH_CHARS) flush();
    },
    flush,
  };
}

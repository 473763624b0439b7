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
  return destination ? pino(options, destination) : pino(options);
}

import pino, { type DestinationStream, type Logger } from 'pino';
import { safeError } from './log-safe-error';

export type { Logger };

export function createLogger(level: string, pretty = process.stdout.isTTY, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
    // Errors are logged without the values their queries carried (log-safe-error.ts).
    serializers: { err: safeError, error: safeError },
    ...(pretty && !destination ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

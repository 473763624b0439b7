import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import pino from 'pino';
import type { Logger } from '../logger';

// One JSON line per request, written at the Node layer so the answers Node gives before Hono
// (the menu's 304) are logged too (docs/operations.md, "Health, stopping, logs").

/** A caller's (or proxy's) id is kept only when it is short and plain, so it cannot forge log text. */
const SANE_ID = /^[\w.-]{1,64}$/;

/** Where a path's next segment is a secret: the PIX webhook's, a courier's link (its page and its API). */
const SECRET_PREFIXES = ['/api/payments/pix/webhook/', '/api/courier/', '/entregador/'];
const SECRET_SEGMENT = new RegExp(`^(${SECRET_PREFIXES.join('|')})[^/]+`);

/** The path without its query (tokens ride there: reset-password?token=…) and without its secret segment. */
export function loggedPath(url = '/'): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  // Most paths have no secret: the regular expression costs a cached answer ~1% of its CPU.
  const scrubbed = SECRET_PREFIXES.some((p) => path.startsWith(p)) ? path.replace(SECRET_SEGMENT, '$1***') : path;
  return scrubbed.length > 200 ? scrubbed.slice(0, 200) : scrubbed;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
/** A listener told the request's id, which it sends back as `X-Request-Id`. */
type IdListener = (req: IncomingMessage, res: ServerResponse, requestId: string) => void;

/**
 * Wraps a request listener: takes the request id from `X-Request-Id` or makes one, hands it to
 * the listener to send back (handlers read it back through `requestLogger`) and logs the answer
 * once the response is done or the client has gone.
 */
export function withRequestLog(logger: Logger, listener: IdListener): Listener {
  const write = requestLineWriter(logger);
  return (req, res) => {
    const given = req.headers['x-request-id'];
    const reqId = typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
    const start = performance.now();
    // A response closes once: on() spares once()'s wrapper on every request.
    res.on('close', () => {
      const ms = Math.round((performance.now() - start) * 10) / 10;
      // The id (SANE_ID or a UUID) and the method (a token Node's parser accepted) need no escaping.
      const fields =
        `,"reqId":"${reqId}","method":"${req.method}","path":${JSON.stringify(loggedPath(req.url))}` +
        `,"status":${res.statusCode},"ms":${ms}${res.writableFinished ? '' : ',"aborted":true'}`;
      write(res.statusCode >= 500 ? 'warn' : 'info', fields);
    });
    listener(req, res, reqId);
  };
}

type PinoInternals = Record<symbol, unknown>;

/**
 * Writes a request line as pino writes any (its level, time and bindings, then the fields and
 * the message) into the logger's own stream, so it keeps its place among the handler's lines.
 * Built by hand: through pino, its serialising and redaction cost a cached answer about a tenth
 * of its CPU, and the line holds only the id, the method, the scrubbed path, the status and the
 * time, nothing the redaction looks for (docs/decisions/026).
 */
function requestLineWriter(logger: Logger) {
  const internals = logger as unknown as PinoInternals;
  const stream = internals[pino.symbols.streamSym] as { write(line: string): void };
  const bindings = internals[pino.symbols.chindingsSym] as string;
  return (level: 'info' | 'warn', fields: string) => {
    if (!logger.isLevelEnabled(level)) return;
    stream.write(`{"level":${logger.levels.values[level]},"time":${Date.now()}${bindings}${fields},"msg":"request"}\n`);
  };
}

/**
 * The logger for a handler's own lines, carrying its request's id. The id is passed by hand
 * rather than through AsyncLocalStorage, whose promise hooks cost every request about a sixth
 * of the menu's throughput on Node 20 (docs/decisions/009).
 */
export function requestLogger(c: Context, logger: Logger): Logger {
  // Hono's Node adapter hands the handler the response withRequestLog set the id on.
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  const reqId = outgoing?.getHeader('x-request-id');
  return typeof reqId === 'string' ? logger.child({ reqId }) : logger;
}

/**
 * What a log line keeps of an error: its type, message, code and stack, never the values a
 * query was run with. A failed query's error carries the row it tried to write (a customer's
 * name, email, phone and address) in its message, its `params` and the database's `detail`;
 * none of that is personal data we may write to a log (docs/security.md).
 */
const SAFE_FIELDS = [
  'code',
  'severity',
  'routine',
  'table_name',
  'column_name',
  'constraint_name',
  'status',
  'statusCode',
  'errno',
  'syscall',
] as const;

/** A database's data errors (class 22) quote the value they refused. */
const quotesValue = (code: unknown) => typeof code === 'string' && code.startsWith('22');

function safeMessage(err: Error & { code?: unknown }): string {
  let message = String(err.message ?? '');
  // Drizzle: "Failed query: <sql>\nparams: <values>": the SQL is ours, the values are not.
  const params = message.indexOf('\nparams:');
  if (message.startsWith('Failed query:') && params >= 0) message = message.slice(0, params);
  if (quotesValue(err.code)) message = message.replace(/: ".*"$/s, ': "[redacted]"');
  return message.slice(0, 2000);
}

export function safeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an Error]' };
  const e = err as Error & Record<string, unknown>;
  const out: Record<string, unknown> = { type: e.constructor?.name ?? 'Error', message: safeMessage(e) };
  for (const field of SAFE_FIELDS) if (e[field] !== undefined && typeof e[field] !== 'object') out[field] = e[field];
  const frames = (e.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  out.stack = [`${String(out.type)}: ${String(out.message)}`, ...frames].join('\n');
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

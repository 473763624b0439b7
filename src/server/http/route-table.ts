import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { Permission } from '@shared/staff-roles';
import type { AppEnv } from './context';
import { requirePermission, requireUser } from './guards';
import type { Sendable } from './sendable';
import { parseJson, parseWith } from './validate';

// Each endpoint is declared once, beside its handler (docs/architecture.md#how-to-add-an-endpoint):
// the declaration picks the guard, parses the request with its schemas, types the handler's
// answer against the contract, and is what GET /api/docs describes. A handler cannot drift
// from what the document says it does.

/** Who may call an operation: anyone, a signed-in person, or staff whose role grants a permission (http/guards.ts). */
export type Access = 'public' | 'user' | Permission;

/** One operation of the API as GET /api/docs describes it. */
export type Operation = {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The path under /api as the module registers it, parameters as `:name`. */
  path: string;
  summary: string;
  /** The document's group: store, menu, auth, checkout, customer or admin. */
  tag: string;
  access: Access;
  /** The path's parameters, parsed before the handler runs (a refusal is a pt-BR 400). */
  params?: z.ZodObject;
  /** The query string, parsed the same way. */
  query?: z.ZodObject;
  /** The JSON body, parsed after `before`; with `bodyType` other than json, described only. */
  body?: z.ZodType;
  bodyType?: 'json' | 'multipart' | 'raw';
  /** The success answer; its JSON shape, or the `data` of each event of a stream. */
  response: z.ZodType;
  status?: 200 | 201;
  stream?: true;
};

type Parsed<S, Else> = S extends z.ZodType ? z.output<S> : Else;

/** What a handler receives besides the context: the request as the operation's schemas parsed it. */
export type Input<O extends Operation> = {
  params: Parsed<O['params'], Record<string, never>>;
  query: Parsed<O['query'], Record<string, never>>;
  body: O['bodyType'] extends 'multipart' | 'raw' ? undefined : Parsed<O['body'], undefined>;
};

/** The success answer as the contract types it (a Date may stand for its ISO string), or a Response of its own. */
type Answer<O extends Operation> = Sendable<z.output<O['response']>> | Response;

type Handler<O extends Operation> = (c: Context<AppEnv>, input: Input<O>) => Answer<O> | Promise<Answer<O>>;

function guardsOf(access: Access): MiddlewareHandler<AppEnv>[] {
  if (access === 'public') return [];
  if (access === 'user') return [requireUser];
  return [requirePermission(access)];
}

/** What runs around a handler besides its guard. */
type Extras = {
  /** Before the guard: a body limit smaller than the app's, say. */
  middleware?: MiddlewareHandler<AppEnv>[];
  /** After the guard, before the request is parsed: the request limits, so bad bodies count too. */
  limit?: (c: Context<AppEnv>) => Promise<void>;
};

/** A query value left empty (`?status=`, as a form sends an unset filter) is no value. */
const presentOnly = (query: Record<string, string>) => Object.fromEntries(Object.entries(query).filter(([, v]) => v));

/**
 * A module's routes and their descriptions: `route(op, handler)` registers the handler behind
 * the operation's guard and adds the operation to `operations`, which GET /api/docs describes.
 */
export function routeTable() {
  const app = new Hono<AppEnv>();
  const operations: Operation[] = [];
  const table = {
    app,
    operations,
    route<const O extends Operation>(op: O, handler: Handler<O>, extras: Extras = {}) {
      operations.push(op);
      const run: MiddlewareHandler<AppEnv> = async (c) => {
        if (extras.limit) await extras.limit(c);
        const input = {
          params: op.params ? parseWith(op.params, c.req.param()) : {},
          query: op.query ? parseWith(op.query, presentOnly(c.req.query())) : {},
          body: op.body && (op.bodyType ?? 'json') === 'json' ? await parseJson(c, op.body) : undefined,
        } as Input<O>;
        const answer = await handler(c, input);
        return answer instanceof Response ? answer : c.json(answer as object, op.status ?? 200);
      };
      app.on([op.method.toUpperCase()], [op.path], ...(extras.middleware ?? []), ...guardsOf(op.access), run);
      return table;
    },
  };
  return table;
}

export type RouteTable = ReturnType<typeof routeTable>;

import { z } from 'zod';
import { routeTable, type Operation } from '@server/http/route-table';
import { errorResponseSchema } from '@shared/contract/common';
import { NAMED_RESPONSES } from './named-responses';

// GET /api/docs: the OpenAPI 3.1 description of the API, built from the operations each module
// declares beside its handlers (http/route-table.ts), with the same zod schemas the server
// validates requests with and types its answers against, so it cannot describe another API
// than the one served (docs/architecture.md#how-to-add-an-endpoint).

/** An operation as the document lists it: its whole path, /api included. */
export type ApiOperation = Operation;

type JsonSchema = Record<string, unknown>;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const uri = (id: string) => `#/components/schemas/${id}`;

/** `/api/products/:id` → `/api/products/{id}`, and the names of its parameters. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

function operationName(op: ApiOperation): string {
  const words = op.path
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .map((w) => (w.startsWith(':') ? `by-${w.slice(1)}` : w))
    .flatMap((w) => w.split('-'))
    .filter(Boolean);
  return op.method + words.map(capitalised).join('');
}

const capitalised = (w: string) => w[0]!.toUpperCase() + w.slice(1);

/** Every component of one direction (answers as written, requests as accepted), with $refs between them. */
function components(entries: [z.ZodType, string][], io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of entries) if (!registry.has(schema)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io, uri, unrepresentable: 'any', target: 'draft-2020-12' });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema as JsonSchema]),
  );
}

function queryParameters(query: z.ZodObject) {
  const schema = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: s,
  }));
}

/** Builds the document; GET /api/docs serves it. */
export function buildOpenApiDocument(operations: ApiOperation[]) {
  const responseNames = new Map<z.ZodType, string>(NAMED_RESPONSES);
  const requestNames = new Map<z.ZodType, string>();
  for (const op of operations) {
    if (!responseNames.has(op.response)) responseNames.set(op.response, `${capitalised(operationName(op))}Response`);
    if (op.body && !requestNames.has(op.body)) requestNames.set(op.body, `${capitalised(operationName(op))}Request`);
  }
  const schemas = {
    ...components([[errorResponseSchema, 'Error'], ...responseNames.entries()], 'output'),
    ...components([...requestNames.entries()], 'input'),
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const { path, params } = openApiPath(op.path);
    const responseContent = op.stream
      ? { 'text/event-stream': { itemSchema: ref(responseNames.get(op.response)!) } }
      : { 'application/json': { schema: ref(responseNames.get(op.response)!) } };
    (paths[path] ??= {})[op.method] = {
      operationId: operationName(op),
      summary: op.summary,
      tags: [op.tag],
      ...(op.access === 'public' ? { security: [] } : {}),
      ...(op.access !== 'public' && op.access !== 'user' ? { 'x-permission': op.access } : {}),
      parameters: [
        ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
        ...(op.query ? queryParameters(op.query) : []),
      ],
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                [op.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: {
                  schema: ref(requestNames.get(op.body)!),
                },
              },
            },
          }
        : {}),
      responses: {
        [String(op.status ?? 200)]: {
          description: op.stream ? 'An event stream; each event carries this JSON as its data' : 'OK',
          content: responseContent,
        },
        default: {
          description: 'Refused: the pt-BR message to show (400, 401, 403, 404, 409, 413, 429, 503…)',
          content: { 'application/json': { schema: ref('Error') } },
        },
      },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Cardápio API',
      version: '1',
      description: 'Online ordering for one restaurant. Money in BRL cents; messages in pt-BR.',
    },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description:
            'The session cookie set by signing in; staff operations (x-permission) need a role that grants the permission.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** GET /api/docs: the document as JSON, built once per app from the operations the app mounted. */
export function docsRoutes(operations: () => ApiOperation[]) {
  let document: OpenApiDocument | null = null;
  return routeTable().route(
    {
      method: 'get',
      path: '/docs',
      summary: 'This document (OpenAPI 3.1)',
      tag: 'store',
      access: 'public',
      response: z.looseObject({}),
    },
    (c) => c.json((document ??= buildOpenApiDocument(operations()))),
  );
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { publicMenuSchema } from '@shared/contract/menu';
import { openApiPath, type OpenApiDocument } from './openapi';

// GET /api/docs (docs/architecture.md#how-to-add-an-endpoint): the OpenAPI document lists the
// routes the app really registers, and its schemas describe what they really answer.

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const res = await t.request('/api/docs');
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
});
afterAll(() => t.close());

type JsonSchema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
};
const resolve = (s: JsonSchema): JsonSchema =>
  s.$ref ? resolve(doc.components.schemas[s.$ref.replace('#/components/schemas/', '')] as JsonSchema) : s;

describe('GET /api/docs', () => {
  it('is an OpenAPI 3.1 document, public', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/menu']).toBeDefined();
    expect((await t.request('/api/docs')).headers.get('content-type')).toMatch(/application\/json/);
  });

  it('lists every route the app registers under /api, and nothing else', () => {
    const registered = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*'))
        .map((r) => `${r.method} ${openApiPath(r.path).path}`),
    );
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    // A route missing here was registered outside a route table (http/route-table.ts).
    expect([...registered].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((d) => !registered.has(d))).toEqual([]);
  });

  it("describes GET /api/menu's real answer: the contract schema parses it and the document names its fields", async () => {
    const res = await t.request('/api/menu');
    const body = (await res.json()) as Record<string, unknown>;
    expect(publicMenuSchema.parse(body)).toEqual(body);

    const op = doc.paths['/api/menu']!.get as {
      responses: { 200: { content: { 'application/json': { schema: JsonSchema } } } };
    };
    const schema = resolve(op.responses[200].content['application/json'].schema);
    expect(Object.keys(body).sort()).toEqual(Object.keys(schema.properties!).sort());
    expect(schema.required!.sort()).toEqual(Object.keys(body).sort());
    const product = (body.products as Record<string, unknown>[])[0]!;
    expect(Object.keys(product).sort()).toEqual(
      Object.keys(resolve(schema.properties!.products!.items!).properties!).sort(),
    );
    const store = body.store as Record<string, unknown>;
    expect(Object.keys(store).sort()).toEqual(Object.keys(resolve(schema.properties!.store!).properties!).sort());
  });

  it('gives every operation a success answer and the error shape', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops as Record<string, { responses: Record<string, unknown> }>)) {
        expect(Object.keys(op.responses), `${method} ${path}`).toContain('default');
        expect(
          Object.keys(op.responses).some((s) => /^2\d\d$/.test(s)),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
  });
});

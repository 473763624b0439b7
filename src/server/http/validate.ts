import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors';
import { requestJson } from './json-body';

/** Reads and validates a JSON body with a shared zod schema; bad JSON or data is a pt-BR 400. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await requestJson(c);
  } catch {
    throw new AppError(400, 'Requisição inválida: JSON malformado', 'bad_json');
  }
  return parseWith(schema, body);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AppError(
      400,
      issue?.message && !issue.message.startsWith('Invalid') ? issue.message : 'Dados inválidos',
      'invalid',
    );
  }
  return result.data;
}

import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client';
import { profiles } from './db/schema';
import { createLogger } from './logger';

// A failed write logged by the server names the error, never the customer in the row.

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  return { logger: createLogger('info', false, stream), text: () => text };
}

const PERSON = { name: 'Maria Sigilosa', email: 'maria.sigilosa@exemplo.com', phone: '(11) 97777-1234' };

describe('error logs', () => {
  it('keep the error and its code, never the row a failed query carried', async () => {
    const err = await database.db
      .insert(profiles)
      .values({
        userId: 'no-such-user',
        name: PERSON.name,
        email: PERSON.email,
        phone: PERSON.phone,
        address: {
          street: 'Rua Secreta',
          number: '42',
          neighborhood: 'Centro',
          city: 'São Paulo',
          state: 'SP',
          zipCode: '01000-000',
        },
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    const { logger, text } = capture();
    logger.error({ err, path: '/api/orders' }, 'unhandled error');
    const line = text();
    expect(line).toContain('unhandled error');
    expect(line).toContain('Failed query');
    expect(line).toContain('23503');
    for (const value of [PERSON.name, PERSON.email, PERSON.phone, 'Rua Secreta']) expect(line).not.toContain(value);
  });

  it('redact the value a data error quotes', async () => {
    const err = await database.db.execute(sql`select ${PERSON.phone}::int`).then(
      () => null,
      (e: unknown) => e,
    );
    const { logger, text } = capture();
    logger.warn({ err }, 'bad value');
    expect(text()).toContain('22P02');
    expect(text()).not.toContain(PERSON.phone);
  });
});

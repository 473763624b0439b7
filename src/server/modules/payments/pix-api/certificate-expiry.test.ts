import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { createLogger } from '@server/logger';
import { startFakePixApi, type FakePixApi } from '@server/testing/fake-pix-api';
import { logCertificateExpiry } from './certificate-expiry';

let bank: FakePixApi;
beforeAll(async () => {
  bank = await startFakePixApi();
});
afterAll(() => bank.close());

const DAY = 86_400_000;

/** The lines a logger wrote, parsed. */
function captured() {
  const lines: { level: number; msg: string; daysLeft?: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  return { lines, logger: createLogger('info', false, stream) };
}

describe('the PIX client certificate expiry at start-up', () => {
  // The test certificates are valid for 30 days from now.
  it('warns 30 days ahead, errors once expired, and only informs before', () => {
    const config = loadConfig(bank.env);
    const at = (days: number) => {
      const { lines, logger } = captured();
      const left = logCertificateExpiry(config, logger, new Date(Date.now() + days * DAY));
      return { left, level: lines[0]!.level, msg: lines[0]!.msg };
    };
    expect(at(-60)).toMatchObject({ left: 89, level: 30 });
    expect(at(5)).toMatchObject({ left: 24, level: 40, msg: expect.stringContaining('expires soon') });
    expect(at(31)).toMatchObject({ level: 50, msg: expect.stringContaining('has expired') });
  });

  it('says nothing without the PIX settings', () => {
    const { lines, logger } = captured();
    expect(logCertificateExpiry(loadConfig({}), logger, new Date())).toBeNull();
    expect(lines).toEqual([]);
  });
});

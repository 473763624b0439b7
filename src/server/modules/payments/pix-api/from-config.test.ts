import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';
import { startFakePixApi, type FakePixApi } from '@server/testing/fake-pix-api';
import { pixApiFromConfig } from './from-config';

let bank: FakePixApi;
beforeAll(async () => {
  bank = await startFakePixApi();
});
afterAll(() => bank.close());

describe('pixApiFromConfig', () => {
  it('is null without the PIX settings', () => {
    expect(pixApiFromConfig(loadConfig({}))).toBeNull();
  });

  it('reaches the bank with the certificate files the settings name', async () => {
    const pix = pixApiFromConfig(loadConfig(bank.env))!;
    const cob = await pix.createCharge('c'.repeat(32), {
      amountCents: 1234,
      expirySeconds: 600,
      description: 'Pedido',
    });
    expect([cob.status, cob.amountCents, cob.chave]).toEqual(['ATIVA', 1234, bank.chave]);
  });

  it('stops start-up when a certificate file cannot be read, naming the setting', () => {
    const config = loadConfig({ ...bank.env, PIX_KEY_FILE: '/nao/existe.key' });
    expect(() => pixApiFromConfig(config)).toThrow(ConfigError);
    expect(() => pixApiFromConfig(config)).toThrow('PIX_KEY_FILE: cannot read /nao/existe.key (ENOENT)');
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// Start-up settings: a bad or half-given value stops the server with a message naming it.

const PIX = {
  PIX_API_URL: 'https://pix.banco.com.br/api/v2/',
  PIX_TOKEN_URL: 'https://pix.banco.com.br/oauth/token',
  PIX_CLIENT_ID: 'cardapio',
  PIX_CLIENT_SECRET: 's3cr3t',
  PIX_CERT_FILE: '/etc/cardapio/pix.crt',
  PIX_KEY_FILE: '/etc/cardapio/pix.key',
  PIX_KEY: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  PIX_WEBHOOK_TOKEN: 'a'.repeat(32),
};

describe('PIX through the bank (PIX_*)', () => {
  it('is off without any PIX setting: PIX stays the static code', () => {
    expect(loadConfig({}).pix).toBeNull();
  });

  it('is on with every setting, with the default expiry and sweep interval', () => {
    const config = loadConfig(PIX);
    expect(config.pix).toEqual({
      apiUrl: 'https://pix.banco.com.br/api/v2',
      tokenUrl: 'https://pix.banco.com.br/oauth/token',
      clientId: 'cardapio',
      clientSecret: 's3cr3t',
      identity: { certFile: '/etc/cardapio/pix.crt', keyFile: '/etc/cardapio/pix.key' },
      caFile: undefined,
      key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
      webhookToken: 'a'.repeat(32),
      chargeExpirySeconds: 1800,
      sweepIntervalMs: 60_000,
    });
    // One place to read them: the raw variables are not on the config.
    expect(Object.keys(config).filter((k) => k.startsWith('PIX_'))).toEqual([]);
  });

  it('takes the PKCS#12 file instead of PEM files, and the CA of a sandbox', () => {
    const { PIX_CERT_FILE: _c, PIX_KEY_FILE: _k, ...rest } = PIX;
    const config = loadConfig({
      ...rest,
      PIX_PFX_FILE: '/etc/cardapio/pix.p12',
      PIX_PFX_PASSPHRASE: 'senha',
      PIX_CA_FILE: '/etc/cardapio/sandbox-ca.pem',
      PIX_CHARGE_EXPIRY_SECONDS: '900',
    });
    expect(config.pix).toMatchObject({
      identity: { pfxFile: '/etc/cardapio/pix.p12', passphrase: 'senha' },
      caFile: '/etc/cardapio/sandbox-ca.pem',
      chargeExpirySeconds: 900,
    });
  });

  it('stops start-up naming what a partial set lacks', () => {
    expect(() => loadConfig({ PIX_API_URL: PIX.PIX_API_URL })).toThrow(
      'missing PIX_TOKEN_URL, PIX_CLIENT_ID, PIX_CLIENT_SECRET, PIX_CERT_FILE, PIX_KEY_FILE, PIX_KEY, PIX_WEBHOOK_TOKEN',
    );
    const { PIX_KEY_FILE: _, ...withoutKeyFile } = PIX;
    expect(() => loadConfig(withoutKeyFile)).toThrow(/missing PIX_KEY_FILE$/);
    expect(() => loadConfig({ PIX_WEBHOOK_TOKEN: PIX.PIX_WEBHOOK_TOKEN })).toThrow(/missing PIX_API_URL/);
    expect(() => loadConfig({ ...PIX, PIX_PFX_FILE: '/etc/cardapio/pix.p12' })).toThrow(/not both/);
  });

  it('refuses a guessable webhook token, a bad URL and out-of-range numbers', () => {
    expect(() => loadConfig({ ...PIX, PIX_WEBHOOK_TOKEN: 'curto' })).toThrow(
      'PIX_WEBHOOK_TOKEN: must have at least 32 characters',
    );
    expect(() => loadConfig({ ...PIX, PIX_WEBHOOK_TOKEN: `${'a'.repeat(32)}/x` })).toThrow(/PIX_WEBHOOK_TOKEN/);
    expect(() => loadConfig({ ...PIX, PIX_API_URL: 'pix.banco.com.br' })).toThrow(/PIX_API_URL: must be a URL/);
    expect(() => loadConfig({ ...PIX, PIX_CHARGE_EXPIRY_SECONDS: '0' })).toThrow(/PIX_CHARGE_EXPIRY_SECONDS/);
    expect(() => loadConfig({ ...PIX, PIX_SWEEP_INTERVAL_MS: 'sempre' })).toThrow(/PIX_SWEEP_INTERVAL_MS/);
  });
});

const WHATSAPP = {
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_ACCESS_TOKEN: 'EAAG-token',
  WHATSAPP_APP_SECRET: 'app-secret',
  WHATSAPP_VERIFY_TOKEN: 'verifica-cardapio-123',
};

describe('WhatsApp Cloud API (WHATSAPP_*)', () => {
  it('is off without any setting: WhatsApp stays the wa.me links', () => {
    expect(loadConfig({}).whatsapp).toBeNull();
  });

  it("is on with all four, at Meta's Graph API unless pointed elsewhere", () => {
    const config = loadConfig(WHATSAPP);
    expect(config.whatsapp).toEqual({
      apiUrl: 'https://graph.facebook.com/v27.0',
      phoneNumberId: '106540352242922',
      accessToken: 'EAAG-token',
      appSecret: 'app-secret',
      verifyToken: 'verifica-cardapio-123',
    });
    expect(Object.keys(config).filter((k) => k.startsWith('WHATSAPP_'))).toEqual([]);
    expect(loadConfig({ ...WHATSAPP, WHATSAPP_API_URL: 'http://127.0.0.1:9/v1/' }).whatsapp?.apiUrl).toBe(
      'http://127.0.0.1:9/v1',
    );
  });

  it('stops start-up naming what a partial set lacks, and refuses bad values', () => {
    expect(() => loadConfig({ WHATSAPP_ACCESS_TOKEN: 'x' })).toThrow(
      'missing WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN',
    );
    expect(() => loadConfig({ ...WHATSAPP, WHATSAPP_PHONE_NUMBER_ID: '+55 11' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ ...WHATSAPP, WHATSAPP_VERIFY_TOKEN: 'curto' })).toThrow(/WHATSAPP_VERIFY_TOKEN/);
    expect(() => loadConfig({ ...WHATSAPP, WHATSAPP_API_URL: 'graph.facebook.com' })).toThrow(/WHATSAPP_API_URL/);
  });
});

const IFOOD = {
  IFOOD_CLIENT_ID: 'app-centralizada',
  IFOOD_CLIENT_SECRET: 'segredo-do-app',
  IFOOD_MERCHANT_ID: '6b487a27-c4fc-4f26-b05e-3967c2331882',
};

describe("iFood's Merchant API (IFOOD_*)", () => {
  it('is off without any setting: nothing calls iFood', () => {
    expect(loadConfig({}).ifood).toBeNull();
  });

  it("is on with all three, at iFood's address, polling every 30 s unless told otherwise", () => {
    const config = loadConfig(IFOOD);
    expect(config.ifood).toEqual({
      apiUrl: 'https://merchant-api.ifood.com.br',
      clientId: 'app-centralizada',
      clientSecret: 'segredo-do-app',
      merchantId: '6b487a27-c4fc-4f26-b05e-3967c2331882',
      pollIntervalMs: 30_000,
    });
    expect(Object.keys(config).filter((k) => k.startsWith('IFOOD_'))).toEqual([]);
    expect(loadConfig({ ...IFOOD, IFOOD_API_URL: 'http://127.0.0.1:9/' }).ifood?.apiUrl).toBe('http://127.0.0.1:9');
  });

  it('stops start-up naming what a partial set lacks, and refuses bad values', () => {
    expect(() => loadConfig({ IFOOD_CLIENT_ID: 'x' })).toThrow('missing IFOOD_CLIENT_SECRET, IFOOD_MERCHANT_ID');
    expect(() => loadConfig({ ...IFOOD, IFOOD_MERCHANT_ID: 'loja da esquina' })).toThrow(/IFOOD_MERCHANT_ID/);
    expect(() => loadConfig({ ...IFOOD, IFOOD_POLL_INTERVAL_MS: '600000' })).toThrow(/IFOOD_POLL_INTERVAL_MS/);
  });
});

describe('the fiscal provider (FISCAL_*)', () => {
  const FISCAL = { FISCAL_PROVIDER: 'focusnfe', FISCAL_API_TOKEN: 'token-de-teste', FISCAL_ENVIRONMENT: 'homologacao' };

  it("is off without any setting, and on with all three at the provider's address for the environment", () => {
    expect(loadConfig({}).fiscal).toBeNull();
    expect(loadConfig(FISCAL).fiscal).toEqual({
      provider: 'focusnfe',
      token: 'token-de-teste',
      environment: 'homologacao',
      apiUrl: 'https://homologacao.focusnfe.com.br',
    });
    expect(loadConfig({ ...FISCAL, FISCAL_ENVIRONMENT: 'producao' }).fiscal?.apiUrl).toBe(
      'https://api.focusnfe.com.br',
    );
    expect(loadConfig({ ...FISCAL, FISCAL_API_URL: 'http://127.0.0.1:9/' }).fiscal?.apiUrl).toBe('http://127.0.0.1:9');
    expect(Object.keys(loadConfig(FISCAL)).filter((k) => k.startsWith('FISCAL_'))).toEqual([]);
  });

  it('stops start-up naming what a partial set lacks, and refuses unknown values', () => {
    expect(() => loadConfig({ FISCAL_API_TOKEN: 'x' })).toThrow('missing FISCAL_PROVIDER, FISCAL_ENVIRONMENT');
    expect(() => loadConfig({ ...FISCAL, FISCAL_PROVIDER: 'nfeio' })).toThrow(/FISCAL_PROVIDER/);
    expect(() => loadConfig({ ...FISCAL, FISCAL_ENVIRONMENT: 'teste' })).toThrow(/FISCAL_ENVIRONMENT/);
  });
});

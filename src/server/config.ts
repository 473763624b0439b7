import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './http/client-address';

// The only module that reads process.env: nothing else may. A bad value stops start-up.
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Meta's Graph API, at the version current when this was written (docs/decisions/021). */
const WHATSAPP_API_URL = 'https://graph.facebook.com/v27.0';
const IFOOD_API_URL = 'https://merchant-api.ifood.com.br';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalString.pipe(z.string().url('must be a URL such as https://pedidos.example.com').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must have at least 32 characters').optional()),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  // Request limits per client address (docs/security.md).
  ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  GEO_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  // Behind a reverse proxy: who may name the client in X-Forwarded-For (http/client-address.ts).
  TRUST_PROXY: optionalString.transform((v, ctx) => {
    try {
      return parseTrustProxy(v);
    } catch (err) {
      ctx.addIssue({
        code: 'custom',
        message: `${(err as Error).message}; use a hop count (1), true, or proxy addresses (10.0.0.0/8, ::1)`,
      });
      return z.NEVER;
    }
  }),
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  // An order awaiting its online payment is cancelled this long after it was placed (modules/payments/payment-expiry.ts).
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  // How often 'Sentimos sua falta' looks for customers to write to (modules/win-back/scan.ts).
  WIN_BACK_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // How often the server logs its memory and event-loop delay (runtime-log.ts); 0: never.
  RUNTIME_LOG_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  ORS_API_KEY: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Email (modules/mail): SMTP when set, else .eml files under DATA_DIR/outbox.
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be a URL such as smtp://user:password@host:587')
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(
    z.string().regex(/@/, 'must be an address such as Restaurante <pedidos@example.com>').optional(),
  ),
  // Order notifications in the browser (modules/push): who the push services may contact about
  // this server's messages (VAPID `sub`); default PUBLIC_URL when https, else a mailto of MAIL_FROM.
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'must be mailto:someone@example.com or an https:// URL')
      .optional(),
  ),
  // Tests and local development only: also accept push endpoints on this machine (http or https
  // to localhost, 127.0.0.1, ::1). Never in production (docs/security.md#order-notifications).
  PUSH_LOCAL_ENDPOINTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // Checkout providers (CEP, geocoder, Stripe): base URLs, configurable so tests point them at local fakes.
  CEP_API_URL: z.string().url('must be a URL').default('https://viacep.com.br/ws'),
  ORS_API_URL: z.string().url('must be a URL').default('https://api.openrouteservice.org'),
  STRIPE_API_URL: z.string().url('must be a URL').default('https://api.stripe.com'),
  // Where the built SPA is (default dist/web); lets parallel test builds live apart.
  WEB_DIST: z.string().default('dist/web'),
  // PIX confirmed by the bank's API Pix (docs/decisions/008-pix-api-provider.md): all or none.
  PIX_API_URL: optionalString.pipe(z.string().url('must be a URL such as https://pix.banco.com.br/api/v2').optional()),
  PIX_TOKEN_URL: optionalString.pipe(
    z.string().url('must be a URL such as https://pix.banco.com.br/oauth/token').optional(),
  ),
  PIX_CLIENT_ID: optionalString,
  PIX_CLIENT_SECRET: optionalString,
  PIX_CERT_FILE: optionalString,
  PIX_KEY_FILE: optionalString,
  PIX_PFX_FILE: optionalString,
  PIX_PFX_PASSPHRASE: optionalString,
  PIX_CA_FILE: optionalString,
  PIX_KEY: optionalString,
  // A path segment of the webhook's URL: unreserved URL characters only.
  PIX_WEBHOOK_TOKEN: optionalString.pipe(
    z
      .string()
      .min(32, 'must have at least 32 characters')
      .regex(/^[A-Za-z0-9._~-]+$/, 'may hold only letters, digits and . _ ~ -')
      .optional(),
  ),
  PIX_CHARGE_EXPIRY_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1800),
  PIX_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  // Order messages through the WhatsApp Business Cloud API (docs/decisions/021): all four or none.
  WHATSAPP_PHONE_NUMBER_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{5,30}$/, 'must be the digits of the phone number ID (WhatsApp Manager › API Setup)')
      .optional(),
  ),
  WHATSAPP_ACCESS_TOKEN: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString.pipe(
    z.string().min(16, 'must have at least 16 characters').max(200, 'must have at most 200 characters').optional(),
  ),
  // Meta's Graph API, version included; tests and staging point it at a fake.
  WHATSAPP_API_URL: z.string().url('must be a URL such as https://graph.facebook.com/v27.0').default(WHATSAPP_API_URL),
  // iFood's Merchant API (docs/decisions/024): a centralised app's credentials and the store's merchant id, all or none.
  IFOOD_CLIENT_ID: optionalString,
  IFOOD_CLIENT_SECRET: optionalString,
  IFOOD_MERCHANT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be the merchant id iFood shows (Portal do Parceiro › Loja)')
      .optional(),
  ),
  // iFood's address; tests and staging point it at a fake.
  IFOOD_API_URL: z.string().url('must be a URL such as https://merchant-api.ifood.com.br').default(IFOOD_API_URL),
  // How often iFood's events are read: iFood asks for every 30 s, which also keeps the store open there.
  IFOOD_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(30_000),
  // NFC-e through a fiscal provider's API (docs/decisions/025): provider, token and environment, all or none.
  FISCAL_PROVIDER: optionalString.pipe(z.enum(['focusnfe'], { error: 'must be focusnfe' }).optional()),
  FISCAL_API_TOKEN: optionalString,
  FISCAL_ENVIRONMENT: optionalString.pipe(
    z.enum(['homologacao', 'producao'], { error: 'must be homologacao or producao' }).optional(),
  ),
  // The provider's address; unset, its own for the environment. Tests point it at a fake.
  FISCAL_API_URL: optionalString.pipe(z.string().url('must be a URL such as https://api.focusnfe.com.br').optional()),
  // Uploaded photos in an S3-compatible bucket shared by every instance (modules/uploads/s3-storage.ts): all or none.
  S3_ENDPOINT: optionalString.pipe(
    z.string().url('must be a URL such as https://s3.us-east-1.amazonaws.com').optional(),
  ),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  // Path-style URLs (endpoint/bucket/key), which MinIO and most self-hosted servers need.
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** The API Pix settings (docs/decisions/008-pix-api-provider.md); null means static PIX. */
export type PixConfig = {
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Our client certificate: PEM files, or the PKCS#12 (.p12/.pfx) file many banks issue. */
  identity: { certFile: string; keyFile: string } | { pfxFile: string; passphrase?: string };
  /** The CA of the bank's server certificate; unset: the system's. */
  caFile?: string;
  /** The receiving key (chave DICT). */
  key: string;
  webhookToken: string;
  chargeExpirySeconds: number;
  sweepIntervalMs: number;
};

/** The WhatsApp Business Cloud API (docs/decisions/021); null means the wa.me links only. */
export type WhatsappConfig = {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** Signs Meta's webhook calls (X-Hub-Signature-256). */
  appSecret: string;
  /** What Meta sends back when the webhook is verified. */
  verifyToken: string;
};

export type IfoodConfig = {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  merchantId: string;
  pollIntervalMs: number;
};

/** The bucket uploaded photos live in; null means files under DATA_DIR/uploads. */
export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type Env = z.infer<typeof envSchema>;
/** The PIX_* variables: the rest of the server reads them only as `config.pix`. */
type PixEnvName = Extract<keyof Env, `PIX_${string}`>;
/** The S3_* variables: read only as `config.s3`. */
type S3EnvName = Extract<keyof Env, `S3_${string}`>;
/** The WHATSAPP_* variables: read only as `config.whatsapp`. */
type WhatsappEnvName = Extract<keyof Env, `WHATSAPP_${string}`>;
/** The IFOOD_* variables: read only as `config.ifood`. */
type IfoodEnvName = Extract<keyof Env, `IFOOD_${string}`>;
/** The FISCAL_* variables: read only as `config.fiscal`. */
type FiscalEnvName = Extract<keyof Env, `FISCAL_${string}`>;

export type Config = Omit<Env, PixEnvName | S3EnvName | WhatsappEnvName | IfoodEnvName | FiscalEnvName> & {
  fiscal: FiscalConfig | null;
  pix: PixConfig | null;
  s3: S3Config | null;
  whatsapp: WhatsappConfig | null;
  ifood: IfoodConfig | null;
  dataDir: string;
  uploadsDir: string;
  publicUrl: string;
  webDist: string;
  outboxDir: string;
  mailFrom: string;
  vapidSubject: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { pix, rest } = pixConfig(parsed.data);
  const { s3, rest: rest2 } = s3Config(rest);
  const { whatsapp, rest: rest3 } = whatsappConfig(rest2);
  const { ifood, rest: rest4 } = ifoodConfig(rest3);
  const { fiscal, rest: e } = fiscalConfig(rest4);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const mailFrom = e.MAIL_FROM ?? `Cardápio <no-reply@${new URL(publicUrl).hostname}>`;
  return {
    ...e,
    pix,
    s3,
    whatsapp,
    ifood,
    fiscal,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    publicUrl,
    webDist: path.resolve(e.WEB_DIST),
    outboxDir: path.join(dataDir, 'outbox'),
    mailFrom,
    // The store's https address, else a mailto of the sender's address (Apple refuses localhost).
    vapidSubject:
      e.VAPID_SUBJECT ??
      (publicUrl.startsWith('https://') ? publicUrl : `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()}`),
  };
}

/**
 * API mode needs every PIX setting but the optional CA; a partial set stops start-up naming
 * what is missing, since falling back to static PIX would look like lost payments.
 */
function pixConfig(env: Env): { pix: PixConfig | null; rest: Omit<Env, PixEnvName> } {
  const {
    PIX_API_URL: apiUrl,
    PIX_TOKEN_URL: tokenUrl,
    PIX_CLIENT_ID: clientId,
    PIX_CLIENT_SECRET: clientSecret,
    PIX_CERT_FILE: certFile,
    PIX_KEY_FILE: keyFile,
    PIX_PFX_FILE: pfxFile,
    PIX_PFX_PASSPHRASE: passphrase,
    PIX_CA_FILE: caFile,
    PIX_KEY: key,
    PIX_WEBHOOK_TOKEN: webhookToken,
    PIX_CHARGE_EXPIRY_SECONDS: chargeExpirySeconds,
    PIX_SWEEP_INTERVAL_MS: sweepIntervalMs,
    ...rest
  } = env;
  const given = {
    apiUrl,
    tokenUrl,
    clientId,
    clientSecret,
    certFile,
    keyFile,
    pfxFile,
    passphrase,
    caFile,
    key,
    webhookToken,
  };
  if (Object.values(given).every((v) => v === undefined)) return { pix: null, rest };

  const missing: string[] = [];
  const need = (value: string | undefined, name: string) => value ?? (missing.push(name), '');
  const usesPfx = pfxFile !== undefined || passphrase !== undefined;
  if (usesPfx && (certFile || keyFile)) {
    throw new ConfigError(
      'Invalid configuration:\n  PIX_PFX_FILE: give either PIX_CERT_FILE and PIX_KEY_FILE (PEM) or PIX_PFX_FILE, not both',
    );
  }
  const pix: PixConfig = {
    apiUrl: need(apiUrl, 'PIX_API_URL').replace(/\/$/, ''),
    tokenUrl: need(tokenUrl, 'PIX_TOKEN_URL'),
    clientId: need(clientId, 'PIX_CLIENT_ID'),
    clientSecret: need(clientSecret, 'PIX_CLIENT_SECRET'),
    identity: usesPfx
      ? { pfxFile: need(pfxFile, 'PIX_PFX_FILE'), passphrase }
      : { certFile: need(certFile, 'PIX_CERT_FILE'), keyFile: need(keyFile, 'PIX_KEY_FILE') },
    caFile,
    key: need(key, 'PIX_KEY'),
    webhookToken: need(webhookToken, 'PIX_WEBHOOK_TOKEN'),
    chargeExpirySeconds,
    sweepIntervalMs,
  };
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n  PIX: confirming PIX through the bank needs all its settings; missing ${missing.join(', ')}`,
    );
  }
  return { pix, rest };
}

/**
 * A partial S3 set stops start-up naming what is missing: falling back to the local disk would
 * show each instance its own photos.
 */
function s3Config<T extends Pick<Env, S3EnvName>>(env: T): { s3: S3Config | null; rest: Omit<T, S3EnvName> } {
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_FORCE_PATH_STYLE: forcePathStyle,
    ...rest
  } = env;
  const given = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  };
  if (Object.values(given).every((v) => v === undefined)) return { s3: null, rest };
  const missing = Object.entries(given)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n  S3: storing photos in a bucket needs all its settings; missing ${missing.join(', ')}`,
    );
  }
  return {
    s3: {
      endpoint: endpoint!,
      bucket: bucket!,
      region: region!,
      accessKeyId: accessKeyId!,
      secretAccessKey: secretAccessKey!,
      forcePathStyle,
    },
    rest,
  };
}

/**
 * A partial set stops start-up naming what is missing: a store that meant to send WhatsApp
 * messages and silently did not would look like lost messages.
 */
function whatsappConfig<T extends Pick<Env, WhatsappEnvName>>(
  env: T,
): { whatsapp: WhatsappConfig | null; rest: Omit<T, WhatsappEnvName> } {
  const {
    WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: accessToken,
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: verifyToken,
    WHATSAPP_API_URL: apiUrl,
    ...rest
  } = env;
  const given = {
    WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: accessToken,
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: verifyToken,
  };
  if (Object.values(given).every((v) => v === undefined)) return { whatsapp: null, rest };
  const missing = Object.entries(given)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n  WHATSAPP: sending order messages needs all its settings; missing ${missing.join(', ')}`,
    );
  }
  return {
    whatsapp: {
      apiUrl: apiUrl.replace(/\/$/, ''),
      phoneNumberId: phoneNumberId!,
      accessToken: accessToken!,
      appSecret: appSecret!,
      verifyToken: verifyToken!,
    },
    rest,
  };
}

/** Like WhatsApp's: a partial set stops start-up naming what is missing. */
function ifoodConfig<T extends Pick<Env, IfoodEnvName>>(
  env: T,
): { ifood: IfoodConfig | null; rest: Omit<T, IfoodEnvName> } {
  const {
    IFOOD_CLIENT_ID: clientId,
    IFOOD_CLIENT_SECRET: clientSecret,
    IFOOD_MERCHANT_ID: merchantId,
    IFOOD_API_URL: apiUrl,
    IFOOD_POLL_INTERVAL_MS: pollIntervalMs,
    ...rest
  } = env;
  const given = { IFOOD_CLIENT_ID: clientId, IFOOD_CLIENT_SECRET: clientSecret, IFOOD_MERCHANT_ID: merchantId };
  if (Object.values(given).every((v) => v === undefined)) return { ifood: null, rest };
  const missing = Object.entries(given)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  if (missing.length)
    throw new ConfigError(
      `Invalid configuration:\n  IFOOD: taking iFood's orders needs all its settings; missing ${missing.join(', ')}`,
    );
  return {
    ifood: {
      apiUrl: apiUrl.replace(/\/$/, ''),
      clientId: clientId!,
      clientSecret: clientSecret!,
      merchantId: merchantId!,
      pollIntervalMs,
    },
    rest,
  };
}

/** Each provider's address per environment. */
const FISCAL_API_URLS = {
  focusnfe: { homologacao: 'https://homologacao.focusnfe.com.br', producao: 'https://api.focusnfe.com.br' },
} as const;

export type FiscalConfig = {
  provider: 'focusnfe';
  token: string;
  environment: 'homologacao' | 'producao';
  apiUrl: string;
};

/** Like iFood's: a partial set stops start-up naming what is missing. */
function fiscalConfig<T extends Pick<Env, FiscalEnvName>>(
  env: T,
): { fiscal: FiscalConfig | null; rest: Omit<T, FiscalEnvName> } {
  const {
    FISCAL_PROVIDER: provider,
    FISCAL_API_TOKEN: token,
    FISCAL_ENVIRONMENT: environment,
    FISCAL_API_URL: apiUrl,
    ...rest
  } = env;
  const given = { FISCAL_PROVIDER: provider, FISCAL_API_TOKEN: token, FISCAL_ENVIRONMENT: environment };
  if (Object.values(given).every((v) => v === undefined)) return { fiscal: null, rest };
  const missing = Object.entries(given)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  if (missing.length)
    throw new ConfigError(
      `Invalid configuration:\n  FISCAL: issuing NFC-e needs all its settings; missing ${missing.join(', ')}`,
    );
  return {
    fiscal: {
      provider: provider!,
      token: token!,
      environment: environment!,
      apiUrl: (apiUrl ?? FISCAL_API_URLS[provider!][environment!]).replace(/\/$/, ''),
    },
    rest,
  };
}

export class ConfigError extends Error {}

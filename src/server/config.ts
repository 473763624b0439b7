import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './http/client-address';

// The only module that reads process.env: nothing else may. A bad value stops start-up.
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

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
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
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
  // Checkout providers (CEP, geocoder, Stripe): base URLs, configurable so tests point them at local fakes.
  CEP_API_URL: z.string().url('must be a URL').default('https://viacep.com.br/ws'),
  ORS_API_URL: z.string().url('must be a URL').default('https://api.openrouteservice.org'),
  STRIPE_API_URL: z.string().url('must be a URL').default('https://api.stripe.com'),
  // Where the built SPA is (default dist/web); lets parallel test builds live apart.
  WEB_DIST: z.string().default('dist/web'),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  dataDir: string;
  uploadsDir: string;
  publicUrl: string;
  webDist: string;
  outboxDir: string;
  mailFrom: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    ...e,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    publicUrl,
    webDist: path.resolve(e.WEB_DIST),
    outboxDir: path.join(dataDir, 'outbox'),
    mailFrom: e.MAIL_FROM ?? `Cardápio <no-reply@${new URL(publicUrl).hostname}>`,
  };
}

export class ConfigError extends Error {}

import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { betterAuth } from 'better-auth/minimal';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Logger } from '../logger';
import { ensureProfile } from '../modules/profile/service';
import { trustedOrigins, wrongAddressMessage } from './origins';
import { quietBetweenCalls } from './quiet-async-context';

export function createAuth(db: Db, config: Config, logger?: Logger) {
  const auth = betterAuth({
    appName: 'Cardápio',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    // A stable secret in production comes from AUTH_SECRET; without it the secret is kept under
    // DATA_DIR so sessions survive restarts (see main.ts).
    secret: config.AUTH_SECRET,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // Registration lands on /login; the customer signs in afterwards (docs/product.md#sign-in-and-registration).
      autoSignIn: false,
      // A new password from an emailed link ends every session of the account (modules/password).
      revokeSessionsOnPasswordReset: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Our own limiter (http/rate-limit.ts) guards sign-in and sign-up in every environment.
    rateLimit: { enabled: false },
    trustedOrigins: trustedOrigins(config),
    plugins: [wrongAddressMessage(config)],
    advanced: {
      // better-auth skips its origin check when NODE_ENV is test; the API tests check what runs in production.
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // A profile exists for every signed-in user, named from sign-up (docs/product.md#customer-area).
          after: async (created) => {
            await ensureProfile(db, { id: created.id, email: created.email, name: created.name });
          },
        },
      },
    },
    telemetry: { enabled: false },
    // The library's own messages go to our log, its errors through the same scrubbing as ours
    // (log-safe-error.ts): a failed query there carries the account's name and email too.
    ...(logger && {
      logger: {
        level: 'warn' as const,
        log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) =>
          logger[level]({ err: args.find((a) => a instanceof Error) }, `better-auth: ${message}`),
      },
    }),
  });
  return quietBetweenCalls(auth);
}

export type Auth = ReturnType<typeof createAuth>;

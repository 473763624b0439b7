import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { ensureProfile } from '../modules/profile/service';

export function createAuth(db: Db, config: Config) {
  return betterAuth({
    appName: 'Cardápio',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    // A stable secret in production comes from AUTH_SECRET; without it the secret is kept under
    // DATA_DIR so sessions survive restarts (see main.ts).
    secret: config.AUTH_SECRET,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // spec.md §2: registration lands on /login; the customer signs in afterwards.
      autoSignIn: false,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Our own limiter (http/rate-limit.ts) guards sign-in and sign-up in every environment.
    rateLimit: { enabled: false },
    trustedOrigins: [config.publicUrl],
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // spec.md §4: a profile exists for every signed-in user, named from sign-up.
          after: async (created) => {
            await ensureProfile(db, { id: created.id, email: created.email, name: created.name });
          },
        },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

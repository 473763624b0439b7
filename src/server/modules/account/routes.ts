import { Hono } from 'hono';
import { adminRegisterSchema } from '@shared/schemas/auth';
import type { AdminRegisterResponse, AdminSetupResponse, MeResponse } from '@shared/contract/auth';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { AppError } from '../../http/errors';
import type { Sendable } from '../../http/sendable';
import { parseJson } from '../../http/validate';
import { ensureProfile } from '../profile/service';
import { adminExists, requestAdminAccess } from '../roles/service';
import { isSetupCode } from '../roles/setup-code';
import { accountWithPassword, EMAIL_TAKEN_MESSAGE, emailTaken, EXISTING_ACCOUNT_MESSAGE } from './service';

export const SETUP_CODE_MESSAGE =
  'Informe o código de configuração da loja. Ele aparece no registro (log) do servidor ao iniciar, ou com npm run admin -- --setup-code.';

export function accountRoutes({ config, database, auth, limits }: Ctx) {
  const { db } = database;
  return (
    new Hono<AppEnv>()
      // The current user with profile and role, and whether they are an admin.
      .get('/me', async (c) => {
        const u = c.get('user');
        if (!u) return c.json({ user: null } satisfies Sendable<MeResponse>);
        const profile = await ensureProfile(db, u);
        const isAdmin = await c.get('isAdmin')();
        return c.json({
          user: {
            id: u.id,
            email: u.email,
            name: profile.name,
            phone: profile.phone,
            address: profile.address ?? null,
            role: isAdmin ? 'admin' : null,
            isAdmin,
          },
        } satisfies Sendable<MeResponse>);
      })
      // Whether the store still waits for its first admin (the form then asks for the setup code).
      .get('/admin-access/setup', async (c) =>
        c.json({ setupPending: !(await adminExists(db)) } satisfies Sendable<AdminSetupResponse>),
      )
      // /admin-register: the first account with the setup code becomes admin; later ones are requests.
      .post('/admin-access/register', async (c) => {
        await limits.attempt(c);
        const { setupCode, ...input } = await parseJson(c, adminRegisterSchema);
        await limits.email(c, input.email);
        const withSetupCode = isSetupCode(config.AUTH_SECRET ?? '', setupCode);
        if (!withSetupCode && !(await adminExists(db))) throw new AppError(403, SETUP_CODE_MESSAGE, 'setup_code');
        // An existing account (a customer, say) asks with its own password instead of a new account.
        if (await emailTaken(db, input.email)) {
          const userId = await accountWithPassword(auth, db, input.email, input.password);
          if (!userId) throw new AppError(409, EXISTING_ACCOUNT_MESSAGE, 'wrong_password');
          const status = await requestAdminAccess(db, userId, withSetupCode);
          return c.json({ status } satisfies Sendable<AdminRegisterResponse>, 201);
        }
        await limits.signup(c);
        let userId: string;
        try {
          const res = await auth.api.signUpEmail({ body: input, headers: c.req.raw.headers });
          userId = res.user.id;
        } catch (err) {
          const code = (err as { body?: { code?: string } }).body?.code;
          if (code?.includes('ALREADY_EXISTS')) throw new AppError(409, EMAIL_TAKEN_MESSAGE, 'email_taken');
          throw new AppError(400, 'Falha no cadastro. Tente novamente.', 'signup_failed');
        }
        const status = await requestAdminAccess(db, userId, withSetupCode);
        return c.json({ status } satisfies Sendable<AdminRegisterResponse>, 201);
      })
  );
}

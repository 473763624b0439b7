import { AppError } from '@server/http/errors';
import { routeTable } from '@server/http/route-table';
import { adminRegisterResponseSchema, adminSetupResponseSchema, meResponseSchema } from '@shared/contract/auth';
import { adminRegisterSchema } from '@shared/schemas/auth';
import { permissionsOf } from '@shared/staff-roles';
import { ensureProfile } from '../profile/service';
import { ownerExists, requestAdminAccess } from '../roles/service';
import { isSetupCode } from '../roles/setup-code';
import type { Ctx } from '../route-context';
import { accountWithPassword, EMAIL_TAKEN_MESSAGE, emailTaken, EXISTING_ACCOUNT_MESSAGE } from './service';

export const SETUP_CODE_MESSAGE =
  'Informe o código de configuração da loja. Ele aparece no registro (log) do servidor ao iniciar, ou com npm run admin -- --setup-code.';

const authOp = { tag: 'auth', access: 'public' } as const;

export function accountRoutes({ config, database, auth, limits }: Ctx) {
  const { db } = database;
  return (
    routeTable()
      // The current user with profile and role, and whether they are an admin.
      .route(
        { ...authOp, method: 'get', path: '/me', summary: 'The signed-in person, or null', response: meResponseSchema },
        async (c) => {
          const u = c.get('user');
          if (!u) return { user: null };
          const profile = await ensureProfile(db, u);
          const role = await c.get('staffRole')();
          return {
            user: {
              id: u.id,
              email: u.email,
              name: profile.name,
              phone: profile.phone,
              address: profile.address ?? null,
              role,
              isAdmin: role !== null,
              permissions: permissionsOf(role),
            },
          };
        },
      )
      // Whether the store still waits for its first admin (the form then asks for the setup code).
      .route(
        {
          ...authOp,
          method: 'get',
          path: '/admin-access/setup',
          summary: 'Whether the store waits for its first admin',
          response: adminSetupResponseSchema,
        },
        async () => ({ setupPending: !(await ownerExists(db)) }),
      )
      // /admin-register: the first account with the setup code becomes admin; later ones are requests.
      .route(
        {
          ...authOp,
          method: 'post',
          path: '/admin-access/register',
          summary: 'Register for the admin area',
          body: adminRegisterSchema,
          response: adminRegisterResponseSchema,
          status: 201,
        },
        async (c, { body: { setupCode, ...input } }) => {
          await limits.email(c, input.email);
          const withSetupCode = isSetupCode(config.AUTH_SECRET ?? '', setupCode);
          if (!withSetupCode && !(await ownerExists(db))) throw new AppError(403, SETUP_CODE_MESSAGE, 'setup_code');
          // An existing account (a customer, say) asks with its own password instead of a new account.
          if (await emailTaken(db, input.email)) {
            const userId = await accountWithPassword(auth, db, input.email, input.password);
            if (!userId) throw new AppError(409, EXISTING_ACCOUNT_MESSAGE, 'wrong_password');
            return { status: await requestAdminAccess(db, userId, withSetupCode) };
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
          return { status: await requestAdminAccess(db, userId, withSetupCode) };
        },
        { limit: limits.attempt },
      )
  );
}

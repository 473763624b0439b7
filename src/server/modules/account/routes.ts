import { Hono } from 'hono';
import { registerSchema } from '@shared/schemas/auth';
import type { AppEnv, Ctx } from '../../http/context';
import { AppError } from '../../http/errors';
import { parseJson } from '../../http/validate';
import { ensureProfile } from '../profile/service';
import { requestAdminAccess } from '../roles/service';
import { EMAIL_TAKEN_MESSAGE, emailTaken } from './service';

export function accountRoutes({ database, auth }: Ctx) {
  const { db } = database;
  return (
    new Hono<AppEnv>()
      // The current user with profile and role (spec.md §3 "Current user in the app").
      .get('/me', async (c) => {
        const u = c.get('user');
        if (!u) return c.json({ user: null });
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
        });
      })
      // /admin-register: create the account, then the bootstrap rule of design.md §5.
      .post('/admin-access/register', async (c) => {
        const input = await parseJson(c, registerSchema);
        if (await emailTaken(db, input.email)) throw new AppError(409, EMAIL_TAKEN_MESSAGE, 'email_taken');
        let userId: string;
        try {
          const res = await auth.api.signUpEmail({ body: input, headers: c.req.raw.headers });
          userId = res.user.id;
        } catch (err) {
          const code = (err as { body?: { code?: string } }).body?.code;
          if (code?.includes('ALREADY_EXISTS')) throw new AppError(409, EMAIL_TAKEN_MESSAGE, 'email_taken');
          throw new AppError(400, 'Falha no cadastro. Tente novamente.', 'signup_failed');
        }
        const status = await requestAdminAccess(db, userId);
        return c.json({ status }, 201);
      })
  );
}

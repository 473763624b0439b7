import { Hono } from 'hono';
import type { ForgotPasswordResponse, ResetPasswordResponse } from '@shared/contract/password';
import { forgotPasswordSchema, RESET_REQUESTED_MESSAGE, resetPasswordSchema } from '@shared/schemas/password';
import type { AppEnv } from '../../http/context';
import type { Sendable } from '../../http/sendable';
import { parseJson } from '../../http/validate';
import type { Ctx } from '../route-context';
import { requestPasswordReset, resetPassword } from './service';

/** 'Esqueci minha senha' and choosing a new password from the emailed link (docs/product.md#passwords). */
export function passwordRoutes({ config, database, auth, limits, mail }: Ctx) {
  const deps = { db: database.db, auth, mail, publicUrl: config.publicUrl };
  return new Hono<AppEnv>()
    .post('/password/forgot', async (c) => {
      await limits.attempt(c);
      const { email } = await parseJson(c, forgotPasswordSchema);
      await limits.email(c, email);
      // Per email from any address too: nobody can fill a stranger's inbox with links.
      await limits.resetMail(c, email);
      await requestPasswordReset(deps, email);
      return c.json({ message: RESET_REQUESTED_MESSAGE } satisfies Sendable<ForgotPasswordResponse>);
    })
    .post('/password/reset', async (c) => {
      await limits.attempt(c);
      const input = await parseJson(c, resetPasswordSchema);
      const { setCookies, ...result } = await resetPassword(deps, input, c.req.raw.headers);
      for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
      return c.json(result satisfies Sendable<ResetPasswordResponse>);
    });
}

import { routeTable } from '@server/http/route-table';
import { forgotPasswordResponseSchema, resetPasswordResponseSchema } from '@shared/contract/password';
import { forgotPasswordSchema, RESET_REQUESTED_MESSAGE, resetPasswordSchema } from '@shared/schemas/password';
import type { Ctx } from '../route-context';
import { requestPasswordReset, resetPassword } from './service';

const passwordOp = { method: 'post', tag: 'auth', access: 'public' } as const;

/** 'Esqueci minha senha' and choosing a new password from the emailed link (docs/product.md#passwords). */
export function passwordRoutes({ config, database, auth, limits, mail }: Ctx) {
  const deps = { db: database.db, auth, mail, publicUrl: config.publicUrl };
  return routeTable()
    .route(
      {
        ...passwordOp,
        path: '/password/forgot',
        summary: 'Email a link to choose a new password (same answer whether or not the email has an account)',
        body: forgotPasswordSchema,
        response: forgotPasswordResponseSchema,
      },
      async (c, { body: { email } }) => {
        await limits.email(c, email);
        // Per email from any address too: nobody can fill a stranger's inbox with links.
        await limits.resetMail(c, email);
        await requestPasswordReset(deps, email);
        return { message: RESET_REQUESTED_MESSAGE };
      },
      { limit: limits.attempt },
    )
    .route(
      {
        ...passwordOp,
        path: '/password/reset',
        summary: "Choose a new password with an emailed link's token; signs in and ends the account's other sessions",
        body: resetPasswordSchema,
        response: resetPasswordResponseSchema,
      },
      async (c, { body }) => {
        const { setCookies, ...result } = await resetPassword(deps, body, c.req.raw.headers);
        for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
        return result;
      },
      { limit: limits.attempt },
    );
}

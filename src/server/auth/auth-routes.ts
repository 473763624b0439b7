import type { Context } from 'hono';
import { authAnswerSchema } from '@shared/contract/auth';
import { customerLoginSchema, registerSchema } from '@shared/schemas/auth';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { routeTable } from '../http/route-table';
import { EMAIL_TAKEN_MESSAGE, emailTaken } from '../modules/account/service';
import type { Ctx } from '../modules/route-context';

const authOp = { tag: 'auth', access: 'public', response: authAnswerSchema } as const;

/**
 * The only better-auth endpoints the store exposes. Each body is validated with the same
 * shared schema as the form and better-auth receives the validated values, nothing else: a
 * 5,000-character name or an extra field never reaches the library, and its other endpoints
 * (profile updates, email changes…) answer 404 (docs/security.md).
 */
export function authRoutes({ auth, database, limits }: Ctx) {
  const forward = (c: Context<AppEnv>, body?: unknown) => {
    if (body === undefined) return auth.handler(c.req.raw);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    return auth.handler(new Request(c.req.raw.url, { method: c.req.method, headers, body: JSON.stringify(body) }));
  };
  const table = routeTable()
    .route(
      { ...authOp, method: 'post', path: '/auth/sign-in/email', summary: 'Sign in', body: customerLoginSchema },
      async (c, { body: { email, password } }) => {
        await limits.email(c, email);
        return forward(c, { email, password });
      },
      { limit: limits.attempt },
    )
    .route(
      { ...authOp, method: 'post', path: '/auth/sign-up/email', summary: 'Sign up', body: registerSchema },
      async (c, { body: { name, email, password } }) => {
        await limits.email(c, email);
        // better-auth answers a duplicate sign-up with a fake success; we say it.
        if (await emailTaken(database.db, email)) throw new AppError(409, EMAIL_TAKEN_MESSAGE, 'email_taken');
        await limits.signup(c);
        return forward(c, { name, email, password });
      },
      { limit: limits.attempt },
    )
    // Sign-out reads no body: whatever the client sent, the library gets an empty one.
    .route({ ...authOp, method: 'post', path: '/auth/sign-out', summary: 'Sign out' }, (c) => forward(c, {}))
    .route({ ...authOp, method: 'get', path: '/auth/get-session', summary: 'The current session' }, (c) => forward(c));
  table.app.all('/auth/*', (c) => c.json({ error: 'Rota não encontrada' }, 404));
  return table;
}

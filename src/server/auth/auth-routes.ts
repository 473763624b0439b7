import { Hono, type Context } from 'hono';
import { customerLoginSchema, registerSchema } from '@shared/schemas/auth';
import type { AppEnv } from '../http/context';
import type { Ctx } from '../modules/route-context';
import { AppError } from '../http/errors';
import { parseJson } from '../http/validate';
import { EMAIL_TAKEN_MESSAGE, emailTaken } from '../modules/account/service';

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
  return (
    new Hono<AppEnv>()
      .post('/auth/sign-in/email', async (c) => {
        await limits.attempt(c);
        const { email, password } = await parseJson(c, customerLoginSchema);
        await limits.email(c, email);
        return forward(c, { email, password });
      })
      .post('/auth/sign-up/email', async (c) => {
        await limits.attempt(c);
        const { name, email, password } = await parseJson(c, registerSchema);
        await limits.email(c, email);
        // better-auth answers a duplicate sign-up with a fake success; we say it.
        if (await emailTaken(database.db, email)) throw new AppError(409, EMAIL_TAKEN_MESSAGE, 'email_taken');
        await limits.signup(c);
        return forward(c, { name, email, password });
      })
      // Sign-out reads no body: whatever the client sent, the library gets an empty one.
      .post('/auth/sign-out', (c) => forward(c, {}))
      .get('/auth/get-session', (c) => forward(c))
      .all('/auth/*', (c) => c.json({ error: 'Rota não encontrada' }, 404))
  );
}

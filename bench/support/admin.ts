import type { Db } from '../../src/server/db/client';
import { grantRole } from '../../src/server/modules/roles/service';
import { call, cookieHeader } from './http';

/** A new staff account given the owner's role straight in `db`, signed in: its session cookie. */
export async function signInOwner(url: string, db: Db, name = 'Cozinha'): Promise<string> {
  const email = `staff-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bench.local`;
  const password = 'segredo-bench-123';
  const up = await call(url, '/api/auth/sign-up/email', { json: { email, password, name } });
  if (up.status !== 200) throw new Error(`sign-up of ${email}: ${up.status}`);
  await grantRole(db, (up.body as { user: { id: string } }).user.id, 'owner');
  const res = await call(url, '/api/auth/sign-in/email', { json: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
  return cookieHeader(res.setCookies);
}

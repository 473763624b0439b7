import { Hono } from 'hono';
import type { ProfileView } from '@shared/contract/profile';
import { profileSchema } from '@shared/schemas/address';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { requireUser } from '../../http/guards';
import type { Sendable } from '../../http/sendable';
import { parseJson } from '../../http/validate';
import { getProfileView, updateProfile } from './service';

export function profileRoutes({ database }: Ctx) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/customer/profile', requireUser, async (c) =>
      c.json((await getProfileView(db, c.get('user')!)) satisfies Sendable<ProfileView>),
    )
    .put('/customer/profile', requireUser, async (c) => {
      const input = await parseJson(c, profileSchema);
      return c.json((await updateProfile(db, c.get('user')!, input)) satisfies Sendable<ProfileView>);
    });
}

import { routeTable } from '@server/http/route-table';
import { profileViewSchema } from '@shared/contract/profile';
import { profileSchema } from '@shared/schemas/address';
import type { Ctx } from '../route-context';
import { getProfileView, updateProfile } from './service';

export function profileRoutes({ database }: Ctx) {
  const { db } = database;
  const mine = { tag: 'customer', access: 'user', path: '/customer/profile', response: profileViewSchema } as const;
  return routeTable()
    .route({ ...mine, method: 'get', summary: 'My profile' }, (c) => getProfileView(db, c.get('user')!))
    .route({ ...mine, method: 'put', summary: 'Save my profile', body: profileSchema }, (c, { body }) =>
      updateProfile(db, c.get('user')!, body),
    );
}

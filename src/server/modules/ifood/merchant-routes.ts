import { routeTable } from '@server/http/route-table';
import { ifoodSettingsResponseSchema } from '@shared/contract/ifood';
import { ifoodSettingsSchema } from '@shared/schemas/ifood';
import type { Ctx } from '../route-context';
import { ifoodSettingsView, saveIfoodSettings } from './merchant';

/** The owner's 'iFood' card (docs/product.md#ifood): iFood's view of the store, and pausing it with ours. */
export function ifoodRoutes({ config, database, ifood }: Ctx) {
  const { db } = database;
  const configured = config.ifood !== null;
  return routeTable()
    .route(
      {
        method: 'get',
        path: '/admin/ifood',
        summary: "iFood's view of the store: its status, the last poll, the pause option",
        tag: 'admin',
        access: 'settings',
        response: ifoodSettingsResponseSchema,
      },
      () => ifoodSettingsView(db, configured),
    )
    .route(
      {
        method: 'put',
        path: '/admin/ifood/settings',
        summary: "Choose whether pausing orders here pauses the store on iFood, and sold-out items iFood's",
        tag: 'admin',
        access: 'settings',
        body: ifoodSettingsSchema,
        response: ifoodSettingsResponseSchema,
      },
      async (_c, { body }) => {
        await saveIfoodSettings(db, body);
        // Followed now rather than at the next minute's check (on the instance polling iFood).
        await ifood?.checkMerchant();
        return ifoodSettingsView(db, configured);
      },
    );
}

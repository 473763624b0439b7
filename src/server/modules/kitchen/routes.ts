import { z } from 'zod';
import { idParam } from '@server/http/id-param';
import { routeTable } from '@server/http/route-table';
import { kitchenBoardSchema, kitchenItemReadySchema } from '@shared/contract/kitchen';
import type { Ctx } from '../route-context';
import { kitchenBoard, setItemReady } from './service';

const readyBody = z.object({
  ready: z.boolean({ error: 'Informe se o item está pronto (ready: true ou false).' }),
});
const admin = { tag: 'admin', access: 'orders' } as const;

/** The kitchen display, /admin/kitchen (docs/product.md#kitchen-display). */
export function kitchenRoutes({ database }: Ctx) {
  const { db } = database;
  return routeTable()
    .route(
      {
        ...admin,
        method: 'get',
        path: '/admin/kitchen',
        summary: 'Orders in preparation, oldest accepted first, with their items, the stations and the timers',
        response: kitchenBoardSchema,
      },
      () => kitchenBoard(db),
    )
    .route(
      {
        ...admin,
        method: 'post',
        path: '/admin/kitchen/items/:id/ready',
        summary: 'Mark an item of an order in preparation ready, or not ready again',
        body: readyBody,
        response: kitchenItemReadySchema,
      },
      (c, { body }) => setItemReady(db, idParam(c.req.param('id'), 'Item não encontrado.'), body.ready),
    );
}

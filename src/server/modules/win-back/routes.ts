import { sql } from 'drizzle-orm';
import { AppError } from '@server/http/errors';
import { routeTable } from '@server/http/route-table';
import { okResponseSchema } from '@shared/contract/common';
import { adminWinBackSchema, winBackTermsViewSchema } from '@shared/contract/win-back';
import { reportRangeSchema } from '@shared/schemas/reports';
import { WIN_BACK_LINK_MESSAGE, winBackStopSchema, winBackTermsSchema } from '@shared/schemas/win-back';
import { rangeInstants } from '../reports/order-sets';
import type { Ctx } from '../route-context';
import { winBackFigures } from './figures';
import { countDue } from './scan';
import { isStopToken } from './stop-token';
import { readTerms, saveTerms } from './terms';

/** The owner's 'Sentimos sua falta' and the email's way out (docs/product.md#sentimos-sua-falta). */
export function winBackRoutes({ config, database, now }: Ctx) {
  const { db } = database;
  const admin = { tag: 'admin', access: 'settings' } as const;
  return routeTable()
    .route(
      {
        ...admin,
        method: 'get',
        path: '/admin/win-back',
        summary: "'Sentimos sua falta': the terms, who is due now and a period's figures",
        query: reportRangeSchema,
        response: adminWinBackSchema,
      },
      async (_c, { query }) => {
        const terms = await readTerms(db);
        const { start, end } = rangeInstants(query);
        return { terms, dueNow: await countDue(db, now(), terms), figures: await winBackFigures(db, start, end) };
      },
    )
    .route(
      {
        ...admin,
        method: 'put',
        path: '/admin/win-back',
        summary: "Save 'Sentimos sua falta''s terms",
        body: winBackTermsSchema,
        response: winBackTermsViewSchema,
      },
      (_c, { body }) => saveTerms(db, body),
    )
    .route(
      {
        method: 'post',
        path: '/win-back/stop',
        summary: "Stop 'Sentimos sua falta' messages, from the email's signed link",
        tag: 'customer',
        access: 'public',
        body: winBackStopSchema,
        response: okResponseSchema,
      },
      async (_c, { body: { customer, token } }) => {
        if (!isStopToken(config.AUTH_SECRET!, customer, token))
          throw new AppError(400, WIN_BACK_LINK_MESSAGE, 'bad_link');
        const at = now().toISOString();
        // An account deleted since the email has nothing left to stop.
        await db.execute(sql`
          insert into win_back_customers (user_id, opted_out_at)
          select id, ${at}::timestamptz from "user" where id = ${customer}
          on conflict (user_id) do update set opted_out_at = coalesce(win_back_customers.opted_out_at, excluded.opted_out_at)`);
        return { ok: true as const };
      },
    );
}

import { routeTable } from '@server/http/route-table';
import { adminCashbackSchema, customerCashbackSchema } from '@shared/contract/cashback';
import { cashbackTermsSchema } from '@shared/schemas/cashback';
import type { Ctx } from '../route-context';
import { programFigures, readAccount } from './ledger';
import { readTerms, saveTerms } from './terms';

/** Moves 'Seu saldo' lists: the newest ones; the balance counts them all. */
const MOVES_SHOWN = 50;

/** The owner's 'Cashback' and the customer's 'Seu saldo' (docs/product.md#cashback). */
export function cashbackRoutes({ database, menuVersion, now }: Ctx) {
  const { db } = database;
  const admin = { tag: 'admin', access: 'settings' } as const;
  const adminView = async () => ({ terms: await readTerms(db), ...(await programFigures(db, now())) });
  return routeTable()
    .route(
      {
        ...admin,
        method: 'get',
        path: '/admin/cashback',
        summary: "Cashback's terms and what it has given and taken",
        response: adminCashbackSchema,
      },
      adminView,
    )
    .route(
      {
        ...admin,
        method: 'put',
        path: '/admin/cashback',
        summary: "Save cashback's terms",
        body: cashbackTermsSchema,
        response: adminCashbackSchema,
      },
      async (_, { body }) => {
        await saveTerms(db, body);
        // The terms are read with the price list: checkout's quotes see them at once.
        menuVersion.bump();
        return adminView();
      },
    )
    .route(
      {
        method: 'get',
        path: '/customer/cashback',
        summary: "My cashback balance ('Seu saldo')",
        tag: 'customer',
        access: 'user',
        response: customerCashbackSchema,
      },
      async (c) => {
        const account = await readAccount(db, c.get('user')!.id, now());
        return {
          terms: await readTerms(db),
          balanceCents: account.balanceCents,
          nextExpiry: account.nextExpiry && {
            amountCents: account.nextExpiry.amountCents,
            at: account.nextExpiry.at.toISOString(),
          },
          moves: account.moves.slice(0, MOVES_SHOWN).map((m) => ({ ...m, at: m.at.toISOString() })),
        };
      },
    );
}

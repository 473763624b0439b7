import type { Db } from '@server/db/client';
import { winBackSettings } from '@server/db/schema';
import { WIN_BACK_OFF, type WinBackTerms } from '@shared/win-back';

// The owner's 'Sentimos sua falta' terms (docs/product.md#sentimos-sua-falta): one row, absent
// (off) until first saved.

export async function readTerms(db: Pick<Db, 'select'>): Promise<WinBackTerms> {
  const [row] = await db.select().from(winBackSettings);
  if (!row) return WIN_BACK_OFF;
  const { enabled, idleDays, couponKind, percentOff, amountOffCents, minSubtotalCents, validDays } = row;
  return { enabled, idleDays, couponKind, percentOff, amountOffCents, minSubtotalCents, validDays };
}

/** Saves the terms; coupons already sent keep theirs. */
export async function saveTerms(db: Db, terms: WinBackTerms): Promise<WinBackTerms> {
  const values = { ...terms, updatedAt: new Date() };
  await db
    .insert(winBackSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: winBackSettings.id, set: values });
  return readTerms(db);
}

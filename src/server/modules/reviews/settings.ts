import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { reviewSettings } from '@server/db/schema';
import type { ReviewSettings } from '@shared/schemas/reviews';

/** Invitations on, half an hour after delivery, until the owner saves otherwise. */
const DEFAULTS: ReviewSettings = { invite: true, delayMinutes: 30 };

export async function readReviewSettings(db: Db): Promise<ReviewSettings> {
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.id, 1));
  return row ? { invite: row.invite, delayMinutes: row.delayMinutes } : DEFAULTS;
}

export async function saveReviewSettings(db: Db, settings: ReviewSettings): Promise<ReviewSettings> {
  await db
    .insert(reviewSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: reviewSettings.id, set: { ...settings, updatedAt: new Date() } });
  return settings;
}

import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { profiles, user } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import type { Address, ProfileInput } from '@shared/schemas/address';

/** Creates the profile on first sign-in (docs/product.md#customer-area); the name falls back to the email's local part. */
export async function ensureProfile(db: Db, u: { id: string; email: string; name?: string | null }) {
  const name = u.name?.trim() || u.email.split('@')[0] || u.email;
  await db.insert(profiles).values({ userId: u.id, email: u.email, name }).onConflictDoNothing();
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, u.id));
  return row!;
}

export type ProfileView = {
  name: string;
  email: string;
  phone: string;
  address: Address | null;
};

export async function getProfileView(db: Db, u: { id: string; email: string; name: string }): Promise<ProfileView> {
  const p = await ensureProfile(db, u);
  return { name: p.name, email: p.email, phone: p.phone, address: p.address ?? null };
}

/**
 * Saves name, phone and main address. The sign-in email belongs to the account and changes
 * only through the account: a different email here is refused rather than silently ignored.
 */
export async function updateProfile(
  db: Db,
  u: { id: string; email: string; name: string },
  input: ProfileInput,
): Promise<ProfileView> {
  if (input.email !== u.email.toLowerCase()) {
    throw new AppError(400, 'O email da conta não pode ser alterado por aqui.', 'email_locked');
  }
  await ensureProfile(db, u);
  const { name, phone, street, number, neighborhood, city, state, zipCode } = input;
  const address = { street, number, neighborhood, city, state, zipCode };
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ name, phone, address, updatedAt: new Date() }).where(eq(profiles.userId, u.id));
    await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, u.id));
  });
  return { name, email: u.email, phone, address };
}

import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { serverKeys } from '@server/db/schema';

/** The server's Web Push identity (RFC 8292): raw P-256 keys in base64url, as web-push takes them. */
export type VapidKeys = { publicKey: string; privateKey: string };

const NAME = 'vapid';

/** A new P-256 pair: the public key as the uncompressed point (65 bytes), the private as its 32-byte scalar. */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  return { publicKey: raw.toString('base64url'), privateKey: jwk.d! };
}

/**
 * The VAPID keys, made on first need and kept in `server_keys` forever (a new pair would orphan
 * every browser's subscription). Two instances starting together both try to insert; the
 * first insert wins and both read it back.
 */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const read = async () => {
    const [row] = await db
      .select({ publicKey: serverKeys.publicKey, privateKey: serverKeys.privateKey })
      .from(serverKeys)
      .where(eq(serverKeys.name, NAME));
    return row;
  };
  const found = await read();
  if (found) return found;
  await db
    .insert(serverKeys)
    .values({ name: NAME, ...generateVapidKeys() })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error('push: the VAPID keys could not be stored');
  return kept;
}

/** The keys read once per process (they never change). */
export function vapidKeysOnce(db: Db): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | null = null;
  return () => {
    keys ??= loadVapidKeys(db).catch((err: unknown) => {
      keys = null;
      throw err;
    });
    return keys;
  };
}

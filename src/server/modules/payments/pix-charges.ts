import { randomBytes } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { pixCharges } from '@server/db/schema';
import { buildDynamicPixPayload } from '@shared/pix';
import type { StoreSettings } from '@shared/schemas/store';
import { pixApiFromConfig } from './pix-api/from-config';
import { PixApiError, type PixApi } from './pix-api/types';

/**
 * PIX confirmed by the bank (docs/decisions/008-pix-api-provider.md): the provider and our side
 * of it. Null in the app when PIX_API_URL is unset: PIX is then the static code staff confirm.
 */
export type PixPayments = {
  api: PixApi;
  /** PIX_KEY: the receiving key every charge is made for and every payment must name. */
  chave: string;
  /** PIX_WEBHOOK_TOKEN: the secret segment of the webhook's path. */
  webhookToken: string;
  /** PIX_CHARGE_EXPIRY_SECONDS: how long a charge takes payments. */
  expirySeconds: number;
  /** PIX_SWEEP_INTERVAL_MS: how often open charges are asked about. */
  sweepIntervalMs: number;
};

export type PixChargeRow = typeof pixCharges.$inferSelect;

/** Ours, unique per charge: 32 letters and digits (the standard allows 26 to 35, no hyphens). */
const newTxid = () => randomBytes(16).toString('hex');

/** How a charge's text reads on the payer's bank app (`solicitacaoPagador`, ≤ 140). */
export const chargeDescription = (orderNumber: string, storeName: string) =>
  `Pedido #${orderNumber} - ${storeName}`.slice(0, 140);

/**
 * `PUT /cob/{txid}` for the exact amount; the row to save for it. The copia e cola is the
 * provider's, or the dynamic BR Code built from its `location` when it sends none.
 */
export async function openCharge(
  pix: PixPayments,
  charge: { orderId: string; amountCents: number; description: string; now: Date },
  brCodeFor: (location: string) => string,
): Promise<NewPixCharge> {
  const txid = newTxid();
  const cob = await pix.api.createCharge(txid, {
    amountCents: charge.amountCents,
    expirySeconds: pix.expirySeconds,
    description: charge.description,
  });
  const copiaECola = cob.pixCopiaECola ?? (cob.location ? brCodeFor(cob.location) : null);
  if (!copiaECola) throw new PixApiError('PIX charge without pixCopiaECola nor location', 502);
  return {
    txid,
    orderId: charge.orderId,
    amountCents: charge.amountCents,
    chave: cob.chave,
    status: 'active',
    location: cob.location,
    copiaECola,
    createdAt: cob.createdAt,
    expiresAt: new Date(cob.createdAt.getTime() + cob.expirySeconds * 1000),
    // The sweep's first look comes one interval later; the webhook usually comes first.
    nextCheckAt: new Date(charge.now.getTime() + pix.sweepIntervalMs),
  };
}

export type NewPixCharge = typeof pixCharges.$inferInsert & { txid: string; copiaECola: string; expiresAt: Date };

/** What the customer is shown of an order's PIX charge: its code and when it stops taking payments. */
export type ChargeView = { code: string; expiresAt: Date };

/** The newest charge of each order (API mode); an order without one is a static-code order. */
export async function newestCharges(
  db: Pick<Db, 'selectDistinctOn'>,
  orderIds: string[],
): Promise<Map<string, ChargeView>> {
  const views = new Map<string, ChargeView>();
  if (orderIds.length === 0) return views;
  const rows = await db
    .selectDistinctOn([pixCharges.orderId], {
      orderId: pixCharges.orderId,
      code: pixCharges.copiaECola,
      expiresAt: pixCharges.expiresAt,
    })
    .from(pixCharges)
    .where(inArray(pixCharges.orderId, orderIds))
    .orderBy(pixCharges.orderId, desc(pixCharges.createdAt));
  for (const r of rows) views.set(r.orderId, { code: r.code, expiresAt: r.expiresAt });
  return views;
}

/** The charges of an order, newest first. */
export function chargesOfOrder(db: Pick<Db, 'select'>, orderId: string) {
  return db.select().from(pixCharges).where(eq(pixCharges.orderId, orderId)).orderBy(desc(pixCharges.createdAt));
}

/** The dynamic BR Code of a charge whose provider sent only its `location` (decision 008). */
export const pixBrCode =
  (store: Pick<StoreSettings, 'name' | 'pixMerchantName' | 'pixMerchantCity'>) => (location: string) =>
    buildDynamicPixPayload({
      location,
      merchantName: store.pixMerchantName || store.name,
      merchantCity: store.pixMerchantCity || 'BRASIL',
    });

/** API mode when the PIX_* settings are there (config.ts checks they come all or none). */
export function pixPaymentsFromConfig(config: Config): PixPayments | null {
  const api = pixApiFromConfig(config);
  if (!api || !config.pix) return null;
  return {
    api,
    chave: config.pix.key,
    webhookToken: config.pix.webhookToken,
    expirySeconds: config.pix.chargeExpirySeconds,
    sweepIntervalMs: config.pix.sweepIntervalMs,
  };
}

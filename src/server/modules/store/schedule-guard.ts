import { AppError } from '@server/http/errors';
import { closedMessage, storeStatus, type StoreStatus } from '@shared/schedule';
import type { StoreSettings } from '@shared/schemas/store';

/** Refuses an order while the store is closed or paused (docs/product.md#opening-hours-and-pause); `now` is injected. */
export function assertStoreOpen(store: StoreSettings, now: Date): void {
  const status: StoreStatus = storeStatus(store, now);
  if (status.state !== 'open')
    throw new AppError(409, closedMessage(status, now), status.state === 'paused' ? 'store_paused' : 'store_closed');
}

import type { OkResponse } from '@shared/contract/common';
import { api } from './api';

/**
 * Ends this browser's order notifications (docs/product.md#order-notifications): the server
 * forgets the subscription, then the browser drops it. Used by 'Desativar avisos' and on
 * sign-out, so a shared device stops showing the last customer's orders. Without a service
 * worker or a subscription there is nothing to do.
 */
export async function forgetPushSubscription(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const sub = await registration?.pushManager?.getSubscription();
  if (!sub) return;
  await api<OkResponse>('/api/push/subscriptions', { method: 'DELETE', json: { endpoint: sub.endpoint } });
  await sub.unsubscribe();
}

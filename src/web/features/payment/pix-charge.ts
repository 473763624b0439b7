import { useEffect, useState } from 'react';
import type { OrderView } from '@shared/contract/orders';
import type { PixCharge } from '@shared/contract/payments';
import { api } from '@web/lib/api';
import { useOrderEvents } from '../live/use-order-events';

/** 'Gerar novo código': a new PIX charge for the order's total (its owner only). */
export const renewPixCharge = (orderId: string) =>
  api<PixCharge>(`/api/orders/${orderId}/pix-charge`, { method: 'POST', json: {} });

/** Seconds left until `expiresAt`, ticking every second; null without an expiry (the static code). */
export function useSecondsLeft(expiresAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (!expiresAt) return null;
  return Math.max(0, Math.round((new Date(expiresAt).getTime() - now) / 1000));
}

/** mm:ss of a countdown. */
export const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Whether the bank confirmed the order's PIX, live: the customer's stream says `order.paid`
 * (docs/product.md#live-updates), and once connected the order is read once, in case it was
 * paid before the stream opened. Only for a signed-in owner (`enabled`).
 */
export function usePixPaid(orderId: string, enabled: boolean): boolean {
  const [paid, setPaid] = useState(false);
  const { connected } = useOrderEvents(enabled && !paid ? '/api/customer/events' : null, (e) => {
    if (e.orderId === orderId && e.type === 'order.paid') setPaid(true);
  });
  useEffect(() => {
    if (!connected) return;
    let live = true;
    api<OrderView>(`/api/orders/${orderId}`)
      .then((o) => live && o.status !== 'awaiting_payment' && o.status !== 'cancelled' && setPaid(true))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [connected, orderId]);
  return paid;
}

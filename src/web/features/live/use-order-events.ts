import { useEffect, useRef, useState } from 'react';
import type { LIVE_EVENT_TYPES, LiveOrderEvent } from '@shared/contract/live';
import { reportSessionLost } from '@web/lib/session-lost';

/** What the server streams (src/shared/contract/live.ts): an order event and the order's state. */
export type { LiveOrderEvent };

const TYPES = [
  'order.created',
  'order.status_changed',
  'order.claimed',
  'order.paid',
  'order.refunded',
  'order.edited',
  'order.review_answered',
  'order.kitchen_changed',
  'order.ifood_synced',
  'order.fiscal_changed',
] satisfies (typeof LIVE_EVENT_TYPES)[number][];

/** The first wait before opening again a stream the browser gave up on; doubled up to the cap. */
const REOPEN_MS = 3000;
const REOPEN_MAX_MS = 60_000;

/**
 * Subscribes to an SSE stream of order events. EventSource reconnects by itself and sends
 * Last-Event-ID, so the server replays what was missed while the connection was down. It gives
 * up for good when a reconnection is answered with an error (a proxy's 502 while the server
 * restarts): the stream is then opened again, with the last event's id, after a growing wait
 * and at once when the page shows again or the network comes back, so a tablet left on the
 * orders screen all day keeps hearing new orders (docs/product.md#installable-app-and-offline).
 */
export function useOrderEvents(url: string | null, onEvent: (e: LiveOrderEvent) => void) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastId = '';
    let ended = false;
    let wait = REOPEN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = (msg: MessageEvent<string>) => {
      if (msg.lastEventId) lastId = msg.lastEventId;
      try {
        handler.current(JSON.parse(msg.data) as LiveOrderEvent);
      } catch {
        // a malformed event is ignored; the next one still arrives
      }
    };
    const open = () => {
      const address = lastId ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastId)}` : url;
      const next = new EventSource(address, { withCredentials: true });
      source = next;
      TYPES.forEach((t) => next.addEventListener(t, listener));
      next.addEventListener('ready', () => {
        wait = REOPEN_MS;
        setConnected(true);
      });
      // The server ends a stream whose session is gone (signed out, expired, no longer admin):
      // reconnecting would only be refused, so the person is sent to sign in again.
      next.addEventListener('closed', (msg: MessageEvent<string>) => {
        const reason = (() => {
          try {
            return (JSON.parse(msg.data) as { reason?: string }).reason;
          } catch {
            return undefined;
          }
        })();
        if (reason === 'too_many_streams') return;
        ended = true;
        next.close();
        setConnected(false);
        reportSessionLost();
      });
      next.onerror = () => {
        setConnected(next.readyState === EventSource.OPEN);
        if (next.readyState === EventSource.CLOSED && !ended) {
          clearTimeout(timer);
          timer = setTimeout(reopen, wait);
          wait = Math.min(wait * 2, REOPEN_MAX_MS);
        }
      };
    };
    const reopen = () => {
      if (ended || source?.readyState !== EventSource.CLOSED) return;
      clearTimeout(timer);
      open();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') reopen();
    };
    open();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', reopen);
    return () => {
      ended = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', reopen);
      source?.close();
      setConnected(false);
    };
  }, [url]);

  return { connected };
}

import { useEffect, useRef, useState } from 'react';
import type { LIVE_EVENT_TYPES, LiveOrderEvent } from '@shared/contract/live';
import { reportSessionLost } from '../../lib/session-lost';

/** What the server streams (src/shared/contract/live.ts): an order event and the order's state. */
export type { LiveOrderEvent };

const TYPES = [
  'order.created',
  'order.status_changed',
  'order.claimed',
  'order.paid',
  'order.refunded',
] satisfies (typeof LIVE_EVENT_TYPES)[number][];

/**
 * Subscribes to an SSE stream of order events. EventSource reconnects by itself and sends
 * Last-Event-ID, so the server replays what was missed while the connection was down.
 */
export function useOrderEvents(url: string | null, onEvent: (e: LiveOrderEvent) => void) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    const listener = (msg: MessageEvent<string>) => {
      try {
        handler.current(JSON.parse(msg.data) as LiveOrderEvent);
      } catch {
        // a malformed event is ignored; the next one still arrives
      }
    };
    TYPES.forEach((t) => source.addEventListener(t, listener));
    source.addEventListener('ready', () => setConnected(true));
    // The server ends a stream whose session is gone (signed out, expired, no longer admin):
    // reconnecting would only be refused, so the person is sent to sign in again.
    source.addEventListener('closed', (msg: MessageEvent<string>) => {
      const reason = (() => {
        try {
          return (JSON.parse(msg.data) as { reason?: string }).reason;
        } catch {
          return undefined;
        }
      })();
      if (reason === 'too_many_streams') return;
      source.close();
      setConnected(false);
      reportSessionLost();
    });
    source.onerror = () => setConnected(source.readyState === EventSource.OPEN);
    return () => {
      TYPES.forEach((t) => source.removeEventListener(t, listener));
      source.close();
      setConnected(false);
    };
  }, [url]);

  return { connected };
}

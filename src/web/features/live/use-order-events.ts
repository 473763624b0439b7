import { useEffect, useRef, useState } from 'react';
import type { LIVE_EVENT_TYPES, LiveOrderEvent } from '@shared/contract/live';

/** What the server streams (src/shared/contract/live.ts): an order event and the order's state. */
export type { LiveOrderEvent };

const TYPES = [
  'order.created',
  'order.status_changed',
  'order.claimed',
  'order.paid',
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
    source.onerror = () => setConnected(source.readyState === EventSource.OPEN);
    return () => {
      TYPES.forEach((t) => source.removeEventListener(t, listener));
      source.close();
      setConnected(false);
    };
  }, [url]);

  return { connected };
}

/**
 * The service worker's side of the order notifications (docs/product.md, "Order notifications"):
 * shows what the server pushes and, on a click, brings the customer to the order's page. The
 * service worker entry calls installPushHandlers(self).
 *
 * The parameter is typed with the few members used here instead of the webworker lib, which
 * clashes with the DOM lib of the main tsconfig.
 */

/** What the server sends (modules/push on the server, its texts in src/shared). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

interface PushMessageLike {
  json(): unknown;
  text(): string;
}

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

interface PushEventLike extends ExtendableEventLike {
  readonly data: PushMessageLike | null;
}

interface NotificationLike {
  readonly data: unknown;
  close(): void;
}

interface NotificationEventLike extends ExtendableEventLike {
  readonly notification: NotificationLike;
}

interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

interface NotificationOptionsLike {
  body: string;
  tag?: string;
  icon: string;
  badge: string;
  data: { url: string };
}

export interface PushServiceWorkerScope {
  readonly registration: {
    showNotification(title: string, options: NotificationOptionsLike): Promise<void>;
  };
  readonly clients: ClientsLike;
  readonly location: { readonly origin: string };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-192.png';
const FALLBACK: PushPayload = { title: 'Cardápio', body: 'Seu pedido foi atualizado.', url: '/customer/orders' };

/** The payload if it is one of ours; the fallback text otherwise (a push must show something). */
export function readPushPayload(data: PushMessageLike | null): PushPayload {
  if (!data) return FALLBACK;
  let value: unknown;
  try {
    value = data.json();
  } catch {
    return FALLBACK;
  }
  if (!value || typeof value !== 'object') return FALLBACK;
  const v = value as Record<string, unknown>;
  if (typeof v.title !== 'string' || typeof v.body !== 'string') return FALLBACK;
  return {
    title: v.title,
    body: v.body,
    url: typeof v.url === 'string' ? v.url : FALLBACK.url,
    tag: typeof v.tag === 'string' ? v.tag : undefined,
  };
}

/** Only a page of this site is opened from a notification. */
function sameOriginUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return new URL(FALLBACK.url, origin).href;
  try {
    const u = new URL(url, origin);
    return u.origin === origin ? u.href : new URL(FALLBACK.url, origin).href;
  } catch {
    return new URL(FALLBACK.url, origin).href;
  }
}

export function installPushHandlers(sw: PushServiceWorkerScope): void {
  sw.addEventListener('push', (event) => {
    const p = readPushPayload(event.data);
    event.waitUntil(
      sw.registration.showNotification(p.title, {
        body: p.body,
        tag: p.tag,
        icon: ICON,
        badge: BADGE,
        data: { url: p.url },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = sameOriginUrl(data?.url, sw.location.origin);
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const same = windows.find((w) => w.url === url);
        if (same) return same.focus();
        const any = windows.find((w) => w.url.startsWith(sw.location.origin));
        if (any?.navigate) {
          await any.navigate(url);
          return any.focus();
        }
        return sw.clients.openWindow(url);
      })(),
    );
  });
}

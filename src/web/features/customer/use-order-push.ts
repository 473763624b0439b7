import { useCallback, useEffect, useState } from 'react';
import type { PushKeyResponse, PushSubscribedResponse } from '@shared/contract/push';
import { api } from '@web/lib/api';
import { forgetPushSubscription } from '@web/lib/push-subscription';

/**
 * This browser's order notifications (docs/product.md#order-notifications):
 * - unsupported: no service worker, Push API or notifications here (the card hides);
 * - off / on: whether this browser is subscribed; busy while it changes;
 * - blocked: the customer (or the browser) denied the permission, only they can lift it;
 * - failed: subscribing failed (no push service reachable, no service worker yet).
 */
export type OrderPushState = 'checking' | 'unsupported' | 'off' | 'busy' | 'on' | 'blocked' | 'failed';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The service worker's registration; it is registered once the page is idle (lib/service-worker.ts). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), 10_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

const keyBytes = (base64url: string) => {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

const post = (sub: PushSubscription) =>
  api<PushSubscribedResponse>('/api/push/subscriptions', { method: 'POST', json: sub.toJSON() });

export function useOrderPush() {
  const [state, setState] = useState<OrderPushState>(() => (supported() ? 'checking' : 'unsupported'));

  useEffect(() => {
    if (!supported()) return;
    let live = true;
    void (async () => {
      if (Notification.permission === 'denied') return setState('blocked');
      const reg = await navigator.serviceWorker.getRegistration().catch(() => undefined);
      const sub = await reg?.pushManager.getSubscription().catch(() => null);
      if (!live) return;
      if (sub && Notification.permission === 'granted') {
        setState('on');
        // Tells the server again: this device now belongs to whoever is signed in on it.
        post(sub).catch(() => {});
      } else setState('off');
    })();
    return () => {
      live = false;
    };
  }, []);

  const enable = useCallback(async () => {
    setState('busy');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        // 'default': the prompt was dismissed, the customer may tap again.
        setState(permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      const [reg, { publicKey }] = await Promise.all([registration(), api<PushKeyResponse>('/api/push/key')]);
      const key = keyBytes(publicKey);
      let sub = await reg.pushManager.getSubscription();
      // Made with another server key (the store moved servers): start over.
      if (sub && !sameKey(sub.options.applicationServerKey, key)) {
        await sub.unsubscribe();
        sub = null;
      }
      sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      await post(sub);
      setState('on');
    } catch {
      setState('failed');
    }
  }, []);

  const disable = useCallback(async () => {
    setState('busy');
    try {
      await forgetPushSubscription();
      setState('off');
    } catch {
      setState('on');
    }
  }, []);

  return { state, enable, disable };
}

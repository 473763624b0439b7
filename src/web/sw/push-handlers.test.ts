import { describe, expect, it } from 'vitest';
import { installPushHandlers, type PushServiceWorkerScope } from './push-handlers';

// The service worker's side of the order notifications, driven through a scope that records
// what the worker asks of the browser (the journey tests the same handlers in Chromium).

const ORIGIN = 'https://loja.exemplo.com';

type Window = { url: string; focused: boolean; navigatedTo?: string };

function worker(windows: Window[] = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: { title: string; options: unknown }[] = [];
  const opened: string[] = [];
  let pending: Promise<unknown> = Promise.resolve();
  const scope = {
    registration: {
      showNotification: async (title: string, options: unknown) => void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () =>
        windows.map((w) => ({
          url: w.url,
          focus: async () => (w.focused = true),
          navigate: async (url: string) => (w.navigatedTo = url),
        })),
      openWindow: async (url: string) => opened.push(url),
    },
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
  } as unknown as PushServiceWorkerScope;
  installPushHandlers(scope);
  const dispatch = async (type: string, event: object) => {
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return {
    shown,
    opened,
    push: (data: string | null) =>
      dispatch('push', {
        data: data === null ? null : { json: () => JSON.parse(data) as unknown, text: () => data },
      }),
    click: (data: unknown) => dispatch('notificationclick', { notification: { data, close: () => {} } }),
  };
}

describe('service worker: order notifications', () => {
  it("shows the server's payload as the order's notification", async () => {
    const w = worker();
    const payload = {
      title: 'Pedido #1a2b3c4d',
      body: 'Seu pedido saiu para entrega!',
      url: `${ORIGIN}/customer/orders`,
      tag: 'pedido-1a2b3c4d',
    };
    await w.push(JSON.stringify(payload));
    expect(w.shown).toEqual([
      {
        title: 'Pedido #1a2b3c4d',
        options: expect.objectContaining({
          body: 'Seu pedido saiu para entrega!',
          tag: 'pedido-1a2b3c4d',
          data: { url: payload.url },
        }),
      },
    ]);
  });

  it('shows a plain "updated" notification for an empty or foreign payload (a push must show something)', async () => {
    const w = worker();
    await w.push(null);
    await w.push('not json');
    await w.push(JSON.stringify({ title: 42 }));
    expect(w.shown.map((s) => s.title)).toEqual(['Cardápio', 'Cardápio', 'Cardápio']);
    expect(w.shown[0]!.options).toMatchObject({
      body: 'Seu pedido foi atualizado.',
      data: { url: '/customer/orders' },
    });
  });

  it("a tap focuses the store's window already on the page, or brings one there", async () => {
    const onPage: Window = { url: `${ORIGIN}/customer/orders`, focused: false };
    await worker([onPage]).click({ url: `${ORIGIN}/customer/orders` });
    expect(onPage.focused).toBe(true);

    const elsewhere: Window = { url: `${ORIGIN}/`, focused: false };
    await worker([elsewhere]).click({ url: `${ORIGIN}/customer/orders` });
    expect(elsewhere).toMatchObject({ navigatedTo: `${ORIGIN}/customer/orders`, focused: true });
  });

  it('a tap never opens another site: a foreign link opens Meus Pedidos', async () => {
    const w = worker();
    await w.click({ url: 'https://golpe.exemplo.net/pagar' });
    await w.click({ url: 42 });
    expect(w.opened).toEqual([`${ORIGIN}/customer/orders`, `${ORIGIN}/customer/orders`]);
  });
});

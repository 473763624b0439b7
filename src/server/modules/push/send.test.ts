import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePush, type BrowserSubscription, type FakePush } from '@server/testing/fake-push';
import { orderPushMessage } from '@shared/push-texts';
import { sendPush } from './send';
import { generateVapidKeys } from './vapid-keys';

const target = (s: BrowserSubscription) => ({ endpoint: s.endpoint, ...s.keys });

// One push as a browser's push service takes it: signed, encrypted, readable by that browser only.

describe('sending one push', () => {
  let fake: FakePush;
  const keys = generateVapidKeys();
  const subject = 'mailto:loja@exemplo.com';
  const message = orderPushMessage(
    {
      type: 'order.status_changed',
      orderId: '12345678-aaaa-4bbb-8ccc-123456789abc',
      status: 'delivering',
      fulfilment: 'delivery',
    },
    'https://loja.exemplo.com',
  )!;
  beforeAll(async () => {
    fake = await startFakePush();
  });
  afterAll(() => fake.close());

  it('reaches the browser signed with the VAPID keys and decrypts to the pt-BR text', async () => {
    const sub = fake.subscribe(keys.publicKey);
    expect(await sendPush(target(sub), message, { keys, subject })).toEqual({ outcome: 'sent', status: 201 });
    expect(fake.messagesFor(sub.id)).toEqual([
      {
        title: 'Pedido #12345678',
        body: 'Seu pedido saiu para entrega!',
        url: 'https://loja.exemplo.com/customer/orders',
        tag: 'pedido-12345678',
      },
    ]);
    expect(fake.received.at(-1)).toMatchObject({ ttl: 3600, urgency: 'high' });
  });

  it('signed with other keys than the subscription was made with, the push service refuses it', async () => {
    const sub = fake.subscribe(generateVapidKeys().publicKey);
    expect(await sendPush(target(sub), message, { keys, subject })).toEqual({ outcome: 'failed', status: 403 });
    expect(fake.refused.at(-1)).toMatchObject({ subscriptionId: sub.id, reason: expect.stringContaining('k is not') });
    expect(fake.messagesFor(sub.id)).toEqual([]);
  });

  it('encrypted for another browser, the push is unreadable', async () => {
    const sub = fake.subscribe(keys.publicKey);
    const other = fake.subscribe(keys.publicKey);
    expect(await sendPush({ ...target(sub), p256dh: other.keys.p256dh }, message, { keys, subject })).toMatchObject({
      outcome: 'failed',
      status: 400,
    });
    expect(fake.refused.at(-1)?.reason).toMatch(/^undecryptable/);
  });

  it('a revoked subscription (410) is gone; an unreachable service is a failure, not a throw', async () => {
    const sub = fake.subscribe(keys.publicKey);
    fake.gone(sub.id);
    expect(await sendPush(target(sub), message, { keys, subject })).toEqual({ outcome: 'gone', status: 410 });
    const closed = { ...target(sub), endpoint: 'http://127.0.0.1:1/push/x' };
    expect(await sendPush(closed, message, { keys, subject })).toEqual({ outcome: 'failed', status: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWhatsapp, type FakeWhatsapp } from './fake-whatsapp';

// The fake Graph API refuses what Meta refuses, with Graph's error shape, so a server that
// sends a wrong body fails its tests.

describe('fake WhatsApp Cloud API', () => {
  let wa: FakeWhatsapp;
  beforeAll(async () => {
    wa = await startFakeWhatsapp();
  });
  afterAll(() => wa.close());

  const send = (body: unknown, token = wa.accessToken, id = wa.phoneNumberId) =>
    fetch(`${wa.env.WHATSAPP_API_URL}/${id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const template = (name: string, texts: string[]) => ({
    messaging_product: 'whatsapp',
    to: '5511912345678',
    type: 'template',
    template: {
      name,
      language: { code: 'pt_BR' },
      components: [{ type: 'body', parameters: texts.map((text) => ({ type: 'text', text })) }],
    },
  });
  const code = async (res: Response) => ((await res.json()) as { error: { code: number } }).error.code;

  it('accepts an approved template and answers its wamid', async () => {
    const res = await send(template('pedido_recebido', ['Ana', '#1a2b3c4d', 'https://loja/customer/orders']));
    const body = (await res.json()) as { contacts: { input: string }[]; messages: { id: string }[] };
    expect(body.contacts[0]!.input).toBe('5511912345678');
    expect(body.messages[0]!.id).toMatch(/^wamid\./);
    expect(wa.sent).toHaveLength(1);
  });

  it('refuses what Meta refuses', async () => {
    const ok = template('pedido_recebido', ['Ana', '#1', 'x']);
    expect((await send(ok, 'outro')).status).toBe(401);
    expect(await code(await send(ok, undefined, '999'))).toBe(100);
    expect(await code(await send({ ...ok, to: '+55 11 91234-5678' }))).toBe(131009);
    expect(await code(await send(template('promocao', ['Ana', '#1', 'x'])))).toBe(132001);
    expect(await code(await send(template('pedido_recebido', ['Ana'])))).toBe(132000);
    expect(await code(await send(template('pedido_recebido', ['Ana\nSilva', '#1', 'x'])))).toBe(132018);
    wa.failNext(429, 500);
    expect((await send(ok)).status).toBe(429);
    expect((await send(ok)).status).toBe(500);
    expect(wa.sent).toHaveLength(1);
  });
});

import { describe, expect } from 'vitest';
import { test, visible } from './fixtures';
import { signInFirstAdmin, signUp } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE, snap } from './support/browser';
import { fillCashDelivery } from './support/checkout';
import { addFromTab } from './support/storefront';

// Order messages through the WhatsApp Cloud API (docs/product.md#whatsapp-messages): the
// customer keeps 'Receber atualizações pelo WhatsApp' ticked at checkout, the fake Graph API
// gets the 'pedido_recebido' template and posts its receipts back, and the staff's order detail
// says it was read. Reviews (docs/product.md#reviews): the invitation after delivery, by email
// and WhatsApp, rated from its link without signing in, answered by the owner in 'Avaliações'.

test.override('serverEnv', ({ cep, whatsapp, smtp }) => ({ ...cep.env, ...whatsapp.env, ...smtp.env }));

describe('WhatsApp messages in the browser', () => {
  test("a customer's opt-in at checkout, and the message's receipts on the admin's order", async ({
    newPage,
    server,
    whatsapp,
  }) => {
    whatsapp.setWebhookUrl(`${server.url}/api/whatsapp/webhook`);
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin/settings');
    const card = admin.getByTestId('whatsapp-messages-card');
    await expect.poll(() => card.getByRole('switch').count()).toBe(5);
    expect(await card.getByRole('switch', { name: /Pedido recebido/ }).getAttribute('aria-checked')).toBe('true');
    // The review's invitation waits for the owner, who must have its template approved first.
    expect(await card.getByRole('switch', { name: /Convite para avaliar/ }).getAttribute('aria-checked')).toBe('false');
    await snap(admin, 'whatsapp-settings-1280');
    await admin.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: 'tests/e2e/artifacts/whatsapp-settings-360.png' });
    await admin.setViewportSize(DESKTOP);

    // The customer: the box is there, ticked, under the phone.
    const page = await newPage(PHONE);
    await page.goto('/');
    await addFromTab(page, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await page.goto('/checkout');
    await fillCashDelivery(page, { name: 'Clara Mensagem', email: 'clara@exemplo.com' });
    const optIn = page.getByRole('checkbox', { name: /Receber atualizações pelo WhatsApp/ });
    expect(await optIn.isChecked()).toBe(true);
    await optIn.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'tests/e2e/artifacts/whatsapp-checkout-360.png' });
    await page.setViewportSize(DESKTOP);
    await optIn.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'tests/e2e/artifacts/whatsapp-checkout-1280.png' });
    await page.setViewportSize(PHONE);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/customer\/orders$/, { timeout: 15_000 });
    await visible(page, 'Atualizações pelo WhatsApp');
    await snap(page, 'whatsapp-my-orders-360');

    // What Meta got: the approved template, to the phone typed, with the customer's first name.
    await expect.poll(() => whatsapp.sent.length, { timeout: 8000 }).toBe(1);
    const { template } = whatsapp.sent[0]!.body as {
      template: { name: string; components: { parameters: { text: string }[] }[] };
    };
    expect(whatsapp.sent[0]!.to).toBe('5511987654321');
    expect(template.name).toBe('pedido_recebido');
    expect(template.components[0]!.parameters[0]!.text).toBe('Clara');

    // Staff: the order's detail says the message was read, once the receipts came in.
    await admin.goto('/admin/orders');
    const row = admin.getByTestId('order-row').locator('visible=true').first();
    await expect.poll(() => row.textContent()).toContain('Clara Mensagem');
    await row.getByRole('button', { name: /Ver detalhes do pedido/ }).click();
    const messages = admin.getByRole('dialog').getByTestId('order-whatsapp');
    await expect
      .poll(() => messages.textContent(), { timeout: 15_000 })
      .toMatch(/Pedido recebido\s*Lida · \d{2}\/\d{2}/);
    await messages.scrollIntoViewIfNeeded();
    await snap(admin, 'whatsapp-order-detail-1280');
    expect(await axeViolations(admin)).toEqual([]);
    await admin.setViewportSize(PHONE);
    await messages.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: 'tests/e2e/artifacts/whatsapp-order-detail-360.png' });
  });
});

describe('Reviews in the browser', () => {
  test("the invitation after delivery, a rating from its link, the owner's figures and private answer", async ({
    newPage,
    server,
    whatsapp,
    smtp,
  }) => {
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin/avaliacoes');
    await visible(admin, 'Nenhuma avaliação neste período.');
    await admin.getByLabel('Minutos depois da entrega').fill('0');
    await admin.getByRole('button', { name: 'Salvar', exact: true }).click();
    await visible(admin, 'Convite para avaliar salvo.');
    await admin.goto('/admin/settings');
    const invites = admin.getByTestId('whatsapp-messages-card').getByRole('switch', { name: /Convite para avaliar/ });
    await invites.click();
    await expect.poll(() => invites.getAttribute('aria-checked')).toBe('true');

    // A customer orders through the checkout, keeping the WhatsApp box ticked.
    const customer = await newPage(PHONE);
    await signUp(customer, { name: 'Rui Avaliador', email: 'rui@exemplo.com' });
    await customer.goto('/');
    await addFromTab(customer, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await customer.goto('/checkout');
    await fillCashDelivery(customer, { name: 'Rui Avaliador', email: 'rui@exemplo.com' });
    await customer.getByRole('button', { name: 'Confirmar pedido' }).click();
    await customer.waitForURL(/\/customer\/orders$/, { timeout: 15_000 });
    const orderId = await customer.evaluate(async () => {
      const page = (await (await fetch('/api/customer/orders')).json()) as { orders: { id: string }[] };
      return page.orders[0]!.id;
    });

    // Staff deliver it; the invitation leaves at once (no delay set) by email and WhatsApp.
    const statuses = await admin.evaluate(async (id) => {
      const put = (status: string) =>
        fetch(`/api/admin/orders/${id}/status`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status }),
        }).then((r) => r.status);
      return [await put('processing'), await put('delivered')];
    }, orderId);
    expect(statuses).toEqual([200, 200]);
    const invite = await smtp.waitFor((m) => m.to === 'rui@exemplo.com' && m.subject.startsWith('Como foi seu pedido'));
    const link = /http\S+\/avaliar\/\S+/.exec(invite.text)![0];
    expect(link).toContain(`/avaliar/${orderId}?t=`);
    type Sent = { template: { name: string; components: { parameters: { text: string }[] }[] } };
    const reviewMessage = () =>
      whatsapp.sent.map((m) => (m.body as Sent).template).find((t) => t.name === 'avaliar_pedido');
    await expect.poll(() => reviewMessage()?.components[0]!.parameters[2]!.text).toBe(link);

    // Meus Pedidos offers it too; the notification's link (?avaliar=) opens the rating at once.
    await customer.goto(`/customer/orders?avaliar=${orderId}`);
    const dialog = customer.getByRole('dialog', { name: `Avaliar pedido #${orderId.slice(0, 8)}` });
    await expect.poll(() => dialog.getByRole('radio').count()).toBe(5);
    await snap(customer, 'review-dialog-360');
    await customer.keyboard.press('Escape');
    await expect.poll(() => customer.getByRole('button', { name: 'Avaliar pedido' }).isVisible()).toBe(true);

    // The link opens the rating on a phone with no session.
    const rater = await newPage(PHONE);
    await rater.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await visible(rater, 'Como foi seu pedido', { timeout: 10_000 });
    await rater.getByRole('radio', { name: /^1 estrela:/ }).click();
    await rater.keyboard.press('ArrowRight');
    await expect
      .poll(() => rater.getByRole('radio', { name: /^2 estrelas/ }).getAttribute('aria-checked'))
      .toBe('true');
    await rater.getByRole('button', { name: 'Veio frio' }).click();
    await rater.getByLabel('Comentário (opcional)').fill('A esfiha chegou fria, mas o sabor estava ótimo.');
    await snap(rater, 'review-link-360');
    expect(await axeViolations(rater)).toEqual([]);
    await rater.getByRole('button', { name: 'Enviar avaliação' }).click();
    await visible(rater, 'Obrigado pela avaliação!');
    await rater.setViewportSize(DESKTOP);
    await snap(rater, 'review-link-done-1280');

    // The owner sees it, and answers the customer privately.
    await admin.goto('/admin/avaliacoes');
    const item = admin.getByTestId('admin-review').first();
    await expect.poll(() => item.textContent()).toContain('A esfiha chegou fria');
    expect(await admin.getByTestId('review-figures').textContent()).toContain('2,0 ★');
    expect(await admin.getByTestId('review-tags').textContent()).toContain('Veio frio 1');
    await item.getByRole('button', { name: 'Responder em particular' }).click();
    await item.getByLabel(/Sua resposta/).fill('Sentimos muito, Rui! Vamos reforçar a embalagem térmica.');
    await item.getByRole('button', { name: 'Enviar resposta' }).click();
    await visible(admin, 'Resposta enviada ao cliente por email.');
    await expect.poll(() => item.getByTestId('review-reply').count()).toBe(1);
    await snap(admin, 'reviews-admin-1280');
    expect(await axeViolations(admin)).toEqual([]);
    await admin.setViewportSize(PHONE);
    // Twelve weeks and the stars fit a phone's width: nothing scrolls sideways.
    await expect.poll(() => admin.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await snap(admin, 'reviews-admin-360');

    const answer = await smtp.waitFor((m) => m.to === 'rui@exemplo.com' && m.subject.startsWith('Resposta sobre'));
    expect(answer.text).toContain('Vamos reforçar a embalagem térmica.');
    await customer.goto('/customer/orders');
    await expect
      .poll(() => customer.getByTestId('review-reply').textContent(), { timeout: 10_000 })
      .toContain('Vamos reforçar a embalagem térmica.');
    await snap(customer, 'review-my-orders-360');
  });
});

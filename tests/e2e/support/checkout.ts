import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The CEP the journeys' customers live at, as the CEP provider answers it. */
export const AUGUSTA_CEP = {
  '01304001': { cep: '01304-001', logradouro: 'Rua Augusta', bairro: 'Consolação', localidade: 'São Paulo', uf: 'SP' },
};

/**
 * Fills the checkout as a guest delivering to Rua Augusta, 1500 and picks 'Dinheiro'; the
 * journey then confirms (or fills more first).
 */
export async function fillCashDelivery(page: Page, customer: { name: string; email: string }) {
  await page.getByLabel('Nome completo').fill(customer.name);
  // Signed in, the email is the account's and cannot be changed (docs/security.md#email).
  if (await page.getByLabel('Email').isEditable()) await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('CEP').fill('01304001');
  await expect.poll(() => page.getByLabel('Rua').inputValue()).toBe('Rua Augusta');
  await page.getByLabel('Número').fill('1500');
  await page.getByText('Dinheiro', { exact: true }).click();
}

/**
 * A guest's order of one product (6 'Esfiha de Carne' unless said) paid in cash on delivery,
 * placed from `page` through the API as the checkout sends it (the journeys that use it are
 * about what staff do next).
 */
export async function placeCashOrder(
  page: Page,
  guest: { name?: string; email?: string; product?: string; quantity?: number; change?: string } = {},
): Promise<{ id: string; totalCents: number }> {
  return page.evaluate(async (g) => {
    const { name = 'Layla Haddad', email = 'layla@exemplo.com', product = 'Esfiha de Carne' } = g;
    const { quantity = 6, change = '' } = g;
    const menu = (await (await fetch('/api/menu')).json()) as { products: { id: string; name: string }[] };
    const { id } = menu.products.find((p) => p.name === product)!;
    const form = {
      ...{ name, email, phone: '(11) 98888-7777', zipCode: '01304-001' },
      ...{ street: 'Rua Augusta', number: '1500', neighborhood: 'Consolação', city: 'São Paulo', state: 'SP' },
      ...{ paymentMethod: 'cash', change, notes: '' },
    };
    const res = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form,
        items: [{ productId: id, variationIds: [], quantity }],
        idempotencyKey: crypto.randomUUID(),
      }),
    });
    if (res.status !== 201) throw new Error(`order refused: ${res.status} ${await res.text()}`);
    const { order } = (await res.json()) as { order: { id: string; totalCents: number } };
    return { id: order.id, totalCents: order.totalCents };
  }, guest);
}

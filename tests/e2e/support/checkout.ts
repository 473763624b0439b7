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

import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the header's cart badge counts (it is hidden at 0). */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('cart-badge');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

/**
 * On the home: opens a tab and taps 'Adicionar' on one of its products `times` times, then waits
 * until the header's cart badge has counted them, as a customer would before going on (a tap
 * before the page is live is answered once it is: docs/decisions/014).
 */
export async function addFromTab(page: Page, tab: string, product: string, times: number) {
  const before = await badgeCount(page);
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const add = page.getByRole('tabpanel').getByRole('button', { name: `Adicionar ${product}` });
  for (let i = 0; i < times; i++) await add.click();
  await expect.poll(() => badgeCount(page), { timeout: 10_000 }).toBe(before + times);
}

/** An order's card on Meus Pedidos, found by its number. */
export const orderCard = (page: Page, order: { id: string }) =>
  page.getByTestId('order-card').filter({ hasText: `#${order.id.slice(0, 8)}` });

/** What the product page says is still to choose before 'Adicionar' (empty when nothing is). */
export const addBlocker = (page: Page) => page.getByTestId('add-blocker').textContent();

/** A category's tab on the home. */
export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

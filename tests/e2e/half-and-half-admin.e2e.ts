import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './fixtures';
import { signInFirstAdmin } from './support/accounts';

// What the admin configures for half-and-half (docs/product.md#half-and-half), on a phone:
// the product form's 'Meio a meio' and the settings' 'Preço do meio a meio'.

const openProduct = async (page: Page, name: string) => {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const section = page.getByRole('region', { name: 'Meio a meio' });
  await section.waitFor();
  return section;
};
const ticked = (section: ReturnType<Page['getByRole']>) =>
  section.evaluate((el) =>
    [...el.querySelectorAll('label')]
      .filter((l) => l.querySelector<HTMLInputElement>('input[type=checkbox]')?.checked)
      .map((l) => l.querySelector('span')?.textContent),
  );

describe('half-and-half, the admin side', () => {
  test('a pizza goes to 3 flavours with one flavour less, is saved, and back to whole hides the flavours', async ({
    page,
    server,
  }) => {
    await signInFirstAdmin(page, server);

    let section = await openProduct(page, 'Pizza de Zaatar');
    expect(await section.getByRole('radio', { name: 'Até 2 sabores' }).isChecked()).toBe(true);
    expect(await section.getByText('O cliente escolhe os outros sabores entre estes').isVisible()).toBe(true);
    expect((await ticked(section)).sort()).toEqual(['Pizza Margherita', 'Pizza de Calabresa', 'Pizza de Kafta']);
    // Its own name is not offered, nor products of other categories.
    expect(await section.getByText('Pizza de Zaatar').count()).toBe(0);
    expect(await section.getByText('Esfiha de Zaatar').count()).toBe(0);
    expect(await section.getByText('R$ 59,90').isVisible()).toBe(true);

    await section.getByText('Até 3', { exact: true }).click();
    await section.getByRole('checkbox', { name: /Pizza de Kafta/ }).uncheck();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect.poll(() => page.getByText('Produto atualizado com sucesso').isVisible()).toBe(true);

    section = await openProduct(page, 'Pizza de Zaatar');
    expect(await section.getByRole('radio', { name: 'Até 3' }).isChecked()).toBe(true);
    expect((await ticked(section)).sort()).toEqual(['Pizza Margherita', 'Pizza de Calabresa']);

    // Whole only: the ticks stay in the form but are not sent (the server would refuse them); the list drops the tag.
    await section.getByText('Vender inteiro').click();
    expect(await section.getByRole('checkbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect.poll(() => page.getByText('Produto atualizado com sucesso').isVisible()).toBe(true);
    const row = page.getByTestId('product-row').filter({ hasText: 'Pizza de Zaatar' });
    await expect.poll(() => row.getByText('Meio a meio').count()).toBe(0);
    expect(
      await page.getByTestId('product-row').filter({ hasText: 'Pizza de Kafta' }).getByText('Meio a meio').isVisible(),
    ).toBe(true);
  });

  test('parts without a flavour are refused in the form, with the message under the list', async ({ page, server }) => {
    await signInFirstAdmin(page, server);
    const section = await openProduct(page, 'Pizza de Kafta');
    for (const box of await section.getByRole('checkbox').all()) await box.uncheck();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect.poll(() => section.getByRole('alert').innerText()).toBe('Escolha ao menos um sabor para dividir.');
  });

  test("'Preço do meio a meio' is saved with the settings", async ({ page, server }) => {
    await signInFirstAdmin(page, server);
    await page.goto('/admin/settings');
    const pricing = page.getByRole('group', { name: 'Preço do meio a meio' });
    expect(await pricing.getByRole('radio', { name: /Pelo sabor mais caro/ }).isChecked()).toBe(true);
    await pricing.getByText('Pela média dos sabores').click();
    await page.getByRole('button', { name: 'Salvar todas as configurações' }).click();
    await expect.poll(() => page.getByText('Configurações salvas com sucesso!').isVisible()).toBe(true);
    await page.reload();
    expect(
      await page
        .getByRole('group', { name: 'Preço do meio a meio' })
        .getByRole('radio', { name: /Pela média dos sabores/ })
        .isChecked(),
    ).toBe(true);
  });
});

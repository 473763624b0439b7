import { z } from 'zod';

// Category form: name required after trimming (docs/product.md#validation-messages).
export const categorySchema = z.object({
  name: z
    .string({ error: 'Nome da categoria é obrigatório.' })
    .trim()
    .min(1, 'Nome da categoria é obrigatório.')
    .max(80, 'Nome da categoria muito longo.'),
  description: z.string().trim().max(300, 'Descrição muito longa.').optional().default(''),
});

export type CategoryInput = z.input<typeof categorySchema>;
export type CategoryData = z.output<typeof categorySchema>;

export type { AdminCategory } from '../contract/admin-menu';

/** The server's refusal to delete a category that still holds products; it names the count. */
export function categoryInUseMessage(count: number): string {
  const noun = count === 1 ? '1 produto' : `${count} produtos`;
  return `Esta categoria tem ${noun}. Remova ou mova os produtos para outra categoria antes de excluí-la.`;
}

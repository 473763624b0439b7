import { z } from 'zod';

// The owner's 'iFood' card (docs/product.md#ifood): pause the store on iFood with ours, and
// the menu's items with ours.
export const ifoodSettingsSchema = z.object({
  pauseWithStore: z.boolean({ error: 'Escolha se o iFood pausa junto com a loja' }),
  syncAvailability: z.boolean({ error: 'Escolha se o iFood pausa os itens esgotados' }).default(false),
});
export type IfoodSettingsInput = z.infer<typeof ifoodSettingsSchema>;

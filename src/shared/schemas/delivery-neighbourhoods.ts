import { z } from 'zod';
import {
  cepRangeOrderMessage,
  MAX_CEP_RANGES,
  MAX_NEIGHBOURHOOD_FEE_CENTS,
  MAX_NEIGHBOURHOODS,
  NEIGHBOURHOOD_FEE_MESSAGE,
  neighbourhoodKey,
} from '../delivery-neighbourhoods';

// 'Taxa por bairro' (docs/product.md#delivery-by-neighbourhood; messages in docs/product.md#validation-messages).

const cep = z.string({ error: 'CEP inválido' }).regex(/^\d{8}$/, 'CEP inválido: use 8 dígitos (01000-000)');

export const cepRangeSchema = z.object({ from: cep, to: cep }).superRefine((r, ctx) => {
  if (r.from > r.to) ctx.addIssue({ code: 'custom', path: ['to'], message: cepRangeOrderMessage(r.from, r.to) });
});

export const neighbourhoodSchema = z.object({
  name: z
    .string({ error: 'Nome do bairro é obrigatório' })
    .trim()
    .min(2, 'Nome do bairro é obrigatório')
    .max(80, 'Nome do bairro: no máximo 80 caracteres')
    .transform((s) => s.replace(/\s+/g, ' ')),
  feeCents: z
    .number({ error: NEIGHBOURHOOD_FEE_MESSAGE })
    .int(NEIGHBOURHOOD_FEE_MESSAGE)
    .min(0, NEIGHBOURHOOD_FEE_MESSAGE)
    .max(MAX_NEIGHBOURHOOD_FEE_CENTS, NEIGHBOURHOOD_FEE_MESSAGE),
  served: z.boolean({ error: 'Valor inválido' }),
  cepRanges: z.array(cepRangeSchema).max(MAX_CEP_RANGES, `No máximo ${MAX_CEP_RANGES} faixas de CEP por bairro`),
});

/** PUT /api/admin/delivery-neighbourhoods: the whole list, in the order shown (two names that compare equal are refused). */
export const neighbourhoodListSchema = z.object({
  neighbourhoods: z
    .array(neighbourhoodSchema)
    .max(MAX_NEIGHBOURHOODS, `No máximo ${MAX_NEIGHBOURHOODS} bairros`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((n, i) => {
        const key = neighbourhoodKey(n.name);
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `O bairro "${n.name}" já está na lista.` });
        seen.add(key);
      });
    }),
});
export type NeighbourhoodListInput = z.input<typeof neighbourhoodListSchema>;

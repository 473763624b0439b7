import { z } from 'zod';
import { IMAGE_URL_MESSAGE, isImageUrl } from '../images';
import { productFiscalSchema } from './fiscal';

// Product form, option group and variation rules (docs/product.md#validation-messages). Money in integer cents; the form converts reais.
const PRICE_MESSAGE = 'Preço deve ser maior que zero.';
const VARIATION_PRICE_MESSAGE = 'Preço deve ser maior ou igual a zero.';
const MAX_CENTS = 100_000_00;
const MAX_CHOICES = 50;
const MIN_MESSAGE = `O mínimo deve ser de 0 a ${MAX_CHOICES}.`;
const MAX_MESSAGE = `O máximo deve ser de 1 a ${MAX_CHOICES}.`;

const optionalId = z.guid('Identificador inválido').optional();

export const variationSchema = z.object({
  id: optionalId,
  name: z
    .string({ error: 'Nome da variante é obrigatório' })
    .trim()
    .min(1, 'Nome da variante é obrigatório')
    .max(80, 'Nome da variante muito longo'),
  priceCents: z
    .number({ error: VARIATION_PRICE_MESSAGE })
    .int(VARIATION_PRICE_MESSAGE)
    .min(0, VARIATION_PRICE_MESSAGE)
    .max(MAX_CENTS, VARIATION_PRICE_MESSAGE)
    .default(0),
});

export const optionGroupSchema = z
  .object({
    id: optionalId,
    title: z
      .string({ error: 'Título da opção é obrigatório' })
      .trim()
      .min(1, 'Título da opção é obrigatório')
      .max(80, 'Título da opção muito longo'),
    /** 0: optional. */
    minChoices: z
      .number({ error: MIN_MESSAGE })
      .int(MIN_MESSAGE)
      .min(0, MIN_MESSAGE)
      .max(MAX_CHOICES, MIN_MESSAGE)
      .default(0),
    maxChoices: z
      .number({ error: MAX_MESSAGE })
      .int(MAX_MESSAGE)
      .min(1, MAX_MESSAGE)
      .max(MAX_CHOICES, MAX_MESSAGE)
      .default(1),
    repeatable: z.boolean().default(false),
    variations: z
      .array(variationSchema, { error: 'Adicione ao menos uma variante' })
      .min(1, 'Adicione ao menos uma variante')
      .max(50, 'Variantes demais'),
  })
  .superRefine((g, ctx) => {
    if (g.minChoices > g.maxChoices)
      ctx.addIssue({ code: 'custom', path: ['minChoices'], message: 'O mínimo não pode passar do máximo.' });
    // Without repeats, each variation counts once: the group could never be satisfied or filled.
    else if (!g.repeatable && g.minChoices > g.variations.length)
      ctx.addIssue({ code: 'custom', path: ['minChoices'], message: 'O mínimo passa do número de variantes.' });
  });

const MAX_PARTS_MESSAGE = 'Escolha de 1 a 4 sabores.';
export const MAX_PART_COUNT = 4;
const MAX_FLAVOURS = 30;

export const productSchema = z
  .object({
    name: z
      .string({ error: 'Nome do produto deve ter pelo menos 3 caracteres.' })
      .trim()
      .min(3, 'Nome do produto deve ter pelo menos 3 caracteres.')
      .max(100, 'Nome do produto muito longo.'),
    description: z.string().trim().max(1000, 'Descrição muito longa.').optional().default(''),
    priceCents: z
      .number({ error: PRICE_MESSAGE })
      .int(PRICE_MESSAGE)
      .min(1, PRICE_MESSAGE)
      .max(MAX_CENTS, PRICE_MESSAGE),
    categoryId: z.guid('Selecione uma categoria válida.'),
    imageUrl: z
      .string()
      .trim()
      .max(500, IMAGE_URL_MESSAGE)
      .refine((v) => v === '' || isImageUrl(v), IMAGE_URL_MESSAGE)
      .optional()
      .default(''),
    popular: z.boolean().default(false),
    vegetarian: z.boolean().default(false),
    /** The code iFood's menu gives the item ('código PDV'): how an iFood order's item finds this product (docs/product.md#ifood). */
    externalCode: z
      .string()
      .trim()
      .max(50, 'Código muito longo: até 50 caracteres.')
      .regex(/^[\w.\-/]*$/, 'Use só letras, números, ponto, traço, barra ou sublinhado.')
      // What GET answers (null for none) may be sent back as it is.
      .nullish()
      .transform((v) => v ?? ''),
    /** Off: hidden from the storefront and refused at checkout (sold out today), kept in the admin. */
    active: z.boolean().default(true),
    options: z.array(optionGroupSchema).max(20, 'Opções demais').optional().default([]),
    /** Half-and-half (docs/product.md#half-and-half): the product is the first part, the others are flavours. */
    maxParts: z
      .number({ error: MAX_PARTS_MESSAGE })
      .int(MAX_PARTS_MESSAGE)
      .min(1, MAX_PARTS_MESSAGE)
      .max(MAX_PART_COUNT, MAX_PARTS_MESSAGE)
      .default(1),
    /** Its line in an NFC-e (docs/product.md#nfc-e); null: the store's default. */
    fiscal: productFiscalSchema.nullish().transform((v) => v ?? null),
    flavourIds: z
      .array(z.guid('Sabor inválido.'), { error: 'Sabores inválidos.' })
      .max(MAX_FLAVOURS, `Escolha no máximo ${MAX_FLAVOURS} sabores.`)
      .default([]),
  })
  .superRefine((p, ctx) => {
    if (p.maxParts > 1 && p.flavourIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['flavourIds'], message: 'Escolha ao menos um sabor para dividir.' });
    else if (p.maxParts === 1 && p.flavourIds.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['flavourIds'],
        message: 'Sabores só valem para produto vendido em partes.',
      });
    else if (new Set(p.flavourIds).size !== p.flavourIds.length)
      ctx.addIssue({ code: 'custom', path: ['flavourIds'], message: 'Sabor repetido.' });
  });

export type ProductInput = z.input<typeof productSchema>;
export type ProductData = z.output<typeof productSchema>;

// What the admin product endpoints answer: src/shared/contract/admin-menu.ts.
export type { AdminOptionGroup, AdminProduct, AdminProductDetail } from '../contract/admin-menu';

import { z } from 'zod';
import { REVIEW_TAGS, REVIEW_TEXT_MAX } from '../reviews';

// 'Avaliações' (docs/product.md#reviews): a customer's review, the owner's answer and settings.

const RATING_MESSAGE = 'Escolha de 1 a 5 estrelas';
const TEXT_MESSAGE = `No máximo ${REVIEW_TEXT_MAX} caracteres`;

export const reviewInputSchema = z.object({
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  comment: z
    .string({ error: 'Comentário inválido' })
    .trim()
    .max(REVIEW_TEXT_MAX, TEXT_MESSAGE)
    .transform((s) => s || null)
    .nullable()
    .default(null),
  tags: z
    .array(z.enum(REVIEW_TAGS, { error: 'Motivo inválido' }), { error: 'Motivos inválidos' })
    .max(REVIEW_TAGS.length, 'Motivos inválidos')
    .default([])
    .transform((tags) => [...new Set(tags)]),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** The public page's review: the invitation's token proves the customer (docs/product.md#reviews). */
export const invitedReviewSchema = reviewInputSchema.extend({
  token: z
    .string({ error: 'Link de avaliação inválido' })
    .min(1, 'Link de avaliação inválido')
    .max(100, 'Link de avaliação inválido'),
});

export const reviewReplySchema = z.object({
  text: z
    .string({ error: 'Escreva a resposta' })
    .trim()
    .min(1, 'Escreva a resposta')
    .max(REVIEW_TEXT_MAX, TEXT_MESSAGE),
});

const DELAY_MESSAGE = 'Convite: de 0 a 1440 minutos depois da entrega';

export const reviewSettingsSchema = z.object({
  invite: z.boolean({ error: 'Informe se os convites estão ativos' }),
  delayMinutes: z.number({ error: DELAY_MESSAGE }).int(DELAY_MESSAGE).min(0, DELAY_MESSAGE).max(1440, DELAY_MESSAGE),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const REVIEW_FILTERS = ['all', 'comments', 'low', 'unanswered'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const adminReviewsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'Período inválido' })
    .int('Período inválido')
    .min(1, 'Período inválido')
    .max(366, 'Período inválido')
    .default(30),
  filter: z.enum(REVIEW_FILTERS, { error: 'Filtro inválido' }).default('all'),
});

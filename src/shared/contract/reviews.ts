import { z } from 'zod';
import { REVIEW_TAGS } from '../reviews';
import { reviewSettingsSchema } from '../schemas/reviews';
import { dateTimeSchema } from './common';

// 'Avaliações' (docs/product.md#reviews): a review as its customer and the store see it.

/** A review as its customer sees it, with the store's answer. */
export const reviewViewSchema = z.object({
  rating: z.number().int(),
  comment: z.string().nullable(),
  tags: z.array(z.enum(REVIEW_TAGS)),
  createdAt: dateTimeSchema,
  reply: z.string().nullable(),
  repliedAt: dateTimeSchema.nullable(),
});
export type ReviewView = z.infer<typeof reviewViewSchema>;

/** GET /api/reviews/:orderId: the page the invitation opens. */
export const reviewPageSchema = z.object({
  order: z.object({
    id: z.string(),
    createdAt: dateTimeSchema,
    items: z.array(z.object({ quantity: z.number().int(), name: z.string() })),
  }),
  storeName: z.string(),
  review: reviewViewSchema.nullable(),
  /** Whether the order may still be rated (delivered, within the window, not yet rated). */
  open: z.boolean(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const adminReviewSchema = reviewViewSchema.extend({
  orderId: z.string(),
  customerName: z.string(),
  orderCreatedAt: dateTimeSchema,
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** GET /api/admin/reviews: the period's figures, the last weeks and the reviews, newest first. */
export const adminReviewsSchema = z.object({
  settings: reviewSettingsSchema,
  summary: z.object({
    count: z.number().int(),
    average: z.number().nullable(),
    /** How many gave 1, 2, 3, 4 and 5 stars. */
    stars: z.array(z.number().int()),
    withComment: z.number().int(),
    unanswered: z.number().int(),
    tags: z.array(z.object({ tag: z.enum(REVIEW_TAGS), count: z.number().int() })),
  }),
  /** The last 12 weeks, oldest first, each from its Monday. */
  weeks: z.array(z.object({ start: z.string(), count: z.number().int(), average: z.number().nullable() })),
  reviews: z.array(adminReviewSchema),
});
export type AdminReviews = z.infer<typeof adminReviewsSchema>;

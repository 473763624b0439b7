import { z } from 'zod';
import { notFound } from '@server/http/errors';
import { idParam } from '@server/http/id-param';
import { routeTable } from '@server/http/route-table';
import { adminReviewsSchema, reviewPageSchema, reviewViewSchema } from '@shared/contract/reviews';
import {
  adminReviewsQuerySchema,
  invitedReviewSchema,
  reviewInputSchema,
  reviewReplySchema,
  reviewSettingsSchema,
} from '@shared/schemas/reviews';
import type { Ctx } from '../route-context';
import { reviewFigures } from './figures';
import { isReviewToken } from './review-link';
import { answerReview, REVIEW_NOT_FOUND, reviewPage, submitReview } from './service';
import { readReviewSettings, saveReviewSettings } from './settings';

const orderParams = z.object({ id: z.string() });
const tokenQuery = z.object({ t: z.string().max(100, 'Link de avaliação inválido').default('') });

/** 'Avaliações' (docs/product.md#reviews): the customer rates an order. */
export function reviewRoutes({ database, config, now }: Ctx) {
  const { db } = database;
  const secret = config.AUTH_SECRET!;
  // The invitation's link proves the customer; a wrong token names no order at all.
  const invited = (id: string, token: string) => {
    const orderId = idParam(id, REVIEW_NOT_FOUND);
    if (!isReviewToken(secret, orderId, token)) throw notFound(REVIEW_NOT_FOUND);
    return orderId;
  };
  return routeTable()
    .route(
      {
        method: 'get',
        path: '/reviews/:id',
        summary: 'The order an invitation asks to rate, and its review when given',
        tag: 'customer',
        access: 'public',
        params: orderParams,
        query: tokenQuery,
        response: reviewPageSchema,
      },
      (_, { params, query }) => reviewPage(db, invited(params.id, query.t), now()),
    )
    .route(
      {
        method: 'post',
        path: '/reviews/:id',
        summary: "Rate an order from the invitation's link",
        tag: 'customer',
        access: 'public',
        params: orderParams,
        body: invitedReviewSchema,
        response: reviewViewSchema,
        status: 201,
      },
      (c, { params, body: { token, ...review } }) =>
        submitReview(db, invited(params.id, token), { token: true }, review, now()).then((r) => c.json(r, 201)),
    )
    .route(
      {
        method: 'post',
        path: '/customer/orders/:id/review',
        summary: 'Rate one of my orders (Meus Pedidos)',
        tag: 'customer',
        access: 'user',
        params: orderParams,
        body: reviewInputSchema,
        response: reviewViewSchema,
        status: 201,
      },
      (c, { params, body }) =>
        submitReview(db, idParam(params.id, REVIEW_NOT_FOUND), { userId: c.get('user')!.id }, body, now()).then((r) =>
          c.json(r, 201),
        ),
    );
}

/** 'Avaliações' in the admin: the figures, the reviews and the store's private answers. */
export function adminReviewRoutes({ database, now }: Ctx) {
  const { db } = database;
  const admin = { tag: 'admin', access: 'reports' } as const;
  return routeTable()
    .route(
      {
        ...admin,
        method: 'get',
        path: '/admin/reviews',
        summary: "The period's reviews, their figures and the last weeks",
        query: adminReviewsQuerySchema,
        response: adminReviewsSchema,
      },
      async (_, { query }) => ({ settings: await readReviewSettings(db), ...(await reviewFigures(db, query, now())) }),
    )
    .route(
      {
        ...admin,
        method: 'post',
        path: '/admin/reviews/:id/reply',
        summary: 'Answer a review privately (emailed to the customer)',
        params: orderParams,
        body: reviewReplySchema,
        response: reviewViewSchema,
      },
      (c, { params, body }) =>
        answerReview(db, idParam(params.id, 'Avaliação não encontrada'), body.text, c.get('user')!.id, now()),
    )
    .route(
      {
        tag: 'admin',
        access: 'settings',
        method: 'put',
        path: '/admin/reviews/settings',
        summary: 'Whether and when delivered orders invite their customer to rate them',
        body: reviewSettingsSchema,
        response: reviewSettingsSchema,
      },
      (_, { body }) => saveReviewSettings(db, body),
    );
}

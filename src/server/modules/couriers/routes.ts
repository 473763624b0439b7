import { z } from 'zod';
import { routeTable } from '@server/http/route-table';
import { okResponseSchema } from '@shared/contract/common';
import {
  adminCourierListSchema,
  assignResultSchema,
  courierAccountsSchema,
  courierLinkSchema,
  courierPageSchema,
  readyDeliveriesSchema,
  settlementListSchema,
  settlementSchema,
} from '@shared/contract/couriers';
import { assignDeliveriesSchema, courierSchema } from '@shared/schemas/couriers';
import type { Ctx } from '../route-context';
import { getStoreSettings } from '../store/service';
import { courierAccounts, courierOfUser } from './accounts';
import { assignDeliveries, courierDeliveries, deliveriesBoard, markDelivered } from './deliveries';
import { courierOfLink, openCourierLink, revokeCourierLinks, shiftEnd } from './links';
import { createCourier, findCourier, listCouriers, updateCourier } from './service';
import { closeSettlement, listSettlements, previewSettlement } from './settlement';

const courierParams = z.object({ id: z.string().uuid('Entregador não encontrado.') });
const linkParams = z.object({ token: z.string().min(1).max(64) });
const deliveryParams = linkParams.extend({ id: z.string().uuid('Pedido não encontrado') });
const orders = { tag: 'admin', access: 'orders' } as const;
const settings = { tag: 'admin', access: 'settings' } as const;
const register = { tag: 'admin', access: 'register' } as const;
const courier = { tag: 'courier', access: 'public' } as const;
const ownDeliveries = { tag: 'courier', access: 'deliveries' } as const;
const orderParams = z.object({ id: z.string().uuid('Pedido não encontrado') });

/** Couriers, their links and deliveries, and their settlements (docs/product.md#couriers). */
// eslint-disable-next-line max-lines-per-function -- a route table: one declaration per endpoint, each handler a few lines over its service (docs/decisions/018)
export function courierRoutes({ database, now }: Ctx) {
  const { db } = database;
  return routeTable()
    .route(
      { ...orders, method: 'get', path: '/admin/couriers', summary: 'Couriers', response: adminCourierListSchema },
      async () => ({
        couriers: await listCouriers(db, now()),
      }),
    )
    .route(
      {
        ...settings,
        method: 'get',
        path: '/admin/couriers/accounts',
        summary: "The team's accounts with the 'Entregador' role, to link to a courier",
        response: courierAccountsSchema,
      },
      () => courierAccounts(db),
    )
    .route(
      {
        ...settings,
        method: 'post',
        path: '/admin/couriers',
        summary: 'Add a courier',
        body: courierSchema,
        response: okResponseSchema,
        status: 201,
      },
      async (_, { body }) => {
        await createCourier(db, body);
        return { ok: true as const };
      },
    )
    .route(
      {
        ...settings,
        method: 'put',
        path: '/admin/couriers/:id',
        summary: 'Save a courier',
        params: courierParams,
        body: courierSchema,
        response: okResponseSchema,
      },
      async (_, { params, body }) => {
        await updateCourier(db, params.id, body);
        return { ok: true as const };
      },
    )
    .route(
      {
        ...orders,
        method: 'post',
        path: '/admin/couriers/:id/link',
        summary: "A new link for the courier's shift (the old one stops)",
        params: courierParams,
        response: courierLinkSchema,
      },
      async (c, { params }) => {
        const expiresAt = shiftEnd(await getStoreSettings(db), now());
        const token = await openCourierLink(db, params.id, c.get('user')!.id, expiresAt);
        return { path: `/entregador/${token}`, expiresAt: expiresAt.toISOString() };
      },
    )
    .route(
      {
        ...orders,
        method: 'delete',
        path: '/admin/couriers/:id/link',
        summary: "End the courier's link",
        params: courierParams,
        response: okResponseSchema,
      },
      async (_, { params }) => {
        await findCourier(db, params.id);
        await revokeCourierLinks(db, params.id);
        return { ok: true as const };
      },
    )
    .route(
      {
        ...orders,
        method: 'get',
        path: '/admin/deliveries',
        summary: 'Delivery orders in preparation or on the road, with their courier',
        response: readyDeliveriesSchema,
      },
      async () => ({ orders: await deliveriesBoard(db) }),
    )
    .route(
      {
        ...orders,
        method: 'post',
        path: '/admin/deliveries',
        summary: 'Give ready orders to a courier',
        body: assignDeliveriesSchema,
        response: assignResultSchema,
      },
      (c, { body }) => assignDeliveries(db, body, c.get('user')!.id),
    )
    .route(
      {
        ...register,
        method: 'get',
        path: '/admin/couriers/:id/settlement',
        summary: "The courier's settlement as it stands",
        params: courierParams,
        response: settlementSchema,
      },
      (_, { params }) => previewSettlement(db, params.id),
    )
    .route(
      {
        ...register,
        method: 'post',
        path: '/admin/couriers/:id/settlements',
        summary: 'Close the settlement, once',
        params: courierParams,
        response: settlementSchema,
        status: 201,
      },
      (c, { params }) => closeSettlement(db, params.id, c.get('user')!),
    )
    .route(
      {
        ...register,
        method: 'get',
        path: '/admin/couriers/:id/settlements',
        summary: 'Past settlements',
        params: courierParams,
        response: settlementListSchema,
      },
      async (_, { params }) => ({ settlements: await listSettlements(db, params.id) }),
    )
    .route(
      {
        ...courier,
        method: 'get',
        path: '/courier/:token',
        summary: "The courier's deliveries (the link is the key)",
        params: linkParams,
        response: courierPageSchema,
      },
      async (_, { params }) => {
        const at = now();
        const who = await courierOfLink(db, params.token, at);
        const [store, deliveries] = await Promise.all([getStoreSettings(db), courierDeliveries(db, who.id, at)]);
        return { courierName: who.name, storeName: store.name, expiresAt: who.expiresAt.toISOString(), deliveries };
      },
    )
    .route(
      {
        ...courier,
        method: 'post',
        path: '/courier/:token/orders/:id/delivered',
        summary: "'Entregue': one of the courier's orders delivered",
        params: deliveryParams,
        response: okResponseSchema,
      },
      async (_, { params }) => {
        const who = await courierOfLink(db, params.token, now());
        await markDelivered(db, who.id, params.id, null);
        return { ok: true as const };
      },
    )
    .route(
      {
        ...ownDeliveries,
        method: 'get',
        path: '/admin/my-deliveries',
        summary: "'Minhas entregas': the deliveries of the courier the signed-in account is",
        response: courierPageSchema,
      },
      async (c) => {
        const who = await courierOfUser(db, c.get('user')!.id);
        const [store, deliveries] = await Promise.all([getStoreSettings(db), courierDeliveries(db, who.id, now())]);
        return { courierName: who.name, storeName: store.name, expiresAt: null, deliveries };
      },
    )
    .route(
      {
        ...ownDeliveries,
        method: 'post',
        path: '/admin/my-deliveries/:id/delivered',
        summary: "'Entregue' from the panel: one of the signed-in courier's orders delivered",
        params: orderParams,
        response: okResponseSchema,
      },
      async (c, { params }) => {
        const userId = c.get('user')!.id;
        const who = await courierOfUser(db, userId);
        await markDelivered(db, who.id, params.id, userId);
        return { ok: true as const };
      },
    );
}

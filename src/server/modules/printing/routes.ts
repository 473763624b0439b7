import { z } from 'zod';
import { routeTable } from '@server/http/route-table';
import { okResponseSchema } from '@shared/contract/common';
import {
  adminPrinterListSchema,
  adminPrinterSchema,
  kitchenSettingsResponseSchema,
  orderPrintResultSchema,
  printerStatusListSchema,
  printerTestResultSchema,
} from '@shared/contract/printers';
import { kitchenSettingsSchema } from '@shared/schemas/kitchen-settings';
import { printerSchema } from '@shared/schemas/printers';
import type { Ctx } from '../route-context';
import { getStoreSettings } from '../store/service';
import { getKitchenSettings, saveKitchenSettings } from './kitchen-settings';
import { printOrder } from './print-order';
import { printTestPage } from './print-test';
import { printerStatuses } from './printer-status';
import { createPrinter, deletePrinter, findPrinter, listPrinters, updatePrinter } from './service';

const printerParams = z.object({ id: z.string().uuid('Impressora não encontrada.') });
const orderParams = z.object({ id: z.string().uuid('Pedido não encontrado') });
const settings = { tag: 'admin', access: 'settings' } as const;
const orders = { tag: 'admin', access: 'orders' } as const;

/** The admin's 'Impressoras' and how the kitchen runs (docs/product.md#kitchen-printers). */
// eslint-disable-next-line max-lines-per-function -- a route table: one declaration per endpoint, each handler a few lines over its service (docs/decisions/018)
export function printerRoutes({ database, kitchen }: Ctx) {
  const { db } = database;
  return routeTable()
    .route(
      {
        ...settings,
        method: 'get',
        path: '/admin/printers',
        summary: 'Kitchen printers',
        response: adminPrinterListSchema,
      },
      async () => ({ printers: await listPrinters(db) }),
    )
    .route(
      {
        ...orders,
        method: 'get',
        path: '/admin/printers/status',
        summary: 'Whether each active printer answers, and the tickets waiting for it',
        response: printerStatusListSchema,
      },
      () => printerStatuses(db),
    )
    .route(
      {
        ...orders,
        method: 'post',
        path: '/admin/orders/:id/tickets',
        summary: "'Imprimir' on the kitchen printers: accepts a new order; a second time, a reprint",
        params: orderParams,
        response: orderPrintResultSchema,
      },
      async (c, { params }) => {
        const result = await printOrder(db, params.id, c.get('user')!.id);
        void kitchen.printQueue.kick();
        return result;
      },
    )
    .route(
      {
        ...settings,
        method: 'post',
        path: '/admin/printers',
        summary: 'Add a printer',
        body: printerSchema,
        response: adminPrinterSchema,
        status: 201,
      },
      (_, { body }) => createPrinter(db, body),
    )
    .route(
      {
        ...settings,
        method: 'put',
        path: '/admin/printers/:id',
        summary: 'Save a printer',
        params: printerParams,
        body: printerSchema,
        response: adminPrinterSchema,
      },
      (_, { params, body }) => updatePrinter(db, params.id, body),
    )
    .route(
      {
        ...settings,
        method: 'delete',
        path: '/admin/printers/:id',
        summary: 'Remove a printer',
        params: printerParams,
        response: okResponseSchema,
      },
      async (_, { params }) => {
        await deletePrinter(db, params.id);
        return { ok: true } as const;
      },
    )
    .route(
      {
        ...settings,
        method: 'post',
        path: '/admin/printers/:id/test',
        summary: "Send a test page ('Imprimir teste') and say whether the printer answered",
        params: printerParams,
        response: printerTestResultSchema,
      },
      async (_, { params }) => {
        const [row, store] = await Promise.all([findPrinter(db, params.id), getStoreSettings(db)]);
        return printTestPage(row, store.name);
      },
    )
    .route(
      {
        ...settings,
        method: 'get',
        path: '/admin/kitchen/settings',
        summary: 'When orders print, auto-accept and the kitchen display timers',
        response: kitchenSettingsResponseSchema,
      },
      () => getKitchenSettings(db),
    )
    .route(
      {
        ...settings,
        method: 'put',
        path: '/admin/kitchen/settings',
        summary: 'Save how the kitchen runs',
        body: kitchenSettingsSchema,
        response: kitchenSettingsResponseSchema,
      },
      (_, { body }) => saveKitchenSettings(db, body),
    );
}

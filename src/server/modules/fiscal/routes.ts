import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isReceiptToken } from '@server/auth/receipt-link';
import { fiscalNotes } from '@server/db/schema';
import { notFound } from '@server/http/errors';
import { idParam } from '@server/http/id-param';
import { routeTable } from '@server/http/route-table';
import { okResponseSchema } from '@shared/contract/common';
import {
  fiscalNotesPageSchema,
  fiscalSettingsViewSchema,
  fiscalVoidSchema,
  fiscalVoidsSchema,
  orderFiscalSchema,
  receiptSchema,
} from '@shared/contract/fiscal';
import { fiscalSettingsSchema, noteCancelSchema, notesQuerySchema, noteVoidSchema } from '@shared/schemas/fiscal';
import type { Ctx } from '../route-context';
import {
  cancelByStaff,
  listVoids,
  NOTE_NOT_FOUND,
  orderNote,
  printAgain,
  retryRefused,
  settingsView,
  updateSettings,
  voidNumbers,
} from './actions';
import { monthNotes, monthZip } from './month';
import { receiptOf } from './receipt';

const orderParams = z.object({ id: z.string() });
const RECEIPT_NOT_FOUND = 'Nota fiscal não encontrada.';
// A token too long to be one is no token: the same 404 as a wrong one.
const tokenQuery = z.object({ t: z.string().max(100).catch('').default('') });

/** NFC-e in the admin (docs/product.md#nfc-e): the owner's 'Fiscal', the month's notes and voided numbers. */
export function fiscalRoutes({ database, fiscal }: Ctx) {
  const { db } = database;
  const provider = fiscal.provider;
  const owner = { tag: 'admin', access: 'fiscal' } as const;
  return routeTable()
    .route(
      {
        ...owner,
        method: 'get',
        path: '/admin/fiscal/settings',
        summary: 'The fiscal settings, what is missing and the provider',
        response: fiscalSettingsViewSchema,
      },
      () => settingsView(db, provider),
    )
    .route(
      {
        ...owner,
        method: 'put',
        path: '/admin/fiscal/settings',
        summary: 'Save the fiscal settings; issuing starts once nothing is missing',
        body: fiscalSettingsSchema,
        response: fiscalSettingsViewSchema,
      },
      async (_, { body }) => {
        const view = await updateSettings(db, provider, body);
        void fiscal.kick();
        return view;
      },
    )
    .route(
      {
        ...owner,
        method: 'get',
        path: '/admin/fiscal/notes',
        summary: "A month's notes and what they add up to",
        query: notesQuerySchema,
        response: fiscalNotesPageSchema,
      },
      (_, { query }) => monthNotes(db, query.month, query.status, fiscal.receiptUrl),
    )
    .route(
      {
        ...owner,
        method: 'get',
        path: '/admin/fiscal/notes.zip',
        summary: "The month's XMLs in one zip, for the accountant",
        query: notesQuerySchema.pick({ month: true }),
        response: z.string(),
      },
      async (_, { query }) => monthZip(db, query.month),
    )
    .route(
      {
        ...owner,
        method: 'get',
        path: '/admin/fiscal/voids',
        summary: 'The numbers voided (inutilização)',
        response: fiscalVoidsSchema,
      },
      async () => ({ voids: await listVoids(db) }),
    )
    .route(
      {
        ...owner,
        method: 'post',
        path: '/admin/fiscal/voids',
        summary: 'Void numbers no note used',
        body: noteVoidSchema,
        response: fiscalVoidSchema,
        status: 201,
      },
      async (c, { body }) => c.json(await voidNumbers(db, provider, body, c.get('user')!.id), 201),
    );
}

/** An order's NFC-e: what staff see and do on the order, and the customer's receipt by its link. */
export function fiscalOrderRoutes({ database, config, fiscal, kitchen }: Ctx) {
  const { db } = database;
  const staff = { tag: 'admin', access: 'orders' } as const;
  const orderId = (id: string) => idParam(id, NOTE_NOT_FOUND);
  /** Done, and the queue (or the printer's) woken for it. */
  const ok = (queue: { kick(): unknown }) => {
    void queue.kick();
    return { ok: true as const };
  };
  return routeTable()
    .route(
      {
        ...staff,
        method: 'get',
        path: '/admin/fiscal/orders/:id',
        summary: "An order's NFC-e, as staff see it",
        params: orderParams,
        response: orderFiscalSchema,
      },
      (_, { params }) => orderNote(db, orderId(params.id), fiscal),
    )
    .route(
      {
        ...staff,
        method: 'post',
        path: '/admin/fiscal/orders/:id/retry',
        summary: 'Send a refused note again, after fixing its cause',
        params: orderParams,
        response: okResponseSchema,
      },
      (_, { params }) => retryRefused(db, orderId(params.id)).then(() => ok(fiscal)),
    )
    .route(
      {
        ...staff,
        method: 'post',
        path: '/admin/fiscal/orders/:id/print',
        summary: "Print the note's DANFE again",
        params: orderParams,
        response: okResponseSchema,
      },
      (_, { params }) => printAgain(db, orderId(params.id)).then(() => ok(kitchen.printQueue)),
    )
    .route(
      {
        ...staff,
        method: 'post',
        path: '/admin/fiscal/orders/:id/cancel',
        summary: "Cancel a cancelled order's note by hand, within the window",
        params: orderParams,
        body: noteCancelSchema,
        response: okResponseSchema,
      },
      (_, { params, body }) => cancelByStaff(db, orderId(params.id), body.reason).then(() => ok(fiscal)),
    )
    .route(
      {
        method: 'get',
        path: '/nfce/:id',
        summary: "The customer's NFC-e, opened by its link",
        tag: 'customer',
        access: 'public',
        params: orderParams,
        query: tokenQuery,
        response: receiptSchema,
      },
      async (_, { params, query }) => {
        const id = idParam(params.id, RECEIPT_NOT_FOUND);
        if (!isReceiptToken(config.AUTH_SECRET!, id, query.t)) throw notFound(RECEIPT_NOT_FOUND);
        const [note] = await db.select().from(fiscalNotes).where(eq(fiscalNotes.orderId, id));
        const receipt = note && receiptOf(note);
        if (!receipt) throw notFound(RECEIPT_NOT_FOUND);
        // The page is public to whoever holds the link: the CPF shows only its middle digits.
        return { ...receipt, consumer: receipt.consumer && `***.${receipt.consumer.slice(4, 11)}-**` };
      },
    );
}

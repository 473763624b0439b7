import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '@server/db/client';
import { whatsappMessages } from '@server/db/schema';
import { isStopWord, optOutNumber } from './opt-outs';

/** Updates one call may carry that we read; Meta sends a few at a time, the rest is ignored. */
const MAX_UPDATES = 200;

const statusUpdate = z.looseObject({
  id: z.string().max(200),
  status: z.string().max(20),
  timestamp: z.string().max(20).optional(),
  errors: z
    .array(z.looseObject({ code: z.number().optional(), title: z.string().max(500).optional() }))
    .max(10)
    .optional(),
});
const inbound = z.looseObject({
  from: z.string().max(30),
  type: z.string().max(30),
  text: z.looseObject({ body: z.string().max(4096) }).optional(),
  button: z.looseObject({ text: z.string().max(200).optional(), payload: z.string().max(200).optional() }).optional(),
});
const change = z.looseObject({
  field: z.string().optional(),
  value: z
    .looseObject({
      metadata: z.looseObject({ phone_number_id: z.string() }).optional(),
      statuses: z.array(z.unknown()).optional(),
      messages: z.array(z.unknown()).optional(),
    })
    .optional(),
});
/** The notification Meta posts (`object: whatsapp_business_account`); only what we act on is read. */
const notification = z.looseObject({
  entry: z.array(z.looseObject({ changes: z.array(change).optional() })).optional(),
});

type StatusUpdate = z.infer<typeof statusUpdate>;

const when = (u: StatusUpdate) =>
  u.timestamp && /^\d+$/.test(u.timestamp) ? new Date(Number(u.timestamp) * 1000) : new Date();

/** Why WhatsApp gave up on it: the first error's title and code ('Message undeliverable (131026)'). */
const failure = (u: StatusUpdate) => {
  const e = u.errors?.[0];
  if (!e?.title) return 'Não entregue pelo WhatsApp';
  return `${e.title}${e.code === undefined ? '' : ` (${e.code})`}`.slice(0, 300);
};

/**
 * A status only moves forward (Meta sends them out of order, and one device may fail while
 * another delivers): sent < delivered < read; failed stands only over sent, read over all.
 */
function statusChange(u: StatusUpdate): PgUpdateSetSource<typeof whatsappMessages> | null {
  const at = sql`${when(u).toISOString()}::timestamptz`;
  const s = whatsappMessages.status;
  switch (u.status) {
    case 'sent':
      return { sentAt: sql`coalesce(${whatsappMessages.sentAt}, ${at})` };
    case 'delivered':
      return {
        status: sql`case when ${s} = 'sent' then 'delivered' else ${s} end`,
        deliveredAt: sql`coalesce(${whatsappMessages.deliveredAt}, ${at})`,
      };
    case 'read':
      return {
        status: sql`case when ${s} in ('sent', 'delivered', 'failed') then 'read' else ${s} end`,
        readAt: sql`coalesce(${whatsappMessages.readAt}, ${at})`,
      };
    case 'failed':
      return {
        status: sql`case when ${s} = 'sent' then 'failed' else ${s} end`,
        error: sql`case when ${s} = 'sent' then ${failure(u)}::text else ${whatsappMessages.error} end`,
        failedAt: sql`case when ${s} = 'sent' then ${at} else ${whatsappMessages.failedAt} end`,
      };
    default:
      return null;
  }
}

/** The numbers of the inbound messages that say 'SAIR' (text, or a quick-reply button). */
function stopRequests(messages: unknown[]): string[] {
  return messages.flatMap((m) => {
    const parsed = inbound.safeParse(m);
    if (!parsed.success) return [];
    const { from, text, button } = parsed.data;
    const said = [text?.body, button?.text, button?.payload].filter((t): t is string => typeof t === 'string');
    return /^\d{8,15}$/.test(from) && said.some(isStopWord) ? [from] : [];
  });
}

/**
 * Acts on a verified notification (docs/product.md#whatsapp-messages): each status recorded on
 * its message by `wamid`, each 'SAIR' an opt-out of its number. Changes for another phone
 * number of the same Meta app are left alone; what cannot be read is ignored.
 */
export async function handleNotification(db: Db, body: unknown, phoneNumberId: string): Promise<void> {
  const parsed = notification.safeParse(body);
  if (!parsed.success) return;
  const values = (parsed.data.entry ?? [])
    .flatMap((e) => e.changes ?? [])
    .flatMap((c) =>
      c.value && (!c.value.metadata || c.value.metadata.phone_number_id === phoneNumberId) ? [c.value] : [],
    );
  const statuses = values
    .flatMap((v) => v.statuses ?? [])
    .slice(0, MAX_UPDATES)
    .flatMap((s) => {
      const u = statusUpdate.safeParse(s);
      return u.success ? [u.data] : [];
    });
  for (const u of statuses) {
    const set = statusChange(u);
    if (set) await db.update(whatsappMessages).set(set).where(eq(whatsappMessages.wamid, u.id));
  }
  const stops = stopRequests(values.flatMap((v) => v.messages ?? []).slice(0, MAX_UPDATES));
  for (const from of new Set(stops)) await optOutNumber(db, from);
}

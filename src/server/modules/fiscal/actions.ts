import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { fiscalNotes, fiscalVoids, orders, printers } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import type { FiscalSettingsView, FiscalVoid, OrderFiscal } from '@shared/contract/fiscal';
import type { FiscalSettingsData } from '@shared/schemas/fiscal';
import { printReceipt } from './issued';
import { retryNote } from './note-queue';
import { noteView } from './note-view';
import { FiscalProviderError, type FiscalProvider } from './provider';
import { fiscalGaps, fiscalWarnings } from './readiness';
import { readFiscalSettings, receiptPrinters, saveFiscalSettings } from './settings';

// What staff do with notes (docs/product.md#nfc-e): the owner's settings, trying a refused note
// again, printing the DANFE again, cancelling by hand, voiding skipped numbers.

export const NOTE_NOT_FOUND = 'Este pedido não tem NFC-e.';
const PROVIDER_MISSING = 'O provedor fiscal não está configurado no servidor.';
const PROVIDER_DOWN = 'O provedor fiscal não respondeu. Tente de novo em alguns minutos.';

export async function settingsView(db: Db, provider: FiscalProvider | null): Promise<FiscalSettingsView> {
  const stored = await readFiscalSettings(db);
  const { enabledSince: _since, ...settings } = stored;
  const [warnings, printerList] = await Promise.all([fiscalWarnings(db, settings), receiptPrinters(db)]);
  return {
    settings,
    provider: provider && { name: provider.name, environment: provider.environment },
    gaps: fiscalGaps(settings, provider !== null),
    warnings,
    printers: printerList,
  };
}

/** Saves the settings; issuing is turned on only once nothing is missing. */
export async function updateSettings(db: Db, provider: FiscalProvider | null, body: FiscalSettingsData) {
  const gaps = fiscalGaps(body, provider !== null);
  if (body.enabled && gaps.length)
    throw new AppError(422, `Antes de emitir NFC-e: ${gaps.map((g) => g.message).join(' ')}`, 'fiscal_gaps');
  if (body.printerId) {
    const [printer] = await db.select({ id: printers.id }).from(printers).where(eq(printers.id, body.printerId));
    if (!printer) throw new AppError(422, 'Impressora não encontrada.', 'printer_not_found');
  }
  await saveFiscalSettings(db, body);
  return settingsView(db, provider);
}

/** An order's note as staff see it, and whether issuing is on at all. */
export async function orderNote(
  db: Db,
  orderId: string,
  fiscal: { provider: FiscalProvider | null; receiptUrl: (orderId: string) => string },
): Promise<OrderFiscal> {
  const settings = await readFiscalSettings(db);
  const [row] = await db
    .select({
      note: fiscalNotes,
      order: { customerName: orders.customerName, totalCents: orders.totalCents, createdAt: orders.createdAt },
    })
    .from(fiscalNotes)
    .innerJoin(orders, eq(orders.id, fiscalNotes.orderId))
    .where(eq(fiscalNotes.orderId, orderId));
  const note = row ? noteView(row.note, row.order, fiscal.receiptUrl, settings.cancelWindowMinutes) : null;
  return { note, enabled: settings.enabled && fiscal.provider !== null };
}

/** 'Tentar novamente' on a note SEFAZ refused, after the cause was fixed. */
export async function retryRefused(db: Db, orderId: string): Promise<void> {
  if (!(await retryNote(db, orderId)))
    throw new AppError(
      409,
      'Só uma nota rejeitada, de um pedido não cancelado, pode ser enviada de novo.',
      'not_rejected',
    );
}

/** 'Imprimir DANFE': the authorised note on the receipt printer again. */
export async function printAgain(db: Db, orderId: string): Promise<void> {
  const printed = await db.transaction((tx) => printReceipt(tx, orderId));
  if (!printed)
    throw new AppError(
      409,
      'Não há DANFE para imprimir: a nota precisa estar autorizada e a impressora do cupom escolhida em Fiscal.',
      'nothing_to_print',
    );
}

/**
 * Cancelling the note of a cancelled order by hand, with staff's own reason: after SEFAZ refused
 * the automatic one, within the window. Refused for a note past it, which the accountant handles.
 */
export async function cancelByStaff(db: Db, orderId: string, reason: string): Promise<void> {
  const settings = await readFiscalSettings(db);
  const rows = await db
    .update(fiscalNotes)
    .set({ cancelState: 'wanted', cancelReason: reason, cancelMessage: null, attempts: 0, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(fiscalNotes.orderId, orderId),
        eq(fiscalNotes.status, 'authorized'),
        or(isNull(fiscalNotes.cancelState), eq(fiscalNotes.cancelState, 'refused')),
        sql`${fiscalNotes.authorizedAt} > now() - make_interval(mins => ${settings.cancelWindowMinutes})`,
        sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.status} = 'cancelled')`,
      ),
    )
    .returning({ orderId: fiscalNotes.orderId });
  if (!rows.length)
    throw new AppError(
      409,
      'Só a nota autorizada de um pedido cancelado pode ser cancelada, dentro do prazo. Depois dele, fale com seu contador.',
      'not_cancellable',
    );
}

const voidView = (v: typeof fiscalVoids.$inferSelect): FiscalVoid => ({
  id: v.id,
  series: v.series,
  from: v.fromNumber,
  to: v.toNumber,
  reason: v.reason,
  status: v.status,
  sefazMessage: v.sefazMessage,
  createdAt: v.createdAt.toISOString(),
});

export async function listVoids(db: Db): Promise<FiscalVoid[]> {
  const rows = await db.select().from(fiscalVoids).orderBy(desc(fiscalVoids.createdAt)).limit(100);
  return rows.map(voidView);
}

/**
 * 'Inutilizar numeração': asks SEFAZ, through the provider, to void numbers no note used. The
 * answer is kept either way; a refusal is also told to staff with SEFAZ's words.
 */
export async function voidNumbers(
  db: Db,
  provider: FiscalProvider | null,
  range: { series: number; from: number; to: number; reason: string },
  by: string,
): Promise<FiscalVoid> {
  if (!provider) throw new AppError(409, PROVIDER_MISSING, 'no_provider');
  const settings = await readFiscalSettings(db);
  if (!settings.cnpj)
    throw new AppError(422, 'Informe o CNPJ da empresa em Fiscal antes de inutilizar.', 'fiscal_gaps');
  let outcome;
  try {
    outcome = await provider.voidNumbers({ cnpj: settings.cnpj, ...range });
  } catch (err) {
    if (err instanceof FiscalProviderError) throw new AppError(503, PROVIDER_DOWN, 'provider_down');
    throw err;
  }
  const row = { series: range.series, fromNumber: range.from, toNumber: range.to, reason: range.reason, createdBy: by };
  if (outcome.state === 'rejected') {
    await db
      .insert(fiscalVoids)
      .values({ ...row, status: 'rejected', sefazMessage: `${outcome.code}: ${outcome.message}` });
    throw new AppError(422, `A SEFAZ recusou a inutilização: ${outcome.message}`, 'void_rejected');
  }
  const [saved] = await db
    .insert(fiscalVoids)
    .values({ ...row, status: 'authorized', protocol: outcome.protocol, xml: outcome.xml })
    .returning();
  return voidView(saved!);
}

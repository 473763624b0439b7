import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { printers, printJobs } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import type { OrderPrintResult } from '@shared/contract/printers';
import { changeStatus } from '../admin-orders/service';
import { writePrintJobs } from './print-jobs';

export const NO_PRINTER_MESSAGE = 'Nenhuma impressora ativa. Cadastre uma em Configurações › Impressoras.';
const NOTHING_TO_PRINT_MESSAGE = 'Nenhuma impressora recebe os itens deste pedido.';

/**
 * 'Imprimir' with kitchen printers (docs/product.md#kitchen-printers): a new order goes to 'Em
 * preparação' as when printed in the browser, and every printer gets its ticket; one that had
 * it already gets it again marked 'REIMPRESSÃO'. Refused, changing nothing, for an order not
 * cleared for the kitchen, and when no printer is active.
 */
export async function printOrder(db: Db, orderId: string, by: string): Promise<OrderPrintResult> {
  return db.transaction(async (tx) => {
    const [active] = await tx.select({ id: printers.id }).from(printers).where(eq(printers.active, true)).limit(1);
    if (!active) throw new AppError(409, NO_PRINTER_MESSAGE, 'no_printer');
    await changeStatus(tx, orderId, 'processing', by, { print: true });
    const first = await writePrintJobs(tx, [{ orderId, cause: { eventId: null } }]);
    if (first.printers.length) return { printers: first.printers, reprint: false };
    const again = await writePrintJobs(tx, [{ orderId, cause: { reprint: true } }]);
    if (!again.printers.length) throw new AppError(409, NOTHING_TO_PRINT_MESSAGE, 'nothing_to_print');
    return { printers: again.printers, reprint: true };
  });
}

/**
 * An order staff changed (docs/product.md#editing-an-order): a kitchen that already has its
 * ticket gets the order again marked 'ALTERADO', with what changed; one not yet sent to the
 * kitchen prints as usual when it is. Inside the edit's transaction. Returns the printers.
 */
export async function printEditedOrder(db: Db, orderId: string, changes: readonly string[]): Promise<string[]> {
  const [printed] = await db
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(and(eq(printJobs.orderId, orderId), eq(printJobs.reprint, false)))
    .limit(1);
  if (!printed) return [];
  return (await writePrintJobs(db, [{ orderId, cause: { edited: changes } }])).printers;
}

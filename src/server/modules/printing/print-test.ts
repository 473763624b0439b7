import type { printers } from '@server/db/schema';
import type { PrinterTestResult } from '@shared/contract/printers';
import { encodeTicket } from './escpos';
import { PrinterUnreachableError, sendToPrinter, type PrinterState } from './send-job';
import { printerView } from './service';
import { testPage } from './test-page';

const SAID: Record<PrinterState, string> = {
  ready: 'Página de teste enviada. A impressora respondeu: pronta.',
  silent: 'Página de teste enviada. A impressora não informa seu estado: confira o papel.',
  offline: 'A impressora respondeu, mas está desligada ou com a tampa aberta. Nada foi impresso.',
  'paper-out': 'A impressora respondeu, mas está sem papel. Nada foi impresso.',
};

/** Sends the test page and says, in the owner's words, what came of it. */
export async function printTestPage(row: typeof printers.$inferSelect, storeName: string): Promise<PrinterTestResult> {
  const printer = printerView(row);
  const bytes = encodeTicket(testPage(printer, storeName), printer);
  try {
    const { state, sent } = await sendToPrinter(printer, bytes);
    return { sent, state, message: SAID[state] };
  } catch (err) {
    if (err instanceof PrinterUnreachableError) return { sent: false, state: 'unreachable', message: err.message };
    throw err;
  }
}

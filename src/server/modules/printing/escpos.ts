import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { CodePage, PaperWidth } from '@shared/schemas/printers';
import { printableText } from './printable-text';
import {
  CODE_PAGE_TABLES,
  isQrData,
  PAPER_COLUMNS,
  QR_MAX_DATA,
  QR_MODULE_DOTS,
  type Ticket,
  type TicketLine,
} from './ticket';

/** How one printer is to be addressed in ESC/POS: its paper and its code page. */
export type PrinterProfile = { paper: PaperWidth; codePage: CodePage };

/** Lines fed before the cut, so the cutter (a few lines below the head) does not cut the last ones. */
const FEED_BEFORE_CUT = 4;

/**
 * The ticket as the ESC/POS bytes of one print job: initialise, the printer's code page, the
 * lines, a feed and a partial cut. Every text goes through printableText first; a QR code's
 * data does not (it must stay the URL it is) and is refused unless isQrData.
 */
export function encodeTicket(ticket: Ticket, profile: PrinterProfile): Uint8Array {
  const columns = PAPER_COLUMNS[profile.paper];
  const encoder = new ReceiptPrinterEncoder({
    columns,
    // LF only: a printer set to add its own line feed on CR would double-space every line.
    newline: '\n',
    codepageMapping: { ...CODE_PAGE_TABLES },
    errors: 'strict',
  });
  encoder.initialize().codepage(profile.codePage);
  for (const line of ticket) writeLine(encoder, line, profile.paper);
  return encoder.newline(FEED_BEFORE_CUT).cut('partial').encode();
}

function writeLine(encoder: ReceiptPrinterEncoder, line: TicketLine, paper: PaperWidth) {
  const columns = PAPER_COLUMNS[paper];
  switch (line.kind) {
    case 'blank':
      encoder.newline();
      return;
    case 'rule':
      // Dashes rather than the encoder's rule(), which switches to code page 437 to draw its line.
      encoder.line('-'.repeat(columns));
      return;
    case 'pair': {
      const right = printableText(line.right);
      encoder.bold(!!line.bold);
      encoder.table(
        [
          { width: columns - right.length - 1, align: 'left', overflow: 'wrap' },
          { width: right.length + 1, align: 'right' },
        ],
        [[printableText(line.left), right]],
      );
      encoder.bold(false);
      return;
    }
    case 'text':
      encoder.align(line.center ? 'center' : 'left');
      encoder.bold(!!line.bold);
      if (line.large || line.tall) encoder.size(line.large ? 2 : 1, 2);
      encoder.line(printableText(line.text));
      if (line.large || line.tall) encoder.size(1, 1);
      encoder.bold(false).align('left');
      return;
    case 'qr': {
      if (!isQrData(line.data)) throw new Error(`QR code data must be 1 to ${QR_MAX_DATA} printable ASCII characters`);
      const size = line.size ?? QR_MODULE_DOTS[paper];
      if (!Number.isInteger(size) || size < 1 || size > 8) throw new Error('QR code size must be 1 to 8');
      // GS ( k: model 2, module size, error correction M, store the data, print; the encoder
      // sends the current alignment (ESC a 1) before it and ESC a 0 after.
      encoder.align('center').qrcode(line.data, { model: 2, size, errorlevel: 'm' }).align('left');
    }
  }
}

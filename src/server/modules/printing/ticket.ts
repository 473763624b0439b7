import type { CodePage, PaperWidth } from '@shared/schemas/printers';

/**
 * A printed ticket, independent of the printer: lines top to bottom. `large` prints double
 * width and height (the order number, the channel, quantities), `tall` double height only (a
 * line too long for double width, as the money to collect); `pair` puts a right-hand value
 * (a price) on the same line as its text, wrapping the text if it is long. `qr` prints a
 * centred QR code (model 2, error correction M, as NFC-e consultation codes are printed) of
 * `data`, sent as is: printable ASCII only (isQrData); `size` is the module's side in dots,
 * 1 to 8, by default QR_MODULE_DOTS for the paper.
 */
export type TicketLine =
  | { kind: 'text'; text: string; large?: boolean; tall?: boolean; bold?: boolean; center?: boolean }
  | { kind: 'pair'; left: string; right: string; bold?: boolean }
  | { kind: 'rule' }
  | { kind: 'blank' }
  | { kind: 'qr'; data: string; size?: number };

export type Ticket = TicketLine[];

/** The characters a line holds in the printer's normal font, by paper width. */
export const PAPER_COLUMNS: Record<PaperWidth, 32 | 48> = { 58: 32, 80: 48 };

/** Each code page's ESC t number on Epson-compatible printers (Elgin, Bematech in ESC/POS mode…). */
export const CODE_PAGE_TABLES: Record<CodePage, number> = { cp860: 3, cp850: 2 };

/**
 * A QR module's side in dots by paper width (203 dpi heads): a 300-character code (version 13,
 * 69 modules and the quiet zone) stays within 58 mm paper's 48 mm and 80 mm paper's 72 mm.
 */
export const QR_MODULE_DOTS: Record<PaperWidth, number> = { 58: 4, 80: 5 };

/** Bytes a model 2 QR code holds at error correction M (version 40). */
export const QR_MAX_DATA = 2331;

/**
 * What a QR line may hold: 1 to QR_MAX_DATA printable ASCII characters. Its data is not cleaned
 * like text (a changed URL would be a wrong code, worse than none), so anything else is refused:
 * the encoder stores it as ISO-8859-1 and phones read such bytes differently (Latin-1 or
 * UTF-8), and a control byte means nothing in a URL. NFC-e consultation URLs are plain ASCII.
 * Check it where the ticket is made: encodeTicket throws on a QR line that fails it.
 */
export function isQrData(data: string): boolean {
  return data.length >= 1 && data.length <= QR_MAX_DATA && /^[\x20-\x7e]*$/.test(data);
}

import type { CodePage, PaperWidth } from '@shared/schemas/printers';

/**
 * A printed ticket, independent of the printer: lines top to bottom. `large` prints double
 * width and height (the order number, the channel, quantities), `tall` double height only (a
 * line too long for double width, as the money to collect); `pair` puts a right-hand value
 * (a price) on the same line as its text, wrapping the text if it is long.
 */
export type TicketLine =
  | { kind: 'text'; text: string; large?: boolean; tall?: boolean; bold?: boolean; center?: boolean }
  | { kind: 'pair'; left: string; right: string; bold?: boolean }
  | { kind: 'rule' }
  | { kind: 'blank' };

export type Ticket = TicketLine[];

/** The characters a line holds in the printer's normal font, by paper width. */
export const PAPER_COLUMNS: Record<PaperWidth, 32 | 48> = { 58: 32, 80: 48 };

/** Each code page's ESC t number on Epson-compatible printers (Elgin, Bematech in ESC/POS mode…). */
export const CODE_PAGE_TABLES: Record<CodePage, number> = { cp860: 3, cp850: 2 };

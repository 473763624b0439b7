/**
 * A printed ticket, independent of the printer: lines top to bottom. `large` prints double
 * width and height (the order number, the channel, quantities); `pair` puts a right-hand value
 * (a price) on the same line as its text, wrapping the text if it is long.
 */
export type TicketLine =
  | { kind: 'text'; text: string; large?: boolean; bold?: boolean; center?: boolean }
  | { kind: 'pair'; left: string; right: string; bold?: boolean }
  | { kind: 'rule' }
  | { kind: 'blank' };

export type Ticket = TicketLine[];

/** Paper widths we print on, and the characters a line holds in the printer's normal font. */
export const PAPER_COLUMNS = { 58: 32, 80: 48 } as const;
export type PaperWidth = keyof typeof PAPER_COLUMNS;

/** The code pages offered for Portuguese, with their ESC t number on Epson-compatible printers. */
export const CODE_PAGES = { cp860: 3, cp850: 2 } as const;
export type CodePage = keyof typeof CODE_PAGES;

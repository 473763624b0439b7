import type { Receipt } from '@shared/contract/fiscal';
import { formatDateTime } from '@shared/format-date';
import { formatDecimal } from '@shared/money';

// The lines of the DANFE-NFC-e as the customer's page writes them, in the words and the order
// SEFAZ's manual sets for the printed one (server: modules/fiscal/danfe-ticket.ts).

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** '2' for whole units, '1,500' otherwise (the DANFE's three decimals). */
export const quantityText = (q: number) => (Number.isInteger(q) ? String(q) : q.toFixed(3).replace('.', ','));

/** '2 UN x 25,90': quantity, unit and unit price, under the item's description. */
export const itemQuantityLine = (item: Receipt['items'][number]) =>
  `${quantityText(item.quantity)} ${item.unit} x ${formatDecimal(item.unitCents)}`;

/** The item's place on the note: '001'. */
export const itemNumber = (index: number) => pad(index + 1, 3);

/** 'NFC-e nº 000000012 Série 001 27/11/2026 18:10' (São Paulo time). */
export const noteIdLine = (r: Pick<Receipt, 'number' | 'series' | 'issuedAt'>) =>
  `NFC-e nº ${pad(r.number, 9)} Série ${pad(r.series, 3)} ${formatDateTime(r.issuedAt)}`;

/** 'CONSUMIDOR CPF: ***.982.247-**' as the server masked it, or 'CONSUMIDOR NÃO IDENTIFICADO'. */
export const consumerLine = (consumer: string | null) =>
  consumer ? `CONSUMIDOR CPF: ${consumer}` : 'CONSUMIDOR NÃO IDENTIFICADO';

/**
 * An address from the provider (the QR code's, the consultation's) as a link's target: only a web
 * address, so nothing else (a `javascript:` one) becomes a link; null otherwise.
 */
export function webAddress(url: string): string | null {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

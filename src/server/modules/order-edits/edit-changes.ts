import { formatBRL } from '@shared/money';
import { FULFILMENT_LABELS, paymentMethodLabel, type Fulfilment } from '@shared/order-status';
import type { Address } from '@shared/schemas/address';

// What an edit says it changed, in the words of the order's history ('Alterado por Ana às 19:42:
// +1 Esfiha de Carne') and of the customer's order page (docs/product.md#editing-an-order).

type Side = {
  fulfilment: Fulfilment;
  address: Address | null;
  paymentMethod: string;
  changeForCents: number | null;
  notes: string;
};

const addressText = (a: Address) => `${a.street}, ${a.number} — ${a.neighborhood}`;
export const sameAddress = (a: Address | null, b: Address | null) =>
  (a === null && b === null) ||
  (a !== null && b !== null && (Object.keys(b) as (keyof Address)[]).every((k) => a[k].trim() === b[k].trim()));

/** '+1 Esfiha de Carne' for what was added, '−2 Coca-Cola Lata' for what was taken out. */
export function lineChanges(moves: { name: string; delta: number }[]): string[] {
  return moves.filter((m) => m.delta !== 0).map((m) => `${m.delta > 0 ? '+' : '−'}${Math.abs(m.delta)} ${m.name}`);
}

/** The rest of the order: how it leaves, where to, how it is paid, the change, the notes. */
export function orderChanges(before: Side, after: Side): string[] {
  const changes: string[] = [];
  if (before.fulfilment !== after.fulfilment)
    changes.push(`${FULFILMENT_LABELS[before.fulfilment]} → ${FULFILMENT_LABELS[after.fulfilment]}`);
  if (after.address && !sameAddress(before.address, after.address))
    changes.push(`Endereço: ${addressText(after.address)}`);
  if (before.paymentMethod !== after.paymentMethod)
    changes.push(
      `Pagamento: ${paymentMethodLabel(before.paymentMethod, before.fulfilment)} → ${paymentMethodLabel(after.paymentMethod, after.fulfilment)}`,
    );
  if (after.paymentMethod === 'cash' && before.changeForCents !== after.changeForCents)
    changes.push(after.changeForCents ? `Troco para ${formatBRL(after.changeForCents)}` : 'Sem troco');
  if (before.notes.trim() !== after.notes.trim())
    changes.push(after.notes.trim() ? `Observações: ${after.notes.trim()}` : 'Observações removidas');
  return changes;
}

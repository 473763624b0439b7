import { CASHBACK_MOVE_LABELS, cashbackMoveAdds } from '@shared/cashback';
import type { CustomerCashback } from '@shared/contract/cashback';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';

// What 'Seu saldo' says (docs/product.md#cashback): the balance's next expiry and each line of the extrato.

type Move = CustomerCashback['moves'][number];

/** Whether Meus Pedidos shows 'Seu saldo': the program is on, or the customer has something in it. */
export const showsCashback = (c: CustomerCashback) => c.terms.enabled || c.balanceCents > 0 || c.moves.length > 0;

/** 'R$ 4,50 expira em 12/03': the credit that ends first, São Paulo's day. */
export const expiryText = (next: NonNullable<CustomerCashback['nextExpiry']>) =>
  `${formatBRL(next.amountCents)} expira em ${formatDateTime(next.at).slice(0, 5)}`;

/** One line of the extrato: 'Ganho no pedido', '#3f2a9c1b', '12/03/2026', '+R$ 2,50'. */
export function moveLine(m: Move) {
  const adds = cashbackMoveAdds(m.kind);
  return {
    label: CASHBACK_MOVE_LABELS[m.kind],
    order: `#${shortOrderId(m.orderId)}`,
    date: formatDateTime(m.at).slice(0, 10),
    amount: `${adds ? '+' : '−'}${formatBRL(m.amountCents)}`,
    adds,
  };
}

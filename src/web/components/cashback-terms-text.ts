import { formatPercentBp, type CashbackTerms } from '@shared/cashback';
import { formatBRL } from '@shared/money';

// How the customer reads the owner's cashback terms (docs/product.md#cashback): on their 'Seu
// saldo', and in the admin's 'Cashback' as the preview of what customers will read.

/** 'Ganhe 5% de volta em pedidos a partir de R$ 30,00'; 'Ganhe 2,5% de volta em todos os pedidos'. */
export function cashbackOfferText(terms: CashbackTerms): string {
  const orders =
    terms.minOrderCents > 0 ? `em pedidos a partir de ${formatBRL(terms.minOrderCents)}` : 'em todos os pedidos';
  return `Ganhe ${formatPercentBp(terms.percentBp)} de volta ${orders}`;
}

/** 'Use até R$ 10,00 por pedido no checkout. Cada crédito vale 90 dias.' */
export function cashbackUseText(terms: CashbackTerms): string {
  const use =
    terms.maxUseCents === null
      ? 'Use o saldo no checkout'
      : `Use até ${formatBRL(terms.maxUseCents)} por pedido no checkout`;
  const days = terms.validDays === 1 ? '1 dia' : `${terms.validDays} dias`;
  return `${use}. Cada crédito vale ${days}.`;
}

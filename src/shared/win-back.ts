import { couponTermsLabel, type CouponKind } from './coupons';
import { formatBRL } from './money';
import { addDays, instantAt, localTime } from './schedule';

// 'Sentimos sua falta' (docs/product.md#sentimos-sua-falta): customers who ordered at least
// twice and not for a while get one message a month at most, with a coupon of their own. The
// terms, when its coupon ends and what the message says, for the server's email and the admin's
// preview alike.

/** The owner's terms (the form in /admin/win-back). */
export type WinBackTerms = {
  enabled: boolean;
  /** The last order older than this many days. */
  idleDays: number;
  couponKind: CouponKind;
  percentOff: number | null;
  amountOffCents: number | null;
  minSubtotalCents: number;
  /** Days the coupon lasts after the message, the day it is sent not counted. */
  validDays: number;
};

/** Before the owner first saves: off, with the values the form suggests. */
export const WIN_BACK_OFF: WinBackTerms = {
  enabled: false,
  idleDays: 45,
  couponKind: 'percent',
  percentOff: 10,
  amountOffCents: null,
  minSubtotalCents: 0,
  validDays: 15,
};

/** Orders a customer must have made (not cancelled) to be written to. */
export const WIN_BACK_MIN_ORDERS = 2;
/** Never more than one message in this many days to a customer. */
export const WIN_BACK_GAP_DAYS = 30;

/**
 * The coupon's last moment: the end of the São Paulo day `validDays` after the one it was sent,
 * but never past the next message's earliest day, so a customer never holds two coupons.
 */
export function winBackExpiry(sentAt: Date, validDays: number): Date {
  const endOfDay = instantAt(addDays(localTime(sentAt).date, validDays + 1), 0);
  return new Date(Math.min(endOfDay.getTime(), sentAt.getTime() + WIN_BACK_GAP_DAYS * 86_400_000));
}

/** '15/03': the coupon's last day, in São Paulo (`expiresAt` is the first instant after it). */
export function lastDayLabel(expiresAt: Date): string {
  const [, month, day] = localTime(new Date(expiresAt.getTime() - 1)).date.split('-');
  return `${day}/${month}`;
}

/** '10% de desconto em pedidos a partir de R$ 30,00', 'entrega grátis'. */
export function winBackOffer(
  t: Pick<WinBackTerms, 'couponKind' | 'percentOff' | 'amountOffCents' | 'minSubtotalCents'>,
) {
  const what = couponTermsLabel({ kind: t.couponKind, percentOff: t.percentOff, amountOffCents: t.amountOffCents });
  const offer = t.couponKind === 'free_delivery' ? what.toLowerCase() : what;
  return t.minSubtotalCents > 0 ? `${offer} em pedidos a partir de ${formatBRL(t.minSubtotalCents)}` : offer;
}

/** What the customer reads (after the greeting): the email's subject, heading and paragraphs. */
export function winBackText(
  t: Pick<WinBackTerms, 'couponKind' | 'percentOff' | 'amountOffCents' | 'minSubtotalCents'>,
  m: { storeName: string; code: string; expiresAt: Date },
) {
  return {
    subject: `Sentimos sua falta — ${m.storeName}`,
    heading: 'Sentimos sua falta!',
    paragraphs: [
      `Faz um tempo que você não pede na ${m.storeName}. Para matar a saudade, preparamos um cupom só para você: ${winBackOffer(t)}.`,
      `Use o código ${m.code} ao finalizar o pedido até ${lastDayLabel(m.expiresAt)}. Ele vale para um pedido, entrando na sua conta.`,
    ],
    footnote: 'Você recebe este email porque já fez pedidos conosco. Enviamos no máximo um por mês.',
    stopLabel: 'Não quero mais receber estas mensagens',
  };
}

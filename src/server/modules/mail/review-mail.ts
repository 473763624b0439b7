import { shortOrderId } from '@shared/order-number';
import { mailGreeting } from './customer-text';
import { renderMail, type MailContent } from './layout';
import type { MailMessage } from './transport';

// The review's emails (docs/product.md#reviews): the invitation to rate a delivered order, and
// the store's private answer to a review.

type Order = { id: string; customerName: string; customerEmail: string };
type Common = { order: Order; store: MailContent['store']; publicUrl: string; proven: boolean };
type Queued = MailMessage & { dedupeKey: string };

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

export function reviewInviteMail(opts: Common & { reviewUrl: string }): Queued {
  const { order, store, publicUrl } = opts;
  const number = shortOrderId(order.id);
  const { html, text } = renderMail({
    store,
    publicUrl,
    heading: 'Como foi seu pedido?',
    paragraphs: [
      mailGreeting(order.customerName, opts.proven),
      `Conte para ${store.name} como foi o pedido #${number}: leva menos de um minuto e ajuda a loja a melhorar.`,
    ],
    action: { label: 'Avaliar meu pedido', url: opts.reviewUrl },
    footnote: 'Sua avaliação é vista só pela loja.',
  });
  return {
    dedupeKey: `order.review_invited:${order.id}`,
    to: order.customerEmail,
    subject: `Como foi seu pedido #${number}? — ${store.name}`,
    text,
    html,
  };
}

export function reviewAnswerMail(opts: Common & { rating: number; reply: string }): Queued {
  const { order, store, publicUrl } = opts;
  const number = shortOrderId(order.id);
  const { html, text } = renderMail({
    store,
    publicUrl,
    heading: `${store.name} respondeu sua avaliação`,
    paragraphs: [mailGreeting(order.customerName, opts.proven), `Sobre o pedido #${number} (${stars(opts.rating)}):`],
    sections: [{ title: 'Resposta da loja', lines: opts.reply.split(/\r?\n/) }],
    action: { label: 'Ver meus pedidos', url: `${publicUrl}/customer/orders` },
    footnote: 'Esta resposta foi enviada só para você.',
  });
  return {
    dedupeKey: `order.review_answered:${order.id}`,
    to: order.customerEmail,
    subject: `Resposta sobre seu pedido #${number} — ${store.name}`,
    text,
    html,
  };
}

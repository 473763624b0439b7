import { discountLines } from '@shared/coupons';
import type { OrderAddress } from '@shared/customer-orders';
import { formatBRL } from '@shared/money';
import { itemChoiceLines } from '@shared/option-choices';
import { shortOrderId } from '@shared/order-number';
import { scheduledForLabel } from '@shared/order-slots';
import { paymentMethodLabel, type Fulfilment } from '@shared/order-status';
import type { OrderView } from '@shared/schemas/checkout';
import { customerText, mailGreeting, MAIL_TEXT_MAX } from './customer-text';
import { renderMail, type MailContent } from './layout';
import type { MailMessage } from './transport';

type Store = MailContent['store'];
type Queued = MailMessage & { dedupeKey: string };

const field = (text: string) => customerText(text, MAIL_TEXT_MAX.address);
const addressLines = (a: OrderAddress) => [
  `${field(a.street)}, ${field(a.number)}`,
  `${field(a.neighborhood)} · ${field(a.city)}/${field(a.state)} · CEP ${field(a.zipCode)}`,
];

/** What an email to an unproven address says of the delivery address. */
const UNPROVEN_ADDRESS = ['No endereço informado no pedido (veja em Meus Pedidos).'];

/** Where a pickup order is collected: the store's address, when the settings have one. */
const pickupLines = (storeAddress: string) => (storeAddress ? [storeAddress] : ['No endereço da loja']);

/**
 * "Pedido recebido" (docs/product.md#email): items with their options, totals, address (or
 * 'Retirada no local' and the store's address), payment, the PIX code for PIX orders and, for a
 * guest, the link to choose a password.
 */
export function orderPlacedMail(opts: {
  order: OrderView;
  /** null for pickup. */
  address: OrderAddress | null;
  store: Store;
  /** The store's address, shown to a pickup order. */
  storeAddress: string;
  publicUrl: string;
  /** A guest's set-password link; a signed-in customer gets a link to Meus Pedidos instead. */
  setPasswordUrl?: string;
  /** The address is the account's, proven by an emailed link: the email may show what they typed. */
  proven: boolean;
}): Queued {
  const { order, store, publicUrl } = opts;
  const number = shortOrderId(order.id);
  const pickup = order.fulfilment === 'pickup' || !opts.address;
  const payment = [paymentMethodLabel(order.paymentMethod, order.fulfilment)];
  if (order.changeForCents) payment.push(`Troco para ${formatBRL(order.changeForCents)}`);
  const { html, text } = renderMail({
    store,
    publicUrl,
    heading: `Pedido #${number} recebido`,
    paragraphs: [
      `${mailGreeting(order.customerName, opts.proven)} Recebemos seu pedido e avisaremos quando ele ${pickup ? 'estiver pronto para retirada' : 'sair para entrega'}.`,
      ...(order.scheduledFor ? [`Agendado para ${scheduledForLabel(order.scheduledFor)}.`] : []),
      ...(order.pixCode ? ['Pague com o PIX copia e cola abaixo para confirmarmos o pedido.'] : []),
    ],
    code: order.pixCode ? { label: 'PIX copia e cola', value: order.pixCode } : undefined,
    action: opts.setPasswordUrl
      ? { label: 'Defina sua senha para acompanhar seus pedidos', url: opts.setPasswordUrl }
      : { label: 'Acompanhar meus pedidos', url: `${publicUrl}/customer/orders` },
    sections: [
      {
        title: 'Itens',
        lines: order.items.flatMap((i) => [
          `${i.quantity}× ${i.name} — ${formatBRL(i.totalPriceCents)}`,
          ...itemChoiceLines(i.parts, i.options).map(
            (g) => `   ${g.title}: ${g.names}${g.priceCents ? ` (+${formatBRL(g.priceCents)})` : ''}`,
          ),
        ]),
      },
      opts.address && !pickup
        ? { title: 'Entrega', lines: opts.proven ? addressLines(opts.address) : UNPROVEN_ADDRESS }
        : { title: 'Retirada no local', lines: pickupLines(opts.storeAddress) },
      { title: 'Pagamento', lines: payment },
      ...(order.notes && opts.proven
        ? [{ title: 'Observações', lines: [customerText(order.notes, MAIL_TEXT_MAX.notes)] }]
        : []),
    ],
    totals: [
      { label: 'Subtotal', value: formatBRL(order.subtotalCents) },
      ...(pickup
        ? []
        : [{ label: 'Taxa de entrega', value: order.deliveryFeeCents ? formatBRL(order.deliveryFeeCents) : 'Grátis' }]),
      ...discountLines(order).map(({ label, value }) => ({ label, value })),
      { label: 'Total', value: formatBRL(order.totalCents) },
    ],
    footnote: opts.setPasswordUrl ? 'O link para definir a senha vale por 7 dias e pode ser usado uma vez.' : undefined,
  });
  return {
    dedupeKey: `order.placed:${order.id}`,
    to: order.customerEmail,
    subject: `Pedido #${number} recebido — ${store.name}`,
    text,
    html,
  };
}

const STATUS_MAIL = {
  delivering: {
    subject: (n: string) => `Seu pedido #${n} saiu para entrega`,
    heading: 'Seu pedido saiu para entrega',
    body: 'Seu pedido está a caminho. Fique atento à campainha!',
  },
  cancelled: {
    subject: (n: string) => `Seu pedido #${n} foi cancelado`,
    heading: 'Seu pedido foi cancelado',
    body: 'Seu pedido foi cancelado pelo restaurante. Se já pagou, fale com o restaurante para o estorno.',
  },
} as const;

/** A pickup order's 'delivering' is 'ready at the counter' (docs/product.md#pickup). */
const READY_FOR_PICKUP = {
  subject: (n: string) => `Seu pedido #${n} está pronto para retirada`,
  heading: 'Seu pedido está pronto para retirada',
  body: 'Seu pedido está pronto. Pode vir buscar no balcão.',
};

/** The statuses a customer is told about by email. */
export const MAILED_STATUSES = Object.keys(STATUS_MAIL) as (keyof typeof STATUS_MAIL)[];

export function orderStatusMail(opts: {
  order: { id: string; customerName: string; customerEmail: string; fulfilment: Fulfilment };
  status: keyof typeof STATUS_MAIL;
  store: Store;
  /** The store's address, told to a pickup order that is ready. */
  storeAddress: string;
  publicUrl: string;
  /** The address is the account's, proven: the email may greet the customer by name. */
  proven: boolean;
}): Queued {
  const { order, store, publicUrl } = opts;
  const number = shortOrderId(order.id);
  const ready = order.fulfilment === 'pickup' && opts.status === 'delivering';
  const m = ready ? READY_FOR_PICKUP : STATUS_MAIL[opts.status];
  const { html, text } = renderMail({
    store,
    publicUrl,
    heading: m.heading,
    paragraphs: [
      mailGreeting(order.customerName, opts.proven),
      `${m.body} (Pedido #${number})`,
      ...(ready ? [`Endereço: ${pickupLines(opts.storeAddress).join(' ')}`] : []),
    ],
    action: { label: 'Ver meus pedidos', url: `${publicUrl}/customer/orders` },
  });
  return {
    dedupeKey: `order.${opts.status}:${order.id}`,
    to: order.customerEmail,
    subject: `${m.subject(number)} — ${store.name}`,
    text,
    html,
  };
}

import { shortOrderId } from '@shared/order-number';
import { mailGreeting } from './customer-text';
import { renderMail, type MailContent } from './layout';
import type { QueuedMail } from './transport';

/** The customer's NFC-e (docs/product.md#nfc-e): a link to the receipt, sent once per order. */
export function receiptMail(opts: {
  order: { id: string; customerName: string; customerEmail: string };
  store: MailContent['store'];
  publicUrl: string;
  proven: boolean;
  receiptUrl: string;
}): QueuedMail {
  const { order, store, publicUrl } = opts;
  const number = shortOrderId(order.id);
  const { html, text } = renderMail({
    store,
    publicUrl,
    heading: 'Sua nota fiscal',
    paragraphs: [
      mailGreeting(order.customerName, opts.proven),
      `A NFC-e do pedido #${number} foi autorizada pela SEFAZ. Você pode ver a nota e consultá-la pelo QR code.`,
    ],
    action: { label: 'Ver nota fiscal', url: opts.receiptUrl },
  });
  return {
    dedupeKey: `order.nfce:${order.id}`,
    to: order.customerEmail,
    subject: `Nota fiscal do pedido #${number} — ${store.name}`,
    text,
    html,
  };
}

// WhatsApp deep links (docs/product.md#whatsapp): wa.me links with the text already typed, no paid API.
import type { Fulfilment, OrderStatus } from './order-status';

export const WHATSAPP_INVALID_MESSAGE = 'WhatsApp inválido: informe o DDD e o número, ex.: (11) 99999-8888';

/**
 * A Brazilian phone as wa.me wants it: country code and digits ('(11) 99999-8888' → '5511999998888').
 * a DDD and the number get Brazil's 55, a number already with it is kept. '' stays '' (no number);
 * anything else (another country, no DDD) is null.
 */
export function whatsappNumber(input: string): string | null {
  let d = input.replace(/\D/g, '');
  if (d === '') return '';
  // '+' says the country code follows: only Brazil's; 12 or 13 digits starting with 55 carry it too.
  if (input.trim().startsWith('+') || ((d.length === 12 || d.length === 13) && d.startsWith('55'))) {
    if (!d.startsWith('55')) return null;
    d = d.slice(2);
  }
  // DDD 11 to 99; a mobile's 9 digits start with 9.
  if (d.length !== 10 && d.length !== 11) return null;
  if (d[0] === '0' || d[1] === '0' || (d.length === 11 && d[2] !== '9')) return null;
  return `55${d}`;
}

/** The number as people read it: '5511999998888' → '(11) 99999-8888'. */
export function formatWhatsapp(number: string): string {
  const d = number.startsWith('55') ? number.slice(2) : number;
  if (d.length < 10) return number;
  const split = d.length === 11 ? 7 : 6;
  return `(${d.slice(0, 2)}) ${d.slice(2, split)}-${d.slice(split)}`;
}

/** https://wa.me/<number>?text=<text>; null when there is no valid number. */
export function whatsappLink(number: string, text: string): string | null {
  const n = whatsappNumber(number);
  if (!n) return null;
  return `https://wa.me/${n}?text=${encodeURIComponent(text)}`;
}

/** The customer's message to the store, from the storefront or from their order page. */
export function customerMessage(orderNumber?: string): string {
  return orderNumber ? `Olá! Sobre o meu pedido #${orderNumber}` : 'Olá! Vim pelo cardápio online.';
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The store's message to a customer about their order, for its current status. */
export function statusMessage(order: {
  number: string;
  customerName: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
}): string {
  const name = firstName(order.customerName);
  const hello = name ? `Olá, ${name}!` : 'Olá!';
  const n = `#${order.number}`;
  const pickup = order.fulfilment === 'pickup';
  switch (order.status) {
    case 'awaiting_payment':
      return `${hello} Seu pedido ${n} está aguardando o pagamento.`;
    case 'pending':
      return `${hello} Recebemos seu pedido ${n}.`;
    case 'processing':
      return `${hello} Seu pedido ${n} está sendo preparado.`;
    case 'delivering':
      return pickup
        ? `${hello} Seu pedido ${n} está pronto para retirada!`
        : `${hello} Seu pedido ${n} saiu para entrega!`;
    case 'delivered':
      return pickup
        ? `${hello} Seu pedido ${n} foi retirado. Obrigado e bom apetite!`
        : `${hello} Seu pedido ${n} foi entregue. Obrigado e bom apetite!`;
    case 'cancelled':
      return `${hello} Seu pedido ${n} foi cancelado. Qualquer dúvida, estamos por aqui.`;
  }
}

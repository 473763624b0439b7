import { describe, expect, it } from 'vitest';
import { orderPushMessage } from './push-texts';

const orderId = '3f2a9c1b-0000-4000-8000-000000000000';
const url = 'https://pedidos.example.com';
const msg = (type: string, status: string | undefined, fulfilment: 'delivery' | 'pickup' = 'delivery') =>
  orderPushMessage({ type, orderId, status, fulfilment }, url);

describe('order notification texts', () => {
  it('names the order and links to the customer order page', () => {
    expect(msg('order.status_changed', 'processing')).toEqual({
      title: 'Pedido #3f2a9c1b',
      body: 'Seu pedido está sendo preparado.',
      url: 'https://pedidos.example.com/customer/orders',
      tag: 'pedido-3f2a9c1b',
    });
  });

  it('says each step the customer sees, pickup at the counter', () => {
    expect(msg('order.status_changed', 'delivering')?.body).toBe('Seu pedido saiu para entrega!');
    expect(msg('order.status_changed', 'delivering', 'pickup')?.body).toBe('Pronto para retirada! Pode vir buscar.');
    expect(msg('order.status_changed', 'delivered')?.body).toBe('Pedido entregue. Bom apetite!');
    expect(msg('order.status_changed', 'delivered', 'pickup')?.body).toBe('Pedido retirado. Bom apetite!');
    expect(msg('order.status_changed', 'cancelled')?.body).toBe('Seu pedido foi cancelado.');
    expect(msg('order.paid', 'pending')?.body).toBe('Pagamento confirmado.');
    expect(msg('order.edited', 'processing')?.body).toBe('A loja alterou seu pedido. Toque para ver o que mudou.');
  });

  it("invites to rate on Meus Pedidos, where the link opens the order's rating", () => {
    const invite = msg('order.review_invited', undefined);
    expect(invite?.body).toBe('Como foi seu pedido? Toque para avaliar.');
    expect(invite?.url).toMatch(/\/customer\/orders\?avaliar=[0-9a-f-]{36}$/);
    expect(msg('order.review_answered', undefined)?.body).toBe('A loja respondeu sua avaliação.');
  });

  it('stays quiet for what the customer did or does not see', () => {
    expect(msg('order.created', 'pending')).toBeNull();
    expect(msg('order.claimed', undefined)).toBeNull();
    expect(msg('order.refunded', 'cancelled')).toBeNull();
    expect(msg('order.status_changed', 'pending')).toBeNull();
    expect(msg('order.status_changed', 'awaiting_payment')).toBeNull();
  });
});

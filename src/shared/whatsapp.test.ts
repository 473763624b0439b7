import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import { storeSettingsUpdateSchema } from './schemas/store';
import {
  customerMessage,
  formatWhatsapp,
  statusMessage,
  WHATSAPP_INVALID_MESSAGE,
  whatsappLink,
  whatsappNumber,
} from './whatsapp';

describe('whatsappNumber', () => {
  it('puts Brazil’s 55 before a number with its DDD', () => {
    expect(whatsappNumber('(11) 99999-8888')).toBe('5511999998888');
    expect(whatsappNumber('(11) 3333-4444')).toBe('551133334444');
    expect(whatsappNumber('+55 11 99999-8888')).toBe('5511999998888');
    expect(whatsappNumber('5511999998888')).toBe('5511999998888');
  });

  it('keeps an empty number empty and refuses the rest', () => {
    expect(whatsappNumber('  ')).toBe('');
    expect(whatsappNumber('99999-8888')).toBeNull();
    expect(whatsappNumber('(01) 99999-8888')).toBeNull();
    expect(whatsappNumber('+1 415 555 0100')).toBeNull();
  });

  it('reads back as people write it', () => {
    expect(formatWhatsapp('5511999998888')).toBe('(11) 99999-8888');
    expect(formatWhatsapp('551133334444')).toBe('(11) 3333-4444');
  });
});

describe('the settings form', () => {
  it('keeps the digits with the country code, or says what is wrong', () => {
    expect(storeSettingsUpdateSchema.parse({ whatsapp: '(11) 99999-8888' }).whatsapp).toBe('5511999998888');
    expect(storeSettingsUpdateSchema.parse({ whatsapp: '' }).whatsapp).toBe('');
    const bad = storeSettingsUpdateSchema.safeParse({ whatsapp: '9999' });
    expect(bad.success ? null : bad.error.issues[0]!.message).toBe(WHATSAPP_INVALID_MESSAGE);
  });
});

describe('links and messages', () => {
  it('opens wa.me with the text encoded', () => {
    expect(whatsappLink('5511999998888', customerMessage('3f2a9c1b'))).toBe(
      'https://wa.me/5511999998888?text=Ol%C3%A1!%20Sobre%20o%20meu%20pedido%20%233f2a9c1b',
    );
    expect(whatsappLink('(11) 91234-5678', 'Oi')).toBe('https://wa.me/5511912345678?text=Oi');
    expect(whatsappLink('', 'Oi')).toBeNull();
  });

  it('greets the customer by first name, for each status', () => {
    const order = { number: '3f2a9c1b', customerName: 'Maria Oliveira', fulfilment: 'delivery' as const };
    expect(statusMessage({ ...order, status: 'pending' })).toBe('Olá, Maria! Recebemos seu pedido #3f2a9c1b.');
    expect(statusMessage({ ...order, status: 'processing' })).toBe(
      'Olá, Maria! Seu pedido #3f2a9c1b está sendo preparado.',
    );
    expect(statusMessage({ ...order, status: 'delivering' })).toBe(
      'Olá, Maria! Seu pedido #3f2a9c1b saiu para entrega!',
    );
    expect(statusMessage({ ...order, status: 'delivering', fulfilment: 'pickup' })).toBe(
      'Olá, Maria! Seu pedido #3f2a9c1b está pronto para retirada!',
    );
    expect(statusMessage({ ...order, status: 'cancelled' })).toContain('foi cancelado');
    expect(statusMessage({ ...order, customerName: ' ', status: 'pending' })).toBe(
      'Olá! Recebemos seu pedido #3f2a9c1b.',
    );
    for (const status of ORDER_STATUSES) expect(statusMessage({ ...order, status })).toMatch(/#3f2a9c1b/);
  });

  it('has the customer name the order', () => {
    expect(customerMessage('1234')).toBe('Olá! Sobre o meu pedido #1234');
    expect(customerMessage()).toBe('Olá! Vim pelo cardápio online.');
  });
});

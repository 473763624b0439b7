import { describe, expect, it } from 'vitest';
import { customerText } from './customer-text';

// What mail clients turn into links, in the ASCII they look for.
const linkish = /(https?:\/\/|www\.[a-z0-9]|[a-z0-9-]+\.[a-z]{2,}|[a-z0-9._%+-]+@[a-z0-9-])/i;

describe('customerText', () => {
  it('breaks what a mail client would read as a link, invisibly', () => {
    for (const typed of ['http://banco-central.example/login', 'www.golpe.com', 'golpe.com.br', 'ajuda@golpe.com']) {
      const shown = customerText(typed, 140);
      expect(shown).not.toMatch(linkish);
      expect(shown.replace(/\u200B/g, '')).toBe(typed);
    }
  });

  it('keeps plain text as it is, on one line, cut short with an ellipsis', () => {
    expect(customerText('Maria  de\nSouza', 40)).toBe('Maria de Souza');
    expect(customerText('Portão azul, tocar a campainha', 140)).toBe('Portão azul, tocar a campainha');
    const long = customerText('x'.repeat(300), 140);
    expect(Array.from(long)).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
  });
});

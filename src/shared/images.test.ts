import { describe, expect, it } from 'vitest';
import { cardImageUrl, isImageUrl } from './images';

describe('cardImageUrl', () => {
  it('names the card crop of an uploaded photo', () => {
    expect(cardImageUrl('/uploads/0b7e6f1c-2a3d-4e5f-8a9b-0c1d2e3f4a5b.webp')).toBe(
      '/uploads/0b7e6f1c-2a3d-4e5f-8a9b-0c1d2e3f4a5b.card.webp',
    );
  });
  it('has none for demo art, external URLs or nothing', () => {
    expect(cardImageUrl('/images/menu/kafta.webp')).toBeNull();
    expect(cardImageUrl('https://exemplo.com/uploads/0b7e6f1c-2a3d-4e5f-8a9b-0c1d2e3f4a5b.webp')).toBeNull();
    expect(cardImageUrl('/uploads/../secret.webp')).toBeNull();
    expect(cardImageUrl(null)).toBeNull();
  });
});

describe('isImageUrl', () => {
  it("takes the store's uploads, the images shipped with the app and https URLs", () => {
    for (const url of [
      '/uploads/0b7e6f1c-2a3d-4e5f-8a9b-0c1d2e3f4a5b.webp',
      '/images/menu/esfiha-carne.webp',
      '/images/store/logo.webp',
      'https://cdn.exemplo.com/fotos/esfiha.jpg?v=2',
    ])
      expect([url, isImageUrl(url)]).toEqual([url, true]);
  });

  it('refuses other schemes, plain http, other paths of this site and ways out of the folders', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://exemplo.com/esfiha.jpg',
      '//exemplo.com/esfiha.jpg',
      'https://usuario:senha@exemplo.com/esfiha.jpg',
      '/api/auth/sign-out',
      '/uploads/0b7e6f1c-2a3d-4e5f-8a9b-0c1d2e3f4a5b.html',
      '/uploads/../auth-secret',
      '/images/../index.html',
      '/images/menu/%2e%2e/x.webp',
      '/images/menu/esfiha.html',
      'esfiha.webp',
      '',
    ])
      expect([url, isImageUrl(url)]).toEqual([url, false]);
  });
});

import { describe, expect, it } from 'vitest';
import { cardImageUrl } from './images';

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

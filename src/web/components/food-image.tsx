import type { ImgHTMLAttributes } from 'react';
import { cardImageUrl, PLACEHOLDER_FOOD } from '@shared/images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  /** In a card or a cart line: the 320 px crop of an uploaded photo instead of the 800 px original. */
  card?: boolean;
};

/**
 * A product photo with width and height set. A missing card crop (a photo uploaded before the
 * crops existed) falls back to the original; a missing or broken photo shows the placeholder.
 */
export function FoodImage({ src, alt, card = false, ...props }: Props) {
  const original = src || PLACEHOLDER_FOOD;
  const first = (card && cardImageUrl(src)) || original;
  return (
    <img
      src={first}
      alt={alt}
      decoding="async"
      onError={(e) => {
        const img = e.currentTarget;
        const next = new URL(img.src).pathname === first && first !== original ? original : PLACEHOLDER_FOOD;
        if (!img.src.endsWith(next)) img.src = next;
      }}
      {...props}
    />
  );
}

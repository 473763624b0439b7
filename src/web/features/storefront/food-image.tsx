import type { ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_FOOD = '/images/placeholder-food.webp';

/** A product photo with width and height set; a missing or broken image shows the placeholder. */
export function FoodImage({ src, alt, ...props }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined }) {
  return (
    <img
      src={src || PLACEHOLDER_FOOD}
      alt={alt}
      decoding="async"
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(PLACEHOLDER_FOOD)) e.currentTarget.src = PLACEHOLDER_FOOD;
      }}
      {...props}
    />
  );
}

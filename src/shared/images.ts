// Product photos are uploaded once and stored twice (src/server/modules/uploads): the photo for
// the product page (at most 800 px) and a square crop sized for the menu cards, so a phone
// listing 20 products downloads ~20 small files instead of 20 large ones.

/** Shown for a product without a photo (and when its photo fails to load). */
export const PLACEHOLDER_FOOD = '/images/placeholder-food.webp';

/** Side of the card crop: the cards show 96-112 px (192 px on the featured row) at up to 3x density. */
export const CARD_IMAGE_SIZE = 320;

const UPLOADED = /^(\/uploads\/[0-9a-f-]{36})\.webp$/;
/** An image shipped with the app (public/images: the demo's art, the placeholder). */
const SHIPPED = /^\/images\/(?:[\w-]+\/)*[\w-]+\.(?:webp|png|jpe?g|gif|avif|svg)$/;

export const IMAGE_URL_MESSAGE = 'URL da imagem inválida.';

/**
 * Where a product photo, the logo or the banner may point (docs/security.md#images): a photo the
 * store uploaded (the path POST /api/admin/uploads answers), an image shipped with the app, or an
 * https URL. No other scheme (javascript:, data:), no plain http (the CSP would not show it), and no
 * other path of this site (an image tag would GET it with the customer's cookies).
 */
export function isImageUrl(value: string): boolean {
  if (value.startsWith('/')) return UPLOADED.test(value) || SHIPPED.test(value);
  try {
    const u = new URL(value);
    return u.protocol === 'https:' && u.hostname !== '' && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** The card-sized twin of an uploaded product photo, or null for any other image (demo art, external URLs). */
export function cardImageUrl(url: string | null | undefined): string | null {
  const m = url ? UPLOADED.exec(url) : null;
  return m ? `${m[1]}.card.webp` : null;
}

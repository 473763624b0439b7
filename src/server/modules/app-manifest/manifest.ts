import type { StoreInfo } from '@shared/contract/store';
import { BACKGROUND_COLOR, THEME_COLOR } from '@shared/theme-colors';

export const STORE_MANIFEST_PATH = '/manifest.webmanifest';
export const ADMIN_MANIFEST_PATH = '/admin.webmanifest';
/** Where the installed admin app opens: the orders screen and its new-order alarm. */
const ADMIN_START = '/admin/orders';
const FALLBACK_DESCRIPTION = 'Peça online: cardápio, carrinho e entrega.';
/** What a home screen shows under the icon without cutting it (about 12 to 15 characters). */
const SHORT_NAME_MAX = 15;

export type IconName = 'icon-192.png' | 'icon-512.png' | 'maskable-512.png' | 'apple-touch-icon.png';
export const ICON_NAMES: readonly IconName[] = [
  'icon-192.png',
  'icon-512.png',
  'maskable-512.png',
  'apple-touch-icon.png',
];
export const ICON_SIZES: Record<IconName, number> = {
  'icon-192.png': 192,
  'icon-512.png': 512,
  'maskable-512.png': 512,
  'apple-touch-icon.png': 180,
};
export const iconPath = (name: IconName, version: string) => `/icons/${name}?v=${version}`;

/** The store's name cut at a word for the home screen ('Casa da Esfiha' fits; longer names lose words). */
export function shortName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed;
  let out = '';
  for (const word of trimmed.split(/\s+/)) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    out = next;
  }
  return out || trimmed.slice(0, SHORT_NAME_MAX);
}

/**
 * The web manifest of the storefront (`kind: 'store'`, installed from any page, opens on the
 * menu) or of the admin (`'admin'`, linked inside /admin, opens on the orders screen), from the
 * store's settings. `iconVersion` changes with the icons (the logo or the initial they are made of).
 */
export function webManifest(
  store: Pick<StoreInfo, 'name' | 'description'>,
  kind: 'store' | 'admin',
  iconVersion: string,
) {
  const icons = [
    { src: iconPath('icon-192.png', iconVersion), sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: iconPath('icon-512.png', iconVersion), sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: iconPath('maskable-512.png', iconVersion), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ];
  const common = {
    lang: 'pt-BR',
    dir: 'ltr',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons,
  };
  if (kind === 'admin') {
    return {
      id: ADMIN_START,
      name: `Pedidos – ${store.name}`,
      short_name: 'Pedidos',
      description: `Pedidos de ${store.name} chegando ao vivo, com alarme.`,
      start_url: ADMIN_START,
      // A prefix: /admin/…, and /admin-login where a lost session sends staff, stay in the app.
      scope: '/admin',
      ...common,
    };
  }
  return {
    id: '/',
    name: store.name,
    short_name: shortName(store.name),
    description: store.description.trim() || FALLBACK_DESCRIPTION,
    start_url: '/',
    scope: '/',
    categories: ['food', 'shopping'],
    ...common,
  };
}

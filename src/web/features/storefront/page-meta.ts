import type { ProductDetail, PublicMenu } from '@shared/contract/menu';
import type { PageMeta } from '@shared/contract/page-data';

type Store = PublicMenu['store'];

/** The home's title and description: what a search result or a shared link shows. */
export const homeMeta = (store: Store): PageMeta => ({
  title: `${store.name} · Cardápio e pedidos online`,
  description: store.description || `${store.cuisineType}: peça online pelo cardápio de ${store.name}.`,
});

export const productMeta = (p: Pick<ProductDetail, 'name' | 'description'>, store: Pick<Store, 'name'>): PageMeta => ({
  title: `${p.name} · ${store.name}`,
  description: p.description || `${p.name} no cardápio de ${store.name}.`,
});

import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FIRST_CARD_ID } from '@shared/contract/page-data';
import { groupBy } from '@shared/group-by';
import { CATEGORY_PARAM, featuredProducts, menuTabs, UNCATEGORISED, type MenuProduct } from '@shared/menu';
import { StatusMessage } from '@web/components/status-message';
import { useDocumentMeta } from '@web/components/use-document-meta';
import { HydrateLater } from '@web/lib/hydrate-later';
import { CartBar } from '../cart/cart-bar';
import { ClosedStoreBanner } from '../store-info/closed-store-banner';
import { STORE_DEFAULTS } from '../store-info/use-store-info';
import { CategoryTabs } from './category-tabs';
import { FeaturedRow } from './featured-row';
import { FreeDeliveryBanner } from './free-delivery-banner';
import { HomeSkeleton } from './home-skeleton';
import { useMenuQuery } from './menu-api';
import { homeMeta } from './page-meta';
import { ProductCard } from './product-card';
import { StoreHero } from './store-hero';
import { useNextTask } from './use-next-task';

// A plain helper keeps HomePage short at no cost: making the menu section a component of its own
// added ~40 B gzipped to the home's JS (docs/decisions/004).
/** The products of each category tab, by the tab's id, in the menu's order. */
const productsByCategory = (products: MenuProduct[]) => groupBy(products, (p) => p.categoryId ?? UNCATEGORISED.id);

/** Storefront home (docs/product.md#storefront): store, 'Destaques', category tabs with their products. */
export function HomePage() {
  const menu = useMenuQuery();
  // The tab is in the address (?categoria=), so each tab is a link that works without
  // JavaScript and coming back from a product returns to the same tab.
  const [params, setParams] = useSearchParams();
  const chosen = params.get(CATEGORY_PARAM);
  // The store and 'Destaques' first; the tabs and their list (below the fold on a phone) next.
  const rest = useNextTask(menu.data !== undefined);

  const tabs = useMemo(() => (menu.data ? menuTabs(menu.data) : []), [menu.data]);
  const byCategory = useMemo(() => productsByCategory(menu.data?.products ?? []), [menu.data]);

  const meta = menu.data ? homeMeta(menu.data.store) : null;
  useDocumentMeta(meta?.title, meta?.description);

  // A new tab shows its list from the top when the tabs are stuck under the header.
  const select = (id: string) => {
    setParams({ [CATEGORY_PARAM]: id }, { replace: true, preventScrollReset: true });
    const menuTop = document.getElementById('menu-section')?.getBoundingClientRect().top;
    if (menuTop !== undefined && menuTop < 64) window.scrollBy({ top: menuTop - 64 });
  };

  if (menu.isPending) return <HomeSkeleton />;

  const store = menu.data?.store ?? STORE_DEFAULTS;
  const active = tabs.find((c) => c.id === chosen)?.id ?? tabs[0]?.id;
  const list = active ? (byCategory.get(active) ?? []) : [];
  const featured = featuredProducts(menu.data?.products ?? []);

  return (
    <main className="mx-auto max-w-5xl pb-28">
      <HydrateLater step="hero">
        <StoreHero store={store} />
      </HydrateLater>
      <div className="px-4 pt-3 empty:hidden sm:px-6">
        <ClosedStoreBanner store={store} />
      </div>
      {menu.isError ? (
        <StatusMessage text={`Erro ao carregar produtos: ${menu.error.message}`}>
          <button
            type="button"
            onClick={() => void menu.refetch()}
            className="min-h-11 rounded-xl bg-primary px-4 font-semibold text-primary-foreground"
          >
            Tentar novamente
          </button>
        </StatusMessage>
      ) : (
        <>
          {featured.length > 0 ? (
            <HydrateLater step="featured">
              <FeaturedRow products={featured} />
            </HydrateLater>
          ) : (
            <StatusMessage text="Nenhum produto cadastrado no sistema." />
          )}
          {!rest ? null : tabs.length === 0 ? (
            <StatusMessage text="Nenhuma categoria disponível no momento." />
          ) : (
            <section id="menu-section" aria-label="Cardápio" className="mt-6 scroll-mt-16">
              <HydrateLater step="tabs">
                <CategoryTabs categories={tabs} active={active!} onSelect={select} />
              </HydrateLater>
              <div id="category-panel" role="tabpanel" aria-labelledby={`tab-${active}`} className="px-4 pt-4 sm:px-6">
                <h2 className="mb-3 text-lg font-bold">{tabs.find((c) => c.id === active)?.name}</h2>
                {list.length === 0 ? (
                  <p className="py-10 text-center text-muted">Nenhum produto encontrado nesta categoria.</p>
                ) : (
                  <ul className="grid gap-3 md:grid-cols-2" data-testid="category-products">
                    {list.map((p, i) => (
                      <li key={p.id} id={i === 0 ? FIRST_CARD_ID : undefined}>
                        <HydrateLater step={`card-${p.id}`}>
                          <ProductCard product={p} eager={i < 2} />
                        </HydrateLater>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          )}
          {rest && <FreeDeliveryBanner thresholdCents={store.freeDeliveryThresholdCents} />}
        </>
      )}
      <CartBar />
    </main>
  );
}

import { Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '@web/components/offline-notice';
import { HydrateLater } from '@web/lib/hydrate-later';
import { SearchTrigger } from '../search/search-trigger';
import { SiteHeader } from './site-header';

/** The storefront pages (home, product, cart) offer search in the header; the others do not. */
const withSearch = (path: string) => path === '/' || path === '/cart' || path.startsWith('/product/');

export function StoreLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <HydrateLater step="header">
        <SiteHeader search={withSearch(pathname) ? <SearchTrigger /> : undefined} />
      </HydrateLater>
      <OfflineNotice />
      <Outlet />
    </>
  );
}

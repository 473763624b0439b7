import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID, type PageData } from '@shared/contract/page-data';
import { STORE_KEY } from '../store-info/use-store-info';
import { MENU_KEY, PRODUCT_KEY } from './menu-api';

/** The queries a server-rendered page was rendered from, as if the browser had fetched them. */
export function seedPageData(client: QueryClient, data: PageData) {
  client.setQueryData(MENU_KEY, data.menu);
  client.setQueryData(STORE_KEY, data.menu.store);
  if (data.product) client.setQueryData([...PRODUCT_KEY, data.product.id], data.product);
}

/** The data the server put in the page, or null on a page it did not render. */
export function readPageData(): PageData | null {
  const script = document.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as PageData;
  } catch {
    return null;
  }
}

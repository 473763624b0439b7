import type { QueryClient } from '@tanstack/react-query';
import { invalidateStorefront } from '../storefront/menu-api';

/**
 * After an admin changes a product or a category: the admin lists, and the storefront's menu
 * and product pages this page holds (going back to the shop shows the change at once, not
 * after the menu's minute of freshness).
 */
export function menuChanged(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: ['admin'] });
  invalidateStorefront(qc);
}

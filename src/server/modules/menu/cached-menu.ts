import type { PublicMenu } from '@shared/menu';
import type { Db } from '../../db/client';
import type { MenuCache } from './menu-cache';
import { loadMenu } from './service';

/**
 * The public menu kept in memory per app. A read after `menuCache.invalidate()` loads it
 * again; a load that started before an invalidation is not kept (its generation is old).
 * Concurrent readers share one load.
 */
export function createCachedMenu(db: Db, menuCache: MenuCache) {
  let cached: { generation: number; menu: Promise<PublicMenu> } | null = null;
  menuCache.onInvalidate(() => {
    cached = null;
  });
  return {
    get(): Promise<PublicMenu> {
      const generation = menuCache.generation;
      if (cached && cached.generation === generation) return cached.menu;
      const entry = { generation, menu: loadMenu(db) };
      cached = entry;
      entry.menu.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.menu;
    },
  };
}

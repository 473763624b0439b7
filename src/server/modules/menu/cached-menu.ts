import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { encodeJson, type EncodedBody } from '@server/http/encoded-body';
import type { Logger } from '@server/logger';
import type { PublicMenu } from '@shared/menu';
import type { StoreServices } from '../store/service';
import type { MenuVersion } from './menu-version';
import { loadMenu } from './service';
import { firstSoldOutEndAfter } from './sold-out-ends';

export const MENU_CHANNEL = 'menu_changed';
/** A safety net only: changes reach every instance at once through NOTIFY. */
export const MENU_MAX_AGE_MS = 5 * 60_000;

/**
 * The public menu kept in memory per app. A read after `menuVersion.bump()` loads it
 * again; a load that started before a bump is not kept. Concurrent readers share one
 * load. A bump is told to the other instances on the same database (NOTIFY), which
 * drop their copy too; the copy also expires after MENU_MAX_AGE_MS in case a notice is lost.
 * `encoded()` gives the same copy as JSON bytes with their gzip and brotli forms, made once per
 * fill of the cache (GET /api/menu sends them as they are). A copy is also stale once the first
 * 'Esgotado hoje' mark it shows ends (docs/product.md#sold-out-today), and the rendered pages kept
 * for it go with it.
 */
export type CachedMenu = ReturnType<typeof createCachedMenu>;

export function createCachedMenu(
  database: Database,
  menuVersion: MenuVersion,
  logger: Logger,
  services: StoreServices,
  now: () => number = Date.now,
) {
  type Entry = {
    version: number;
    at: number;
    menu: Promise<PublicMenu>;
    loaded?: PublicMenu;
    encoded?: Promise<EncodedBody>;
    ready?: EncodedBody;
    /** When the first sold-out mark in this copy ends (ms), once known. */
    staleAt?: number | null;
  };
  let cached: Entry | null = null;

  dropOnChange(database, menuVersion, logger, () => (cached = null));

  const fresh = (entry: Entry | null): entry is Entry => {
    if (!entry || entry.version !== menuVersion.current) return false;
    const t = now();
    return t - entry.at < MENU_MAX_AGE_MS && (entry.staleAt == null || t < entry.staleAt);
  };

  const current = (): Entry => {
    const version = menuVersion.current;
    if (fresh(cached)) return cached;
    const at = new Date(now());
    const entry: Entry = {
      version,
      at: at.getTime(),
      menu: Promise.all([loadMenu(database.db, services, at), firstSoldOutEndAfter(database.db, at)]).then(
        ([menu, staleAt]) => {
          entry.staleAt = staleAt;
          return menu;
        },
      ),
    };
    cached = entry;
    entry.menu.then(
      (menu) => (entry.loaded = menu),
      () => {
        if (cached === entry) cached = null;
      },
    );
    return entry;
  };

  return {
    get(): Promise<PublicMenu> {
      return current().menu;
    },
    encoded(): Promise<EncodedBody> {
      const entry = current();
      if (!entry.encoded) {
        entry.encoded = entry.menu.then(encodeJson);
        entry.encoded.then(
          (ready) => (entry.ready = ready),
          () => {
            if (cached === entry) cached = null;
          },
        );
      }
      return entry.encoded;
    },
    /** The encoded copy when one is fresh and already made, without waiting (the 304 fast path). */
    encodedNow(): EncodedBody | null {
      return fresh(cached) ? (cached.ready ?? null) : null;
    },
    /** The menu when a fresh copy is loaded, without waiting (the rendered pages' fast path): null where get() would load. */
    menuNow(): PublicMenu | null {
      return fresh(cached) ? (cached.loaded ?? null) : null;
    },
  };
}

/**
 * Calls `drop` when the menu changes here (a bump) or on another instance on the same database
 * (NOTIFY, each instance ignoring its own notices). Another instance's change counts as a change
 * of the menu's version here too, so every copy kept beside this one (the price list) goes stale.
 */
function dropOnChange(database: Database, menuVersion: MenuVersion, logger: Logger, drop: () => void) {
  const instance = randomUUID();
  menuVersion.onBump((elsewhere) => {
    drop();
    if (elsewhere) return;
    database.db
      .execute(sql`select pg_notify(${MENU_CHANNEL}, ${instance})`)
      .catch((err: unknown) => logger.warn({ err }, 'menu change notice not sent'));
  });
  database
    .listen(MENU_CHANNEL, (from) => {
      if (from !== instance) menuVersion.changedElsewhere();
    })
    .catch((err: unknown) => logger.warn({ err }, 'menu change notices unavailable; the cache expires on its own'));
}

import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { Limits } from './limits';
import type { OrderEventHub } from '../modules/live/order-event-hub';
import type { CachedMenu } from '../modules/menu/cached-menu';
import type { MenuVersion } from '../modules/menu/menu-version';

export type SessionUser = { id: string; email: string; name: string };

export type Deps = {
  config: Config;
  database: Database;
  auth: Auth;
  logger: Logger;
  now: () => Date;
};

/** What route factories receive: the deps plus per-app singletons built by createApp. */
export type Ctx = Deps & { menuVersion: MenuVersion; menu: CachedMenu; live: OrderEventHub; limits: Limits };

export type AppEnv = {
  Variables: {
    user: SessionUser | null;
    /** Whether the user is an admin; read from the database on first call, once per request. */
    isAdmin: () => Promise<boolean>;
    /** The client's address (http/client-address.ts), what the rate limits count by. */
    clientAddress: string;
  };
};

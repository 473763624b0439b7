import type { StaffRole } from '@shared/staff-roles';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

export type SessionUser = { id: string; email: string; name: string };

export type Deps = {
  config: Config;
  database: Database;
  auth: Auth;
  logger: Logger;
  now: () => Date;
};

export type AppEnv = {
  Variables: {
    user: SessionUser | null;
    /** The user's staff role (null: a customer); read from the database on first call, once per request. */
    staffRole: () => Promise<StaffRole | null>;
    /** The client's address (http/client-address.ts), what the rate limits count by. */
    clientAddress: string;
  };
};

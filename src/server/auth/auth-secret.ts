import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { PRIVATE_FILE } from '../db/private-files';

/**
 * AUTH_SECRET, or without it a random secret kept in DATA_DIR/auth-secret so sessions survive
 * restarts. The server and `npm run admin -- --setup-code` read the same one.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: PRIVATE_FILE });
  return secret;
}

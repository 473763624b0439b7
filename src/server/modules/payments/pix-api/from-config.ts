import { readFileSync } from 'node:fs';
import { ConfigError, type Config } from '@server/config';
import { createPixApiClient } from './client';
import type { PixApi } from './types';

function read(name: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (err) {
    throw new ConfigError(
      `Invalid configuration:\n  ${name}: cannot read ${file} (${(err as NodeJS.ErrnoException).code})`,
    );
  }
}

/**
 * The bank's API Pix when the PIX_* settings are there, else null (static PIX). The certificate
 * files are read once, here: an unreadable one stops start-up like any bad setting.
 */
export function pixApiFromConfig(config: Pick<Config, 'pix'>): PixApi | null {
  const pix = config.pix;
  if (!pix) return null;
  const identity =
    'pfxFile' in pix.identity
      ? { pfx: read('PIX_PFX_FILE', pix.identity.pfxFile), passphrase: pix.identity.passphrase }
      : { cert: read('PIX_CERT_FILE', pix.identity.certFile), key: read('PIX_KEY_FILE', pix.identity.keyFile) };
  return createPixApiClient({
    apiUrl: pix.apiUrl,
    tokenUrl: pix.tokenUrl,
    clientId: pix.clientId,
    clientSecret: pix.clientSecret,
    chave: pix.key,
    identity,
    ca: pix.caFile ? read('PIX_CA_FILE', pix.caFile) : undefined,
  });
}

import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Config } from '@server/config';
import type { Logger } from '@server/logger';

/** How long before the client certificate expires start-up starts warning (docs/decisions/008). */
const WARN_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Says when our client certificate for the bank stops working: banks issue them for about a
 * year, and an expired one silently ends PIX confirmation (charges refused at checkout). A PEM
 * certificate is read; a .p12 is not (Node cannot open PKCS#12 by itself), which is said too.
 * Returns the days left, or null when unknown.
 */
export function logCertificateExpiry(config: Pick<Config, 'pix'>, logger: Logger, now: Date): number | null {
  const identity = config.pix?.identity;
  if (!identity) return null;
  if (!('certFile' in identity)) {
    logger.info('PIX client certificate is a .p12: check its expiry date with your bank');
    return null;
  }
  let validTo: Date;
  try {
    validTo = new Date(new X509Certificate(readFileSync(identity.certFile)).validTo);
  } catch (err) {
    logger.warn({ err }, 'PIX client certificate could not be read to check its expiry');
    return null;
  }
  const daysLeft = Math.floor((validTo.getTime() - now.getTime()) / DAY_MS);
  const fields = { validTo: validTo.toISOString(), daysLeft };
  if (daysLeft < 0) logger.error(fields, 'PIX client certificate has expired: the bank will refuse every charge');
  else if (daysLeft <= WARN_DAYS)
    logger.warn(fields, 'PIX client certificate expires soon: ask the bank for a new one and set PIX_CERT_FILE');
  else logger.info(fields, 'PIX client certificate');
  return daysLeft;
}

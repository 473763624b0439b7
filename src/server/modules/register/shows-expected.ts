import type { SessionUser } from '@server/http/context';

/**
 * Whether this person may see what the register should hold ('Fechamento às cegas',
 * docs/product.md#caixa). The one place that decides: with the blind close on, nobody sees
 * the expected figures of an open register; once closed, everyone who sees the history does.
 * Staff roles will refine it here (the attendant counts blind, the owner need not).
 */
export function showsExpected(input: { blindClose: boolean; registerOpen: boolean; viewer: SessionUser }): boolean {
  return !input.registerOpen || !input.blindClose;
}

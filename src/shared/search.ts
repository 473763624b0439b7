/**
 * Folds text for matching: lower case, accents removed ('Pão' → 'pao'), spaces collapsed.
 * The menu search compares folded query and folded names, so 'pao' finds 'Pão' on every
 * database (PGlite has no unaccent extension).
 */
export function foldText(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Longest query the search accepts; more is cut (nobody types a product name that long). */
export const SEARCH_MAX_LENGTH = 100;

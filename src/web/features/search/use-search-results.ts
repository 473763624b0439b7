import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, useProductSearch } from './search-api';

/**
 * The dialog's results for `text`, asked once typing pauses: `waiting` while the text typed is
 * not yet the one searched or its answer is on the way; no results for blank text.
 */
export function useSearchResults(text: string) {
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useProductSearch(debounced);
  const blank = text.trim() === '';
  const waiting = !blank && (text.trim() !== debounced.trim() || search.isFetching);
  const results = blank ? [] : (search.data ?? []);
  return { search, blank, waiting, results };
}

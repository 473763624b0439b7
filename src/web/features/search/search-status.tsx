import type { useProductSearch } from './search-api';

type Props = {
  search: ReturnType<typeof useProductSearch>;
  blank: boolean;
  waiting: boolean;
  /** No result to show (yet). */
  empty: boolean;
};

/** What the results area says instead of results: searching, nothing found, or the search's error. */
export function SearchStatus({ search, blank, waiting, empty }: Props) {
  return (
    <>
      {waiting && empty && (
        <p role="status" className="px-3 py-6 text-center text-sm text-muted">
          Buscando produtos...
        </p>
      )}
      {!blank && !waiting && search.isSuccess && empty && (
        <p role="status" className="px-3 py-6 text-center text-sm text-muted">
          Nenhum produto encontrado.
        </p>
      )}
      {search.isError && !blank && !waiting && (
        <p role="alert" className="px-3 py-6 text-center text-sm text-danger">
          {search.error.message}
        </p>
      )}
    </>
  );
}

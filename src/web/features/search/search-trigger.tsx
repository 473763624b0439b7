import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The dialog and its code load on first use, never with the home page.
const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

/** The header's search box: looks like a field on wide screens, an icon on a phone. */
export function SearchTrigger() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        data-testid="search-button"
        className="flex size-11 items-center justify-center gap-2 rounded-full text-ink hover:bg-canvas sm:h-10 sm:w-64 sm:justify-start sm:rounded-xl sm:bg-canvas sm:px-3 sm:text-sm sm:text-muted sm:ring-1 sm:ring-line"
      >
        <Search className="size-6 sm:size-4" aria-hidden />
        {/* The name is the words shown on wide screens, read out also where only the icon shows. */}
        <span className="sr-only sm:not-sr-only">Buscar no cardápio</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

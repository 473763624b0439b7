import { Search, UtensilsCrossed, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatBRL } from '@shared/money';
import { SEARCH_DEBOUNCE_MS, useProductSearch } from './search-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * Search dialog (docs/product.md#search): a modal <dialog> (focus kept inside, Escape closes), a combobox
 * whose arrow keys move through the results and Enter opens the product.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useProductSearch(debounced);
  const id = useId();
  const blank = text.trim() === '';
  const waiting = !blank && (text.trim() !== debounced.trim() || search.isFetching);
  const results = blank ? [] : (search.data ?? []);

  useEffect(() => {
    const d = dialog.current!;
    d.showModal();
    return () => d.close();
  }, []);
  useEffect(() => setActive(0), [search.data]);

  const choose = (productId: string) => {
    onClose();
    void navigate(`/product/${productId}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (results.length === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : -1) + results.length) % results.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(results[active]!.id);
    }
  };

  return (
    // A click on the backdrop closes, as Escape and 'Fechar busca' do from the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-label="Buscar produtos"
      onClose={onClose}
      onClick={(e) => e.target === dialog.current && onClose()}
      className="m-0 mx-auto mt-0 w-full max-w-none bg-transparent p-0 backdrop:bg-black/40 sm:mt-20 sm:max-w-lg"
    >
      <div className="overflow-hidden bg-surface shadow-xl sm:rounded-2xl">
        <div className="flex items-center gap-2 border-b border-line px-3">
          <Search className="size-5 shrink-0 text-muted" aria-hidden />
          <input
            // The dialog the person just opened puts them in its field (a modal's first focus), not a page load's.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            type="text"
            enterKeyHint="search"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={`${id}-list`}
            aria-activedescendant={results[active] ? `${id}-${results[active].id}` : undefined}
            aria-autocomplete="list"
            aria-label="Buscar produtos"
            placeholder="Digite para buscar produtos..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            className="min-h-14 flex-1 bg-transparent text-base outline-none placeholder:text-muted"
          />
          <button
            type="button"
            onClick={onClose}
            aria-label="Fechar busca"
            className="flex size-10 items-center justify-center rounded-full text-muted hover:bg-canvas"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="max-h-[300px] overflow-y-auto p-2" data-testid="search-results">
          {waiting && results.length === 0 && (
            <p role="status" className="px-3 py-6 text-center text-sm text-muted">
              Buscando produtos...
            </p>
          )}
          {!blank && !waiting && search.isSuccess && results.length === 0 && (
            <p role="status" className="px-3 py-6 text-center text-sm text-muted">
              Nenhum produto encontrado.
            </p>
          )}
          {search.isError && !blank && !waiting && (
            <p role="alert" className="px-3 py-6 text-center text-sm text-danger">
              {search.error.message}
            </p>
          )}
          {results.length > 0 && (
            <div role="group" aria-labelledby={`${id}-heading`}>
              <p
                id={`${id}-heading`}
                className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase"
              >
                Produtos
              </p>
              <ul role="listbox" id={`${id}-list`} aria-label="Produtos">
                {results.map((r, i) => (
                  // The keyboard chooses from the combobox (arrows and Enter), which keeps the focus.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={r.id}
                    id={`${id}-${r.id}`}
                    role="option"
                    aria-selected={i === active}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => choose(r.id)}
                    className={`flex cursor-pointer items-center gap-3 rounded-xl px-2 py-2 ${i === active ? 'bg-primary-soft' : ''}`}
                  >
                    {r.imageUrl ? (
                      <img
                        src={r.imageUrl}
                        alt=""
                        width={44}
                        height={44}
                        className="size-11 shrink-0 rounded-lg object-cover"
                      />
                    ) : (
                      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-canvas text-muted">
                        <UtensilsCrossed className="size-5" aria-hidden />
                      </span>
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold">{r.name}</span>
                      <span className="block truncate text-xs text-muted">{r.categoryName ?? 'Sem categoria'}</span>
                    </span>
                    <span className="text-sm font-semibold whitespace-nowrap">{formatBRL(r.priceCents)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </dialog>
  );
}

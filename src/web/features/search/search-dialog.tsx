import { Search, UtensilsCrossed, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatBRL } from '@shared/money';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, useProductSearch } from './search-api';

/**
 * Search dialog (docs/product.md#search): a modal <dialog> (focus kept inside, Escape closes), a combobox
 * whose arrow keys move through the results and Enter opens the product. The results list scrolls,
 * so it is also reachable with Tab and answers the same keys (docs/look-and-feel.md#phone-first).
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLUListElement>(null);
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

  /** Arrows (and Home/End in the list) move the active result into view; Enter opens it. */
  const onResultKeys = (e: KeyboardEvent<HTMLElement>, homeEnd: boolean) => {
    if (results.length === 0) return;
    const last = results.length - 1;
    let next: number | undefined;
    if (e.key === 'ArrowDown') next = active === last ? 0 : active + 1;
    else if (e.key === 'ArrowUp') next = active === 0 ? last : active - 1;
    else if (homeEnd && e.key === 'Home') next = 0;
    else if (homeEnd && e.key === 'End') next = last;
    else if (e.key === 'Enter') {
      e.preventDefault();
      choose(results[active]!.id);
      return;
    }
    if (next === undefined) return;
    e.preventDefault();
    setActive(next);
    list.current?.children[next]?.scrollIntoView({ block: 'nearest' });
  };

  const onInputKeys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    onResultKeys(e, false);
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
            onKeyDown={onInputKeys}
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
        <div className="flex max-h-[300px] flex-col p-2" data-testid="search-results">
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
            <div role="group" aria-labelledby={`${id}-heading`} className="flex min-h-0 flex-col">
              <p
                id={`${id}-heading`}
                className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase"
              >
                Produtos
              </p>
              <ul
                ref={list}
                role="listbox"
                id={`${id}-list`}
                aria-label="Produtos"
                aria-activedescendant={results[active] ? `${id}-${results[active].id}` : undefined}
                // The list scrolls: Tab reaches it, and its keys are the combobox's.
                tabIndex={0}
                onKeyDown={(e) => onResultKeys(e, true)}
                className="min-h-0 overflow-y-auto rounded-xl"
              >
                {results.map((r, i) => (
                  // The keyboard chooses with arrows and Enter in the combobox or the list, which keep the focus.
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
                        className={`size-11 shrink-0 rounded-lg object-cover ${r.soldOut ? 'opacity-60 grayscale' : ''}`}
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
                    {r.soldOut ? (
                      <span className="rounded-md bg-stone-200 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-stone-800">
                        Esgotado
                      </span>
                    ) : (
                      <span className="text-sm font-semibold whitespace-nowrap">{formatBRL(r.priceCents)}</span>
                    )}
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

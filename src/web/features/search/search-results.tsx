import { UtensilsCrossed } from 'lucide-react';
import type { KeyboardEvent, RefObject } from 'react';
import type { SearchResult } from '@shared/menu';
import { formatBRL } from '@shared/money';

type Props = {
  /** The prefix of the heading's, the list's and each option's id (the combobox points at them). */
  id: string;
  results: SearchResult[];
  active: number;
  activeId: string | undefined;
  list: RefObject<HTMLUListElement | null>;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
  onHover: (index: number) => void;
  onChoose: (productId: string) => void;
};

/** 'Produtos': the listbox of results, which scrolls, so Tab reaches it and its keys are the combobox's. */
export function SearchResults({ id, results, active, activeId, list, onKeyDown, onHover, onChoose }: Props) {
  return (
    <div role="group" aria-labelledby={`${id}-heading`} className="flex min-h-0 flex-col">
      <p id={`${id}-heading`} className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">
        Produtos
      </p>
      <ul
        ref={list}
        role="listbox"
        id={`${id}-list`}
        aria-label="Produtos"
        aria-activedescendant={activeId}
        // The list scrolls: Tab reaches it, and its keys are the combobox's.
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="min-h-0 overflow-y-auto rounded-xl"
      >
        {results.map((r, i) => (
          <ResultOption
            key={r.id}
            id={`${id}-${r.id}`}
            result={r}
            active={i === active}
            onHover={() => onHover(i)}
            onChoose={() => onChoose(r.id)}
          />
        ))}
      </ul>
    </div>
  );
}

/** One result: its picture (or a plate), name, category, and price or 'Esgotado'. */
function ResultOption({
  id,
  result: r,
  active,
  onHover,
  onChoose,
}: {
  id: string;
  result: SearchResult;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  return (
    // The keyboard chooses with arrows and Enter in the combobox or the list, which keep the focus.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      onMouseEnter={onHover}
      onClick={onChoose}
      className={`flex cursor-pointer items-center gap-3 rounded-xl px-2 py-2 ${active ? 'bg-primary-soft' : ''}`}
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
  );
}

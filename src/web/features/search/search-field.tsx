import { Search, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';

type Props = {
  text: string;
  onText: (text: string) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onClose: () => void;
  /** The results list the combobox controls, and whether it shows. */
  listId: string;
  expanded: boolean;
  /** The id of the active result, when there is one. */
  activeId: string | undefined;
};

/** The dialog's top row: the search combobox and 'Fechar busca'. */
export function SearchField({ text, onText, onKeyDown, onClose, listId, expanded, activeId }: Props) {
  return (
    <div className="flex items-center gap-2 border-b border-line px-3">
      <Search className="size-5 shrink-0 text-muted" aria-hidden />
      <input
        // The dialog the person just opened puts them in its field (a modal's first focus), not a page load's.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-autocomplete="list"
        aria-label="Buscar produtos"
        placeholder="Digite para buscar produtos..."
        value={text}
        onChange={(e) => onText(e.target.value)}
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
  );
}

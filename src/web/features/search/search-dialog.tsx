import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchField } from './search-field';
import { SearchResults } from './search-results';
import { SearchStatus } from './search-status';
import { useResultKeys } from './use-result-keys';
import { useSearchResults } from './use-search-results';

/**
 * Search dialog (docs/product.md#search): a modal <dialog> (focus kept inside, Escape closes), a combobox
 * whose arrow keys move through the results and Enter opens the product. The results list scrolls,
 * so it is also reachable with Tab and answers the same keys (docs/look-and-feel.md#phone-first).
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { search, blank, waiting, results } = useSearchResults(text);
  const id = useId();

  useEffect(() => {
    const d = dialog.current!;
    d.showModal();
    return () => d.close();
  }, []);

  const choose = (productId: string) => {
    onClose();
    void navigate(`/product/${productId}`);
  };
  const { list, active, setActive, onResultKeys } = useResultKeys(results, search.data, choose);
  const activeId = results[active] ? `${id}-${results[active].id}` : undefined;

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
        <SearchField
          text={text}
          onText={setText}
          onKeyDown={onInputKeys}
          onClose={onClose}
          listId={`${id}-list`}
          expanded={results.length > 0}
          activeId={activeId}
        />
        <div className="flex max-h-[300px] flex-col p-2" data-testid="search-results">
          <SearchStatus search={search} blank={blank} waiting={waiting} empty={results.length === 0} />
          {results.length > 0 && (
            <SearchResults
              id={id}
              results={results}
              active={active}
              activeId={activeId}
              list={list}
              onKeyDown={(e) => onResultKeys(e, true)}
              onHover={setActive}
              onChoose={choose}
            />
          )}
        </div>
      </div>
    </dialog>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchResult } from '@shared/menu';

/**
 * The active result and the keys that move it: arrows (and Home/End in the list) bring it into
 * view, Enter opens it. `answer` is the search's data: a new answer starts again from the first.
 */
export function useResultKeys(
  results: SearchResult[],
  answer: SearchResult[] | undefined,
  choose: (productId: string) => void,
) {
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [answer]);

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

  return { list, active, setActive, onResultKeys };
}

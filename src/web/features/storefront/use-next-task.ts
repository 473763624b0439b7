import { useEffect, useState } from 'react';

/**
 * False on the first render that has `ready`, true from a later task on, so a page can paint
 * what is on screen first and build the rest in its own task instead of one long one that
 * keeps a phone from answering a tap. True at once when `ready` was already true on mount
 * (data from the cache, e.g. coming back to the page): nothing to split then, and a restored
 * scroll position needs the whole page.
 */
export function useNextTask(ready: boolean): boolean {
  const [done, setDone] = useState(ready);
  useEffect(() => {
    if (!ready || done) return;
    const t = setTimeout(() => setDone(true), 0);
    return () => clearTimeout(t);
  }, [ready, done]);
  return done;
}

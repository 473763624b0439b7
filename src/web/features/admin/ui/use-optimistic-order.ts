import { useLayoutEffect, useRef, useState } from 'react';
import { keyTarget, moveItem, movedMessage } from './sortable-order';

const idsKey = (rows: { id: string }[]) => rows.map((r) => r.id).join(',');

/**
 * The order a SortableList draws: changed at once by a move, while `items` from the parent
 * arrives a moment later. `onMove` gets the ids in their new order; `announcement` says the
 * new place to screen readers.
 */
export function useOptimisticOrder<T extends { id: string }>(items: T[], onMove: (ids: string[]) => void) {
  const [order, setOrder] = useState(items);
  const latest = useRef(items);
  // Orders this list moved to that `items` has not echoed yet: a key held down moves faster
  // than the parent's copy follows, and an older echo must not undo a newer move.
  const unechoed = useRef<string[]>([]);
  const [announcement, setAnnouncement] = useState('');

  const seenKey = useRef(idsKey(items));
  useLayoutEffect(() => {
    const key = idsKey(items);
    if (key === idsKey(latest.current)) unechoed.current = [];
    else if (key !== seenKey.current) {
      // The parent's order changed: one of ours echoed (newer ones may follow), or another (a revert).
      const echoed = unechoed.current.indexOf(key);
      unechoed.current = echoed >= 0 ? unechoed.current.slice(echoed + 1) : [];
    }
    seenKey.current = key;
    // A newer move is still on its way: keep drawing it, with the parent's fresh rows.
    const next = unechoed.current.length
      ? latest.current.map((row) => items.find((i) => i.id === row.id) ?? row)
      : items;
    latest.current = next;
    setOrder(next);
  }, [items]);

  const move = (from: number, to: number) => {
    if (from === to) return;
    const next = moveItem(latest.current, from, to);
    latest.current = next;
    unechoed.current.push(idsKey(next));
    setOrder(next);
    setAnnouncement(movedMessage(to, next.length));
    onMove(next.map((i) => i.id));
  };

  /** Where `key` sends the row `id` (ArrowUp, Home...), in the order last moved to; null for a key that moves nothing. */
  const keyMove = (id: string, key: string) => {
    const from = latest.current.findIndex((i) => i.id === id);
    const to = keyTarget(key, from, latest.current.length);
    return to === null ? null : { from, to };
  };

  return { order, announcement, move, keyMove };
}

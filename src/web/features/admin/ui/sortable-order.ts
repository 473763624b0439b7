// The arithmetic of dragging a row in a list (docs/product.md#menu-order), apart from the DOM.

/** `ids` with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved!);
  return next;
}

/**
 * Where a dragged row lands: how many of the other rows have their middle above the dragged
 * row's middle. `tops` and `heights` are the rows' places when the drag began.
 */
export function dropIndex(tops: readonly number[], heights: readonly number[], from: number, dy: number): number {
  const middle = tops[from]! + heights[from]! / 2 + dy;
  let index = 0;
  for (let i = 0; i < tops.length; i++) if (i !== from && tops[i]! + heights[i]! / 2 < middle) index++;
  return index;
}

/** How far the other rows slide aside for the row at `from`: its height plus the gap between rows. */
export function slideStep(tops: readonly number[], heights: readonly number[], from: number): number {
  return tops.length > 1 ? heights[from]! + (tops[1]! - tops[0]! - heights[0]!) : (heights[from] ?? 0);
}

/** How far row `i` slides aside while the row at `from` is held over `to` (the dragged row's height plus the gap). */
export function shiftFor(i: number, from: number, to: number, step: number): number {
  if (from < to && i > from && i <= to) return -step;
  if (to < from && i >= to && i < from) return step;
  return 0;
}

/** The key that moves a row: ArrowUp/ArrowDown one place (Alt too), Home/End to the ends; null for any other key. */
export function keyTarget(key: string, index: number, count: number): number | null {
  const target =
    key === 'ArrowUp'
      ? index - 1
      : key === 'ArrowDown'
        ? index + 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? count - 1
            : null;
  if (target === null || target < 0 || target >= count || target === index) return null;
  return target;
}

/**
 * How many px a frame scrolls the page while a row is held at `y` (px from the window's top):
 * within `edge` of the top or bottom, faster nearer the edge; 0 elsewhere.
 */
export function edgeScrollSpeed(y: number, windowHeight: number, edge: number): number {
  if (y < edge) return -Math.ceil((edge - y) / 4);
  if (y > windowHeight - edge) return Math.ceil((y - windowHeight + edge) / 4);
  return 0;
}

export const movedMessage = (to: number, count: number) => `Movido para a posição ${to + 1} de ${count}`;

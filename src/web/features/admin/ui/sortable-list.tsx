import { GripVertical } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { cn } from '@web/lib/cn';
import { dropIndex, keyTarget, moveItem, movedMessage, shiftFor } from './sortable-order';

const idsKey = (rows: { id: string }[]) => rows.map((r) => r.id).join(',');

/** `startY` and `scrollY` when the drag began: `dy` counts the page's scrolling too. */
type Drag = {
  pointerId: number;
  from: number;
  startY: number;
  scrollY: number;
  dy: number;
  tops: number[];
  heights: number[];
};

/** How near the window's top or bottom edge (px) a held row scrolls the page. */
const EDGE = 64;

/**
 * A list the admin orders by dragging a row's handle (mouse or touch, pointer events) or by
 * focusing the handle and pressing ArrowUp/ArrowDown, Home or End (docs/product.md#menu-order).
 * `onMove` gets the ids in their new order; the place is announced to screen readers.
 */
export function SortableList<T extends { id: string }>({
  items,
  itemLabel,
  onMove,
  renderItem,
  className,
  'aria-label': ariaLabel,
}: {
  items: T[];
  /** The row's name, for the handle ('Mover Esfihas'). */
  itemLabel: (item: T) => string;
  onMove: (ids: string[]) => void;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  className?: string;
  'aria-label': string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  // The order drawn, changed at once by a move; `items` from the parent arrives a moment later.
  const [order, setOrder] = useState(items);
  const latest = useRef(items);
  // Orders this list moved to that `items` has not echoed yet: a key held down moves faster
  // than the parent's copy follows, and an older echo must not undo a newer move.
  const unechoed = useRef<string[]>([]);
  const [drag, setDrag] = useState<Drag | null>(null);
  const pointerY = useRef(0);
  const scrolling = useRef(0);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  const hintId = useId();

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

  // A moved row's DOM node moves too, which can drop the focus: give it back to its handle.
  useLayoutEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    focusAfterMove.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-handle="${CSS.escape(id)}"]`)?.focus();
  }, [order]);

  const move = (from: number, to: number) => {
    if (from === to) return;
    const next = moveItem(latest.current, from, to);
    latest.current = next;
    unechoed.current.push(idsKey(next));
    setOrder(next);
    setAnnouncement(movedMessage(to, next.length));
    onMove(next.map((i) => i.id));
  };

  // Held near the window's edge, the row scrolls the page (a long list on a phone), faster nearer the edge.
  const stopScrolling = () => {
    cancelAnimationFrame(scrolling.current);
    scrolling.current = 0;
  };
  useEffect(() => stopScrolling, []);
  const follow = (clientY: number) => {
    pointerY.current = clientY;
    setDrag((d) => d && { ...d, dy: clientY - d.startY + window.scrollY - d.scrollY });
  };
  const scrollNearEdge = () => {
    const y = pointerY.current;
    const speed =
      y < EDGE
        ? -Math.ceil((EDGE - y) / 4)
        : y > window.innerHeight - EDGE
          ? Math.ceil((y - window.innerHeight + EDGE) / 4)
          : 0;
    if (speed) {
      window.scrollBy(0, speed);
      follow(y);
    }
    scrolling.current = requestAnimationFrame(scrollNearEdge);
  };

  const target = drag ? dropIndex(drag.tops, drag.heights, drag.from, drag.dy) : -1;
  const step =
    drag && drag.tops.length > 1
      ? drag.heights[drag.from]! + (drag.tops[1]! - drag.tops[0]! - drag.heights[0]!)
      : (drag?.heights[drag.from] ?? 0);

  const start = (e: PointerEvent<HTMLButtonElement>, index: number) => {
    if (e.button !== 0 || !listRef.current) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    const rows = [...listRef.current.children].map((li) => li.getBoundingClientRect());
    setDrag({
      pointerId: e.pointerId,
      from: index,
      startY: e.clientY,
      scrollY: window.scrollY,
      dy: 0,
      tops: rows.map((r) => r.top),
      heights: rows.map((r) => r.height),
    });
    pointerY.current = e.clientY;
    stopScrolling();
    scrolling.current = requestAnimationFrame(scrollNearEdge);
  };
  const drop = (e: PointerEvent<HTMLButtonElement>) => {
    if (drag?.pointerId !== e.pointerId) return;
    stopScrolling();
    setDrag(null);
    move(drag.from, target);
  };
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const index = latest.current.findIndex((i) => i.id === id);
    const to = keyTarget(e.key, index, latest.current.length);
    if (to === null) return;
    e.preventDefault();
    focusAfterMove.current = id;
    move(index, to);
  };

  return (
    <>
      <ul ref={listRef} className={className} aria-label={ariaLabel}>
        {order.map((item, index) => {
          const held = drag?.from === index;
          const offset = held ? drag.dy : drag ? shiftFor(index, drag.from, target, step) : 0;
          const handle = (
            <button
              type="button"
              data-handle={item.id}
              aria-label={`Mover ${itemLabel(item)}`}
              aria-describedby={hintId}
              title="Arraste ou use as setas para mudar a ordem"
              className={cn(
                'flex size-11 shrink-0 touch-none items-center justify-center rounded-lg text-muted hover:bg-canvas hover:text-ink focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
                held ? 'cursor-grabbing' : 'cursor-grab',
              )}
              onPointerDown={(e) => start(e, index)}
              onPointerMove={(e) => drag?.pointerId === e.pointerId && follow(e.clientY)}
              onPointerUp={drop}
              onPointerCancel={() => {
                stopScrolling();
                setDrag(null);
              }}
              onKeyDown={(e) => onKey(e, item.id)}
            >
              <GripVertical className="size-5" aria-hidden />
            </button>
          );
          return (
            <li
              key={item.id}
              data-dragging={held || undefined}
              className={cn(
                'relative bg-surface',
                held && 'z-10 rounded-xl shadow-lg ring-1 ring-primary/30',
                drag && !held && 'transition-transform duration-150',
              )}
              style={offset ? { transform: `translateY(${offset}px)` } : undefined}
            >
              {renderItem(item, handle)}
            </li>
          );
        })}
      </ul>
      <p id={hintId} hidden>
        Arraste para mudar a ordem, ou use as setas para cima e para baixo.
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

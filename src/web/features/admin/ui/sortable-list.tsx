import { useId, useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { DragHandle } from './drag-handle';
import { useOptimisticOrder } from './use-optimistic-order';
import { useRowDrag } from './use-row-drag';

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
  const hintId = useId();
  const { order, announcement, move, keyMove } = useOptimisticOrder(items, onMove);
  const drag = useRowDrag(listRef, move);

  // A moved row's DOM node moves too, which can drop the focus: give it back to its handle.
  const focusAfterMove = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    focusAfterMove.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-handle="${CSS.escape(id)}"]`)?.focus();
  }, [order]);
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const places = keyMove(id, e.key);
    if (!places) return;
    e.preventDefault();
    focusAfterMove.current = id;
    move(places.from, places.to);
  };

  return (
    <>
      <ul ref={listRef} className={className} aria-label={ariaLabel}>
        {order.map((item, index) => (
          <SortableRow key={item.id} held={drag.isHeld(index)} dragging={drag.dragging} offset={drag.offsetOf(index)}>
            {renderItem(
              item,
              <DragHandle
                id={item.id}
                label={itemLabel(item)}
                hintId={hintId}
                held={drag.isHeld(index)}
                {...drag.handlers(index)}
                onKeyDown={(e) => onKey(e, item.id)}
              />,
            )}
          </SortableRow>
        ))}
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

/** One row: the held one raised and following the pointer, the others sliding aside while a row is dragged. */
function SortableRow({
  held,
  dragging,
  offset,
  children,
}: {
  held: boolean;
  dragging: boolean;
  offset: number;
  children: ReactNode;
}) {
  const style: CSSProperties | undefined = offset ? { transform: `translateY(${offset}px)` } : undefined;
  return (
    <li
      data-dragging={held || undefined}
      className={cn(
        'relative bg-surface',
        held && 'z-10 rounded-xl shadow-lg ring-1 ring-primary/30',
        dragging && !held && 'transition-transform duration-150',
      )}
      style={style}
    >
      {children}
    </li>
  );
}

import { GripVertical } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { cn } from '@web/lib/cn';
import type { PointerHandlers } from './use-row-drag';

/** A SortableList row's handle: dragged, or focused and moved with the arrow keys, Home or End. */
export function DragHandle({
  id,
  label,
  hintId,
  held,
  onKeyDown,
  ...pointer
}: {
  /** The row's id: after a move by key, the list gives the focus back to the handle that has it. */
  id: string;
  /** The row's name ('Esfihas'): the handle reads 'Mover Esfihas'. */
  label: string;
  /** The hidden text that says how to move a row. */
  hintId: string;
  held: boolean;
  onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => void;
} & PointerHandlers) {
  return (
    <button
      type="button"
      data-handle={id}
      aria-label={`Mover ${label}`}
      aria-describedby={hintId}
      title="Arraste ou use as setas para mudar a ordem"
      className={cn(
        'flex size-11 shrink-0 touch-none items-center justify-center rounded-lg text-muted hover:bg-canvas hover:text-ink focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
        held ? 'cursor-grabbing' : 'cursor-grab',
      )}
      {...pointer}
      onKeyDown={onKeyDown}
    >
      <GripVertical className="size-5" aria-hidden />
    </button>
  );
}

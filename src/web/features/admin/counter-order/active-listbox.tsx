import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/**
 * What a search box found, under it: the box keeps the focus and names the active option with
 * aria-activedescendant (`${optionPrefix}-${i}`); a press takes an option without taking the focus.
 * The customer lookup and the product search of 'Novo pedido' both use it.
 */
export function ActiveListbox<T>({
  id,
  optionPrefix,
  label,
  items,
  active,
  keyOf,
  onPick,
  disabled,
  className,
  optionClassName,
  children,
}: {
  id: string;
  /** Each option's id is this and its index, for the box's aria-activedescendant. */
  optionPrefix: string;
  label: string;
  items: T[];
  active: number;
  keyOf: (item: T) => string;
  onPick: (item: T) => void;
  disabled?: (item: T) => boolean;
  className?: string;
  optionClassName?: (item: T) => string | false;
  children: (item: T) => ReactNode;
}) {
  if (!items.length) return null;
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      className={cn('divide-y divide-line rounded-xl border border-line', className)}
    >
      {items.map((item, i) => (
        <li
          key={keyOf(item)}
          id={`${optionPrefix}-${i}`}
          role="option"
          aria-selected={i === active}
          aria-disabled={disabled?.(item)}
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(item);
          }}
          className={cn('cursor-pointer px-3 py-2.5', i === active && 'bg-primary-soft/60', optionClassName?.(item))}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

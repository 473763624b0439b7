import clsx from 'clsx';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { CATEGORY_PARAM, type MenuCategory } from '@shared/menu';

/**
 * Sticky category tabs (docs/look-and-feel.md#storefront): one row that scrolls sideways with snap, under the top bar;
 * the active tab is underlined and scrolled into view; arrow keys move between tabs.
 */
export function CategoryTabs({
  categories,
  active,
  onSelect,
}: {
  categories: MenuCategory[];
  active: string;
  onSelect: (id: string) => void;
}) {
  const list = useRef<HTMLDivElement>(null);

  const mounted = useRef(false);
  const firstId = categories[0]?.id;
  useEffect(() => {
    // The first tab of a row not yet scrolled is in view already: no layout to force on mount.
    const first = !mounted.current && active === firstId;
    mounted.current = true;
    if (first) return;
    // Sideways only: scrollIntoView would also scroll the page down to the tabs.
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>(`[data-id="${CSS.escape(active)}"]`);
    if (!row || !tab) return;
    const r = row.getBoundingClientRect();
    const t = tab.getBoundingClientRect();
    row.scrollTo({ left: row.scrollLeft + t.left - r.left - (r.width - t.width) / 2, behavior: 'smooth' });
  }, [active, firstId]);

  const onKeyDown = (e: KeyboardEvent) => {
    const i = categories.findIndex((c) => c.id === active);
    const next =
      e.key === 'ArrowRight'
        ? i + 1
        : e.key === 'ArrowLeft'
          ? i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? categories.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    const c = categories[(next + categories.length) % categories.length]!;
    onSelect(c.id);
    list.current?.querySelector<HTMLElement>(`[data-id="${CSS.escape(c.id)}"]`)?.focus();
  };

  return (
    <div className="sticky top-16 z-20 border-b border-line bg-surface/95 backdrop-blur">
      <div
        ref={list}
        role="tablist"
        aria-label="Categorias"
        className="mx-auto no-scrollbar flex max-w-5xl snap-x gap-1 overflow-x-auto px-2 sm:px-4"
      >
        {categories.map((c) => {
          const selected = c.id === active;
          return (
            <a
              key={c.id}
              href={`?${CATEGORY_PARAM}=${encodeURIComponent(c.id)}`}
              role="tab"
              id={`tab-${c.id}`}
              data-id={c.id}
              aria-selected={selected}
              aria-controls="category-panel"
              tabIndex={selected ? 0 : -1}
              onClick={(e) => {
                e.preventDefault();
                onSelect(c.id);
              }}
              onKeyDown={onKeyDown}
              className={clsx(
                'flex min-h-12 shrink-0 snap-start items-center border-b-[3px] px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                selected ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {c.name}
            </a>
          );
        })}
      </div>
    </div>
  );
}

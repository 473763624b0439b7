import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import type { MenuProduct } from '@shared/contract/menu';
import { formatBRL } from '@shared/money';
import { TextField } from '@web/components/ui/field';
import { menuQuery } from '@web/features/storefront/menu-api';
import { cn } from '@web/lib/cn';
import { ActiveListbox } from './active-listbox';

/** Accents and case ignored: 'esfiha' finds 'Esfiha', 'limao' finds 'Limão'. */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const MAX_SHOWN = 8;

/**
 * The products whose name holds every word typed, best first: the words as typed together, then
 * a name starting with the first word, then the shorter name ('esfiha carne': Esfiha de Carne
 * before Esfiha Fechada de Carne).
 */
function search(products: MenuProduct[], words: string[]): MenuProduct[] {
  const typed = words.join(' ');
  const rank = (name: string) => (name.includes(typed) ? 0 : 2) + (name.startsWith(words[0]!) ? 0 : 1);
  return products
    .map((p) => ({ p, name: plain(p.name) }))
    .filter(({ name }) => words.every((w) => name.includes(w)))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.length - b.name.length)
    .map(({ p }) => p);
}

/**
 * The quick product search: type part of a name, ↑ ↓ and Enter take the product (its options
 * dialog when it has choices). The menu is the storefront's: what the site sells, sold out marked.
 */
export function ProductSearch({ onPick }: { onPick: (p: MenuProduct) => void }) {
  const menu = useQuery(menuQuery());
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const words = plain(text).split(/\s+/).filter(Boolean);
  const found = words.length ? search(menu.data?.products ?? [], words).slice(0, MAX_SHOWN) : [];
  const take = (p: MenuProduct | undefined) => {
    if (!p || p.soldOut) return;
    setText('');
    setActive(0);
    onPick(p);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (found.length) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : found.length - 1)) % found.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      take(found[active]);
    } else if (e.key === 'Escape' && text) {
      e.preventDefault();
      setText('');
    }
  };
  return (
    <div>
      <TextField
        id="counter-product-search"
        label="Adicionar produto"
        placeholder="Digite o nome do produto..."
        autoComplete="off"
        role="combobox"
        aria-expanded={found.length > 0}
        aria-controls="counter-products"
        aria-activedescendant={found.length ? `counter-product-${active}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKey}
        hint={text && !found.length ? 'Nenhum produto com esse nome' : '↑ ↓ para escolher, Enter para adicionar'}
      />
      <ProductOptions found={found} active={active} onTake={take} />
    </div>
  );
}

/** The products found, the active one marked (the search box keeps the focus: aria-activedescendant). */
function ProductOptions({
  found,
  active,
  onTake,
}: {
  found: MenuProduct[];
  active: number;
  onTake: (p: MenuProduct) => void;
}) {
  return (
    <ActiveListbox
      id="counter-products"
      optionPrefix="counter-product"
      label="Produtos"
      className="mt-2"
      items={found}
      active={active}
      keyOf={(p) => p.id}
      onPick={onTake}
      disabled={(p) => p.soldOut}
      optionClassName={(p) =>
        cn('flex items-center justify-between gap-3 text-sm', p.soldOut && 'cursor-not-allowed opacity-60')
      }
    >
      {(p) => (
        <>
          <span className="font-medium">
            {p.name}
            {p.hasOptions && <span className="ml-1.5 text-xs font-normal text-muted">com opções</span>}
          </span>
          <span className="shrink-0 text-muted tabular-nums">
            {p.soldOut ? 'Esgotado hoje' : formatBRL(p.priceCents)}
          </span>
        </>
      )}
    </ActiveListbox>
  );
}

import { useState } from 'react';
import type { MenuProduct } from '@shared/contract/menu';
import type { DraftLine, DraftState } from './draft';

let lineCount = 0;
const focusSearch = () => setTimeout(() => document.getElementById('counter-product-search')?.focus(), 0);

/**
 * Adding products to a draft from the search (docs/product.md#phone-and-counter-orders): one
 * without choices goes in at once, one with choices opens its options dialog first; the search
 * has the focus again after either. 'Novo pedido' and 'Alterar pedido' both use it.
 */
export function useProductPicker(setDraft: DraftState['setDraft']) {
  const [choosing, setChoosing] = useState<string | null>(null);
  const addLine = (line: Omit<DraftLine, 'key'>) => {
    setDraft((d) => ({ ...d, lines: [...d.lines, { ...line, key: `l${++lineCount}` }] }));
    setChoosing(null);
    focusSearch();
  };
  const pick = (p: MenuProduct) => {
    if (p.hasOptions) setChoosing(p.id);
    else
      addLine({ productId: p.id, name: p.name, variationIds: [], flavourIds: [], quantity: 1, options: [], parts: [] });
  };
  const close = () => {
    setChoosing(null);
    focusSearch();
  };
  return { choosing, pick, addLine, close };
}

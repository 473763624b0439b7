import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { orderLineOf } from '@shared/pricing';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { cart } from '../cart/cart-store';
import { fetchQuote } from '../checkout/checkout-api';
import { menuQuery } from '../storefront/menu-api';
import type { CustomerOrder } from './orders-api';
import { quotableItems, reorderFromQuote, reorderNotice } from './reorder';

/** 'Pedir de novo' (docs/product.md#customer-area): the order's items into the cart at today's prices, then the cart. */
export function ReorderButton({ order, className }: { order: CustomerOrder; className?: string }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function reorder() {
    setBusy(true);
    try {
      const items = quotableItems(order.items);
      const [quote, menu] = await Promise.all([
        items.length ? fetchQuote({ items: items.map(orderLineOf) }) : null,
        qc.fetchQuery(menuQuery(qc)),
      ]);
      const result = reorderFromQuote(order.items, quote, menu.products);
      const notice = reorderNotice(result);
      if (result.lines.length === 0) {
        if (notice) toast.error(notice);
        return;
      }
      result.lines.forEach((l) => cart.add(l));
      if (notice) toast.info('Itens adicionados ao carrinho', { description: notice, duration: 10_000 });
      else toast.success('Itens adicionados ao carrinho');
      void navigate('/cart');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Não foi possível adicionar os itens ao carrinho.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="soft" className={cn('min-h-11', className)} disabled={busy} onClick={() => void reorder()}>
      <RotateCcw className="size-4" aria-hidden />
      {busy ? 'Adicionando...' : 'Pedir de novo'}
    </Button>
  );
}

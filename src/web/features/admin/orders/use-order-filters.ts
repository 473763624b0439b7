import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** `?payment=unpaid`: the 'Não pagos' filter, as the API names it. */
const UNPAID_PARAM = 'unpaid';

/** The orders list's filters: the number searched, the status chip, 'Não pagos' and 'Agendados'. */
export function useOrderFilters() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  // In the address, so the dashboard's money-not-in-yet cards can open this list filtered.
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, value: string, on: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (on) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return {
    search,
    setSearch,
    status,
    setStatus,
    unpaid: params.get('payment') === UNPAID_PARAM,
    setUnpaid: (on: boolean) => setParam('payment', UNPAID_PARAM, on),
    // 'Agendados' (docs/product.md#scheduled-orders): the scheduled orders not yet due, soonest first, in place of the list.
    scheduledView: params.get('view') === 'scheduled',
    setScheduledView: (on: boolean) => setParam('view', 'scheduled', on),
  };
}

export type OrderFilters = ReturnType<typeof useOrderFilters>;

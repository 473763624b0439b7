import { useQuery } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { CustomerMatch } from '@shared/contract/counter-orders';
import { maskCpf, maskPhone } from '@shared/masks';
import { TextField } from '@web/components/ui/field';
import { SectionCard } from '@web/features/checkout/section-card';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { ActiveListbox } from './active-listbox';
import { findCustomers } from './counter-order-api';
import { taxIdError } from './draft';
import type { CounterOrder } from './use-counter-order';

/**
 * 'Cliente': the phone first (its digits find earlier orders and accounts, ↑ ↓ and Enter pick
 * one), then the name; a new customer is just a name and a phone (docs/product.md#phone-and-counter-orders).
 * 'CPF na nota?' under them.
 */
export function CustomerSection({ order }: { order: CounterOrder }) {
  const { draft, update } = order;
  const digits = draft.phone.replace(/\D/g, '');
  const typed = useDebouncedValue(digits, 200);
  const [picked, setPicked] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const found = useQuery({
    queryKey: ['admin', 'customers', typed],
    queryFn: ({ signal }) => findCustomers(typed, signal),
    enabled: typed.length >= 4,
    staleTime: 30_000,
  });
  const matches = typed.length >= 4 && picked !== digits ? (found.data?.customers ?? []) : [];
  const pick = (c: CustomerMatch) => {
    setPicked(c.phone.replace(/\D/g, ''));
    update({
      phone: c.phone,
      name: c.name,
      saved: c.addresses,
      addressChoice: c.addresses.length ? 0 : 'new',
    });
    document.getElementById('counter-name')?.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (matches.length) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (matches[active]) pick(matches[active]);
      else document.getElementById('counter-name')?.focus();
    }
  };
  const hint = lookupHint(typed.length, found.isPending, matches.length, picked === digits);
  // The page opens on the phone: staff type as the call starts.
  useEffect(() => document.getElementById('counter-phone')?.focus(), []);
  return (
    <SectionCard icon={Phone} title="1. Cliente" id="counter-customer">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="relative">
          <TextField
            id="counter-phone"
            label="Telefone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            role="combobox"
            aria-expanded={matches.length > 0}
            aria-controls="counter-matches"
            aria-activedescendant={matches.length ? `counter-match-${active}` : undefined}
            placeholder="(11) 91234-5678"
            value={draft.phone}
            onChange={(e) => {
              update({ phone: maskPhone(e.target.value) });
              setActive(0);
            }}
            onKeyDown={onKey}
            hint={hint}
          />
        </div>
        <TextField
          id="counter-name"
          label="Nome"
          autoComplete="off"
          value={draft.name}
          onChange={(e) => update({ name: e.target.value })}
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        />
      </div>
      <CustomerMatches matches={matches} active={active} onPick={pick} />
      <TaxIdField order={order} />
    </SectionCard>
  );
}

/** 'CPF na nota?' (docs/product.md#nfc-e): optional; said wrong once all its digits are typed, or on sending. */
function TaxIdField({ order }: { order: CounterOrder }) {
  const { draft, update } = order;
  const complete = draft.taxId.replace(/\D/g, '').length === 11;
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      <TextField
        id="counter-tax-id"
        label="CPF na nota? (opcional)"
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        error={complete || order.problem ? (taxIdError(draft) ?? undefined) : undefined}
        value={draft.taxId}
        onChange={(e) => update({ taxId: maskCpf(e.target.value) })}
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
      />
    </div>
  );
}

/** The customers found, the active one marked (the phone box keeps the focus: aria-activedescendant). */
function CustomerMatches({
  matches,
  active,
  onPick,
}: {
  matches: CustomerMatch[];
  active: number;
  onPick: (c: CustomerMatch) => void;
}) {
  return (
    <ActiveListbox
      id="counter-matches"
      optionPrefix="counter-match"
      label="Clientes encontrados"
      className="mt-3"
      items={matches}
      active={active}
      keyOf={(c) => c.phone + c.name}
      onPick={onPick}
    >
      {(c) => (
        <>
          <span className="block font-semibold">{c.name}</span>
          <span className="block text-xs text-muted">
            {c.phone} · {c.orderCount === 1 ? '1 pedido' : `${c.orderCount} pedidos`}
            {c.addresses[0] && ` · ${c.addresses[0].street}, ${c.addresses[0].number}`}
          </span>
        </>
      )}
    </ActiveListbox>
  );
}

/** Under the phone: what to type, what was found, or that the customer is new. */
function lookupHint(digits: number, searching: boolean, found: number, picked: boolean) {
  if (digits < 4) return 'Digite o telefone: clientes já conhecidos aparecem aqui';
  if (searching) return 'Buscando...';
  if (found) return '↑ ↓ para escolher, Enter para usar';
  return picked ? 'Cliente encontrado' : 'Cliente novo: informe o nome';
}

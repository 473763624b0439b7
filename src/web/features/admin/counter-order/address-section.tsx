import { MapPin } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { StaffQuote } from '@shared/contract/counter-orders';
import { maskCep } from '@shared/masks';
import { FULFILMENT_LABELS, ORDER_FULFILMENTS, type Fulfilment } from '@shared/order-status';
import { TextField } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { SectionCard } from '@web/features/checkout/section-card';
import { useCepLookup } from '@web/features/checkout/use-cep-lookup';
import { cn } from '@web/lib/cn';
import { ChoiceChips } from './choice-chips';
import { EMPTY_ADDRESS, type AddressDraft, type DraftState } from './draft';

const FULFILMENT_CHOICES = ORDER_FULFILMENTS.map((f) => [f, FULFILMENT_LABELS[f]] as const);
const noSubmit = (e: KeyboardEvent) => e.key === 'Enter' && e.preventDefault();

/** 'Entrega', 'Retirada' or 'Balcão'; for delivery a saved address or one typed with the CEP lookup. */
export function AddressSection({
  order,
  delivery,
  title = '2. Entrega',
}: {
  order: DraftState;
  delivery: StaffQuote['delivery'];
  title?: string;
}) {
  const { draft, update } = order;
  return (
    <SectionCard icon={MapPin} title={title} id="counter-address">
      <ChoiceChips<Fulfilment>
        name="fulfilment"
        label="Como o pedido sai"
        value={draft.fulfilment}
        options={FULFILMENT_CHOICES}
        onChange={(fulfilment) => update({ fulfilment })}
      />
      {draft.fulfilment === 'delivery' && (
        <div className="mt-4 flex flex-col gap-3">
          {draft.saved.length > 0 && <SavedAddresses order={order} />}
          {draft.addressChoice === 'new' && <AddressFields order={order} />}
          {delivery?.message && (
            <p role="alert" className="rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger">
              {delivery.message}
            </p>
          )}
        </div>
      )}
    </SectionCard>
  );
}

function SavedAddresses({ order }: { order: DraftState }) {
  const { draft, update } = order;
  const rows = [
    ...draft.saved.map((a, i) => [i, `${a.street}, ${a.number} · ${a.neighborhood}`] as const),
    ['new', 'Outro endereço'] as const,
  ];
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">Endereços do cliente</legend>
      <div className="flex flex-col divide-y divide-line rounded-xl border border-line">
        {rows.map(([choice, text]) => (
          <label
            key={choice}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm has-[:focus-visible]:bg-primary-soft/60',
              draft.addressChoice === choice && 'font-semibold',
            )}
          >
            <input
              type="radio"
              name="saved-address"
              checked={draft.addressChoice === choice}
              onChange={() => update({ addressChoice: choice, ...(choice === 'new' && { address: EMPTY_ADDRESS }) })}
              onKeyDown={noSubmit}
              className="size-4 accent-[var(--color-primary)]"
            />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The address typed: a complete CEP fills street, bairro, city and state (the checkout's lookup), then Número. */
function AddressFields({ order }: { order: DraftState }) {
  const { draft, setDraft } = order;
  const set = (patch: Partial<AddressDraft>) => setDraft((d) => ({ ...d, address: { ...d.address, ...patch } }));
  const cep = useCepLookup(draft.address.zipCode, (a) => {
    set({
      ...(a.street && { street: a.street }),
      ...(a.neighborhood && { neighborhood: a.neighborhood }),
      ...(a.city && { city: a.city }),
      ...(a.state && { state: a.state }),
    });
    if (a.street) document.getElementById('counter-number')?.focus();
  });
  const field = (key: keyof AddressDraft) => ({
    id: `counter-${key === 'zipCode' ? 'cep' : key}`,
    value: draft.address[key],
    onChange: (e: { target: { value: string } }) =>
      set({ [key]: key === 'zipCode' ? maskCep(e.target.value) : e.target.value }),
    onKeyDown: noSubmit,
  });
  return (
    <div className="grid grid-cols-6 gap-3">
      <div className="relative col-span-3">
        <TextField
          label="CEP"
          inputMode="numeric"
          placeholder="00000-000"
          hint={cep.message ?? 'Preenche o endereço'}
          {...field('zipCode')}
        />
        {cep.status === 'loading' && (
          <span className="absolute top-9 right-3" role="status" aria-label="Buscando CEP...">
            <Spinner className="size-5" />
          </span>
        )}
      </div>
      <TextField label="Número" className="col-span-3" {...field('number')} />
      <TextField label="Rua" className="col-span-6" {...field('street')} />
      <TextField label="Bairro" className="col-span-6 sm:col-span-3" {...field('neighborhood')} />
      <TextField label="Cidade" className="col-span-4 sm:col-span-2" {...field('city')} />
      <TextField label="UF" maxLength={50} className="col-span-2 sm:col-span-1" {...field('state')} />
    </div>
  );
}

import { Plus, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input, MoneyInput } from '@web/components/ui/input';
import type { TierDraft } from './settings-form';

/** 'Taxa por distância': up to how many km each fee holds; past the last tier the address is out of the area. */
export function DistanceTiersEditor({
  tiers,
  onChange,
  error,
}: {
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  error: string | undefined;
}) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="font-semibold">Taxa por distância</h2>
      <p className="text-sm text-muted">
        Até quantos km cada taxa vale. Além da última faixa, o endereço fica fora da área.
      </p>
      <ul className="flex flex-col gap-2">
        {tiers.map((t, i) => (
          <TierRow
            key={i}
            index={i}
            tier={t}
            change={(p) => onChange(tiers.map((x, j) => (j === i ? { ...x, ...p } : x)))}
            remove={() => onChange(tiers.filter((_, j) => j !== i))}
          />
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-primary"
        onClick={() => onChange([...tiers, { maxKm: '', fee: '' }])}
      >
        <Plus className="size-4" aria-hidden /> Adicionar faixa
      </Button>
    </section>
  );
}

function TierRow({
  index,
  tier,
  change,
  remove,
}: {
  index: number;
  tier: TierDraft;
  change: (p: Partial<TierDraft>) => void;
  remove: () => void;
}) {
  const n = index + 1;
  return (
    <li className="flex items-center gap-2">
      <span className="text-sm text-muted">até</span>
      <div className="relative w-20 shrink-0">
        <Input
          aria-label={`Distância da faixa ${n} (km)`}
          inputMode="decimal"
          value={tier.maxKm}
          onChange={(e) => change({ maxKm: e.target.value })}
          className="pr-9"
        />
        <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted">km</span>
      </div>
      <MoneyInput
        boxClassName="min-w-0 flex-1 sm:w-32 sm:flex-none"
        aria-label={`Taxa da faixa ${n} (R$)`}
        value={tier.fee}
        onChange={(e) => change({ fee: e.target.value })}
      />
      <Button variant="ghost" size="icon" aria-label={`Remover faixa ${n}`} onClick={remove}>
        <X className="size-5" />
      </Button>
    </li>
  );
}

import type { ProductFlavour } from '@shared/contract/menu';
import { formatBRL } from '@shared/money';
import { ChoiceName, RequiredBadge } from './choice-labels';

type Props = {
  /** The part's number: 2 for the 2nd flavour. */
  part: number;
  productName: string;
  flavours: ProductFlavour[];
  /** The flavour chosen for this part, '' while none is. */
  chosen: string;
  /** The flavours chosen for the other parts, which this one cannot take again. */
  otherChoices: string[];
  onChoose: (flavourId: string) => void;
};

/** The 2nd, 3rd… flavour: a radio per flavour; one sold out or chosen for another part cannot be taken. */
export function PartFlavour({ part, productName, flavours, chosen, otherChoices, onChoose }: Props) {
  return (
    <fieldset className="border-t border-line" data-testid="part-flavour">
      <legend className="sr-only">{`${part}º sabor`}</legend>
      <div className="flex items-center justify-between gap-3 bg-canvas px-4 py-3">
        <div>
          <p className="font-bold" aria-hidden>
            {`${part}º sabor`}
          </p>
          <p className="text-xs text-muted">1º sabor: {productName}</p>
        </div>
        <RequiredBadge ok={chosen !== ''} />
      </div>
      <div className="divide-y divide-line">
        {flavours.map((f) => {
          const disabled = f.soldOut || otherChoices.includes(f.id);
          return (
            <label
              key={f.id}
              className={`flex min-h-14 items-center gap-3 px-4 py-2 ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-canvas/60'}`}
            >
              <ChoiceName name={f.name} soldOut={f.soldOut} />
              <span className="text-sm text-muted">{formatBRL(f.priceCents)}</span>
              <input
                type="radio"
                name={`part-${part}`}
                value={f.id}
                checked={chosen === f.id}
                disabled={disabled}
                onChange={() => onChoose(f.id)}
                className="size-5 accent-[var(--color-primary)]"
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatBRL } from '@shared/money';
import { itemChoiceLines } from '@shared/option-choices';
import { unitPriceCents } from '@shared/pricing';
import { FoodImage } from '@web/components/food-image';
import { changeQuantity, removeFromCart } from './cart-actions';
import type { CartLine } from './cart-store';
import { QuantityStepper } from './quantity-stepper';

/** A cart line: photo, name, chosen options by their whole names, unit price, stepper, remove. */
export function CartLineItem({ line, total }: { line: CartLine; total: number }) {
  const choices = itemChoiceLines(line.parts, line.selectedOptions);
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <FoodImage
        card
        src={line.image}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        className="size-18 shrink-0 rounded-xl bg-canvas object-cover"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <Link
              to={`/product/${line.productId}`}
              className="font-semibold hover:underline"
              data-testid="cart-line-name"
            >
              {line.name}
            </Link>
            {choices.length > 0 && (
              <ul className="mt-0.5 text-xs text-muted" data-testid="cart-line-options">
                {choices.map((g) => (
                  <li key={g.title}>
                    {g.title}: {g.names}
                    {g.priceCents > 0 && ` (+ ${formatBRL(g.priceCents)})`}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-0.5 text-xs text-muted">{formatBRL(unitPriceCents(line))} cada</p>
          </div>
          <button
            type="button"
            onClick={() => removeFromCart(line.id)}
            aria-label={`Remover ${line.name}`}
            className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-canvas hover:text-danger"
          >
            <Trash2 className="size-5" aria-hidden />
          </button>
        </div>
        <div className="mt-2 flex items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            onChange={(n) => changeQuantity(line.id, n)}
            label={`Quantidade de ${line.name}`}
          />
          <span className="font-bold" data-testid="cart-line-total">
            {formatBRL(total)}
          </span>
        </div>
      </div>
    </li>
  );
}

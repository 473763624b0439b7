import { formatBRL } from '@shared/money';

/** One line of a staff form's totals ('Subtotal', 'Taxa de entrega', a discount): label and amount. */
export function MoneyRow({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="flex justify-between text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums">{formatBRL(cents)}</dd>
    </div>
  );
}

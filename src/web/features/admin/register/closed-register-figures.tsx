import type { ClosedRegister } from '@shared/contract/register';
import { formatBRL } from '@shared/money';
import { differenceWord, REGISTER_METHOD_LABELS } from '@shared/register';
import { Card } from '@web/components/ui/card';
import { DifferenceAmount, DifferenceText } from './difference-text';
import { FiguresHeader, ordersText } from './figures-header';

/** Per payment method: the orders, what was expected, what was counted and the difference. */
export function ClosedRegisterFigures({ summary }: { summary: ClosedRegister['summary'] }) {
  return (
    <Card className="overflow-hidden">
      <FiguresHeader title="Conferência" orderCount={summary.orderCount} salesCents={summary.salesCents} />
      <ul className="divide-y divide-line" aria-label="Conferência por forma de pagamento">
        {summary.methods.map((l) => (
          <li key={l.method} className="px-5 py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="text-sm font-semibold">{REGISTER_METHOD_LABELS[l.method]}</p>
              <p className="text-xs text-muted">
                {ordersText(l.orderCount)} · vendas {formatBRL(l.salesCents)}
              </p>
            </div>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <Figure label="Esperado" value={formatBRL(l.expectedCents)} />
              <Figure label="Contado" value={l.countedCents === null ? 'Stripe' : formatBRL(l.countedCents)} />
              <div>
                <dt className="text-xs text-muted">{differenceWord(l.differenceCents ?? 0)}</dt>
                <dd>{l.differenceCents === null ? '—' : <DifferenceAmount cents={l.differenceCents} />}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-3 border-t border-line bg-canvas px-5 py-4">
        <p className="font-semibold">Diferença total</p>
        <DifferenceText cents={summary.differenceCents} className="text-lg" />
      </div>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

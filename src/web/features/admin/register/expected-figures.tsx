import type { RegisterFigures } from '@shared/contract/register';
import { formatBRL } from '@shared/money';
import { REGISTER_METHOD_LABELS } from '@shared/register';
import { Card } from '@web/components/ui/card';
import { FiguresHeader, ordersText } from './figures-header';

/** What the open register should hold per payment method, the orders counted so far. */
export function ExpectedFigures({ figures }: { figures: RegisterFigures }) {
  return (
    <Card className="overflow-hidden">
      <FiguresHeader title="Esperado no caixa" orderCount={figures.orderCount} salesCents={figures.salesCents} />
      <ul className="divide-y divide-line" aria-label="Esperado por forma de pagamento">
        {figures.methods.map((l) => (
          <li key={l.method} className="flex items-center justify-between gap-3 px-5 py-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold">{REGISTER_METHOD_LABELS[l.method]}</p>
              <p className="text-xs text-muted">
                {ordersText(l.orderCount)} · vendas {formatBRL(l.salesCents)}
                {l.method === 'cash' && ' + troco inicial + suprimentos − sangrias'}
              </p>
            </div>
            <span className="shrink-0 text-base font-bold tabular-nums">{formatBRL(l.expectedCents)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

import { formatBRL } from '@shared/money';
import type { ReportRange } from '@shared/report-range';
import { Card } from '@web/components/ui/card';
import { CsvLink } from './csv-link';

export type Bar = { key: number; label: string; orders: number; revenueCents: number };

const ordersText = (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`);

/**
 * Orders as vertical bars built of plain boxes (no chart library): each bar's height is its
 * share of the tallest, its figure written above it on wide screens and always in its
 * accessible name; every `labelEvery`-th label is shown under the bars.
 */
export function BarChart({
  title,
  table,
  bars,
  range,
  labelEvery = 1,
}: {
  title: string;
  table: string;
  bars: Bar[];
  range: ReportRange;
  labelEvery?: number;
}) {
  const max = Math.max(1, ...bars.map((b) => b.orders));
  return (
    <Card className="flex min-w-0 flex-col p-4 sm:p-5" data-testid={`chart-${table}`}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        <CsvLink table={table} title={title} range={range} />
      </div>
      <ul aria-label={title} className="flex h-44 items-end gap-[3px] border-b border-line sm:gap-1">
        {bars.map((b) => (
          <li
            key={b.key}
            aria-label={`${b.label}: ${ordersText(b.orders)}, ${formatBRL(b.revenueCents)}`}
            title={`${b.label}: ${ordersText(b.orders)} · ${formatBRL(b.revenueCents)}`}
            className="flex h-full min-w-0 flex-1 flex-col items-center justify-end"
          >
            <span aria-hidden className="mb-0.5 hidden text-[10px] leading-none text-muted tabular-nums sm:block">
              {b.orders > 0 ? b.orders : ''}
            </span>
            <span
              aria-hidden
              className="block w-full rounded-t-[3px] bg-primary/80"
              style={{ height: `${(b.orders / max) * 100}%`, minHeight: b.orders > 0 ? 2 : 0 }}
            />
          </li>
        ))}
      </ul>
      <div aria-hidden className="mt-1 flex gap-[3px] sm:gap-1">
        {bars.map((b, i) => (
          <span key={b.key} className="min-w-0 flex-1 text-center text-[10px] text-muted">
            {i % labelEvery === 0 ? b.label : ''}
          </span>
        ))}
      </div>
    </Card>
  );
}

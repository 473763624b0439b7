import { Banknote, CreditCard, HandCoins, QrCode, ShoppingBag, Smartphone, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardSummary } from '@shared/contract/dashboard';
import { formatBRL } from '@shared/money';
import { paymentMethodLabel, type PaymentMethod } from '@shared/order-status';
import { Card } from '@web/components/ui/card';

const METHOD_ICONS: Record<PaymentMethod, LucideIcon> = {
  pix: QrCode,
  stripe: Smartphone,
  credit_card: CreditCard,
  cash: Banknote,
  ifood: ShoppingBag,
};

const ordersLabel = (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`);

/** Paid money by method, today and this month (docs/product.md#admin-area, Dashboard). */
export function RevenueByMethod({ rows }: { rows: DashboardSummary['revenueByMethod'] }) {
  const month = rows.reduce((s, r) => s + r.monthCents, 0);
  return (
    <Card className="p-4 sm:p-5" data-testid="revenue-by-method">
      <h2 className="font-semibold">Recebido por forma de pagamento</h2>
      <p className="mb-3 text-xs text-muted">Só pagamentos confirmados; estornos e cancelados ficam de fora.</p>
      <table className="w-full text-sm">
        <thead className="text-xs text-muted">
          <tr>
            <th className="py-1 text-left font-medium">Forma</th>
            <th className="py-1 text-right font-medium">Hoje</th>
            <th className="py-1 text-right font-medium">No mês</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((r) => {
            const Icon = METHOD_ICONS[r.method];
            return (
              <tr key={r.method}>
                <td className="py-2.5 pr-2">
                  <span className="flex items-center gap-2 font-medium">
                    <Icon className="size-4 shrink-0 text-primary" aria-hidden />
                    {paymentMethodLabel(r.method)}
                  </span>
                  {/* the method's share of the month, at a glance */}
                  <span aria-hidden className="mt-1.5 block h-1 rounded-full bg-canvas">
                    <span
                      className="block h-1 rounded-full bg-primary/70"
                      style={{ width: `${month ? Math.round((r.monthCents / month) * 100) : 0}%` }}
                    />
                  </span>
                </td>
                <td className="py-2.5 text-right font-semibold whitespace-nowrap">{formatBRL(r.todayCents)}</td>
                <td className="py-2.5 pl-2 text-right whitespace-nowrap text-muted">{formatBRL(r.monthCents)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

function Pending({
  label,
  hint,
  money,
  icon: Icon,
  testId,
}: {
  label: string;
  hint: string;
  money: DashboardSummary['toCollect'];
  icon: LucideIcon;
  testId: string;
}) {
  return (
    <Card className="relative flex items-start gap-3 p-4 hover:border-primary/40" data-testid={testId}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-900">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted">{label}</p>
        <p className="text-xl font-bold tracking-tight whitespace-nowrap">{formatBRL(money.totalCents)}</p>
        <p className="text-xs text-muted">
          {ordersLabel(money.count)} · {hint}
        </p>
        {/* The whole card opens the unpaid orders (the link's box covers it). */}
        <Link
          to="/admin/orders?payment=unpaid"
          className="mt-1 inline-block text-xs font-semibold text-primary after:absolute after:inset-0 after:content-['']"
        >
          Ver pedidos não pagos
        </Link>
      </div>
    </Card>
  );
}

/** Money of today's orders not in yet, kept apart from the revenue. */
export function MoneyNotInYet({ data }: { data: Pick<DashboardSummary, 'toCollect' | 'unconfirmedPix'> }) {
  return (
    <div className="flex flex-col gap-3">
      <Pending
        label="A receber na entrega"
        hint="dinheiro e cartão, hoje"
        money={data.toCollect}
        icon={HandCoins}
        testId="to-collect"
      />
      <Pending
        label="PIX não confirmados"
        hint="hoje, conferir no banco"
        money={data.unconfirmedPix}
        icon={QrCode}
        testId="unconfirmed-pix"
      />
    </div>
  );
}

import { Ban, ClipboardList, DollarSign, Receipt, TicketPercent, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Report } from '@shared/contract/reports';
import { formatBRL } from '@shared/money';
import { formatInteger } from '@shared/number-format';
import type { ReportRange } from '@shared/report-range';
import { Card } from '@web/components/ui/card';
import { CsvLink } from './csv-link';

function Figure({ label, value, sub, icon }: { label: string; value: string; sub: string; icon: ReactNode }) {
  return (
    <Card className="flex flex-col gap-2 p-4">
      <span className="flex size-9 items-center justify-center rounded-xl bg-primary-soft text-primary">{icon}</span>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted">{label}</p>
        <p className="text-lg font-bold tracking-tight whitespace-nowrap sm:text-xl">{value}</p>
        <p className="text-xs text-muted">{sub}</p>
      </div>
    </Card>
  );
}

const orders = (n: number) => (n === 1 ? '1 pedido' : `${formatInteger(n)} pedidos`);

/** The period's headline figures ('Resumo', also a CSV file). */
export function ReportSummary({ report, range }: { report: Report; range: ReportRange }) {
  const s = report.summary;
  const c = report.customers;
  return (
    <section aria-labelledby="report-summary" data-testid="report-summary">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="report-summary" className="font-semibold">
          Resumo
        </h2>
        <CsvLink table="resumo" title="Resumo" range={range} />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        <Figure
          label="Faturamento"
          value={formatBRL(s.revenueCents)}
          sub={`${formatBRL(s.paidCents)} já recebido`}
          icon={<DollarSign className="size-5" />}
        />
        <Figure
          label="Pedidos"
          value={formatInteger(s.soldOrders)}
          sub={`${orders(s.placedOrders)} feitos`}
          icon={<ClipboardList className="size-5" />}
        />
        <Figure
          label="Ticket médio"
          value={formatBRL(s.averageTicketCents)}
          sub="por pedido vendido"
          icon={<Receipt className="size-5" />}
        />
        <Figure
          label="Descontos"
          value={formatBRL(s.discountCents)}
          sub={`em ${orders(s.discountOrders)}`}
          icon={<TicketPercent className="size-5" />}
        />
        <Figure
          label="Cancelados"
          value={formatInteger(s.cancelledOrders)}
          sub={`${formatBRL(s.cancelledCents)} no total`}
          icon={<Ban className="size-5" />}
        />
        <Figure
          label="Clientes novos"
          value={formatInteger(c.new.customers)}
          sub={`${formatInteger(c.returning.customers)} voltaram`}
          icon={<UserPlus className="size-5" />}
        />
      </div>
    </section>
  );
}
